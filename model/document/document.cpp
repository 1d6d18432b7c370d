#include "document/document.h"

#include "io/bundledcatalog.h"

#include <QFileInfo>

namespace railyard {

Document::Document(QObject *parent) : Document(Design(), parent)
{
    m_design.catalog = bundledCatalog();
    m_design.settings.sparesPercent = newDesignSparesPercent;
}

Document::Document(Design design, QObject *parent)
    : QObject(parent), m_design(std::move(design)), m_undoStack(new QUndoStack(this))
{
    qRegisterMetaType<railyard::Change>();
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

Document::~Document()
{
    // Commands refer to the document; drop them first.
    m_undoStack->clear();
}

Result<std::unique_ptr<Document>> Document::open(const QString &path)
{
    Result<Design> loaded = loadDesign(path);
    if (!loaded.ok()) return loaded.error();
    auto document = std::make_unique<Document>(loaded.takeValue());
    if (detectFileFormat(path) == FileFormat::Native) document->m_fileName = path;
    return document;
}

Result<> Document::saveAs(const QString &path)
{
    const FileFormat format = formatForFileName(path);
    if (Result<> status = saveDesign(m_design, path, format); !status.ok()) return status;
    savedAs(path, m_undoStack->index());
    return {};
}

void Document::savedAs(const QString &path, int savedIndex)
{
    if (formatForFileName(path) != FileFormat::Native) return;
    setFileName(path);
    // The file holds the design of that index: if the stack moved meanwhile, what is open differs from it.
    if (m_undoStack->index() == savedIndex)
        m_undoStack->setClean();
    else
        m_undoStack->resetClean();
}

void Document::notify(const Change &change)
{
    Q_EMIT changed(change);
}

void Document::setFileName(const QString &fileName)
{
    if (m_fileName == fileName) return;
    m_fileName = fileName;
    Q_EMIT fileNameChanged(fileName);
}

QString Document::displayName() const
{
    if (!m_design.name.isEmpty()) return m_design.name;
    if (!m_fileName.isEmpty()) return QFileInfo(m_fileName).completeBaseName();
    return tr("Untitled");
}

} // namespace railyard
