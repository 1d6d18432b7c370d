#pragma once

#include <QMainWindow>

#include <memory>

class QAction;
class QLabel;

namespace railyard {

class Document;
class DesignOverview;

// The application window: opens, saves and closes designs. The floor plan, rack and fabric views,
// the catalog and the validation panel attach here in later steps.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a design (native or JSON); shows an error dialog and keeps the current design on failure.
    bool openFile(const QString &path);
    Document *document() const { return m_document.get(); }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void setDocument(std::unique_ptr<Document> document);
    void updateTitle();
    void updateStatus();
    bool maybeSave();
    bool save();
    bool saveAs();
    void exportJson();
    void open();
    void importJson();
    void newDesign();

    std::unique_ptr<Document> m_document;
    DesignOverview *m_overview = nullptr;
    QLabel *m_counts = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
};

} // namespace railyard
