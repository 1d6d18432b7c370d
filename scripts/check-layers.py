#!/usr/bin/env python3
"""The layers of the model and of the views, checked: each folder of model/ may include only the model
folders listed for it in ALLOWED, each folder of views/ only the views folders listed for it in VIEWS (its own
always; any model folder), so both form a DAG. docs/architecture.md draws the same tables; change both
together. Also: model/ never includes views/, and model/ and app/cli/ include no Qt Widgets header. Prints one
line per offending include; exit status 1 if there is any."""
import os
import re
import sys

ALLOWED = {
    'core': set(),
    'catalog': {'core'},
    'design': {'core', 'catalog'},
    'trace': {'core', 'catalog', 'design'},
    'route': {'core', 'catalog', 'design'},
    'validation': {'core', 'catalog', 'design', 'trace', 'route'},
    'io': {'core', 'catalog', 'design'},
    'generate': {'core', 'catalog', 'design', 'route'},
    'plan': {'core', 'catalog', 'design', 'trace', 'validation'},
    'render': {'core', 'catalog', 'design', 'route', 'trace', 'validation'},
    'report': {'core', 'catalog', 'design', 'trace', 'validation', 'io'},
    'document': {'core', 'catalog', 'design', 'io'},
    'commands': {'core', 'catalog', 'design', 'route', 'trace', 'validation', 'io', 'document'},
    'export': {'core', 'catalog', 'design', 'route', 'trace', 'validation', 'io', 'render', 'report', 'asbuilt',
               'commission'},
    'asbuilt': {'core', 'catalog', 'design', 'trace', 'validation', 'io', 'render'},
    'netbox': {'core', 'catalog', 'design', 'trace', 'validation', 'io', 'render'},
    'revision': {'core', 'catalog', 'design', 'trace', 'validation', 'io', 'render', 'report', 'asbuilt',
                 'commission', 'export'},
    'commission': {'core', 'catalog', 'design', 'trace', 'validation', 'io', 'render', 'asbuilt'},
    'jobs': {'core', 'catalog', 'design', 'route', 'trace', 'validation', 'io', 'generate', 'plan', 'render', 'report',
             'document', 'commands', 'export', 'asbuilt', 'netbox', 'commission', 'revision'},
}
# common at the bottom, the window (which puts everything together) at the top; the scenes and the panels
# side by side; the tools above the scenes they work in, installed by tools/installtools.
VIEWS = {
    'common': set(),
    'dialogs': {'common'},
    'controllers': {'common', 'dialogs'},
    'elevation': {'common', 'dialogs', 'controllers'},
    'fabric': {'common', 'dialogs', 'controllers'},
    'floorplan': {'common', 'dialogs', 'controllers'},
    'panels': {'common', 'dialogs', 'controllers'},
    'tools': {'common', 'dialogs', 'controllers', 'elevation', 'fabric', 'floorplan', 'panels'},
    'window': {'common', 'dialogs', 'controllers', 'elevation', 'fabric', 'floorplan', 'panels', 'tools'},
}
VIEWS_FOLDERS = set(VIEWS)
WIDGETS = re.compile(r'#include <(QtWidgets/|QtPrintSupport/|Q(Widget|Application|MainWindow|Dialog|'
                     r'Graphics\w*|Style\w*|MessageBox|Menu|MenuBar|ToolBar|Label|PushButton|LineEdit|'
                     r'ComboBox|SpinBox|TreeView|TableView|Printer|PrintDialog|PrintPreviewDialog)>)')
INCLUDE = re.compile(r'#include "([a-z]+)/')

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
problems = []
folders = sorted(os.listdir(os.path.join(root, 'model')))
for folder in folders:
    path = os.path.join(root, 'model', folder)
    if not os.path.isdir(path):
        continue
    if folder not in ALLOWED:
        problems.append(f'model/{folder}/: a folder the layer table in scripts/check-layers.py does not know')
        continue
    for name in sorted(os.listdir(path)):
        if not name.endswith(('.h', '.cpp')):
            continue
        file = f'model/{folder}/{name}'
        for number, line in enumerate(open(os.path.join(path, name), encoding='utf-8'), 1):
            if WIDGETS.match(line):
                problems.append(f'{file}:{number}: includes Qt Widgets: {line.strip()}')
            match = INCLUDE.match(line)
            if not match or match.group(1) == folder:
                continue
            target = match.group(1)
            if target in VIEWS_FOLDERS:
                problems.append(f'{file}:{number}: the model includes the views: {line.strip()}')
            elif target not in ALLOWED[folder]:
                problems.append(f'{file}:{number}: {folder}/ may not include {target}/ (a layer above it '
                                f'or beside it): {line.strip()}')
for folder in sorted(os.listdir(os.path.join(root, 'views'))):
    path = os.path.join(root, 'views', folder)
    if not os.path.isdir(path):
        continue
    if folder not in VIEWS:
        problems.append(f'views/{folder}/: a folder the views table in scripts/check-layers.py does not know')
        continue
    for name in sorted(os.listdir(path)):
        if not name.endswith(('.h', '.cpp')):
            continue
        for number, line in enumerate(open(os.path.join(path, name), encoding='utf-8'), 1):
            match = INCLUDE.match(line)
            if not match or match.group(1) == folder or match.group(1) in ALLOWED:
                continue
            target = match.group(1)
            if target not in VIEWS[folder]:
                problems.append(f'views/{folder}/{name}:{number}: {folder}/ may not include {target}/ (a layer '
                                f'above it or beside it): {line.strip()}')
for name in sorted(os.listdir(os.path.join(root, 'app', 'cli'))):
    if name.endswith(('.h', '.cpp')):
        for number, line in enumerate(open(os.path.join(root, 'app', 'cli', name), encoding='utf-8'), 1):
            if WIDGETS.match(line):
                problems.append(f'app/cli/{name}:{number}: includes Qt Widgets: {line.strip()}')
for p in problems:
    print(p)
sys.exit(1 if problems else 0)
