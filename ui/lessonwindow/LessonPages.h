#pragma once

#include "render/EndPage.h"
#include "scenario/PipelineStage.h"

#include <QWidget>

#include <functional>

class QStackedWidget;

namespace attn {

class EndPageView;
class LessonNotesView;
class ScenarioDocument;
class StageBar;
class StageScrollArea;
class StageView;
class ViewState;

/// The lesson window's middle: the stage bar, the stage's page (scrolling where it must) or the end page after
/// the last stage, and the lesson's notes under them.
class LessonPages : public QWidget
{
    Q_OBJECT
public:
    /// endPageFacts: what the end page tells, asked each time it is composed.
    LessonPages(ScenarioDocument *document, ViewState *viewState, std::function<EndPageFacts()> endPageFacts, QWidget *parent);

    StageBar *stageBar() const { return m_stageBar; }
    StageView *stageView() const { return m_stageView; }
    StageScrollArea *stageScroll() const { return m_stageScroll; }
    EndPageView *endPage() const { return m_endPage; }
    LessonNotesView *notesView() const { return m_notesView; }

    bool isAtEndPage() const;
    /// The stage's page at a part (from its top where it is another page than the one shown).
    void showStage(PipelineStage stage, StagePart part);
    /// The page after the last stage: what the stages showed, what to try, where to go.
    void showEndPage();
    /// The notes of the scenario (in a lecture under its title), shown where there are some, wanted (View ›
    /// Lesson notes) and not at the end page. Returns whether there are some.
    bool updateNotes(bool lecture, bool wanted);
    /// In a lecture, brings the notes' paragraph that names the stage to the top of the notes.
    void showStageInNotes(bool lecture);
    /// The notes' and the end page's text sizes: 18 px and 22 px at 1.
    void setTextScale(double scale);
    /// The notes' height after the window's changed: at most a fifth of it.
    void fitNotes();

private:
    ScenarioDocument *m_document;
    ViewState *m_viewState;
    StageBar *m_stageBar;
    QStackedWidget *m_pages;
    StageView *m_stageView;
    StageScrollArea *m_stageScroll;
    EndPageView *m_endPage;
    LessonNotesView *m_notesView;
    bool m_lecture = false;
};

} // namespace attn
