#include "MainWindow.h"

#include "AppSettings.h"
#include "Translations.h"
#include "cpu/CpuEngine.h"
#include "cpu/CpuKernels.h"
#include "document/AttentionFocus.h"
#include "document/ScenarioDocument.h"
#include "editors/MatrixEditor.h"
#include "editors/ScenarioEditorPanel.h"
#include "engine/EngineFactory.h"
#include "figures/FigureExportDialog.h"
#include "figures/FiguresPanel.h"
#include "scenario/LessonCost.h"
#include "scenario/ScenarioFile.h"
#include "stepper/StageBar.h"
#include "stepper/StageText.h"
#include "stepper/StageView.h"
#include "training/TrainingWindow.h"
#include "views/ComplexityWindow.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QItemSelectionModel>
#include <QTableView>
#include <QTextBrowser>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStatusBar>
#include <QEventLoop>
#include <QThread>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QHBoxLayout>
#include <QVBoxLayout>

namespace attn {

QStringList MainWindow::lessonPaths()
{
    QStringList paths;
    for (const QString &name : QDir(QStringLiteral(":/lessons")).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        paths << QStringLiteral(":/lessons/") + name;
    return paths;
}

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    m_askToSave = [this] {
        return QMessageBox::question(this, tr("Unsaved changes"),
                                     tr("The scenario has changes that are not saved. Save them first?"),
                                     QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    };
    m_reportError = [this](const QString &message) { QMessageBox::warning(this, tr("AttentionLab"), message); };
    m_chooseSaveFile = [this] {
        const QString start = m_document->filePath().isEmpty() ? AppSettings().lastFolder() : m_document->filePath();
        return QFileDialog::getSaveFileName(this, tr("Save scenario"), start, tr("Scenarios (*.json)"));
    };
    m_chooseFigureFile = [this] {
        return QFileDialog::getSaveFileName(this, tr("Export figure"), AppSettings().lastFolder(),
                                            tr("PNG image (*.png);;SVG vector graphics (*.svg);;PDF (*.pdf)"));
    };

    const QStringList lessons = lessonPaths();
    ScenarioReadResult first = lessons.isEmpty() ? ScenarioReadResult{} : readScenarioFile(lessons.first());
    Scenario scenario;
    if (first.ok()) {
        scenario = *first.scenario;
        m_lessonIndex = 0;
    } else {
        scenario.source = {{QStringLiteral("a")}, MatrixD::Identity(1, 1), {}};
    }
    m_document = new ScenarioDocument(std::move(scenario), std::make_unique<CpuEngine>(), this);
    // A few seconds after a change: long enough not to write on every keystroke of a drag.
    m_autosave = new Autosave(m_document, Autosave::defaultFolder(), 2000, this);
    connect(m_autosave, &Autosave::failed, this, [this](const QString &reason) {
        statusBar()->showMessage(tr("Autosave failed: %1").arg(reason), 20000);
    });
    m_askToReload = [this](const QString &question) {
        QMessageBox box(QMessageBox::Question, tr("File changed on disk"), question, QMessageBox::NoButton, this);
        QPushButton *reloadButton = box.addButton(tr("Reload"), QMessageBox::AcceptRole);
        box.addButton(tr("Keep this version"), QMessageBox::RejectRole);
        box.exec();
        return box.clickedButton() == reloadButton;
    };
    m_askToOverwrite = [this](const QString &question) {
        return QMessageBox::warning(this, tr("File changed on disk"), question, QMessageBox::Save | QMessageBox::Cancel,
                                    QMessageBox::Cancel) == QMessageBox::Save;
    };
    // Another program (or another window) writing the open file is noticed: editors write in several
    // steps, so the check waits a moment after the last change.
    m_fileWatcher = new QFileSystemWatcher(this);
    m_fileCheckTimer = new QTimer(this);
    m_fileCheckTimer->setSingleShot(true);
    m_fileCheckTimer->setInterval(250);
    connect(m_fileWatcher, &QFileSystemWatcher::fileChanged, m_fileCheckTimer, qOverload<>(&QTimer::start));
    connect(m_fileCheckTimer, &QTimer::timeout, this, &MainWindow::checkFileOnDisk);
    m_askLongWork = [this](const QString &question) {
        return QMessageBox::question(this, tr("Large scenario"), question, QMessageBox::Open | QMessageBox::Cancel,
                                     QMessageBox::Cancel) == QMessageBox::Open;
    };
    m_askToRecover = [this](const Autosave::Recovery &recovery) {
        const QString name = recovery.originalPath.isEmpty() ? recovery.scenario.title : recovery.originalPath;
        return QMessageBox::question(this, tr("Recover unsaved changes"),
                                     tr("AttentionLab closed before “%1” was saved. Its changes of %2 were kept. "
                                        "Recover them?")
                                         .arg(name, QLocale().toString(recovery.written, QLocale::ShortFormat)),
                                     QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes) == QMessageBox::Yes;
    };
    createDocumentViews();
    createActions();

    AppSettings settings;
    m_fontScale = settings.fontScale();
    setFontScale(m_fontScale);
    m_precisionBox->setValue(settings.precision());
    setPalette(paletteFromKey(settings.palette()).value_or(PaletteKind::Viridis));
    if (const std::optional<PipelineStage> stage = stageFromKey(settings.stage()))
        setStage(*stage);
    if (settings.engine() != QLatin1String("cpu"))
        chooseEngine(settings.engine());
    resize(1600, 1000);
    resizeDocks({m_editorDock, m_figuresDock}, {360, 440}, Qt::Horizontal);
    restoreGeometry(settings.windowGeometry());
    restoreState(settings.windowState());
    updateTitle();
    updateStatus();
}

MainWindow::~MainWindow()
{
    // The document goes with the window's children, after this destructor: its undo stack still announces
    // the change of its clean state then, which must not reach the half-destroyed window.
    m_document->undoStack()->disconnect(this);
    m_document->disconnect(this);
}

void MainWindow::createDocumentViews()
{
    auto *central = new QWidget(this);
    m_stageBar = new StageBar(central);
    m_stageView = new StageView(m_document, central);
    m_notesView = new QTextBrowser(central);
    m_notesView->setObjectName(QStringLiteral("lessonNotes"));
    m_notesView->setOpenExternalLinks(true);
    m_notesView->setMaximumHeight(260);
    auto *layout = new QVBoxLayout(central);
    layout->addWidget(m_stageBar);
    layout->addWidget(m_stageView, 1);
    layout->addWidget(m_notesView);
    setCentralWidget(central);
    connect(m_stageBar, &StageBar::stageSelected, this, &MainWindow::setStage);
    connect(m_stageView, &StageView::stageChanged, this, [this](PipelineStage stage) {
        m_stageBar->setStage(stage);
        AppSettings().setStage(stageKey(stage));
    });

    // The figures beside the stepper, linked through one focus: the query-key pair a student points at.
    m_focus = new AttentionFocus(this);
    m_figuresPanel = new FiguresPanel(m_document, m_focus, this);
    m_figuresDock = new QDockWidget(tr("Figures"), this);
    m_figuresDock->setObjectName(QStringLiteral("figuresDock"));
    m_figuresDock->setWidget(m_figuresPanel);
    addDockWidget(Qt::RightDockWidgetArea, m_figuresDock);
    connect(m_stageView, &StageView::pairClicked, m_focus, &AttentionFocus::setFocus);
    connect(m_focus, &AttentionFocus::changed, this, [this] {
        if (m_focus->isSet())
            m_stageView->showFocus(m_focus->head(), m_focus->query(), m_focus->key());
        showFocusInEditor();
    });
    connect(m_figuresPanel, &FiguresPanel::exportRequested, this, [this] {
        showExportDialog(m_figuresPanel->currentSpec().kind);
    });
    connect(m_figuresPanel, &FiguresPanel::copyRequested, this, [this] {
        copyFigure(m_figuresPanel->currentSpec(), m_document, m_exportSize, m_focus);
        statusBar()->showMessage(tr("Figure copied to the clipboard"), 5000);
    });

    m_editorPanel = new ScenarioEditorPanel(m_document, this);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_editorPanel);
    scroll->setWidgetResizable(true);
    m_editorDock = new QDockWidget(tr("Scenario"), this);
    m_editorDock->setObjectName(QStringLiteral("scenarioDock"));
    m_editorDock->setWidget(scroll);
    addDockWidget(Qt::LeftDockWidgetArea, m_editorDock);
    connect(m_editorPanel, &ScenarioEditorPanel::message, this, [this](const QString &text) {
        statusBar()->showMessage(text, 8000);
    });

    // While a large scenario computes in the background: a busy bar and a way to stop it.
    m_computingIndicator = new QWidget(this);
    auto *computingLayout = new QHBoxLayout(m_computingIndicator);
    computingLayout->setContentsMargins(0, 0, 0, 0);
    auto *busy = new QProgressBar(m_computingIndicator);
    busy->setRange(0, 0);
    busy->setMaximumWidth(160);
    auto *cancel = new QPushButton(tr("Cancel"), m_computingIndicator);
    cancel->setObjectName(QStringLiteral("cancelComputation"));
    computingLayout->addWidget(new QLabel(tr("Computing…"), m_computingIndicator));
    computingLayout->addWidget(busy);
    computingLayout->addWidget(cancel);
    m_computingIndicator->setVisible(m_document->isComputing());
    statusBar()->addPermanentWidget(m_computingIndicator);
    connect(cancel, &QPushButton::clicked, m_document, &ScenarioDocument::cancelComputation);
    connect(m_document, &ScenarioDocument::computingChanged, m_computingIndicator, &QWidget::setVisible);
    m_engineLabel = new QLabel(this);
    m_engineLabel->setObjectName(QStringLiteral("engineStatus"));
    statusBar()->addPermanentWidget(m_engineLabel);
    connect(m_document, &ScenarioDocument::resultChanged, this, &MainWindow::updateStatus);
    connect(m_document, &ScenarioDocument::engineChanged, this, &MainWindow::updateStatus);
    connect(m_document, &ScenarioDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::scenarioChanged, this, &MainWindow::updateForScenario);
    connect(m_document, &ScenarioDocument::scenarioChanged, this, &MainWindow::updateNotes);
}

void MainWindow::updateNotes()
{
    const QString notes = m_document->scenario().localizedNotes(currentLanguage());
    if (m_notesView->toMarkdown().trimmed() != notes.trimmed())
        m_notesView->setMarkdown(notes);
    m_notesView->setVisible(!notes.isEmpty() && (!m_notesToggle || m_notesToggle->isChecked()));
    if (m_notesToggle)
        m_notesToggle->setEnabled(!notes.isEmpty());
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QMenu *lessons = file->addMenu(tr("&New from lesson"));
    for (const QString &path : lessonPaths()) {
        const ScenarioReadResult read = readScenarioFile(path);
        const QString localized = read.ok() ? read.scenario->localizedTitle(currentLanguage()) : QString();
        const QString title = localized.isEmpty() ? QFileInfo(path).baseName() : localized;
        lessons->addAction(title, this, [this, path] { newFromLesson(path); });
    }
    file->addAction(tr("&Open…"), QKeySequence::Open, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open scenario"), AppSettings().lastFolder(),
                                                          tr("Scenarios (*.json);;All files (*)"));
        if (!path.isEmpty())
            openFile(path);
    });
    m_recentMenu = file->addMenu(tr("Open &recent"));
    file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save);
    file->addAction(tr("Save &as…"), QKeySequence::SaveAs, this, [this] {
        const QString path = m_chooseSaveFile();
        if (!path.isEmpty())
            saveAs(path);
    });
    file->addAction(tr("Re&load from disk"), this, &MainWindow::reload);
    file->addSeparator();
    file->addAction(tr("&Export figure…"), QKeySequence(Qt::CTRL | Qt::Key_E), this, [this] {
        showExportDialog(FigureKind::Stage);
    });
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    updateRecentMenu();

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addActions({undo, redo});

    QMenu *go = menuBar()->addMenu(tr("&Stages"));
    // What presenter clickers send: Page Down / Page Up; and the keyboard's arrows, Space, Home, End.
    QAction *next = go->addAction(tr("&Next stage"), this, [this] { stepStage(1); });
    next->setShortcuts({Qt::Key_Right, Qt::Key_PageDown, Qt::Key_Space});
    QAction *previous = go->addAction(tr("&Previous stage"), this, [this] { stepStage(-1); });
    previous->setShortcuts({Qt::Key_Left, Qt::Key_PageUp});
    go->addAction(tr("&First stage"), QKeySequence(Qt::Key_Home), this, [this] { setStage(kAllStages.front()); });
    go->addAction(tr("&Last stage"), QKeySequence(Qt::Key_End), this, [this] { setStage(kAllStages.back()); });

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *editorToggle = m_editorDock->toggleViewAction();
    editorToggle->setText(tr("Scenario &editor"));
    editorToggle->setShortcut(QKeySequence(Qt::Key_F9));
    view->addAction(editorToggle);
    m_notesToggle = view->addAction(tr("Lesson &notes"), QKeySequence(Qt::Key_F8), this, &MainWindow::updateNotes);
    m_notesToggle->setCheckable(true);
    m_notesToggle->setChecked(true);
    QAction *figuresToggle = m_figuresDock->toggleViewAction();
    figuresToggle->setText(tr("&Figures"));
    figuresToggle->setShortcut(QKeySequence(Qt::Key_F10));
    view->addAction(figuresToggle);
    m_paletteMenu = view->addMenu(tr("Heatmap &palette"));
    auto *palettes = new QActionGroup(this);
    for (const QString &key : paletteKeys()) {
        const PaletteKind palette = *paletteFromKey(key);
        QAction *action = m_paletteMenu->addAction(paletteTitle(palette), this, [this, palette] { setPalette(palette); });
        action->setCheckable(true);
        action->setData(key);
        palettes->addAction(action);
    }
    m_lectureAction = view->addAction(tr("&Lecture mode"), QKeySequence(Qt::Key_F5), this, [this](bool on) { setLectureMode(on); });
    m_lectureAction->setCheckable(true);
    QAction *fullScreen = view->addAction(tr("&Full screen"), QKeySequence(Qt::Key_F11), this, [this] {
        setWindowState(windowState() ^ Qt::WindowFullScreen);
    });
    fullScreen->setCheckable(true);
    QAction *leave = new QAction(this);
    leave->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(leave, &QAction::triggered, this, [this, fullScreen] {
        if (m_document->isComputing()) {
            m_document->cancelComputation();
            return;
        }
        setLectureMode(false);
        setWindowState(windowState() & ~Qt::WindowFullScreen);
        fullScreen->setChecked(false);
    });
    addAction(leave);
    view->addAction(tr("Compute &again"), QKeySequence(Qt::CTRL | Qt::Key_R), m_document, &ScenarioDocument::computeAgain);
    view->addAction(tr("&Larger text"), QKeySequence::ZoomIn, this, [this] { setFontScale(m_fontScale * 1.15); });
    view->addAction(tr("&Smaller text"), QKeySequence::ZoomOut, this, [this] { setFontScale(m_fontScale / 1.15); });
    view->addAction(tr("The &cost of attention (O(n² d))…"), this, [this] { showComplexityWindow(false); });
    view->addAction(tr("Watch attention &learn (train on a toy task)…"), this, [this] { showTrainingWindow(); });
    QMenu *languages = view->addMenu(tr("Lan&guage"));
    auto *languageGroup = new QActionGroup(this);
    const QString chosen = AppSettings().language();
    QStringList codes{QString(), QStringLiteral("en")};
    codes << availableLanguages();
    for (const QString &code : codes) {
        QAction *action = languages->addAction(code.isEmpty() ? tr("The system's language") : languageName(code));
        action->setCheckable(true);
        action->setChecked(code == chosen);
        languageGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] {
            AppSettings().setLanguage(code);
            statusBar()->showMessage(tr("The language changes when AttentionLab starts again."), 10000);
        });
    }
    m_engineMenu = view->addMenu(tr("&Engine"));
    auto *engines = new QActionGroup(this);
    for (const QString &name : knownEngineNames()) {
        const EngineChoice choice = createEngine(name);
        QAction *action = m_engineMenu->addAction(choice.engine ? QStringLiteral("%1 — %2").arg(name, choice.engine->description())
                                                                : tr("%1 — unavailable: %2").arg(name, choice.unavailableReason));
        action->setCheckable(true);
        action->setEnabled(bool(choice.engine));
        action->setData(name);
        action->setChecked(name == QLatin1String("cpu"));
        engines->addAction(action);
        connect(action, &QAction::triggered, this, [this, name] { chooseEngine(name); });
    }

    QToolBar *tools = addToolBar(tr("Stepper"));
    tools->setObjectName(QStringLiteral("stepperToolBar"));
    tools->addAction(previous);
    tools->addAction(next);
    tools->addSeparator();
    tools->addWidget(new QLabel(tr(" Head "), tools));
    m_headBox = new QSpinBox(tools);
    m_headBox->setRange(1, m_document->scenario().headCount());
    tools->addWidget(m_headBox);
    connect(m_headBox, &QSpinBox::valueChanged, this, [this](int head) {
        m_stageView->setHead(head - 1);
        m_figuresPanel->setHead(head - 1);
    });
    tools->addWidget(new QLabel(tr("  Decimals "), tools));
    m_precisionBox = new QSpinBox(tools);
    m_precisionBox->setRange(0, 6);
    tools->addWidget(m_precisionBox);
    connect(m_precisionBox, &QSpinBox::valueChanged, this, [this](int decimals) {
        m_stageView->setPrecision(decimals);
        m_figuresPanel->setPrecision(decimals);
        AppSettings().setPrecision(decimals);
    });
    tools->addSeparator();
    tools->addAction(undo);
    tools->addAction(redo);
    updateForScenario();
    updateNotes();
}

void MainWindow::updateForScenario()
{
    // The head selector's range and the stage bar's labels follow the scenario (head count, scaling).
    m_headBox->setRange(1, m_document->scenario().headCount());
    QStringList labels;
    for (PipelineStage stage : kAllStages)
        labels << stageText(stage, m_document->scenario(), 0).shortTitle;
    m_stageBar->setLabels(labels);
}

void MainWindow::setStage(PipelineStage stage)
{
    m_stageView->setStage(stage);
    m_stageBar->setStage(stage);
}

void MainWindow::showComplexityWindow(bool startMeasuring)
{
    if (!m_complexityWindow)
        m_complexityWindow = new ComplexityWindow(this);
    m_complexityWindow->show();
    m_complexityWindow->raise();
    if (startMeasuring)
        m_complexityWindow->start();
}

TrainingWindow *MainWindow::showTrainingWindow()
{
    if (!m_trainingWindow) {
        m_trainingWindow = new TrainingWindow(this);
        connect(m_trainingWindow, &TrainingWindow::takeIntoLesson, this, &MainWindow::takeTrainedLayer);
    }
    m_trainingWindow->show();
    m_trainingWindow->raise();
    return m_trainingWindow;
}

bool MainWindow::takeTrainedLayer(const Scenario &scenario)
{
    if (!maybeSave())
        return false;
    loadScenario(scenario, QString());
    m_lessonIndex = -1;
    setStage(PipelineStage::Embeddings);
    raise();
    activateWindow();
    statusBar()->showMessage(tr("The trained layer is open as a new lesson: step through it, or save it."), 10000);
    return true;
}

void MainWindow::setPalette(PaletteKind palette)
{
    m_palette = palette;
    m_figuresPanel->setPalette(palette);
    for (QAction *action : m_paletteMenu->actions())
        action->setChecked(action->data().toString() == paletteKey(palette));
    AppSettings().setPalette(paletteKey(palette));
}

FigureSpec MainWindow::figureSpec(FigureKind kind) const
{
    FigureSpec spec = m_figuresPanel->specFor(kind);
    spec.stage = stage();
    spec.head = m_stageView->head();
    spec.precision = m_stageView->precision();
    return spec;
}

bool MainWindow::exportFigure(FigureKind kind, const QString &path, const FigureSize &size)
{
    const QString error = attn::exportFigure(figureSpec(kind), m_document, path, size, m_focus);
    if (!error.isEmpty()) {
        m_reportError(tr("The figure was not saved:\n%1").arg(error));
        return false;
    }
    AppSettings().setLastFolder(QFileInfo(path).absolutePath());
    statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    return true;
}

void MainWindow::showExportDialog(FigureKind initial)
{
    FigureExportDialog dialog(initial, m_exportSize, this);
    const int choice = dialog.exec();
    if (choice != FigureExportDialog::SaveChosen && choice != FigureExportDialog::CopyChosen)
        return;
    m_exportSize = dialog.figureSize();
    if (choice == FigureExportDialog::CopyChosen) {
        copyFigure(figureSpec(dialog.figureKind()), m_document, m_exportSize, m_focus);
        statusBar()->showMessage(tr("Figure copied to the clipboard"), 5000);
        return;
    }
    QString path = m_chooseFigureFile();
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".png");
    exportFigure(dialog.figureKind(), path, m_exportSize);
}

void MainWindow::showFocusInEditor()
{
    // The focused query's and key's token rows are selected in the editor's tables.
    const bool cross = m_document->scenario().mode == AttentionMode::Cross;
    auto selectRows = [](MatrixEditor *editor, const QList<int> &rows) {
        QItemSelectionModel *selection = editor->table()->selectionModel();
        QItemSelection rowsSelection;
        for (int row : rows) {
            const QModelIndex index = editor->table()->model()->index(row, 0);
            if (index.isValid())
                rowsSelection.select(index, index);
        }
        selection->select(rowsSelection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    };
    if (!m_focus->isSet())
        return;
    if (cross) {
        selectRows(m_editorPanel->targetEditor(), {m_focus->query()});
        selectRows(m_editorPanel->sourceEditor(), {m_focus->key()});
    } else {
        selectRows(m_editorPanel->sourceEditor(), {m_focus->query(), m_focus->key()});
    }
}

PipelineStage MainWindow::stage() const
{
    return m_stageView->stage();
}

void MainWindow::setLectureMode(bool on)
{
    if (on == m_lectureMode)
        return;
    m_lectureMode = on;
    m_lectureAction->setChecked(on);
    if (on) {
        m_editorWasVisible = m_editorDock->isVisible();
        m_editorDock->hide();
        const PaletteKind deskPalette = m_palette;
        setFontScale(AppSettings().lectureFontScale());
        m_figuresPanel->setPalette(PaletteKind::Projector);
        m_palette = deskPalette; // the desk's palette comes back afterwards
        // The editor's room goes to the figures, which need it at lecture size.
        // Deferred: when lecture mode starts with the program the window has not its full-screen size yet.
        QTimer::singleShot(0, this, [this] { resizeDocks({m_figuresDock}, {width() / 3}, Qt::Horizontal); });
    } else {
        m_editorDock->setVisible(m_editorWasVisible);
        setFontScale(AppSettings().fontScale());
        setPalette(m_palette);
    }
    statusBar()->showMessage(on ? tr("Lecture mode: Page Down and Page Up step through the stages and on to the next "
                                     "lesson; Esc leaves")
                                : QString(),
                             8000);
}

void MainWindow::stepStage(int delta)
{
    // In lecture mode the clicker goes on from a lesson's last stage to the next lesson, and back.
    const int current = int(stage());
    const int last = int(kAllStages.size()) - 1;
    if (m_lectureMode && m_lessonIndex >= 0) {
        const QStringList lessons = lessonPaths();
        if (delta > 0 && current == last && m_lessonIndex + 1 < lessons.size()) {
            newFromLesson(lessons[m_lessonIndex + 1]);
            return;
        }
        if (delta < 0 && current == 0 && m_lessonIndex > 0) {
            if (newFromLesson(lessons[m_lessonIndex - 1]))
                setStage(kAllStages.back());
            return;
        }
    }
    const int next = std::clamp(int(stage()) + delta, 0, int(kAllStages.size()) - 1);
    setStage(PipelineStage(next));
}

void MainWindow::setFontScale(double scale)
{
    m_fontScale = std::clamp(scale, 0.5, 4.0);
    m_stageView->setFontScale(m_fontScale);
    m_stageBar->setFontScale(m_fontScale);
    m_figuresPanel->setFontScale(m_fontScale);
    QFont notesFont = font();
    notesFont.setPixelSize(int(18 * m_fontScale));
    m_notesView->setFont(notesFont);
    if (m_lectureMode)
        AppSettings().setLectureFontScale(m_fontScale);
    else
        AppSettings().setFontScale(m_fontScale);
}

void MainWindow::chooseEngine(const QString &name)
{
    EngineChoice choice = createEngine(name);
    if (!choice.engine) {
        m_document->reportEngineUnavailable(name, choice.unavailableReason);
        return;
    }
    m_document->setEngine(std::move(choice.engine));
    AppSettings().setEngine(name);
}

void MainWindow::updateStatus()
{
    const QString engine = m_document->engine().name();
    for (QAction *action : m_engineMenu ? m_engineMenu->actions() : QList<QAction *>())
        action->setChecked(action->data().toString() == engine);
    m_engineLabel->setText(engineStatusText());
    const bool warning = !m_document->engineNotice().isEmpty() || !CpuKernel::environmentProblem().isEmpty();
    m_engineLabel->setStyleSheet(warning ? QStringLiteral("color: #b00020;") : QString());
}

QString MainWindow::engineStatusText() const
{
    QString text = tr("Numbers from the %1 engine").arg(m_document->engine().name());
    if (!m_document->engineNotice().isEmpty())
        text += QStringLiteral(" — ") + m_document->engineNotice();
    if (!CpuKernel::environmentProblem().isEmpty())
        text += QStringLiteral(" — ") + tr("%1; the best kernel computes instead").arg(CpuKernel::environmentProblem());
    return text;
}

bool MainWindow::confirmLongWork(const Scenario &scenario)
{
    const LessonCost cost = lessonCost(scenario);
    if (!cost.deservesWarning())
        return true;
    const QString question =
        tr("This scenario has %1 tokens and %2 heads. Computing and showing every stage needs about %3 of memory "
           "and %4 billion operations, which may take a while; the window stays usable and Esc cancels. Open it?")
            .arg(scenario.querySequence().tokens.size())
            .arg(scenario.headCount())
            .arg(QLocale().formattedDataSize(cost.resultBytes))
            .arg(QLocale().toString(cost.flops / 1e9, 'f', 1));
    return m_askLongWork(question);
}

void MainWindow::updateTitle()
{
    const QString path = m_document->filePath();
    const QString name = path.isEmpty() ? (m_document->scenario().title.isEmpty() ? tr("Untitled") : m_document->scenario().title)
                                        : QFileInfo(path).fileName();
    setWindowTitle(QStringLiteral("%1[*] — AttentionLab").arg(name));
    setWindowFilePath(path);
    setWindowModified(m_document->isModified());
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    for (const QString &path : AppSettings().recentFiles())
        m_recentMenu->addAction(path, this, [this, path] { openFile(path); });
    m_recentMenu->setEnabled(!m_recentMenu->isEmpty());
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    switch (m_askToSave()) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

void MainWindow::loadScenario(Scenario scenario, const QString &filePath, const QByteArray &fingerprint)
{
    m_document->resetScenario(std::move(scenario), filePath);
    watchFile(filePath, fingerprint);
    m_headBox->setValue(1);
    updateTitle();
}

ScenarioReadResult MainWindow::readWhileResponsive(const QString &path)
{
    // A file of thousands of tokens takes seconds to parse. It is read in a thread while this one goes on
    // painting and running timers; input waits, so that nothing else is opened or edited meanwhile.
    constexpr qint64 kReadInPlaceBytes = 4 * 1024 * 1024;
    const QFileInfo info(path);
    if (!info.isFile() || info.size() <= kReadInPlaceBytes)
        return readScenarioFile(path);
    statusBar()->showMessage(tr("Reading “%1” (%2)…").arg(info.fileName(), QLocale().formattedDataSize(info.size())));
    ScenarioReadResult read;
    QEventLoop waiting;
    std::unique_ptr<QThread> reader(QThread::create([&read, path] { read = readScenarioFile(path); }));
    connect(reader.get(), &QThread::finished, &waiting, &QEventLoop::quit, Qt::QueuedConnection);
    reader->start();
    waiting.exec(QEventLoop::ExcludeUserInputEvents);
    reader->wait();
    statusBar()->clearMessage();
    return read;
}

bool MainWindow::openFile(const QString &path)
{
    if (!maybeSave())
        return false;
    ScenarioReadResult read = readWhileResponsive(path);
    if (!read.ok()) {
        m_reportError(tr("This file cannot be opened:\n%1").arg(read.error));
        return false;
    }
    if (!confirmLongWork(*read.scenario))
        return false;
    if (!read.warnings.isEmpty())
        statusBar()->showMessage(read.warnings.join(QStringLiteral("; ")), 10000);
    loadScenario(std::move(*read.scenario), QFileInfo(path).absoluteFilePath(), read.fingerprint);
    m_lessonIndex = -1;
    AppSettings settings;
    settings.addRecentFile(QFileInfo(path).absoluteFilePath());
    settings.setLastFolder(QFileInfo(path).absolutePath());
    updateRecentMenu();
    return true;
}

bool MainWindow::newFromLesson(const QString &resourcePath)
{
    if (!maybeSave())
        return false;
    const ScenarioReadResult read = readScenarioFile(resourcePath);
    if (!read.ok()) {
        m_reportError(read.error);
        return false;
    }
    loadScenario(*read.scenario, QString());
    m_lessonIndex = int(lessonPaths().indexOf(resourcePath));
    setStage(PipelineStage::Embeddings);
    return true;
}

bool MainWindow::save()
{
    if (m_document->filePath().isEmpty()) {
        const QString path = m_chooseSaveFile();
        return !path.isEmpty() && saveAs(path);
    }
    return saveAs(m_document->filePath());
}

bool MainWindow::saveAs(const QString &path)
{
    const QString absolutePath = QFileInfo(path).absoluteFilePath();
    if (absolutePath == m_document->filePath()) {
        // Another program may have written the file since this window read or saved it: its work is not
        // overwritten unasked.
        const QByteArray onDisk = fileFingerprint(absolutePath);
        if (!onDisk.isEmpty() && onDisk != m_diskFingerprint &&
            !m_askToOverwrite(tr("“%1” was changed by another program since this window opened or saved it. "
                                 "Saving replaces those changes with this version. Save anyway?")
                                  .arg(QFileInfo(path).fileName())))
            return false;
    }
    QString error;
    QByteArray fingerprint;
    if (!writeScenarioFile(m_document->scenario(), path, &error, &fingerprint)) {
        // The document stays modified: nothing is lost, and the lecturer can save elsewhere.
        m_reportError(error);
        return false;
    }
    m_document->markSaved(absolutePath);
    watchFile(absolutePath, fingerprint);
    AppSettings settings;
    settings.addRecentFile(QFileInfo(path).absoluteFilePath());
    settings.setLastFolder(QFileInfo(path).absolutePath());
    updateRecentMenu();
    statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    return true;
}

void MainWindow::reload()
{
    const QString path = m_document->filePath();
    if (path.isEmpty() || !maybeSave())
        return;
    const ScenarioReadResult read = readWhileResponsive(path);
    if (!read.ok()) {
        m_reportError(tr("This file cannot be reloaded:\n%1").arg(read.error));
        return;
    }
    loadScenario(*read.scenario, path, read.fingerprint);
}

void MainWindow::watchFile(const QString &filePath, const QByteArray &fingerprint)
{
    if (!m_fileWatcher->files().isEmpty())
        m_fileWatcher->removePaths(m_fileWatcher->files());
    m_diskFingerprint = fingerprint;
    if (!filePath.isEmpty())
        m_fileWatcher->addPath(filePath);
}

void MainWindow::checkFileOnDisk()
{
    const QString path = m_document->filePath();
    if (path.isEmpty() || m_askingAboutDisk)
        return;
    // A file replaced by renaming (as QSaveFile and most editors save) is a new file: watch it again.
    if (QFileInfo::exists(path) && !m_fileWatcher->files().contains(path))
        m_fileWatcher->addPath(path);
    const QByteArray onDisk = fileFingerprint(path);
    if (onDisk == m_diskFingerprint)
        return;
    const QString name = QFileInfo(path).fileName();
    if (onDisk.isEmpty()) {
        statusBar()->showMessage(tr("“%1” was deleted or moved by another program; this version is still here, and "
                                    "Save writes it again.").arg(name), 20000);
        m_diskFingerprint.clear();
        return;
    }
    m_askingAboutDisk = true;
    const bool reloadIt = m_askToReload(
        tr("“%1” was changed by another program. Reload it? This window's version stays one Undo (Ctrl+Z) away. "
           "Keep this version to go on with it; saving it then asks before replacing the other program's changes.")
            .arg(name));
    m_askingAboutDisk = false;
    if (!reloadIt)
        return; // m_diskFingerprint stays that of the version this window knows, so Save will ask
    const ScenarioReadResult read = readScenarioFile(path);
    if (!read.ok()) {
        m_reportError(tr("This file cannot be reloaded:\n%1").arg(read.error));
        return;
    }
    // An edit, not a reset: Undo brings this window's version back.
    const Scenario fromDisk = *read.scenario;
    m_document->applyEdit(tr("Reload from disk"), [&fromDisk](Scenario &scenario) { scenario = fromDisk; });
    m_document->markSaved(path);
    m_diskFingerprint = read.fingerprint;
    updateTitle();
    statusBar()->showMessage(tr("Reloaded “%1”; Undo brings back the version before").arg(name), 10000);
}

bool MainWindow::offerRecovery()
{
    const std::vector<Autosave::Recovery> recoveries = Autosave::findRecoveries(Autosave::defaultFolder());
    if (recoveries.empty())
        return false;
    const Autosave::Recovery &newest = recoveries.front();
    if (!m_askToRecover(newest)) {
        Autosave::remove(newest);
        return false;
    }
    // The saved file (if any) first, then the recovered scenario as one undo step on top: the document is
    // modified, and undo shows what is on disk.
    const ScenarioReadResult original =
        newest.originalPath.isEmpty() ? ScenarioReadResult{} : readScenarioFile(newest.originalPath);
    loadScenario(original.ok() ? *original.scenario : m_document->scenario(), original.ok() ? newest.originalPath : QString(),
                 original.fingerprint);
    m_lessonIndex = -1;
    const Scenario recovered = newest.scenario;
    m_document->applyEdit(tr("Recover unsaved changes"), [&recovered](Scenario &scenario) { scenario = recovered; });
    Autosave::remove(newest);
    updateTitle();
    statusBar()->showMessage(tr("Recovered the unsaved changes"), 8000);
    return true;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    m_autosave->discard();
    AppSettings settings;
    settings.setWindowGeometry(saveGeometry());
    settings.setWindowState(saveState());
    event->accept();
}

} // namespace attn
