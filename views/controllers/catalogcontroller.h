#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>

class QWidget;

namespace railyard {

class Document;

// The Catalog menu's jobs on the open design: NetBox device types read from files or a folder, shown in
// DeviceTypeImportDialog, added to the design's catalog as one undo step.
class CatalogController : public QObject
{
    Q_OBJECT

public:
    explicit CatalogController(QWidget *window);
    void setDocument(Document *document);

    // Catalog ▸ Import Device Types… (files) and … from Folder….
    void importDeviceTypeFiles();
    void importDeviceTypeFolder();
    // Reads the paths (files or folders), shows what was read; true when types were added. A broken file is a
    // message naming it, and nothing is added.
    bool importDeviceTypes(const QStringList &paths);

Q_SIGNALS:
    void message(const QString &text);

private:
    QWidget *m_window;
    QPointer<Document> m_document;
};

} // namespace railyard
