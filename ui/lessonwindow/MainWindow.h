#pragma once

#include "document/Autosave.h"
#include "figures/FigureRenderer.h"
#include "lessonwindow/LessonNotesView.h"
#include "lessonwindow/LessonWindowDialogs.h"
#include "scenario/PipelineStage.h"
#include "scenario/ScenarioFile.h"

#include <QMainWindow>

#include <memory>

class QDockWidget;

namespace attn {

class AttentionFocus;
class ViewState;
class LiveTranslation;
class FiguresPanel;
class ScenarioDocument;
class ScenarioEditorPanel;
class StageBar;
class StageView;
class PresentationWindow;
class LessonPresentation;
class LessonFiles;
class LessonExports;
class LessonWindowMenus;
class SideWindows;
class LectureDocks;
class LessonPages;
class TypedLessonNumber;
class LessonStatusBar;
class StageScrollArea;
class EndPageView;
struct Scenario;

/// The lesson window: the stepper in the middle, the scenario editor in a dock beside it, the engine and
/// any disagreement between engines in the status bar.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// The lessons built into the program: resource paths, in lesson order.
    static QStringList lessonPaths();

    /// Opens a scenario file; on failure says why (file and place) and keeps the current document.
    bool openFile(const QString &path);
    /// Starts an untitled document from a lesson (its file is never overwritten).
    bool newFromLesson(const QString &resourcePath);
    bool save();
    bool saveAs(const QString &path);
    void reload();

    ScenarioDocument *document() const { return m_document; }
    StageView *stageView() const { return m_stageView; }
    StageScrollArea *stageScroll() const { return m_stageScroll; }
    ScenarioEditorPanel *editorPanel() const { return m_editorPanel; }
    FiguresPanel *figuresPanel() const { return m_figuresPanel; }
    /// The lesson's notes under the stepper; hidden when the scenario has none.
    LessonNotesView *notesView() const;
    AttentionFocus *focus() const;
    ViewState *viewState() const { return m_viewState; }
    void setColourPalette(PaletteKind palette);
    /// Lecture mode: the editor hidden, larger text (its own size, remembered), the projector palette,
    /// and the presenter keys go on from a lesson's last stage to the next lesson.
    void setLectureMode(bool on);
    /// The lesson's deck full screen (F5), from the slide of the stage shown; made on first use, and
    /// again from the document's scenario whenever that changes.
    PresentationWindow *showPresentation();
    PresentationWindow *presentation() const;
    bool isLectureMode() const { return m_lectureMode; }
    double fontScale() const;
    /// The built-in lesson the document started from, or -1.
    int lessonIndex() const { return m_lessonIndex; }
    /// Next or previous stage, as the presenter keys do. After the last stage a lesson goes on to the next
    /// lesson of the gallery in lecture mode; anything else stops on the end page, which says so.
    void stepStage(int delta);
    /// Whether the page after the last stage is shown: what the scenario showed, what to try, where to go.
    bool isAtEndPage() const;
    /// The figure as the window shows it (the stage, or a figure tab's settings), for Export.
    FigureSpec figureSpec(FigureKind kind) const;
    QDockWidget *editorDock() const { return m_editorDock; }
    QDockWidget *figuresDock() const { return m_figuresDock; }
    /// Fills the screen or gives it back, with the View menu's tick to match.
    void setFullScreen(bool on);
    /// Ctrl+F5: lecture mode and the whole screen, or the desk as the lecture found it.
    void setLectureModeAndFullScreen(bool on);
    /// Esc: stops a computation, else ends lecture mode and full screen.
    void leaveWhatEscLeaves();
    void chooseEngine(const QString &name);
    /// The lesson's notes (and in a lecture its title) under the stepper, shown where there are some and
    /// View › Lesson notes wants them.
    void updateNotes();
    /// Figures and the deck, to files and the clipboard.
    LessonExports *exports() const { return m_exports; }
    /// Shows a stage from its beginning (in lecture mode the Q, K, V stage starts at Q).
    void setStage(PipelineStage stage);
    PipelineStage stage() const;
    /// The cost of attention, training, a real model and the language model.
    SideWindows *sideWindows() const { return m_sideWindows; }
    /// Opens a layer trained in the training window as a new, untitled lesson at its first stage, after
    /// asking about unsaved changes; false when the user cancels.
    bool takeTrainedLayer(const Scenario &scenario);
    /// Opens a real model's head (or layer) as a new, untitled scenario, the same way.
    bool openModelAttention(const Scenario &scenario);

    /// Every question the window asks and every file it asks for: its own dialogs unless replaced (by answers
    /// given in advance, where nobody is there to click).
    LessonWindowDialogs &dialogs() const { return *m_dialogs; }
    void setDialogs(std::unique_ptr<LessonWindowDialogs> dialogs) { m_dialogs = std::move(dialogs); }
    /// The scenario's file: opening, saving, reloading, recovering.
    LessonFiles *files() const { return m_files; }
    /// The program's start: unsaved changes from a crash offered first, then the window shown, on the file
    /// asked for (requestedFile, if any) unless the changes were recovered instead.
    void start(const QString &requestedFile);
    Autosave *autosave() const { return m_autosave; }

    /// The text scale of the page and the figures (Ctrl+ and Ctrl−), remembered apart for lecture mode.
    void setFontScale(double scale);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    /// Shows a stage and which of its parts (one Q, K, V product, one step of the layer norm), or all of it.
    void showStage(PipelineStage stage, StagePart part);
    /// The stage at its last part in lecture mode (the Q, K, V stage at V), where Page Up arrives.
    void showLastPartOf(PipelineStage stage);
    /// The menus and the stepper's toolbar (LessonWindowMenus).
    void createActions();
    void createDocumentViews();
    /// The stage bar, the stage's page (scrolling where it must), the end page and the notes: the window's middle.
    void createStagePages();
    /// The Figures dock; it also makes the translations that follow the language (m_liveTexts) for what comes after.
    void createFiguresDock();
    void createEditorDock();
    /// The status bar's signs (LessonStatusBar) and what follows the document.
    void createStatusBar();
    /// A scenario read or made elsewhere, from its first stage, with nothing of the last one selected.
    void showScenario(Scenario scenario, const QString &filePath, int lessonIndex);
    void updateTitle();
    void updateForScenario();
    /// A scenario made elsewhere as a new, untitled document at its first stage, after asking about unsaved
    /// changes (and long work); the message goes to the status bar.
    bool openUntitled(const Scenario &scenario, const QString &message);
    void showEndPage();

    ScenarioDocument *m_document = nullptr;
    LessonPages *m_lessonPages = nullptr;
    StageScrollArea *m_stageScroll = nullptr;
    StageView *m_stageView = nullptr;
    TypedLessonNumber *m_typedLessonNumber = nullptr;
    ScenarioEditorPanel *m_editorPanel = nullptr;
    QDockWidget *m_editorDock = nullptr;
    LiveTranslation *m_liveTexts = nullptr;
    ViewState *m_viewState = nullptr;
    FiguresPanel *m_figuresPanel = nullptr;
    QDockWidget *m_figuresDock = nullptr;
    bool m_lectureMode = false;
    int m_lessonIndex = -1;
    PaletteKind m_palette = PaletteKind::Viridis;
    LessonPresentation *m_presentation = nullptr;
    LessonWindowMenus *m_menus = nullptr;
    SideWindows *m_sideWindows = nullptr;
    LectureDocks *m_lectureDocks = nullptr;
    std::unique_ptr<LessonWindowDialogs> m_dialogs;
    LessonFiles *m_files = nullptr;
    LessonExports *m_exports = nullptr;
    Autosave *m_autosave = nullptr;
};

} // namespace attn
