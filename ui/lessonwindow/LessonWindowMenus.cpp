#include "lessonwindow/LessonWindowMenus.h"

#include "common/AppSettings.h"
#include "common/LiveTranslation.h"
#include "common/Translations.h"
#include "common/UnavailableEngineReason.h"
#include "document/ScenarioDocument.h"
#include "document/ViewState.h"
#include "editors/ScenarioEditorPanel.h"
#include "lessonwindow/LessonExports.h"
#include "lessonwindow/LessonFiles.h"
#include "lessonwindow/LessonGallery.h"
#include "lessonwindow/LessonWindowStrings.h"
#include "lessonwindow/MainWindow.h"
#include "lessonwindow/SideWindows.h"
#include "modelwindow/ModelDocument.h"
#include "modelwindow/ModelWindow.h"
#include "runtime/EngineFactory.h"

#include <QActionGroup>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QSpinBox>
#include <QToolBar>
#include <QUndoStack>

namespace attn {

LessonWindowMenus::LessonWindowMenus(MainWindow &window, LiveTranslation &liveTexts)
    : QObject(&window), m_window(window), m_liveTexts(liveTexts)
{
    createFileMenu();
    const auto [undo, redo] = createEditMenu();
    const auto [previous, next] = createStagesMenu();
    QMenu *view = createViewMenu();
    createLanguageMenu(view);
    createEngineMenu(view);
    createStepperToolBar(previous, next, undo, redo);
}

bool LessonWindowMenus::notesWanted() const
{
    return m_notesToggle->isChecked();
}

void LessonWindowMenus::setNotesAvailable(bool available)
{
    m_notesToggle->setEnabled(available);
}

void LessonWindowMenus::setLectureTicked(bool on)
{
    m_lectureAction->setChecked(on);
}

void LessonWindowMenus::setFullScreenTicked(bool on)
{
    m_fullScreenAction->setChecked(on);
}

void LessonWindowMenus::tickPalette(PaletteKind palette)
{
    for (QAction *action : m_paletteMenu->actions())
        action->setChecked(action->data().toString() == paletteKey(palette));
}

void LessonWindowMenus::tickEngine(const QString &name)
{
    for (QAction *action : m_engineMenu->actions())
        action->setChecked(action->data().toString() == name);
}

void LessonWindowMenus::createFileMenu()
{
    LiveTranslation *live = &m_liveTexts;
    QMenu *file = m_window.menuBar()->addMenu(QString());
    live->add([file] { file->setTitle(LessonWindowStrings::tr("&File")); });
    m_lessonMenu = file->addMenu(QString());
    live->add([this] { m_lessonMenu->setTitle(LessonWindowStrings::tr("&New from lesson")); });
    updateLessonMenu();
    QAction *open = file->addAction(QString(), QKeySequence::Open, this, [this] {
        const QString path = m_window.dialogs().chooseScenarioToOpen(AppSettings().lastFolder());
        if (!path.isEmpty())
            m_window.openFile(path);
    });
    live->add([open] { open->setText(LessonWindowStrings::tr("&Open…")); });
    m_recentMenu = file->addMenu(QString());
    connect(file, &QMenu::aboutToShow, this, &LessonWindowMenus::updateRecentMenu);
    live->add([this] { m_recentMenu->setTitle(LessonWindowStrings::tr("Open &recent")); });
    QAction *saveAction = file->addAction(QString(), QKeySequence::Save, &m_window, &MainWindow::save);
    live->add([saveAction] { saveAction->setText(LessonWindowStrings::tr("&Save")); });
    // Ctrl+Shift+S everywhere: QKeySequence::SaveAs is empty on desktops whose theme gives it no key.
    QAction *saveAsAction = file->addAction(QString(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), this, [this] {
        const QString path = m_window.files()->chooseFileToSaveAs();
        if (!path.isEmpty())
            m_window.saveAs(path);
    });
    live->add([saveAsAction] { saveAsAction->setText(LessonWindowStrings::tr("Save &as…")); });
    QAction *reloadAction = file->addAction(QString(), &m_window, &MainWindow::reload);
    live->add([reloadAction] { reloadAction->setText(LessonWindowStrings::tr("Re&load from disk")); });
    file->addSeparator();
    QAction *exportAction = file->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_E), this, [this] {
        m_window.exports()->showExportDialog(FigureKind::Stage);
    });
    live->add([exportAction] { exportAction->setText(LessonWindowStrings::tr("&Export figure…")); });
    QAction *exportDeckAction = file->addAction(QString(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), m_window.exports(),
                                                &LessonExports::chooseAndExportDeck);
    live->add([exportDeckAction] { exportDeckAction->setText(LessonWindowStrings::tr("Export &deck…")); });
    file->addSeparator();
    QAction *quit = file->addAction(QString(), QKeySequence::Quit, &m_window, &QWidget::close);
    live->add([quit] { quit->setText(LessonWindowStrings::tr("&Quit")); });
    updateRecentMenu();
}

std::pair<QAction *, QAction *> LessonWindowMenus::createEditMenu()
{
    LiveTranslation *live = &m_liveTexts;
    QMenu *edit = m_window.menuBar()->addMenu(QString());
    live->add([edit] { edit->setTitle(LessonWindowStrings::tr("&Edit")); });
    // QUndoStack's actions prefix the command's text; the prefix follows the language too.
    QAction *undo = m_window.document()->undoStack()->createUndoAction(this);
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_window.document()->undoStack()->createRedoAction(this);
    redo->setShortcut(QKeySequence::Redo);
    auto relabelUndo = [this, undo, redo] {
        const QUndoStack *stack = m_window.document()->undoStack();
        undo->setText(stack->canUndo() ? LessonWindowStrings::tr("&Undo %1").arg(stack->undoText()) : LessonWindowStrings::tr("&Undo"));
        redo->setText(stack->canRedo() ? LessonWindowStrings::tr("&Redo %1").arg(stack->redoText()) : LessonWindowStrings::tr("&Redo"));
    };
    // Connected after the stack's own, so these texts are the last word.
    connect(m_window.document()->undoStack(), &QUndoStack::undoTextChanged, this, relabelUndo);
    connect(m_window.document()->undoStack(), &QUndoStack::redoTextChanged, this, relabelUndo);
    live->add(relabelUndo);
    edit->addActions({undo, redo});
    return {undo, redo};
}

std::pair<QAction *, QAction *> LessonWindowMenus::createStagesMenu()
{
    LiveTranslation *live = &m_liveTexts;
    QMenu *go = m_window.menuBar()->addMenu(QString());
    live->add([go] { go->setTitle(LessonWindowStrings::tr("&Stages")); });
    // What presenter clickers send: Page Down / Page Up; and the keyboard's arrows, Space, Home, End.
    QAction *next = go->addAction(QString(), this, [this] { m_window.stepStage(1); });
    next->setShortcuts({Qt::Key_Right, Qt::Key_PageDown, Qt::Key_Space});
    live->add([next] { next->setText(LessonWindowStrings::tr("&Next stage")); });
    QAction *previous = go->addAction(QString(), this, [this] { m_window.stepStage(-1); });
    previous->setShortcuts({Qt::Key_Left, Qt::Key_PageUp});
    live->add([previous] { previous->setText(LessonWindowStrings::tr("&Previous stage")); });
    QAction *first = go->addAction(QString(), QKeySequence(Qt::Key_Home), this, [this] { m_window.setStage(stagesOf(m_window.document()->scenario()).front()); });
    live->add([first] { first->setText(LessonWindowStrings::tr("&First stage")); });
    QAction *lastStage = go->addAction(QString(), QKeySequence(Qt::Key_End), this, [this] { m_window.setStage(stagesOf(m_window.document()->scenario()).back()); });
    live->add([lastStage] { lastStage->setText(LessonWindowStrings::tr("&Last stage")); });
    m_stageActions = {next, previous, first, lastStage};
    return {previous, next};
}

QMenu *LessonWindowMenus::createViewMenu()
{
    LiveTranslation *live = &m_liveTexts;
    QMenu *view = m_window.menuBar()->addMenu(QString());
    live->add([view] { view->setTitle(LessonWindowStrings::tr("&View")); });
    QAction *editorToggle = m_window.editorDock()->toggleViewAction();
    editorToggle->setShortcut(QKeySequence(Qt::Key_F9));
    view->addAction(editorToggle);
    m_notesToggle = view->addAction(QString(), QKeySequence(Qt::Key_F8), this, [this] { m_window.updateNotes(); });
    m_notesToggle->setCheckable(true);
    m_notesToggle->setChecked(true);
    live->add([this] { m_notesToggle->setText(LessonWindowStrings::tr("Lesson &notes")); });
    QAction *figuresToggle = m_window.figuresDock()->toggleViewAction();
    figuresToggle->setShortcut(QKeySequence(Qt::Key_F10));
    view->addAction(figuresToggle);
    // The docks' toggles take the docks' titles; set after them, since a dock renames its toggle.
    live->add([editorToggle, figuresToggle] {
        editorToggle->setText(LessonWindowStrings::tr("Scenario &editor"));
        figuresToggle->setText(LessonWindowStrings::tr("&Figures"));
    });
    createPresentingItems(view);
    QAction *again = view->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_R), m_window.document(), &ScenarioDocument::computeAgain);
    live->add([again] { again->setText(LessonWindowStrings::tr("Compute &again")); });
    QAction *larger = view->addAction(QString(), QKeySequence::ZoomIn, this, [this] { m_window.setFontScale(m_window.fontScale() * 1.15); });
    live->add([larger] { larger->setText(LessonWindowStrings::tr("Larger &text")); });
    QAction *smaller = view->addAction(QString(), QKeySequence::ZoomOut, this, [this] { m_window.setFontScale(m_window.fontScale() / 1.15); });
    live->add([smaller] { smaller->setText(LessonWindowStrings::tr("&Smaller text")); });
    createSideWindowItems(view);
    return view;
}

void LessonWindowMenus::createPresentingItems(QMenu *view)
{
    LiveTranslation *live = &m_liveTexts;
    m_paletteMenu = view->addMenu(QString());
    live->add([this] { m_paletteMenu->setTitle(LessonWindowStrings::tr("Heatmap &palette")); });
    auto *palettes = new QActionGroup(this);
    for (const QString &key : paletteKeys()) {
        const PaletteKind palette = *paletteFromKey(key);
        QAction *action = m_paletteMenu->addAction(QString(), this, [this, palette] { m_window.setColourPalette(palette); });
        action->setCheckable(true);
        action->setData(key);
        palettes->addAction(action);
        live->add([action, palette] { action->setText(paletteTitle(palette)); });
    }
    // F5 presents, as a slide show does: the lesson's deck on the whole screen, from the current stage's slide.
    m_presentAction = view->addAction(QString(), QKeySequence(Qt::Key_F5), this, [this] { m_window.showPresentation(); });
    live->add([this] { m_presentAction->setText(LessonWindowStrings::tr("Present sli&des")); });
    // Ctrl+F5 begins lecture mode, the desk for the room: the mode and the whole screen; Ctrl+F5 again or Esc
    // ends both. Ending it, the window fills the screen still only where it did when the lecture began (F11
    // before Ctrl+F5).
    m_lectureAction = view->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_F5), this, [this](bool on) {
        m_window.setLectureModeAndFullScreen(on);
    });
    m_lectureAction->setCheckable(true);
    live->add([this] { m_lectureAction->setText(LessonWindowStrings::tr("&Lecture mode")); });
    m_fullScreenAction = view->addAction(QString(), QKeySequence(Qt::Key_F11), this, [this] { m_window.setFullScreen(!m_window.isFullScreen()); });
    m_fullScreenAction->setCheckable(true);
    live->add([this] { m_fullScreenAction->setText(LessonWindowStrings::tr("F&ull screen")); });
    QAction *leave = new QAction(this);
    leave->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(leave, &QAction::triggered, this, [this] { m_window.leaveWhatEscLeaves(); });
    m_window.addAction(leave);
}

void LessonWindowMenus::createSideWindowItems(QMenu *view)
{
    LiveTranslation *live = &m_liveTexts;
    QAction *cost = view->addAction(QString(), this, [this] { m_window.sideWindows()->showComplexityWindow(false); });
    live->add([cost] { cost->setText(LessonWindowStrings::tr("The &cost of attention (O(n² d))…")); });
    QAction *learn = view->addAction(QString(), this, [this] { m_window.sideWindows()->showTrainingWindow(); });
    live->add([learn] { learn->setText(LessonWindowStrings::tr("&Watch attention learn (train on a toy task)…")); });
    QAction *realModel = view->addAction(QString(), this, [this] {
        ModelWindow *window = m_window.sideWindows()->showModelWindow();
        // The checkpoint of last time, as a lecturer expects; one that has gone leaves the window empty.
        const QString folder = AppSettings().modelFolder();
        if (!window->document().model() && !folder.isEmpty())
            window->openFolder(folder, true);
    });
    live->add([realModel] { realModel->setText(LessonWindowStrings::tr("A &real model (GPT-2 checkpoint)…")); });
    QAction *languageModel = view->addAction(QString(), this, [this] { m_window.sideWindows()->showLanguageModelWindow(); });
    live->add([languageModel] { languageModel->setText(LessonWindowStrings::tr("A language model that learns to c&opy (induction heads)…")); });
}

void LessonWindowMenus::createLanguageMenu(QMenu *view)
{
    LiveTranslation *live = &m_liveTexts;
    QMenu *languages = view->addMenu(QString());
    live->add([languages] { languages->setTitle(LessonWindowStrings::tr("Lan&guage")); });
    auto *languageGroup = new QActionGroup(this);
    const QString chosen = AppSettings().language();
    QStringList codes{QString(), QStringLiteral("en")};
    codes << availableLanguages();
    for (const QString &code : codes) {
        // Each language by its own name, which stays the same whatever the program speaks.
        QAction *action = languages->addAction(code.isEmpty() ? QString() : languageName(code));
        if (code.isEmpty())
            live->add([action] { action->setText(LessonWindowStrings::tr("The system's language")); });
        action->setCheckable(true);
        action->setChecked(code == chosen);
        languageGroup->addAction(action);
        connect(action, &QAction::triggered, this, [code] {
            AppSettings().setLanguage(code);
            installTranslations(code); // every window retranslates itself on the LanguageChange this sends
        });
    }
}

void LessonWindowMenus::createEngineMenu(QMenu *view)
{
    LiveTranslation *live = &m_liveTexts;
    m_engineMenu = view->addMenu(QString());
    m_engineMenu->setToolTipsVisible(true);
    live->add([this] { m_engineMenu->setTitle(LessonWindowStrings::tr("Eng&ine")); });
    auto *engines = new QActionGroup(this);
    for (const QString &name : knownEngineNames()) {
        EngineChoice choice = createEngine(name);
        QAction *action = m_engineMenu->addAction(QString());
        // The engine is kept to describe itself in each language chosen: a description asked once would stay
        // in the language the window was made in.
        const std::shared_ptr<const Engine> engine = std::move(choice.engine);
        // So is an unavailable engine's reason, asked again in each language chosen later.
        live->add([this, action, name, engine, unavailable = UnavailableEngineReason(name, choice.unavailableReason)]() mutable {
            const QString full = !engine ? LessonWindowStrings::tr("%1 — unavailable: %2").arg(name, unavailable.inTheLanguage())
                                         : QStringLiteral("%1 — %2").arg(name, engine->description());
            // An OpenCL device names itself at length (1345 px of menu, past a 1280 px screen's edge): the
            // item is cut in the middle to 60 characters' width, and its tool tip holds the whole.
            const QFontMetrics metrics(m_engineMenu->font());
            action->setText(metrics.elidedText(full, Qt::ElideMiddle, 60 * metrics.averageCharWidth()));
            action->setToolTip(full);
        });
        action->setCheckable(true);
        action->setEnabled(bool(engine));
        action->setData(name);
        action->setChecked(name == engineKindKey(EngineKind::Cpu));
        engines->addAction(action);
        connect(action, &QAction::triggered, this, [this, name] { m_window.chooseEngine(name); });
    }
}

void LessonWindowMenus::createStepperToolBar(QAction *previous, QAction *next, QAction *undo, QAction *redo)
{
    LiveTranslation *live = &m_liveTexts;
    QToolBar *tools = m_window.addToolBar(QString());
    live->add([tools] { tools->setWindowTitle(LessonWindowStrings::tr("Stepper")); });
    tools->setObjectName(QStringLiteral("stepperToolBar"));
    tools->addAction(previous);
    tools->addAction(next);
    tools->addSeparator();
    auto *headLabel = new QLabel(tools);
    live->add([headLabel] { headLabel->setText(LessonWindowStrings::tr(" Head ")); });
    tools->addWidget(headLabel);
    m_headBox = new QSpinBox(tools);
    m_headBox->setObjectName(QStringLiteral("headBox"));
    m_headBox->setRange(1, m_window.document()->scenario().headCount());
    tools->addWidget(m_headBox);
    connect(m_headBox, &QSpinBox::valueChanged, this, [this](int head) { m_window.viewState()->setHead(head - 1); });
    // One head in view: the pictures' and the editor's weights follow whichever of the two boxes was set.
    connect(m_window.viewState(), &ViewState::headChanged, m_window.editorPanel(), &ScenarioEditorPanel::showHead);
    connect(m_window.editorPanel(), &ScenarioEditorPanel::headShown, m_headBox, [this](int head) { m_headBox->setValue(head + 1); });
    auto *decimalsLabel = new QLabel(tools);
    live->add([decimalsLabel] { decimalsLabel->setText(LessonWindowStrings::tr("  Decimals ")); });
    tools->addWidget(decimalsLabel);
    m_precisionBox = new QSpinBox(tools);
    m_precisionBox->setRange(0, 6);
    tools->addWidget(m_precisionBox);
    connect(m_precisionBox, &QSpinBox::valueChanged, this, [this](int decimals) {
        m_window.viewState()->setPrecision(decimals);
        if (m_window.isLectureMode())
            AppSettings().setLecturePrecision(decimals);
        else
            AppSettings().setPrecision(decimals);
    });
    tools->addSeparator();
    tools->addAction(undo);
    tools->addAction(redo);
}

void LessonWindowMenus::updateLessonMenu()
{
    // The gallery in the language spoken now.
    m_lessonMenu->clear();
    const LessonGallery &gallery = LessonGallery::instance();
    for (int i = 0; i < gallery.size(); ++i) {
        const QString path = gallery.path(i);
        m_lessonMenu->addAction(QStringLiteral("&%1  %2").arg(i + 1).arg(gallery.title(i, currentLanguage())), this,
                                [this, path] { m_window.newFromLesson(path); });
    }
}


void LessonWindowMenus::updateRecentMenu()
{
    m_recentMenu->clear();
    // Only the files still there (a moved or deleted one would only fail); the list itself keeps them, for a
    // stick plugged in again. Built afresh each time the File menu opens.
    for (const QString &path : AppSettings().recentFiles()) {
        if (QFileInfo::exists(path))
            m_recentMenu->addAction(path, this, [this, path] { m_window.openFile(path); });
    }
    m_recentMenu->setEnabled(!m_recentMenu->isEmpty());
}

} // namespace attn
