#include "lessonwindow/MainWindow.h"

#include "common/AppSettings.h"
#include "common/LiveTranslation.h"
#include "common/Translations.h"
#include "common/UnavailableEngineReason.h"
#include "common/VerticalScrollArea.h"
#include "common/WindowSize.h"
#include "cpu/CpuEngine.h"
#include "document/AttentionFocus.h"
#include "document/ScenarioDocument.h"
#include "document/ViewState.h"
#include "editors/ScenarioEditorPanel.h"
#include "figures/FiguresPanel.h"
#include "languagemodelwindow/LanguageModelWindow.h"
#include "lessonwindow/EndPageView.h"
#include "lessonwindow/LectureDocks.h"
#include "lessonwindow/LectureRoute.h"
#include "lessonwindow/LessonExports.h"
#include "lessonwindow/LessonFiles.h"
#include "lessonwindow/LessonGallery.h"
#include "lessonwindow/LessonNotesView.h"
#include "lessonwindow/LessonPages.h"
#include "lessonwindow/LessonPresentation.h"
#include "lessonwindow/LessonStatusBar.h"
#include "lessonwindow/LessonWindowMenus.h"
#include "lessonwindow/PresentationWindow.h"
#include "lessonwindow/SideWindows.h"
#include "lessonwindow/TypedLessonNumber.h"
#include "render/StageCatalogue.h"
#include "stepper/StageBar.h"
#include "stepper/StageScrollArea.h"
#include "stepper/StageView.h"
#include "training/LanguageModelFile.h"

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QKeyEvent>
#include <QSpinBox>
#include <QStatusBar>
#include <QUndoStack>

namespace attn {

QStringList MainWindow::lessonPaths()
{
    return LessonGallery::instance().paths();
}

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent), m_dialogs(std::make_unique<LessonWindowQtDialogs>(this))
{
    const LessonGallery &gallery = LessonGallery::instance();
    Scenario scenario;
    if (gallery.size() > 0) {
        scenario = gallery.lesson(0);
        m_lessonIndex = 0;
    } else {
        scenario.source = {{QStringLiteral("a")}, MatrixD::Identity(1, 1), {}, {}};
    }
    m_document = new ScenarioDocument(std::move(scenario), std::make_unique<CpuEngine>(), this);
    // A few seconds after a change: long enough not to write on every keystroke of a drag.
    m_autosave = new Autosave(m_document, Autosave::defaultFolder(), 2000, this);
    m_files = new LessonFiles(
        m_document, m_autosave, m_dialogs,
        [this](Scenario scenario, const QString &filePath, int lessonIndex) { showScenario(std::move(scenario), filePath, lessonIndex); },
        [this] { m_editorPanel->enterWhatIsBeingTyped(); }, this);
    connect(m_files, &LessonFiles::message, this, [this](const QString &text, int timeout) { statusBar()->showMessage(text, timeout); });
    connect(m_files, &LessonFiles::savedStateChanged, this, &MainWindow::updateTitle);
    connect(m_files, &LessonFiles::recentFilesChanged, this, [this] { m_menus->updateRecentMenu(); });
    m_typedLessonNumber = new TypedLessonNumber(this);
    // One view state for every view: head, decimals, text scale, palette, stage and focus.
    m_viewState = new ViewState(this);
    m_sideWindows = new SideWindows(*this);
    m_exports = new LessonExports(m_document, focus(), [this](FigureKind kind) { return figureSpec(kind); }, m_dialogs, this);
    connect(m_exports, &LessonExports::message, this, [this](const QString &text) { statusBar()->showMessage(text, 5000); });
    m_presentation = new LessonPresentation(
        m_document, [this] { return m_lessonIndex; }, [this](const QString &path) { return newFromLesson(path); }, this);
    createDocumentViews();
    createActions();

    AppSettings settings;
    setFontScale(settings.fontScale());
    m_menus->precisionBox()->setValue(settings.precision());
    setColourPalette(paletteFromKey(settings.palette()).value_or(PaletteKind::Viridis));
    if (settings.engine() != engineKindKey(EngineKind::Cpu))
        chooseEngine(settings.engine());
    // 1600×1000 where the screen has room; on a 1280×720 projector or a 1366×768 laptop, the screen's room
    // with its frame.
    resizeWithinScreen(*this, QSize(1600, 1000));
    resizeDocks({m_editorDock, m_figuresDock}, {360, 440}, Qt::Horizontal);
    restoreGeometry(settings.windowGeometry());
    restoreState(settings.windowState());
    keepWithinScreen(*this);
    updateTitle();
    m_stageView->setFocus();
}

MainWindow::~MainWindow()
{
    // The document goes with the window's children, after this destructor: its undo stack still announces
    // the change of its clean state and its texts then, which must reach neither the half-destroyed window
    // nor its parts (the menus' Undo and Redo ask the window for the document).
    m_document->undoStack()->disconnect();
    m_document->disconnect();
}

void MainWindow::createDocumentViews()
{
    createStagePages();
    createFiguresDock();
    createEditorDock();
    m_lectureDocks = new LectureDocks(*this, m_editorDock, m_figuresDock);
    createStatusBar();
}

void MainWindow::createStagePages()
{
    m_lessonPages = new LessonPages(
        m_document, m_viewState,
        [this] {
            const LessonGallery &gallery = LessonGallery::instance();
            return EndPageFacts{m_document->scenario(), m_document->result(), m_stageView->head(), m_lessonIndex, gallery.size(),
                                gallery.titleAfter(m_lessonIndex, currentLanguage()), currentLanguage()};
        },
        this);
    m_stageView = m_lessonPages->stageView();
    m_stageScroll = m_lessonPages->stageScroll();
    setCentralWidget(m_lessonPages);
    connect(m_lessonPages->stageBar(), &StageBar::stageSelected, this, &MainWindow::setStage);
}

void MainWindow::createFiguresDock()
{
    // The figures beside the stepper, linked through one focus: the query-key pair a student points at.
    m_figuresPanel = new FiguresPanel(m_document, m_viewState, this);
    m_liveTexts = new LiveTranslation(this);
    m_figuresDock = new QDockWidget(this);
    m_liveTexts->add([this] { m_figuresDock->setWindowTitle(tr("Figures")); });
    m_figuresDock->setObjectName(QStringLiteral("figuresDock"));
    m_figuresDock->setWidget(m_figuresPanel);
    addDockWidget(Qt::RightDockWidgetArea, m_figuresDock);
    connect(focus(), &AttentionFocus::changed, this, [this] { m_editorPanel->selectFocusRows(*focus()); });
    // In a lecture the figures beside the page follow its stage (FiguresPanel::followStage).
    connect(m_viewState, &ViewState::stageChanged, this, [this](PipelineStage stage) {
        if (m_lectureMode)
            m_figuresPanel->followStage(stage);
        m_lessonPages->showStageInNotes(m_lectureMode);
    });
    connect(m_figuresPanel, &FiguresPanel::exportRequested, this, [this] {
        m_exports->showExportDialog(m_figuresPanel->currentSpec().kind);
    });
    connect(m_figuresPanel, &FiguresPanel::copyRequested, this, [this] {
        m_exports->copyToClipboard(m_figuresPanel->currentSpec());
    });
}

void MainWindow::createEditorDock()
{
    m_editorPanel = new ScenarioEditorPanel(m_document, this);
    auto *scroll = new VerticalScrollArea(m_editorPanel, this);
    m_editorDock = new QDockWidget(this);
    m_liveTexts->add([this] { m_editorDock->setWindowTitle(tr("Scenario")); });
    m_editorDock->setObjectName(QStringLiteral("scenarioDock"));
    m_editorDock->setWidget(scroll);
    addDockWidget(Qt::LeftDockWidgetArea, m_editorDock);
    connect(m_editorPanel, &ScenarioEditorPanel::message, this, [this](const QString &text) {
        statusBar()->showMessage(text, 8000);
    });
}

void MainWindow::createStatusBar()
{
    new LessonStatusBar(statusBar(), m_document, m_autosave, *m_liveTexts);
    connect(m_document, &ScenarioDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::scenarioChanged, this, &MainWindow::updateForScenario);
    connect(m_document, &ScenarioDocument::scenarioChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::scenarioChanged, this, &MainWindow::updateNotes);
}

void MainWindow::updateNotes()
{
    const bool anything = m_lessonPages->updateNotes(m_lectureMode, !m_menus || m_menus->notesWanted());
    if (m_menus)
        m_menus->setNotesAvailable(anything);
}

void MainWindow::createActions()
{
    m_menus = new LessonWindowMenus(*this, *m_liveTexts);
    m_menus->tickEngine(m_document->engine().name());
    connect(m_document, &ScenarioDocument::engineChanged, this, [this] { m_menus->tickEngine(m_document->engine().name()); });
    updateForScenario();
    updateNotes();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        // What is composed from the scenario and the language rather than set once.
        m_menus->updateLessonMenu();
        updateTitle();
        updateForScenario();
        updateNotes();
        if (isAtEndPage())
            m_lessonPages->endPage()->compose();
    }
    // The menu's tick follows the window, however it came to fill the screen (F11, Ctrl+F5, --lecture, the window manager).
    if (event->type() == QEvent::WindowStateChange && m_menus)
        m_menus->setFullScreenTicked(isFullScreen());
    QMainWindow::changeEvent(event);
}

void MainWindow::updateForScenario()
{
    // The head selector's range and the stage bar's labels follow the scenario (head count, scaling).
    const Scenario &scenario = m_document->scenario();
    m_menus->headBox()->setRange(1, scenario.headCount());
    const std::vector<PipelineStage> stages = stagesOf(scenario);
    QStringList labels;
    for (PipelineStage stage : stages)
        labels << stageText(stage, scenario, 0).shortTitle;
    m_lessonPages->stageBar()->setStages(stages, labels);
    // A stage the scenario no longer has (its positions or layer norm taken away) gives way to the one
    // before it.
    if (!hasStage(scenario, stage())) {
        if (isAtEndPage())
            m_viewState->setStage(stageAtOrBefore(scenario, stage()), StagePart::All);
        else
            setStage(stage());
    }
}

void MainWindow::setStage(PipelineStage stage)
{
    // A stage starts at its beginning: in lecture mode at its first part (the Q, K, V stage at Q). One this
    // scenario does not have (positions, say, asked for on the command line) is the stage before it.
    stage = stageAtOrBefore(m_document->scenario(), stage);
    const std::vector<StagePart> parts = partsOf(stage);
    showStage(stage, m_lectureMode && !parts.empty() ? parts.front() : StagePart::All);
}

void MainWindow::showStage(PipelineStage stage, StagePart part)
{
    const bool leavingEndPage = isAtEndPage();
    m_lessonPages->showStage(stage, part);
    if (leavingEndPage)
        updateNotes();
}

bool MainWindow::takeTrainedLayer(const Scenario &scenario)
{
    return openUntitled(scenario, tr("The trained layer is open as a new lesson: step through it, or save it."));
}

bool MainWindow::openModelAttention(const Scenario &scenario)
{
    return openUntitled(scenario, tr("The model's numbers are open as a new scenario: step through them, edit them, or save them."));
}

bool MainWindow::openUntitled(const Scenario &scenario, const QString &message)
{
    if (!m_files->maybeSave() || !m_files->confirmLongWork(scenario))
        return false;
    m_files->load(scenario, QString(), -1);
    raise();
    activateWindow();
    statusBar()->showMessage(message, 10000);
    return true;
}

void MainWindow::setColourPalette(PaletteKind palette)
{
    m_palette = palette;
    m_viewState->setPalette(palette);
    m_menus->tickPalette(palette);
    AppSettings().setPalette(paletteKey(palette));
}

FigureSpec MainWindow::figureSpec(FigureKind kind) const
{
    FigureSpec spec = m_figuresPanel->specFor(kind);
    spec.stage = stage();
    spec.stagePart = m_viewState->stagePart();
    spec.head = m_stageView->head();
    spec.precision = m_stageView->precision();
    return spec;
}

double MainWindow::fontScale() const
{
    return m_viewState->textScale();
}

AttentionFocus *MainWindow::focus() const
{
    return m_viewState->focus();
}

void MainWindow::setFullScreen(bool on)
{
    setWindowState(on ? windowState() | Qt::WindowFullScreen : windowState() & ~Qt::WindowFullScreen);
    m_menus->setFullScreenTicked(isFullScreen());
}

void MainWindow::setLectureModeAndFullScreen(bool on)
{
    // Ending it, the window fills the screen still only where it did when the lecture began (F11 before Ctrl+F5).
    const bool deskFilledTheScreen = !on && m_lectureDocks->deskFilledTheScreen();
    setLectureMode(on);
    setFullScreen(on || deskFilledTheScreen);
}

void MainWindow::leaveWhatEscLeaves()
{
    if (m_document->isComputing()) {
        m_document->cancelComputation();
        return;
    }
    setLectureMode(false);
    setFullScreen(false);
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
    m_menus->setLectureTicked(on);
    if (on) {
        m_lectureDocks->beginLecture();
        const PaletteKind deskPalette = m_palette;
        setFontScale(AppSettings().lectureFontScale());
        m_menus->precisionBox()->setValue(AppSettings().lecturePrecision());
        m_viewState->setPalette(PaletteKind::Projector);
        m_palette = deskPalette; // the desk's palette comes back afterwards
        m_figuresPanel->keepDeskChoice();
        m_figuresPanel->followStage(stage());
        m_lectureDocks->giveTheFiguresTheirShare();
    } else {
        m_lectureDocks->endLecture();
        m_figuresPanel->restoreDeskChoice();
        setFontScale(AppSettings().fontScale());
        m_menus->precisionBox()->setValue(AppSettings().precision());
        setColourPalette(m_palette);
    }
    m_sideWindows->setLectureMode(on);
    updateNotes();
    // A stage with parts one part at a time in lecture mode (the Q, K, V stage one product), whole at the desk.
    if (!partsOf(stage()).empty() && !isAtEndPage())
        setStage(stage());
    statusBar()->showMessage(on ? tr("Lecture mode: Page Down and Page Up step through the stages and on to the next "
                                     "lesson; Esc leaves")
                                : QString(),
                             8000);
}

void MainWindow::stepStage(int delta)
{
    const LessonGallery &gallery = LessonGallery::instance();
    LectureContext context{stagesOf(m_document->scenario()), m_document->scenario().headCount(), m_lectureMode, m_lessonIndex,
                           gallery.size(), false};
    if (m_lectureMode && !isAtEndPage()) {
        m_stageScroll->stopKeepingTheEnd();
        context.pageScrolls = m_stageScroll->canScroll(delta);
    }
    const LectureMove move = lectureMove(context, {stage(), m_viewState->stagePart(), m_viewState->head(), isAtEndPage()}, delta);
    switch (move.kind) {
    case LectureMove::Kind::Stay:
        return;
    case LectureMove::Kind::ScrollPage:
        m_stageScroll->scrollPage(delta);
        return;
    case LectureMove::Kind::OpenLesson:
        if (newFromLesson(gallery.path(move.lesson)) && move.atItsEnd)
            setStage(kAllStages.back());
        return;
    case LectureMove::Kind::Show:
        break;
    }
    if (move.place.endPage) {
        showEndPage();
        return;
    }
    if (move.place.head != m_viewState->head())
        m_menus->headBox()->setValue(move.place.head + 1);
    if (move.atPageEnd)
        showLastPartOf(move.place.stage);
    else
        showStage(move.place.stage, move.place.part);
}

void MainWindow::showLastPartOf(PipelineStage stage)
{
    const std::vector<StagePart> parts = partsOf(stage);
    showStage(stage, parts.empty() ? StagePart::All : parts.back());
    // Arriving from the page after it, a page taller than the screen shows its end, where Page Down left it.
    m_stageScroll->showEnd();
}

LessonNotesView *MainWindow::notesView() const
{
    return m_lessonPages->notesView();
}

bool MainWindow::isAtEndPage() const
{
    return m_lessonPages->isAtEndPage();
}

void MainWindow::showEndPage()
{
    m_lessonPages->showEndPage();
    updateNotes();
}

void MainWindow::keyPressEvent(QKeyEvent *event)
{
    if (event->key() >= Qt::Key_0 && event->key() <= Qt::Key_9 && !(event->modifiers() & ~Qt::KeypadModifier)) {
        statusBar()->showMessage(m_typedLessonNumber->type(event->key() - Qt::Key_0), 4000);
        return;
    }
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        if (const std::optional<int> lesson = m_typedLessonNumber->enter()) {
            if (*lesson >= 0) {
                statusBar()->clearMessage(); // "Enter opens it" is done with once it has opened
                newFromLesson(LessonGallery::instance().path(*lesson));
            }
            return;
        }
    }
    // The clicker's keys, when they reach the window itself rather than its shortcuts: a window that was
    // never activated (no window manager gave it the focus, as on some projector set-ups and under Xvfb)
    // matches no shortcut, yet its keys arrive here. The stage actions' own shortcuts decide.
    if (!event->modifiers()) {
        const QKeySequence pressed(event->key());
        for (QAction *action : m_menus->stageActions()) {
            if (action->shortcuts().contains(pressed)) {
                action->trigger();
                return;
            }
        }
    }
    QMainWindow::keyPressEvent(event);
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    if (m_lessonPages)
        m_lessonPages->fitNotes();
    if (m_lectureDocks)
        m_lectureDocks->windowResized();
}

void MainWindow::setFontScale(double scale)
{
    m_viewState->setTextScale(scale); // kept within its bounds there
    scale = m_viewState->textScale();
    m_lessonPages->setTextScale(scale);
    if (m_lectureMode)
        AppSettings().setLectureFontScale(scale);
    else
        AppSettings().setFontScale(scale);
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

void MainWindow::updateTitle()
{
    // The scenario's title in the language spoken, then the file it lives in.
    const QString path = m_document->filePath();
    const QString title = m_document->scenario().localizedTitle(currentLanguage());
    QString name = title.isEmpty() ? (path.isEmpty() ? tr("Untitled") : QFileInfo(path).fileName()) : title;
    if (!path.isEmpty() && !title.isEmpty())
        name += QStringLiteral(" — ") + QFileInfo(path).fileName();
    setWindowTitle(QStringLiteral("%1[*] — AttentionLab").arg(name));
    setWindowFilePath(path);
    setWindowModified(m_document->isModified());
}

void MainWindow::showScenario(Scenario scenario, const QString &filePath, int lessonIndex)
{
    // Each lesson starts from its own file: nothing selected or pinned in the last one carries over.
    m_stageView->clearSelection();
    focus()->clear();
    m_lessonIndex = lessonIndex;
    m_document->resetScenario(std::move(scenario), filePath);
    m_menus->headBox()->setValue(1);
    updateTitle();
    m_presentation->lessonChanged();
    setStage(PipelineStage::Embeddings);
}

bool MainWindow::openFile(const QString &path)
{
    // A file that is not there is said at once, before the question whether to save the changes.
    if (!QFileInfo::exists(path)) {
        m_dialogs->reportError(tr("This file cannot be opened:\n%1: no such file").arg(QFileInfo(path).absoluteFilePath()));
        return false;
    }
    // A language model (train-lm's, or its window's) opens in its window: read as a scenario it would say only
    // "mode: missing". The scenario here stays as it is.
    if (!looksLikeLanguageModelFile(path))
        return m_files->open(path);
    return m_sideWindows->openLanguageModelFile(path);
}

bool MainWindow::newFromLesson(const QString &resourcePath)
{
    if (!m_files->maybeSave())
        return false;
    const ScenarioReadResult read = readScenarioFile(resourcePath);
    if (!read.ok()) {
        m_dialogs->reportError(read.error);
        return false;
    }
    m_files->load(*read.scenario, QString(), int(lessonPaths().indexOf(resourcePath)));
    return true;
}

bool MainWindow::save()
{
    return m_files->save();
}

bool MainWindow::saveAs(const QString &path)
{
    return m_files->saveAs(path);
}

void MainWindow::reload()
{
    m_files->reload();
}

void MainWindow::start(const QString &requestedFile)
{
    // The question before the window: behind it would stand the first lesson, neither the work nor its file,
    // as if it had replaced them.
    const bool recovered = m_files->offerRecovery(requestedFile);
    show();
    if (!recovered && !requestedFile.isEmpty())
        openFile(requestedFile);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // A language model trained in its window is in memory only until saved.
    if (!m_files->maybeSave() || (m_sideWindows->languageModelWindow() && !m_sideWindows->languageModelWindow()->confirmDiscardingTrainedModel())) {
        event->ignore();
        return;
    }
    m_autosave->discard();
    // What the desk looks like is remembered, not the lecture: the editor dock hidden for the lecture and
    // the projector's full screen would otherwise greet the next start at the desk.
    setLectureMode(false);
    AppSettings settings;
    if (!isFullScreen())
        settings.setWindowGeometry(saveGeometry());
    settings.setWindowState(saveState());
    event->accept();
}

PresentationWindow *MainWindow::presentation() const
{
    return m_presentation->window();
}

PresentationWindow *MainWindow::showPresentation()
{
    return m_presentation->show(stage(), m_viewState->head(), screen());
}

} // namespace attn
