#!/usr/bin/env python3
"""Fills the plural forms of translations/railyard_en.ts from the sources' own convention, so that English reads
"1 warning" and "2 warnings" where the source says "%n warning(s)": the singular drops "(s)" and "(es)" and takes
the first of "leaf/leaves", the plural keeps the ending. A source whose noun after %n has no marker ("%n cables")
loses its final "s" in the singular. Forms already filled in are left as they are.
Usage: scripts/english-plurals.py [translations/railyard_en.ts]"""
import html
import re
import sys

path = sys.argv[1] if len(sys.argv) > 1 else 'translations/railyard_en.ts'
SINGULAR_VERBS = [(' need ', ' needs '), (' have ', ' has ')]


def forms(source):
    singular, plural = source, source
    singular = re.sub(r'(\w+)/(\w+)', lambda m: m.group(1), singular)
    plural = re.sub(r'(\w+)/(\w+)', lambda m: m.group(2), plural)
    singular = singular.replace('(es)', '').replace('(s)', '')
    plural = plural.replace('(es)', 'es').replace('(s)', 's')
    if singular == source:  # no marker: "%n cables", "(%n labels)", "Print %n Labels"
        singular = re.sub(r'(%L?n)\s+(\w+?)s\b', r'\1 \2', singular)
    for many, one in SINGULAR_VERBS:
        singular = singular.replace(many, one)
    return singular, plural


text = open(path, encoding='utf-8').read()


def fill(match):
    block = match.group(0)
    if 'type="unfinished"' not in block:
        return block
    source = html.unescape(re.search(r'<source>(.*?)</source>', block, re.S).group(1))
    one, many = forms(source)
    translation = ('<translation>\n            <numerusform>%s</numerusform>\n            <numerusform>%s'
                   '</numerusform>\n        </translation>') % (html.escape(one, quote=False),
                                                               html.escape(many, quote=False))
    return re.sub(r'<translation[^>]*>.*?</translation>', translation, block, flags=re.S)


text = re.sub(r'<message numerus="yes">.*?</message>', fill, text, flags=re.S)
open(path, 'w', encoding='utf-8').write(text)
