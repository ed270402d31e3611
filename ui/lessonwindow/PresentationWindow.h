#pragma once

#include "render/SlidePage.h"

#include <QPointer>
#include <QWidget>
#include <memory>
#include <optional>
#include <vector>

namespace attn {

class PresenterView;
class ScenarioDocument;

/// The lesson's deck, one slide at a time on the whole screen, painted by the renderer that writes the deck
/// to file (SlidePage): what the room sees is the PDF's page at the screen's size. The desk stays the place to
/// edit: the slides are made again from the document whenever it changes, so an edit shows on the next slide.
///
/// The clicker's keys: Page Down, Right, Down and Space on; Page Up, Left and Up back; Home and End; a number
/// and Enter; B and "." blank the screen (any key brings it back); Ctrl+ and Ctrl− scale the slide, Ctrl+0
/// resets it; N shows the presenter's notes over the slide's foot; Esc leaves. Nothing on a slide is for the mouse.
///
/// With a second screen the slides go to the screen the desk is not on (the projector), and the desk's screen
/// shows the presenter view: the current and next slide, the notes and the elapsed time.
class PresentationWindow : public QWidget
{
    Q_OBJECT
public:
    explicit PresentationWindow(ScenarioDocument *document, QWidget *parent = nullptr);
    ~PresentationWindow() override;

    /// Shows slide index (from 0, clamped to the deck).
    void showSlide(int index);
    int slideIndex() const { return m_index; }
    int slideCount() const { return int(m_pages.size()); }
    const SlidePage *currentSlide() const;
    /// Slide index of the deck, or nothing past its ends.
    const SlidePage *slideAt(int index) const;
    /// Slide index (in the deck) laid out at a size and the presentation's text scale, kept until the deck,
    /// the size or the scale changes: a slide is laid out once, and its neighbours while the lecturer
    /// speaks, so that Page Down only paints.
    const SlidePage::Layout &layoutOf(int index, const QSize &size) const;
    bool isBlank() const { return m_blank; }
    bool showsNotes() const { return m_notes; }
    double textScale() const { return m_textScale; }
    /// The first slide that shows this stage (any part) of this head, else of any head; else, where the deck
    /// shows a stage before it, the first slide of a later stage or the last of an earlier one; else the first
    /// slide. A heatmap of weights shows the softmax, one of scores the scores.
    int slideOfStage(PipelineStage stage, int head) const;

    /// Full screen: on the first screen other than the desk's, with the presenter view on the desk's screen;
    /// on the desk's screen alone where there is one. Placed again when a screen comes or goes.
    void present(QScreen *deskScreen);
    /// Where the lesson stands in the gallery (index from 0, -1: a file of one's own), and the next lesson's
    /// title: Page Down past the last slide asks for the next lesson, Page Up before the first for the one
    /// before, as long as the desk has no unsaved edit that opening another lesson would ask about.
    void setLessonPlace(int index, int count, const QString &nextTitle);
    /// The next lesson's title, where Page Down past the last slide opens it; else empty.
    QString nextLessonTitle() const;
    int lessonIndex() const { return m_lessonIndex; }
    /// The presenter view while there are two screens, else null.
    PresenterView *presenterView() const;

Q_SIGNALS:
    void closed();
    /// The slide, its size or its blanking changed: what the presenter view shows with it.
    void slideShown();
    /// Page Down past the last slide (+1) or Page Up before the first (-1), where a lesson is there.
    void lessonStepRequested(int delta);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    /// The deck made again from the document's scenario, each slide computed with its changes.
    void rebuild();
    /// Repaints the slide and tells the presenter view.
    void changed();
    void placeOnScreens();
    /// Lays out the slides after and before the one shown, one per pass of the event loop.
    void layOutNeighbours();

    ScenarioDocument *m_document;
    std::vector<std::unique_ptr<SlidePage>> m_pages;
    int m_index = 0;
    bool m_blank = false;
    bool m_notes = false;
    double m_textScale = 1.0;
    QString m_typedNumber;
    QPointer<QScreen> m_deskScreen;
    /// Layouts by size, each a slide per index (see layoutOf).
    struct LaidOut
    {
        QSize size;
        double textScale = 1.0;
        std::vector<std::optional<SlidePage::Layout>> slides;
    };
    mutable std::vector<LaidOut> m_layouts;
    /// The layouts kept for this size at the current text scale, or the end.
    std::vector<LaidOut>::iterator layoutsAt(const QSize &size) const;
    bool m_neighboursPending = false;
    int m_lessonIndex = -1;
    int m_lessonCount = 0;
    QString m_nextLessonTitle;
    /// Whether another lesson may be opened: the desk holds the lesson as its file has it.
    bool mayChangeLesson() const;
    QPointer<PresenterView> m_presenter;
};

} // namespace attn
