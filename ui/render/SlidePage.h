#pragma once

#include "HeatmapPicture.h"
#include "ScenarioSnapshot.h"
#include "StagePage.h"
#include "runtime/ModeComparison.h"
#include "scenario/LessonDeck.h"

#include <QRect>
#include <QSize>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QPainter;
class QTextDocument;

namespace attn {

/// Where a slide stands in its deck and its lesson, and in what it speaks.
struct SlideContext
{
    QString language;
    int number = 1; ///< from 1
    int count = 1;
    int precision = 2;
    /// For the end slide: the lesson's place in the gallery (-1: a file of one's own), and the next one's title.
    int lessonIndex = -1;
    int lessonCount = 0;
    QString nextLessonTitle;
};

/// Something a slide draws, with its place and its font size, for the checks that everything is readable
/// from the back of the room, inside the slide and clear of everything else.
struct SlideText
{
    QString text;
    QRect rect;
    int pixelSize = 0;
    bool number = false; ///< a matrix's numbers (one entry per matrix: its cells' font and their extent)
};

/// One slide of a lesson's deck, drawn at any size onto any painter: the presentation's screen, a page of
/// the PDF deck, a PNG or an SVG. The slide's changes are made on the lesson's scenario by whoever computes
/// the snapshot (slideSnapshot), so that the numbers drawn are computed, never adjusted.
///
/// Laid out for the room: every number's font at least a 30th of the slide's height (36 px at 1080p, 24 px
/// at 720p: 18 pt on a standard slide), every other text at least a 40th. A stage whose matrices cannot have
/// numbers that large shows its long dimensions as their first and last columns around ⋯, and failing that
/// only the matrix it computes. The stage's explanation goes to the presenter's notes. A figure slide's heatmap
/// keeps to the same sizes: its cells show their numbers only where they can be a 30th of the height.
class SlidePage
{
public:
    /// compared: a figure slide's head under each mask (slideComparison), for the heatmap that compares them.
    SlidePage(const ScenarioSnapshot &snapshot, const Slide &slide, const SlideContext &context,
              std::vector<ModeResult> compared = {});
    ~SlidePage();

    struct Layout
    {
        QSize size;
        double textScale = 1.0;
        /// The least sizes the slide keeps to: a 30th of its height for numbers, a 40th for other text.
        int leastNumberPixels = 0;
        int leastTextPixels = 0;
        /// A stage slide's page, and the style it was laid out in.
        std::optional<StagePage::Layout> stage;
        PageStyle stageStyle;
        /// A stage slide shows only the stage's result (the whole stage would not fit at readable numbers).
        bool resultOnly = false;
        /// A figure slide's heatmap (drawn with the least sizes of this slide's height), its layout and where
        /// its top left corner stands on the slide.
        std::shared_ptr<const HeatmapPicture> heatmap;
        std::optional<HeatmapPicture::Layout> figure;
        QPoint figureOrigin;
        /// The other slides' texts: title, subtitle, body, the footer with the slide's number.
        struct Block
        {
            QString name;
            std::shared_ptr<QTextDocument> text;
            QRect rect;
            int pixelSize = 0;
        };
        std::vector<Block> blocks;
        /// Whether everything fits at the least sizes; otherwise something is cut (the checks say what).
        bool fits = true;
    };
    /// textScale: the lecturer's Ctrl+ and Ctrl− (1 by default), on top of the slide's own scale, which
    /// grows with its height.
    Layout layOut(const QSize &size, double textScale = 1.0) const;
    void paint(QPainter &painter, const Layout &layout) const;
    std::vector<SlideText> texts(const Layout &layout) const;

    /// What the presenter reads beside the slide: the slide's notes, and a stage slide's explanation.
    QString presenterNotes() const;
    const Slide &slide() const { return m_slide; }
    /// The slide's title as the presenter view and the PDF's outline name it.
    QString title() const;

private:
    Layout layOutStage(const QSize &size, double scale, int leastNumber, int leastText) const;
    Layout layOutWords(const QSize &size, double scale, int leastText) const;
    /// withText: with the slide's own words under its title (else they are left to the presenter's notes).
    Layout layOutFigure(const QSize &size, double textScale, int leastNumber, int leastText, bool withText) const;

    ScenarioSnapshot m_snapshot;
    Slide m_slide;
    SlideContext m_context;
    /// A stage slide's pages: the whole stage, and its result alone.
    std::unique_ptr<StagePage> m_whole;
    std::unique_ptr<StagePage> m_result;
    /// A figure slide's heatmap as the figure shows it, before the slide's least sizes are set on it.
    std::vector<ModeResult> m_compared;
    std::optional<HeatmapContent> m_heatmap;
};

/// The snapshot a slide draws: the lesson's scenario with the slide's changes, computed by the function
/// given (an engine's run, or nothing where it fails: the slide then says so).
ScenarioSnapshot slideSnapshot(const std::shared_ptr<const Scenario> &lesson, const Slide &slide,
                               const std::function<std::optional<AttentionResult>(const Scenario &)> &compute);
/// For a figure slide that compares the masks: its head under each mask the snapshot's scenario allows
/// (compareModes; the snapshot's own mode from its result). Empty for any other slide.
std::vector<ModeResult> slideComparison(const ScenarioSnapshot &snapshot, const Slide &slide);

} // namespace attn
