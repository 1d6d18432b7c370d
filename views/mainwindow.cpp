#include "mainwindow.h"

#include "designoverview.h"
#include "document/document.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QToolBar>

namespace railyard {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    m_overview = new DesignOverview(this);
    setCentralWidget(m_overview);
    m_counts = new QLabel(this);
    statusBar()->addPermanentWidget(m_counts);
    createActions();
    setDocument(std::make_unique<Document>());
    resize(1100, 720);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolBar"));

    QAction *newAction = file->addAction(tr("&New"), this, &MainWindow::newDesign);
    newAction->setShortcut(QKeySequence::New);
    QAction *openAction = file->addAction(tr("&Open…"), this, &MainWindow::open);
    openAction->setShortcut(QKeySequence::Open);
    file->addAction(tr("&Import JSON…"), this, &MainWindow::importJson);
    file->addSeparator();
    QAction *saveAction = file->addAction(tr("&Save"), this, &MainWindow::save);
    saveAction->setShortcut(QKeySequence::Save);
    QAction *saveAsAction = file->addAction(tr("Save &As…"), this, &MainWindow::saveAs);
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    file->addAction(tr("&Export JSON…"), this, &MainWindow::exportJson);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    toolbar->addAction(newAction);
    toolbar->addAction(openAction);
    toolbar->addAction(saveAction);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    m_undo = edit->addAction(tr("&Undo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = edit->addAction(tr("&Redo"));
    m_redo->setShortcut(QKeySequence::Redo);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *about = help->addAction(tr("&About Railyard"), this, [this] {
        QMessageBox::about(this, tr("About Railyard"),
                           tr("<h3>Railyard %1</h3><p>Design, check and order the cabling of GPU clusters.</p>")
                               .arg(QApplication::applicationVersion()));
    });
    about->setMenuRole(QAction::AboutRole);
}

void MainWindow::setDocument(std::unique_ptr<Document> document)
{
    m_overview->setDocument(nullptr);
    m_document = std::move(document);
    Document *doc = m_document.get();
    m_overview->setDocument(doc);
    QUndoStack *stack = doc->undoStack();
    disconnect(m_undo, nullptr, nullptr, nullptr);
    disconnect(m_redo, nullptr, nullptr, nullptr);
    connect(m_undo, &QAction::triggered, stack, &QUndoStack::undo);
    connect(m_redo, &QAction::triggered, stack, &QUndoStack::redo);
    m_undo->setEnabled(stack->canUndo());
    m_redo->setEnabled(stack->canRedo());
    connect(stack, &QUndoStack::canUndoChanged, m_undo, &QAction::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, m_redo, &QAction::setEnabled);
    connect(doc, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(doc, &Document::fileNameChanged, this, &MainWindow::updateTitle);
    connect(doc, &Document::changed, this, [this] {
        updateTitle();
        updateStatus();
    });
    updateTitle();
    updateStatus();
}

void MainWindow::updateTitle()
{
    // "[*]" is where Qt shows the modified marker.
    setWindowTitle(QStringLiteral("%1[*] — Railyard").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::updateStatus()
{
    const Design &d = m_document->design();
    m_counts->setText(tr("%1 racks · %2 devices · %3 cables")
                          .arg(d.racks().liveCount())
                          .arg(d.devices().liveCount())
                          .arg(d.cables().liveCount()));
}

bool MainWindow::openFile(const QString &path)
{
    QApplication::setOverrideCursor(Qt::WaitCursor);
    Result<std::unique_ptr<Document>> opened = Document::open(path);
    QApplication::restoreOverrideCursor();
    if (!opened.ok()) {
        QMessageBox::critical(this, tr("Cannot open the design"),
                              tr("<p>%1 could not be opened.</p><p>%2</p><p>Nothing was changed.</p>")
                                  .arg(QFileInfo(path).fileName().toHtmlEscaped(),
                                       opened.error().toString().toHtmlEscaped()));
        return false;
    }
    setDocument(opened.takeValue());
    statusBar()->showMessage(path.startsWith(QLatin1Char(':')) ? tr("Opened the sample design")
                                                               : tr("Opened %1").arg(QDir::toNativeSeparators(path)),
                             4000);
    return true;
}

void MainWindow::newDesign()
{
    if (maybeSave())
        setDocument(std::make_unique<Document>());
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Design"), QString(),
                                                      tr("Railyard designs (*.railyard *.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::importJson()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Import JSON Design"), QString(),
                                                      tr("Interchange JSON (*.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::save()
{
    if (m_document->fileName().isEmpty())
        return saveAs();
    if (IoStatus status = m_document->saveAs(m_document->fileName())) {
        QMessageBox::critical(this, tr("Cannot save the design"), status->toString().toHtmlEscaped());
        return false;
    }
    statusBar()->showMessage(tr("Saved"), 3000);
    return true;
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Design As"), m_document->displayName() + QStringLiteral(".railyard"),
                                                tr("Railyard documents (*.railyard)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".railyard")))
        path += QStringLiteral(".railyard");
    if (IoStatus status = m_document->saveAs(path)) {
        QMessageBox::critical(this, tr("Cannot save the design"), status->toString().toHtmlEscaped());
        return false;
    }
    return true;
}

void MainWindow::exportJson()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Export JSON"), m_document->displayName() + QStringLiteral(".json"),
                                                tr("Interchange JSON (*.json)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".json")))
        path += QStringLiteral(".json");
    if (IoStatus status = m_document->saveAs(path))
        QMessageBox::critical(this, tr("Cannot export the design"), status->toString().toHtmlEscaped());
}

bool MainWindow::maybeSave()
{
    if (!m_document || !m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"), tr("%1 has unsaved changes. Save them?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (maybeSave())
        event->accept();
    else
        event->ignore();
}

} // namespace railyard
