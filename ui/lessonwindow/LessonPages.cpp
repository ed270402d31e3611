#include "lessonwindow/LessonPages.h"

#include "common/Translations.h"
#include "document/ScenarioDocument.h"
#include "document/ViewState.h"
#include "lessonwindow/EndPageView.h"
#include "lessonwindow/LessonNotesView.h"
#include "render/StageCatalogue.h"
#include "stepper/StageBar.h"
#include "stepper/StageScrollArea.h"
#include "stepper/StageView.h"

#include <QAbstractTextDocumentLayout>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace attn {

LessonPages::LessonPages(ScenarioDocument *document, ViewState *viewState, std::function<EndPageFacts()> endPageFacts,
                         QWidget *parent)
    : QWidget(parent), m_document(document), m_viewState(viewState)
{
    m_stageBar = new StageBar(viewState, this);
    m_pages = new QStackedWidget(this);
    m_stageView = new StageView(document, viewState, m_pages);
    // The keys start with the stage page, not with a text field or the notes (which would take Page Down
    // and End for themselves): a clicker works from the first press.
    m_stageView->setFocusPolicy(Qt::StrongFocus);
    m_endPage = new EndPageView(std::move(endPageFacts), m_pages);
    m_pages->setFocusPolicy(Qt::StrongFocus); // holds the keys while the end page is shown
    m_stageScroll = new StageScrollArea(m_stageView, viewState, m_pages);
    m_pages->addWidget(m_stageScroll);
    m_pages->addWidget(m_endPage);
    m_notesView = new LessonNotesView(this);
    m_notesView->setFocusPolicy(Qt::ClickFocus);
    m_notesView->setObjectName(QStringLiteral("lessonNotes"));
    m_notesView->setOpenExternalLinks(true);
    // Its height follows its text's layout, which changes with the text, its size and the width; so does, in a
    // lecture, where the stage's paragraph now begins.
    connect(m_notesView->document()->documentLayout(), &QAbstractTextDocumentLayout::documentSizeChanged, this, [this] {
        fitNotes();
        showStageInNotes(m_lecture);
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_stageBar);
    layout->addWidget(m_pages, 1);
    layout->addWidget(m_notesView);
    m_stageBar->setStage(viewState->stage()); // the first stage, pressed from the start
}

bool LessonPages::isAtEndPage() const
{
    return m_pages->currentWidget() == m_endPage;
}

void LessonPages::showStage(PipelineStage stage, StagePart part)
{
    const bool leavingEndPage = isAtEndPage();
    m_stageScroll->stopKeepingTheEnd();
    // Another page starts at its top: its title and formula, not where the page before was scrolled to.
    if (stage != m_stageView->stage() || part != m_viewState->stagePart())
        m_stageScroll->showTop();
    m_pages->setCurrentWidget(m_stageScroll);
    if (leavingEndPage && m_pages->hasFocus())
        m_stageView->setFocus();
    m_viewState->setStage(stage, part);
}

void LessonPages::showEndPage()
{
    const bool hadTheKeys = m_stageView->hasFocus();
    m_pages->setCurrentWidget(m_endPage);
    // The stage page is hidden: the keys stay on the page rather than move on to a text field, where a
    // lesson number would be typed into the title.
    const QWidget *focused = window()->focusWidget();
    if (hadTheKeys || !focused || !focused->isVisible())
        m_pages->setFocus();
    m_endPage->compose();
    m_stageBar->clearStage();
}

bool LessonPages::updateNotes(bool lecture, bool wanted)
{
    m_lecture = lecture;
    const Scenario &scenario = m_document->scenario();
    const QString notes = scenario.localizedNotes(currentLanguage());
    // Full screen has no window title: in a lecture the notes begin with the lesson's, so that the room
    // knows which lesson the clicker has opened.
    const QString heading = lecture ? scenario.localizedTitle(currentLanguage()).simplified() : QString();
    if (m_notesView->setNotes(heading, notes))
        showStageInNotes(lecture);
    const bool anything = !notes.isEmpty() || !heading.isEmpty();
    m_notesView->setVisible(anything && wanted && !isAtEndPage());
    return anything;
}

void LessonPages::showStageInNotes(bool lecture)
{
    const std::vector<PipelineStage> stages = stagesOf(m_document->scenario());
    const PipelineStage stage = m_viewState->stage();
    m_notesView->showStage(stageText(stage, m_document->scenario(), m_viewState->head()).shortTitle,
                           !stages.empty() && stage == stages.front(), lecture);
}

void LessonPages::setTextScale(double scale)
{
    QFont notesFont = font();
    notesFont.setPixelSize(int(18 * scale));
    m_notesView->setFont(notesFont);
    m_notesView->sizeCodeAsText();
    m_endPage->setTextScale(scale); // a slide of its own: read from the back of the room
    if (isAtEndPage())
        m_endPage->compose();
}

void LessonPages::fitNotes()
{
    // The lesson's notes take at most a fifth of the window (and 260 px): on a 720-line projector the stage's
    // numbers need the rest; the notes scroll.
    m_notesView->setFixedHeight(m_notesView->heightForWholeLines(std::clamp(window()->height() / 5, 80, 260)));
}

} // namespace attn
