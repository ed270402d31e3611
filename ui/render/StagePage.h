#pragma once

#include "ScenarioSnapshot.h"
#include "MatrixPicture.h"
#include "StageCatalogue.h"
#include "scenario/PipelineStage.h"

#include <QFont>
#include <QRect>
#include <QSize>
#include <cmath>
#include <map>
#include <memory>
#include <optional>
#include <vector>

class QPainter;
class QTextDocument;

namespace attn {


/// How a page is drawn: the text scale (lecture mode, Ctrl+ and Ctrl−), whether it is on screen (which adds
/// hints for the mouse; a slide never carries them) and the colours.
struct PageStyle
{
    double textScale = 1.0;
    bool forScreen = false;
    /// How much of the page's height is seen at once, where a window shows a taller page through a scroll
    /// area; 0: all of it. The texts keep to two fifths of what is seen.
    int visibleHeight = 0;
    /// Likewise the width seen at once: a page widened by wide matrices (a real model's 768 numbers) scrolls
    /// sideways, and its texts wrap to what is seen rather than run past it. 0: all of it.
    int visibleWidth = 0;
    /// How many of a long side (more than 16 rows or columns) the matrices show, 16 or 8; 0: the page chooses
    /// (see layOut) and says in its layout what it chose. A window keeps that choice while only its scroll
    /// bars or the pinned arithmetic change, which would otherwise tip it one way and back.
    int cutBudget = 0;
    /// Whether the matrices' column labels stand on two lines where they are wider than the numbers (see
    /// layOut); unset: the page chooses, and says in its layout what it chose. A window keeps that choice, as
    /// it keeps the cut budget, while only its scroll bars change.
    std::optional<bool> staggeredLabels;
    /// What a window keeps of its matrices while a number's arithmetic is pinned: their arrangement
    /// (Layout::arrangement) and their font size before the click. The page grows by the panel, and `needed`
    /// asks for the height that takes, rather than the numbers shrinking to make room for it. Unset: the
    /// panel's room comes out of the matrices' (a slide).
    struct KeptMatrices
    {
        int arrangement = 0;
        int numberPixels = 0;
        /// Where the matrices began on the page (their top, -1 unknown): they stay there where the panel
        /// leaves them room, so that a second click lands where the lecturer aimed it.
        int top = -1;
    };
    std::optional<KeptMatrices> keptWhilePinned;
    PictureColours colours;
    /// Whether the page writes its explanation. A slide leaves it to the presenter's notes: a slide's words
    /// are few and large, and its room is the numbers'.
    bool explanation = true;
    /// A slide's own title in place of the stage's (plain text); empty: the stage's.
    QString slideTitle;
    /// Words of a slide's own under the formula (Markdown): what a what-if changed, a question to the room.
    QString slideText;
    /// On a slide: a side of a matrix counted by number rather than labelled by tokens (the dimensions of X,
    /// W_Q, Q) that is longer than this shows its first and last around ⋯ or ⋮, so that the numbers stay
    /// as large as the back row needs; 0: the page's own rule. Sides labelled by tokens keep that rule
    /// (whole up to 16), so that every token is named.
    int dimensionBudget = 0;
    /// The least font size, in pixels, of every text on the page but the numbers (titles, labels, captions,
    /// notes); 0: none. A slide's is a 40th of its height.
    int leastTextPixels = 0;
    /// The largest the numbers grow to; 0: 40 px times the text scale. A slide's numbers grow as far as the
    /// slide allows, beyond its words' scale.
    int largestNumberPixels = 0;
    /// A matrix row's height per line of the numbers' font (MatrixPicture::kRowSpacing on a page).
    double rowSpacing = MatrixPicture::kRowSpacing;
    /// The most a matrix's caption grows to (0: no bound): on a slide no larger than the slide's title.
    int largestCaptionPixels = 0;
    /// The space round the page, in pixels: a window's page 12, a slide's a 30th of its height, as the
    /// margins of a presentation's template.
    int margin = 12;
    /// The slide's own words (slideText) at this multiple of the page's text size: on a slide they are few,
    /// and said to the back row.
    double slideTextFactor = 1.0;
    /// The title at this multiple of a page's: a slide's title stands above numbers grown for the back row.
    double titleFactor = 1.0;
    /// Whether the title carries the stage's number in this scenario ("5. Softmax"): a deck written for the
    /// room leaves stages out, and numbers that jump 2, 6, 8 would say something is missing.
    bool numberedTitle = true;
    /// The attention weights shaded by value (PictureColours::valueTint), where valid.
    QColor weightTint;
};

/// A number whose arithmetic is pinned onto the page.
struct PinnedCell
{
    QString role;
    int row = 0;
    int column = 0;
};

/// One stage of the computation as a page: its title, formula and explanation, and the matrices it reads and
/// writes with their true numbers, laid out to fill the space it is given. The window's stage view, File ›
/// Export and `attentionlab export` all draw it through this class, with no widget.
///
/// The matrices share one font size, the largest at which all of them fit (up to 40 px at text scale 1): a
/// projector page of 3 × 3 matrices gets large numbers, a page of 16 × 16 ones smaller numbers but whole
/// matrices. Larger matrices show their first and last rows and columns.
class StagePage
{
public:
    /// part: the whole stage, or one of partsOf(stage) (a part the stage does not have is the whole stage).
    /// resultOnly: only the matrix the stage (or part) computes, its inputs named by the formula (a slide whose
    /// whole stage would leave the numbers too small for the room).
    StagePage(const ScenarioSnapshot &snapshot, PipelineStage stage, int head, int precision, const QString &language,
              StagePart part = StagePart::All, bool resultOnly = false);
    ~StagePage();

    /// A block of rich text on the page.
    struct TextBlock
    {
        QString name; ///< "title", "formula", "explanation", "notice", "arithmetic"
        std::shared_ptr<QTextDocument> text;
        QRect rect;
        QColor colour;
    };
    struct Layout
    {
        QSize size;
        double textScale = 1.0;
        int numberPixelSize = 0; ///< the matrices' one font size
        int arrangement = -1;    ///< which of the page's arrangements (stageArrangements(), then those staggered) they stand in
        std::vector<TextBlock> texts;
        std::map<QString, MatrixPicture::Layout> matrices;
        std::vector<std::pair<QString, QRect>> operators;
        QFont operatorFont;
        /// Whether everything fits the size; otherwise the page is cut at the bottom or right.
        bool fits = true;
        /// The smallest size at which the page fits at this width (the smallest numbers, the fewest rows):
        /// the window's view scrolls below it. Wider than the width seen where that allows no readable
        /// numbers (PageStyle::visibleWidth): the view then scrolls sideways too, for readable numbers.
        QSize needed;
        /// How many of a long side the matrices show: 16, or 8 (PageStyle::cutBudget).
        int cutBudget = 0;
        /// Whether it stands in an arrangement with staggered column labels (PageStyle::staggeredLabels).
        bool staggeredLabels = false;
    };
    /// The page laid out in size. scroll: where a matrix's shown rows and columns start, by role (the window's
    /// wheel). pinned: a number whose arithmetic is shown in a panel under the matrices.
    Layout layOut(const QSize &size, const PageStyle &style, const std::map<QString, QPoint> &scroll = {},
                  const std::optional<PinnedCell> &pinned = std::nullopt) const;
    /// The page as a slide of that size (an export): its texts grow with the slide as the figures' do
    /// (figureTextScale: 1.25 × at 1600 × 900), unless that leaves the numbers smaller than the explanation
    /// where the text scale given gives them more. style.textScale: the text scale asked for; on return, the
    /// one laid out at, to paint with.
    Layout layOutSlide(const QSize &size, PageStyle &style, const std::optional<PinnedCell> &pinned = std::nullopt) const;
    void paint(QPainter &painter, const Layout &layout, const PageStyle &style,
               const std::map<QString, MatrixMarks> &marks = {}) const;
    /// Every text drawn with its place (titles, captions, labels, operators), for the checks that nothing
    /// overlaps and nothing is cut.
    std::vector<std::pair<QString, QRect>> texts(const Layout &layout) const;

    PipelineStage stage() const { return m_stage; }
    StagePart stagePart() const { return m_part; }
    int head() const { return m_head; }
    QString title() const { return m_title; }
    QStringList roles() const;
    const MatrixPicture *matrix(const QString &role) const;
    /// The arithmetic behind a number, as rich text: a dot product term by term, a row's softmax, a weighted
    /// sum. Empty when there is nothing to explain.
    QString arithmetic(const QString &role, int row, int column) const;
    /// What clicking a number marks: the number and what it was computed from.
    std::map<QString, MatrixMarks> marksForCell(const QString &role, int row, int column) const;
    /// What a query-key pair chosen in another view marks: the pair's cell where this stage shows the
    /// query × key matrix it produces, else the query's and the key's rows.
    std::map<QString, MatrixMarks> marksForPair(int query, int key) const;
    /// Whether a role's cells are query-key pairs.
    static bool isPairRole(const QString &role);
    /// The pinned arithmetic's frame round its text (the "arithmetic" TextBlock's rect) at a text scale.
    static int arithmeticFrame(double textScale) { return int(std::lround(8 * textScale)); }

private:
    /// What the catalogue's functions read of this page.
    StageScope scope() const { return {m_snapshot, m_stage, m_part, m_head, m_precision, m_pictures}; }
    struct Grid;
    /// The arrangement at a font size. cutBudget: how many of its rows or columns a matrix shows where it has
    /// more than 16 (one of 16 rows or columns or fewer is always whole).
    Grid gridAt(const PageArrangement &items, int pixelSize, const QRect &room, const PageStyle &style,
                const std::map<QString, QPoint> &scroll, int cutBudget) const;
    /// How an arrangement fits a room: whole, or each of its rows by itself (its width whole), as a view that
    /// scrolls shows it one row after another.
    enum class RoomFit { Whole, RowByRow };
    /// The page laid out in one of the candidate arrangements (indices into m_arrangements), or in the one
    /// kept while a number is pinned.
    Layout layOutAmong(const std::vector<int> &candidates, const QSize &size, const PageStyle &style,
                       const std::map<QString, QPoint> &scroll, const std::optional<PinnedCell> &pinned) const;
    /// The largest numbers at which an arrangement fits the room, if it does at the smallest.
    std::optional<Grid> largestGrid(const PageArrangement &items, int largest, const QRect &room, const PageStyle &style,
                                    const std::map<QString, QPoint> &scroll, int cutBudget, RoomFit fit = RoomFit::Whole) const;

    ScenarioSnapshot m_snapshot;
    PipelineStage m_stage;
    StagePart m_part;
    int m_head;
    int m_precision;
    QString m_title;
    QString m_titleHtml; ///< m_title as drawn: the head and part names with non-breaking spaces
    QString m_unnumberedTitleHtml; ///< the same without the stage's number, for a slide (PageStyle::numberedTitle)
    QString m_formula;
    QString m_explanation;
    QString m_screenHint;
    QString m_notice;
    /// Ways to arrange the stage's matrices (side by side, or the result under the others); each is a grid.
    std::vector<PageArrangement> m_arrangements;
    /// How many of m_arrangements are the catalogue's own; the others are those with staggered labels.
    int m_cataloguedArrangements = 0;
    StagePictures m_pictures;
};

} // namespace attn
