#include "StagePage.h"

#include "FigureText.h"

#include "ScenarioSnapshot.h"
#include "text/MatrixText.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QFontMetrics>
#include <QLocale>
#include <QPainter>
#include <QTextDocument>
#include <algorithm>
#include <cmath>

namespace attn {
namespace {

/// The page's texts keep the stage view's translation context, where translators already find them.
struct StageStrings
{
    Q_DECLARE_TR_FUNCTIONS(attn::StageView)
};

/// Font sizes at text scale 1, in pixels: the page's texts, and the largest the numbers grow to.
constexpr double kTitlePixels = 30;
constexpr double kFormulaPixels = 26;
constexpr double kTextPixels = 19;
constexpr double kArithmeticPixels = 22;
constexpr double kLargestNumberPixels = 40;
/// The smallest numbers drawn; smaller would be unreadable even on a desk.
constexpr int kSmallestNumberPixels = 8;
/// Numbers below this, times the text scale, are not worth saving a scroll bar for: where the page's width
/// allows more, the window's view scrolls up and down rather than shrink them further; where it allows not
/// even this, unscaled, in any arrangement, sideways too (see layOut). Above it, a page seen
/// whole reads better than larger numbers scrolled. It grows with the text scale because a lecturer who
/// makes the text larger (lecture mode, Ctrl+) means the numbers too: with a fixed 10 px, larger texts would
/// take the room of the numbers, and Ctrl+ would make a long matrix smaller.
constexpr int kReadableNumberPixels = 10;
/// How many rows and columns a matrix shows at most: whole up to 16, larger ones their first and last rows
/// and columns around ⋮ and ⋯. A page that cannot fit them even at the smallest numbers scrolls in the
/// window rather than hide a token.
constexpr int kBudget = 16;
/// What a matrix cut anyway shows where 16 of its rows or columns would keep the page from readable numbers
/// in its width, or from numbers as large as the text scale asks (see layOut): a real model's 768
/// dimensions, of which 16 or 8 are equally a glimpse.
constexpr int kNarrowBudget = 8;

/// A part as the title names it: "K (2 of 3)", "γ and β (2 of 2)".
QString partName(StagePart part)
{
    switch (part) {
    case StagePart::Queries:
        return QStringLiteral("Q");
    case StagePart::Keys:
        return QStringLiteral("K");
    case StagePart::Values:
        return QStringLiteral("V");
    case StagePart::Standardise:
        return StageStrings::tr("standardised");
    case StagePart::GainAndBias:
        return StageStrings::tr("γ and β");
    case StagePart::All:
        break;
    }
    return {};
}

/// The numbers' size that the back of the room needs in a view or on a slide this many pixels high: a 24th of
/// it (digits about 2 % of the screen's height where the view is about two thirds of it).
int backRowNeeds(int seen)
{
    return seen / 24;
}

/// markdown: the text is a lesson's Markdown (**bold**, *italics*), read at the default font's size.
std::shared_ptr<QTextDocument> richText(const QString &html, double pixels, bool bold, int width, bool markdown = false)
{
    auto text = std::make_shared<QTextDocument>();
    text->setDefaultFont(pixelFont(pixels, bold));
    text->setDocumentMargin(0);
    if (markdown)
        text->setMarkdown(html);
    else
        text->setHtml(html);
    text->setTextWidth(std::max(1, width));
    return text;
}

} // namespace

struct StagePage::Grid
{
    int arrangement = -1; ///< its index in m_arrangements
    int pixelSize = 0;
    QSize size;
    int tallestRow = 0; ///< the height of its tallest row, or of its tallest item where one spans rows
    std::map<QString, MatrixPicture::Layout> matrices;
    std::vector<std::pair<QString, QRect>> operators;
    QFont operatorFont;
    bool fits = false;
};

StagePage::StagePage(const ScenarioSnapshot &snapshot, PipelineStage stage, int head, int precision, const QString &language,
                     StagePart part, bool resultOnly)
    : m_snapshot(snapshot), m_stage(stage), m_part(partIndex(stage, part) < 0 ? StagePart::All : part),
      m_head(std::clamp(head, 0, snapshot.scenario().headCount() - 1)), m_precision(precision)
{
    const Scenario &scenario = snapshot.scenario();
    const StageText text = stageText(m_stage, scenario, m_head);
    const int heads = scenario.headCount();
    // "2. Queries, keys and values — head 1 of 2, K (2 of 3)": which head, and which part of the stage.
    QStringList which;
    if (heads > 1 && isPerHeadStage(m_stage))
        which << StageStrings::tr("head %1 of %2").arg(m_head + 1).arg(heads);
    if (m_part != StagePart::All)
        which << StageStrings::tr("%1 (%2 of %3)")
                     .arg(partName(m_part))
                     .arg(partIndex(m_stage, m_part) + 1)
                     .arg(partsOf(m_stage).size());
    const auto titled = [&text](const QStringList &names) {
        return names.isEmpty() ? text.title : StageStrings::tr("%1 — %2").arg(text.title, names.join(QStringLiteral(", ")));
    };
    m_title = titled(which);
    // As drawn, each of those names wraps whole, never "K (2 of" above "3)" at a large text size: its
    // spaces are non-breaking.
    for (QString &name : which)
        name.replace(u' ', QChar::Nbsp);
    m_titleHtml = titled(which);
    m_unnumberedTitleHtml = which.isEmpty() ? text.unnumberedTitle
                                            : StageStrings::tr("%1 — %2").arg(text.unnumberedTitle, which.join(QStringLiteral(", ")));
    m_formula = text.formula;
    m_explanation = text.explanation;
    m_screenHint = text.screenHint;
    m_notice = snapshot.engineNotice();
    if (snapshot.problem())
        m_notice = StageStrings::tr("Nothing to show: %1").arg(snapshot.problem()->toString());
    else if (snapshot.isComputing())
        m_notice = StageStrings::tr("Computing every stage of %1 tokens and %2 heads… (Esc cancels)")
                       .arg(scenario.querySequence().tokens.size())
                       .arg(heads);
    if (!snapshot.result())
        return; // nothing computed (yet): the page is its texts and the notice
    m_arrangements = stageArrangements(m_stage, m_part, scenario);
    if (resultOnly) {
        // The stage's result is the last matrix its first arrangement places (X W = Q, S → S / √d_k).
        const PageArrangement &first = m_arrangements.front();
        const auto result = std::find_if(first.rbegin(), first.rend(), [](const PageItem &item) { return !item.role.isEmpty(); });
        if (result != first.rend()) {
            PageItem alone = *result;
            alone.row = alone.column = 0;
            alone.rowSpan = 1;
            m_arrangements = {PageArrangement{alone}};
        }
    }
    QStringList shown; // every arrangement holds the same matrices
    for (const PageItem &item : m_arrangements.front())
        if (!item.role.isEmpty())
            shown << item.role;
    m_pictures = stagePictures(snapshot, m_head, m_precision, language, shown);
    // Items whose picture could not be made (a result of another shape, while a new one is computed) go.
    for (PageArrangement &items : m_arrangements)
        items.erase(std::remove_if(items.begin(), items.end(),
                                   [this](const PageItem &item) { return !item.role.isEmpty() && !m_pictures.count(item.role); }),
                    items.end());
    // Each arrangement again with the column labels staggered where a matrix's labels are wider than its
    // numbers, after all the others (see layOut).
    m_cataloguedArrangements = int(m_arrangements.size());
    for (size_t index = 0; index < size_t(m_cataloguedArrangements); ++index) {
        PageArrangement staggered = m_arrangements[index];
        bool outgrown = false;
        for (PageItem &item : staggered) {
            if (!item.role.isEmpty() && m_pictures.at(item.role)->columnLabelsOutgrowNumbers())
                outgrown = item.staggeredLabels = true;
        }
        if (outgrown)
            m_arrangements.push_back(std::move(staggered));
    }
}

StagePage::~StagePage() = default;

StagePage::Layout StagePage::layOutSlide(const QSize &size, PageStyle &style, const std::optional<PinnedCell> &pinned) const
{
    // At the window's own size of text a slide's explanation would be 19 px of 900, too small for the back of
    // the room, and a 4K slide would keep that same 19 px. But the numbers are what a slide is for: where the
    // larger texts leave them smaller than the explanation (14 × 32 matrices beside a 14 × 14 one), the texts
    // stay at the size asked for if that gives the numbers more.
    const double asked = style.textScale;
    style.textScale = figureTextScale(QSizeF(size), asked);
    Layout layout = layOut(size, style, {}, pinned);
    if (style.textScale > asked && (!layout.fits || layout.numberPixelSize < kTextPixels * style.textScale)) {
        PageStyle numbersFirst = style;
        numbersFirst.textScale = asked;
        Layout numbersFirstLayout = layOut(size, numbersFirst, {}, pinned);
        // (A page that fits, before one that would be scaled down to the slide.)
        if ((numbersFirstLayout.fits && !layout.fits) || numbersFirstLayout.numberPixelSize > layout.numberPixelSize) {
            style = numbersFirst;
            return numbersFirstLayout;
        }
    }
    return layout;
}

QStringList StagePage::roles() const
{
    QStringList list;
    for (const auto &[role, picture] : m_pictures)
        list << role;
    return list;
}

const MatrixPicture *StagePage::matrix(const QString &role) const
{
    const auto found = m_pictures.find(role);
    return found == m_pictures.end() ? nullptr : found->second.get();
}

StagePage::Grid StagePage::gridAt(const PageArrangement &items, int pixelSize, const QRect &room, const PageStyle &style,
                                  const std::map<QString, QPoint> &scroll, int cutBudget) const
{
    // A side counted by number (no labels of its own) is cut to the slide's dimension budget where it has one.
    auto budget = [cutBudget, &style](Eigen::Index count, bool counted) {
        if (counted && style.dimensionBudget > 0 && count > style.dimensionBudget)
            return style.dimensionBudget;
        return count <= kBudget ? kBudget : cutBudget;
    };
    Grid grid;
    // Every arrangement laid out is one of the page's own.
    Q_ASSERT(&items >= m_arrangements.data() && &items < m_arrangements.data() + m_arrangements.size());
    grid.arrangement = int(&items - m_arrangements.data());
    grid.pixelSize = pixelSize;
    // The operators are what make the matrices a formula: read from the back of the room they must not be
    // thinner or smaller than the numbers they join ("×" and "→" are small glyphs at the numbers' size).
    grid.operatorFont = QFont();
    grid.operatorFont.setPixelSize(std::max(1, pixelSize * 8 / 5));
    grid.operatorFont.setWeight(QFont::DemiBold);
    const QFontMetrics operatorMetrics(grid.operatorFont);
    int rows = 0, columns = 0;
    for (const PageItem &item : items) {
        rows = std::max(rows, item.row + item.rowSpan);
        columns = std::max(columns, item.column + 1);
    }
    // Each item's size at this font, then each column as wide as its widest item and each row as tall as its
    // tallest (an item spanning rows stretches the last of them if they are too short together).
    // The items of a row are centred on one line; a matrix whose column labels stand on two lines is centred
    // without its extra line, which stands above: its rows stand level with those of the matrices beside it
    // (Q, K and their scores, row for row). So a row's height is what its items reach above that line and
    // below it; for a matrix alone in its row, its own height.
    // A staggered matrix's caption stands beside its labels where it fits (MatrixPicture::layOut), level with
    // its neighbours' captions; in a row where one staggered matrix's does not fit, none does, or the row's
    // captions would stand at two heights (the cost lesson's scaling: "Scores Q Kᵀ" fits, "Scaled scores"
    // does not). A matrix alone in its row has no caption to stand level with, and keeps its caption above,
    // apart from the words ("Scores Q Kᵀ compares token every" would read on as one line in a lecture).
    const auto layOutAlone = [&](const PageItem &item, QPoint topLeft, bool captionBeside) {
        const QPoint start = scroll.count(item.role) ? scroll.at(item.role) : QPoint();
        const MatrixPicture &picture = *m_pictures.at(item.role);
        return picture.layOut(topLeft, pixelSize, budget(picture.matrix().rows(), picture.rowsCounted()),
                              budget(picture.matrix().cols(), picture.columnsCounted()), start.x(), start.y(),
                              style.forScreen, item.staggeredLabels, captionBeside, style.leastTextPixels,
                              style.rowSpacing, style.largestCaptionPixels);
    };
    std::vector<int> matricesInRow(size_t(rows), 0);
    for (const PageItem &item : items)
        if (!item.role.isEmpty())
            ++matricesInRow[size_t(item.row)];
    std::vector<bool> captionBeside(size_t(rows), true);
    for (size_t row = 0; row < captionBeside.size(); ++row)
        captionBeside[row] = matricesInRow[row] > 1;
    // Each staggered matrix of such a row laid out with its caption beside, kept for the sizes below where the
    // row keeps it so.
    std::vector<std::optional<MatrixPicture::Layout>> besideTried(items.size());
    for (size_t i = 0; i < items.size(); ++i)
        if (!items[i].role.isEmpty() && items[i].staggeredLabels && captionBeside[size_t(items[i].row)]) {
            besideTried[i] = layOutAlone(items[i], {}, true);
            if (besideTried[i]->staggeredLabels && !besideTried[i]->captionBesideLabels)
                captionBeside[size_t(items[i].row)] = false;
        }
    std::vector<QSize> sizes;
    std::vector<int> aboveTheMiddle;
    for (size_t i = 0; i < items.size(); ++i) {
        const PageItem &item = items[i];
        if (item.role.isEmpty()) {
            sizes.emplace_back(operatorMetrics.horizontalAdvance(item.symbol), operatorMetrics.height());
            aboveTheMiddle.push_back(sizes.back().height() - sizes.back().height() / 2);
            continue;
        }
        const bool beside = captionBeside[size_t(item.row)];
        const MatrixPicture::Layout matrix = beside && besideTried[i] ? *besideTried[i] : layOutAlone(item, {}, beside);
        // (With its caption on the farther line, it has no extra line: it stands as the others do.)
        const int raised = matrix.staggeredLabels && !matrix.captionBesideLabels ? matrix.headerHeight - matrix.cellHeight : 0;
        sizes.push_back(matrix.bounds.size());
        aboveTheMiddle.push_back(sizes.back().height() - (sizes.back().height() - raised) / 2);
    }
    const int columnGap = std::max(4, pixelSize / 3), rowGap = std::max(4, pixelSize / 2);
    std::vector<int> widths(size_t(columns), 0), heights(size_t(rows), 0), above(size_t(rows), 0), below(size_t(rows), 0);
    for (size_t i = 0; i < items.size(); ++i) {
        widths[size_t(items[i].column)] = std::max(widths[size_t(items[i].column)], sizes[i].width());
        if (items[i].rowSpan == 1) {
            const size_t row = size_t(items[i].row);
            above[row] = std::max(above[row], aboveTheMiddle[i]);
            below[row] = std::max(below[row], sizes[i].height() - aboveTheMiddle[i]);
            heights[row] = above[row] + below[row];
        }
    }
    for (size_t i = 0; i < items.size(); ++i) {
        const PageItem &item = items[i];
        if (item.rowSpan == 1)
            continue;
        int spanned = rowGap * (item.rowSpan - 1);
        for (int r = item.row; r < item.row + item.rowSpan; ++r)
            spanned += heights[size_t(r)];
        if (spanned < sizes[i].height())
            heights[size_t(item.row + item.rowSpan - 1)] += sizes[i].height() - spanned;
    }
    int totalWidth = columnGap * std::max(0, columns - 1), totalHeight = rowGap * std::max(0, rows - 1);
    for (int w : widths)
        totalWidth += w;
    for (int h : heights)
        totalHeight += h;
    grid.size = QSize(totalWidth, totalHeight);
    for (size_t i = 0; i < items.size(); ++i)
        grid.tallestRow = std::max({grid.tallestRow, heights[size_t(items[i].row)], sizes[i].height()});
    grid.fits = totalWidth <= room.width() && totalHeight <= room.height();
    if (!grid.fits)
        return grid; // its size is what the caller needs, to try a smaller font or to make room
    // Centred in the room; each item centred in its cell, so that the operators line up with the matrices.
    const int left = room.left() + (room.width() - totalWidth) / 2;
    const int top = room.top() + (room.height() - totalHeight) / 2;
    std::vector<int> xs(static_cast<size_t>(columns)), ys(static_cast<size_t>(rows));
    for (int c = 0, x = left; c < columns; ++c) {
        xs[size_t(c)] = x;
        x += widths[size_t(c)] + columnGap;
    }
    for (int r = 0, y = top; r < rows; ++r) {
        ys[size_t(r)] = y;
        y += heights[size_t(r)] + rowGap;
    }
    for (size_t i = 0; i < items.size(); ++i) {
        const PageItem &item = items[i];
        const int cellHeight = ys[size_t(item.row + item.rowSpan - 1)] + heights[size_t(item.row + item.rowSpan - 1)] - ys[size_t(item.row)];
        // One row: on its middle line (the row stretched by an item spanning it keeps that line centred); more
        // rows: centred in them.
        const size_t row = size_t(item.row);
        const int y = item.rowSpan == 1 ? ys[row] + (heights[row] - above[row] - below[row]) / 2 + above[row] - aboveTheMiddle[i]
                                        : ys[row] + (cellHeight - sizes[i].height()) / 2;
        const QPoint topLeft(xs[size_t(item.column)] + (widths[size_t(item.column)] - sizes[i].width()) / 2, y);
        if (item.role.isEmpty()) {
            grid.operators.emplace_back(item.symbol, QRect(topLeft, sizes[i]));
            continue;
        }
        grid.matrices[item.role] = layOutAlone(item, topLeft, captionBeside[size_t(item.row)]);
    }
    return grid;
}

std::optional<StagePage::Grid> StagePage::largestGrid(const PageArrangement &items, int largest, const QRect &room,
                                                      const PageStyle &style, const std::map<QString, QPoint> &scroll,
                                                      int cutBudget, RoomFit fit) const
{
    // Row by row, the rows stand one under another in a room of any height, each no taller than the room.
    const QRect tried = fit == RoomFit::Whole ? room : QRect(room.topLeft(), QSize(room.width(), 1 << 20));
    const auto fitsAt = [&](int pixelSize) {
        const Grid grid = gridAt(items, pixelSize, tried, style, scroll, cutBudget);
        return grid.fits && grid.tallestRow <= room.height();
    };
    if (!fitsAt(kSmallestNumberPixels))
        return std::nullopt;
    int low = kSmallestNumberPixels, high = largest; // low fits; find the largest that does
    while (low < high) {
        const int middle = (low + high + 1) / 2;
        if (fitsAt(middle))
            low = middle;
        else
            high = middle - 1;
    }
    return gridAt(items, low, tried, style, scroll, cutBudget);
}

StagePage::Layout StagePage::layOut(const QSize &size, const PageStyle &style, const std::map<QString, QPoint> &scroll,
                                    const std::optional<PinnedCell> &pinned) const
{
    // The catalogue's arrangements, or the same with column labels staggered where those are wider than the
    // numbers (the constructor adds them after the others). Staggered only where that lets the numbers grow
    // by an eighth or more (14 px to 18 for a sentence's 11 x 11 scores at 1280 x 720, 14 to 16 for its
    // masked scores on a 1280 x 720 slide, which at 14 would stand out among its neighbours' 17): a line's
    // height for a pixel more would only cost the page its calm.
    std::vector<int> plain, staggered;
    for (int index = 0; index < int(m_arrangements.size()); ++index)
        (index < m_cataloguedArrangements ? plain : staggered).push_back(index);
    const auto among = [&](bool stagger, const QSize &pageSize, const PageStyle &pageStyle) {
        Layout layout = layOutAmong(stagger ? staggered : plain, pageSize, pageStyle, scroll, pinned);
        layout.staggeredLabels = layout.arrangement >= m_cataloguedArrangements;
        return layout;
    };
    if (staggered.empty() || (pinned && style.keptWhilePinned) || style.staggeredLabels)
        return among(style.staggeredLabels.value_or(false) && !staggered.empty(), size, style);
    // Compared as shown: a window's view lays the page out at the height seen, then at the room that asks
    // for (a page that scrolls, at the numbers it scrolls for).
    const int seen = style.visibleHeight > 0 ? std::min(style.visibleHeight, size.height()) : size.height();
    const QSize asSeen(size.width(), seen);
    struct Shown
    {
        Layout asked, given;
    };
    const auto asShown = [&](bool stagger) {
        Shown shown{among(stagger, asSeen, style), {}};
        PageStyle givenStyle = style;
        givenStyle.staggeredLabels = stagger;
        if (givenStyle.cutBudget <= 0)
            givenStyle.cutBudget = shown.asked.cutBudget;
        const QSize givenSize = shown.asked.needed.expandedTo(asSeen);
        shown.given = style.visibleHeight <= 0 || givenSize == asSeen ? shown.asked : among(stagger, givenSize, givenStyle);
        return shown;
    };
    Shown plainShown = asShown(false), staggeredShown = asShown(true);
    const Layout &plainGiven = plainShown.given, &staggeredGiven = staggeredShown.given;
    // And only where the numbers are smaller than the back of the room needs: staggered, the alignment
    // lesson's 3 x 3 weights at 1920 x 1080 would put three words on two lines for 52 px rather than 43. Nor
    // does a page seen whole begin to scroll for larger numbers: its 3 x 3 scaling at 1280 x 720 after Ctrl+
    // twice would go from 23 px seen whole to 32 px in a page half as tall again.
    const auto scrolls = [seen](const Layout &layout) { return layout.size.height() > seen; };
    const bool stagger = (staggeredGiven.fits && !plainGiven.fits) ||
                         (staggeredGiven.fits == plainGiven.fits && plainGiven.numberPixelSize < backRowNeeds(seen) &&
                          (scrolls(plainGiven) || !scrolls(staggeredGiven)) &&
                          staggeredGiven.numberPixelSize * 8 >= plainGiven.numberPixelSize * 9);
    if (asSeen == size)
        return std::move(stagger ? staggeredShown.asked : plainShown.asked);
    return among(stagger, size, style);
}

StagePage::Layout StagePage::layOutAmong(const std::vector<int> &candidates, const QSize &size, const PageStyle &style,
                                         const std::map<QString, QPoint> &scroll, const std::optional<PinnedCell> &pinned) const
{
    Layout layout;
    layout.size = size;
    layout.textScale = style.textScale;
    const double scale = style.textScale;
    // A margin that stays as the text grows: the numbers need the width more.
    const int margin = std::max(0, style.margin);
    const int width = std::max(1, size.width() - 2 * margin);
    // The title, formula and explanation take at most two fifths of what is seen of the page: on a small
    // screen at a large text scale they shrink (down to three fifths of their size) before they crowd the
    // numbers out. A page taller than its window (scrolled for readable numbers) keeps them the size the
    // window allows, so that the numbers start where they would.
    const int seen = style.visibleHeight > 0 ? std::min(style.visibleHeight, size.height()) : size.height();
    const int textWidth = style.visibleWidth > 0 ? std::clamp(style.visibleWidth - 2 * margin, 1, width) : width;
    int y = margin;
    // The texts at an effective scale (their size at text scale 1 times it); where they end.
    const auto layOutTexts = [&](double effective) {
        layout.texts.clear();
        y = margin;
        auto addText = [&](const QString &name, const QString &html, double pixels, bool bold, const QColor &colour,
                           bool markdown = false) {
            if (html.isEmpty())
                return;
            TextBlock block{name, richText(html, std::max<double>(style.leastTextPixels, pixels * effective), bold, textWidth, markdown),
                            {}, colour};
            const int height = int(std::ceil(block.text->size().height()));
            block.rect = QRect(margin, y, textWidth, height);
            y += height + int(std::lround(pixels * effective * 0.4));
            layout.texts.push_back(std::move(block));
        };
        const QString &stageTitle = style.numberedTitle ? m_titleHtml : m_unnumberedTitleHtml;
        addText(QStringLiteral("title"), style.slideTitle.isEmpty() ? stageTitle : style.slideTitle.toHtmlEscaped(), kTitlePixels * style.titleFactor, true,
                style.colours.text);
        addText(QStringLiteral("formula"), m_formula, kFormulaPixels, false, style.colours.text);
        if (!style.slideText.isEmpty())
            addText(QStringLiteral("slide"), style.slideText, kTextPixels * style.slideTextFactor, false, style.colours.text, true);
        if (style.explanation)
            addText(QStringLiteral("explanation"),
                    style.forScreen && !m_screenHint.isEmpty() ? m_explanation + QStringLiteral(" ") + m_screenHint : m_explanation,
                    kTextPixels, false, style.colours.text);
        addText(QStringLiteral("notice"), m_notice.toHtmlEscaped(), kTextPixels, true, style.colours.notice);
        return y;
    };
    // Where they take more than their share, the largest size that keeps to it, on a grid of 1/256 of the
    // text scale's unit, but not below 0.59 of the size asked. The grid, not a shrink by tenths from the size
    // asked: a larger text scale then never draws a text smaller (after Ctrl+ twice in a 1080p lecture, a
    // shrink by tenths would draw the title at 43 px, down from 47).
    if (layOutTexts(scale) > seen * 2 / 5) {
        constexpr double kGrid = 256;
        int fitting = int(std::ceil(0.59 * scale * kGrid)), failing = int(std::floor(scale * kGrid));
        if (layOutTexts(fitting / kGrid) <= seen * 2 / 5) {
            while (failing - fitting > 1) {
                const int middle = (fitting + failing) / 2;
                if (layOutTexts(middle / kGrid) <= seen * 2 / 5)
                    fitting = middle;
                else
                    failing = middle;
            }
        }
        layOutTexts(fitting / kGrid);
    }

    // The pinned arithmetic takes the bottom of the page, at a size the back of the room reads. Like the texts
    // above, it keeps to a share of what is seen (a fifth), its font shrinking down to half its size first:
    // at a lecture's large text scale a dot product of four terms at full size would take a third of the
    // page, and the matrices it explains, the number pinned included, would shrink to 7 px.
    int bottom = size.height() - margin;
    const PageStyle::KeptMatrices *kept = nullptr;
    if (pinned && matrix(pinned->role) && style.keptWhilePinned && style.keptWhilePinned->arrangement >= 0 &&
        style.keptWhilePinned->arrangement < int(m_arrangements.size()))
        kept = &*style.keptWhilePinned;
    if (pinned && matrix(pinned->role)) {
        const MatrixPicture &picture = *matrix(pinned->role);
        const QString where = picture.rowLabels().value(pinned->row, QString::number(pinned->row + 1)) + QStringLiteral(", ") +
                              picture.columnLabels().value(pinned->column, QString::number(pinned->column + 1));
        const QString html = QStringLiteral("<b>%1 (%2)</b><br>%3")
                                 .arg(picture.caption().toHtmlEscaped(), where.toHtmlEscaped(),
                                      arithmetic(pinned->role, pinned->row, pinned->column));
        const int padding = arithmeticFrame(scale);
        const int share = seen / 5;
        for (double shrink = 1.0;; shrink *= 0.9) {
            TextBlock block{QStringLiteral("arithmetic"),
                            richText(html, kArithmeticPixels * scale * shrink, false, width - 2 * padding), {}, style.colours.text};
            const int height = int(std::ceil(block.text->size().height()));
            if (height + 2 * padding > share && shrink > 0.5)
                continue;
            block.rect = QRect(margin + padding, bottom - height - padding, width - 2 * padding, height);
            bottom -= height + 2 * padding + margin;
            layout.texts.push_back(std::move(block));
            break;
        }
    }
    const QRect room(margin, y, width, std::max(0, bottom - y));

    // The largest common font at which every matrix fits whole (up to 16 rows and columns, then their first
    // and last around the ellipses: 16 of them, or 8).
    int largest = std::max(kSmallestNumberPixels, style.largestNumberPixels > 0 ? style.largestNumberPixels
                                                                                : int(std::lround(kLargestNumberPixels * scale)));
    // The arrangements to choose from: while a number is pinned, the one the page had before, its numbers at
    // most their size then (a vertical scroll bar may take a little of the width they had).
    std::vector<int> arrangements;
    if (kept) {
        arrangements.push_back(kept->arrangement);
        largest = std::clamp(kept->numberPixels, kSmallestNumberPixels, largest);
    } else {
        arrangements = candidates;
    }
    // The arrangement with the largest readable numbers in the width seen, whatever its height.
    const int leastReadable = std::min(int(std::lround(kReadableNumberPixels * std::max(1.0, scale))), largest);
    int readable = leastReadable;
    const int seenWidth = style.visibleWidth > 0 ? std::clamp(style.visibleWidth - 2 * margin, 1, room.width()) : room.width();
    const QRect roomOfAnyHeight(room.topLeft(), QSize(seenWidth, 1 << 20));
    auto readableAt = [&](int cutBudget) {
        std::optional<Grid> best;
        for (const int index : arrangements) {
            const PageArrangement &items = m_arrangements[size_t(index)];
            std::optional<Grid> grid = largestGrid(items, readable, roomOfAnyHeight, style, scroll, cutBudget);
            if (grid && (!best || grid->pixelSize > best->pixelSize ||
                         (grid->pixelSize == best->pixelSize && grid->size.height() < best->size.height())))
                best = std::move(grid);
        }
        return best;
    };
    // The arrangement with the largest numbers in an area; the first where they tie (side by side reads best).
    auto largestIn = [&](const QRect &area, int budget, RoomFit fit = RoomFit::Whole) {
        std::optional<Grid> best;
        for (const int index : arrangements) {
            const PageArrangement &items = m_arrangements[size_t(index)];
            std::optional<Grid> grid = largestGrid(items, largest, area, style, scroll, budget, fit);
            if (grid && (!best || grid->pixelSize > best->pixelSize))
                best = std::move(grid);
        }
        return best;
    };
    // A matrix longer than 16 shows 16 of its rows or columns, or 8 where 16 would keep the page from
    // readable numbers in the width seen (a narrower page, whose numbers are larger or at least scroll
    // sideways less), or would make them smaller than the text's scale asks for in the room seen under the
    // texts (a lecture of a real model's 768 dimensions, where 8 of them are as much a glimpse as 16, and
    // larger). The pinned arithmetic's panel does not count: pinning a number must not hide it.
    int cutBudget = style.cutBudget > 0 ? style.cutBudget : kBudget;
    // A window's page whose matrices fit under the texts only at less than readable numbers scrolls: its
    // numbers as large as fills what is seen once the texts are scrolled away, or readable where that is
    // larger. At readable numbers alone, Ctrl+ twice at 1280 x 720 would make the causal lesson's vectors
    // 20 px rather than 24: the larger words would take their room, and the page that then scrolls would draw
    // them at 10 px times the text scale.
    // Seen alone, each row of an arrangement is seen by itself as the clicker scrolls, and a row of one
    // matrix may fill the view: fitted whole, two 14 x 14 matrices one under the other (the induction
    // lesson's scores and weights) would have 15 px numbers in a 1080p lecture, where each alone fills the
    // view at 25. Row by row only up to what the back of the room needs, a 24th of the view's height (digits
    // about 2 % of the screen's height, the view being about two thirds of it): beyond that, larger numbers
    // only cost clicks (the causal lesson at 1280 x 720 after Ctrl+ twice would need 46 Page Downs, not 23).
    const auto readableWith = [&](int budget) {
        if (style.visibleHeight <= 0 || kept)
            return leastReadable;
        const QRect underTheTexts(room.topLeft(), QSize(seenWidth, std::max(0, seen - margin - y)));
        const QRect seenAlone(room.topLeft(), QSize(seenWidth, std::max(0, seen - 2 * margin - (size.height() - margin - bottom))));
        const auto fitting = [&](const QRect &area, RoomFit fit) {
            const std::optional<Grid> grid = largestIn(area, budget, fit);
            return grid ? grid->pixelSize : 0;
        };
        if (fitting(underTheTexts, RoomFit::Whole) >= leastReadable)
            return leastReadable;
        return std::max({leastReadable, fitting(seenAlone, RoomFit::Whole),
                         std::min(fitting(seenAlone, RoomFit::RowByRow), backRowNeeds(seen))});
    };
    readable = readableWith(cutBudget);
    std::optional<Grid> readableGrid = readableAt(cutBudget);
    const auto pixels = [](const std::optional<Grid> &grid) { return grid ? grid->pixelSize : 0; };
    const bool longSides = std::any_of(m_pictures.begin(), m_pictures.end(), [](const auto &picture) {
        return picture.second->matrix().rows() > kBudget || picture.second->matrix().cols() > kBudget;
    });
    if (style.cutBudget <= 0 && longSides) {
        const QRect seenRoom(room.topLeft(), QSize(seenWidth, std::max(0, seen - margin - y)));
        auto largestSeen = [&](int budget) {
            const std::optional<Grid> grid = largestIn(seenRoom, budget);
            return grid ? grid->pixelSize : 0;
        };
        std::optional<Grid> narrowGrid = readableAt(kNarrowBudget);
        if (!readableGrid || (pixels(readableGrid) < readable && pixels(narrowGrid) > pixels(readableGrid))) {
            // 16 do not fit the width seen (8 scroll sideways less), or are smaller than readable there and 8
            // are larger
            cutBudget = kNarrowBudget;
        } else if (const int atFull = largestSeen(kBudget); atFull < readable && largestSeen(kNarrowBudget) > atFull) {
            cutBudget = kNarrowBudget;
        }
        if (cutBudget != kBudget) {
            // What is readable with 8 shown, as a view that keeps this choice lays the page out again.
            readable = readableWith(cutBudget);
            readableGrid = readableAt(cutBudget);
        }
    }
    layout.cutBudget = cutBudget;
    // The room the page needs at the least. Its width: the narrowest arrangement at the smallest numbers. Its
    // height: where that width allows readable numbers, what they need (the window's view scrolls up and
    // down rather than shrink them below that); else the narrowest arrangement's at the smallest. It depends
    // on the width and on what is seen, not on the page's height, so that a view given this much lays out
    // the same way again.
    static const PageArrangement nothing;
    const PageArrangement *first = &nothing;
    QSize smallest;
    for (const int index : arrangements) {
        const PageArrangement &items = m_arrangements[size_t(index)];
        const QSize size = gridAt(items, kSmallestNumberPixels, room, style, scroll, cutBudget).size;
        if (first == &nothing || size.width() < smallest.width() ||
            (size.width() == smallest.width() && size.height() < smallest.height())) {
            first = &items;
            smallest = size;
        }
    }
    // A window's page whose width seen allows no arrangement 10 px numbers, even scrolled up and down (the
    // 14 x 14 scores of the induction lesson in the 400 px between the docks), is laid out at readable
    // numbers all the same, and scrolls sideways too: the narrowest arrangement at 8 px, whose digits are
    // 5 px high, would scroll both ways there anyway. Of the arrangements, the one with the least page to
    // scroll through (width x height: what is seen at once is the same for each), the narrower where they
    // tie. A slide (no width seen) is scaled down to its size instead.
    int leastPixels = kSmallestNumberPixels;
    if (style.visibleWidth > 0 && pixels(readableGrid) < kReadableNumberPixels && !arrangements.empty()) {
        const QRect endless(room.topLeft(), QSize(1 << 20, 1 << 20));
        std::optional<Grid> sideways;
        for (const int index : arrangements) {
            const PageArrangement &items = m_arrangements[size_t(index)];
            Grid grid = gridAt(items, readable, endless, style, scroll, cutBudget);
            const auto area = [](const QSize &size) { return qint64(size.width()) * size.height(); };
            if (!sideways || area(grid.size) < area(sideways->size) ||
                (area(grid.size) == area(sideways->size) && grid.size.width() < sideways->size.width())) {
                first = &items;
                sideways = std::move(grid);
            }
        }
        smallest = sideways->size;
        leastPixels = readable;
        readableGrid = std::move(sideways);
    }
    QSize neededGrid = readableGrid ? readableGrid->size : smallest;
    // While a number is pinned, the height its arrangement takes at the size kept, whatever the width: a
    // height that depends on the width (the numbers a pixel smaller where a vertical scroll bar takes some of
    // it, and so a shorter page) would take the scroll bar away again, the view tipping between the two.
    if (kept)
        neededGrid.setHeight(std::max(neededGrid.height(),
                                      gridAt(m_arrangements[size_t(kept->arrangement)], largest, roomOfAnyHeight, style, scroll, cutBudget)
                                          .size.height()));
    layout.needed = QSize(smallest.width() + 2 * margin, y + neededGrid.height() + (size.height() - bottom));
    // The arrangement with the largest numbers in the room (no smaller than readable, where the page scrolls
    // sideways for them).
    std::optional<Grid> chosen = largestIn(room, cutBudget);
    if (chosen && chosen->pixelSize < leastPixels)
        chosen.reset();
    if (!chosen && !arrangements.empty()) {
        // The page is smaller than its smallest layout: that layout from the room's top left, cut at the edges
        // (the window's view asks for `needed` and scrolls; an export scales the page down).
        layout.fits = false;
        chosen = gridAt(*first, leastPixels, QRect(room.topLeft(), smallest.expandedTo(room.size())), style, scroll, cutBudget);
    }
    // While a number is pinned, the matrices where they were, or as near as the panel under them allows:
    // centred in the room above the panel, they would move up by half the panel's height (39 px at
    // 1280 x 720, 75 at 1920 x 1080 on the alignment lesson's scores), and the lecturer's next click would
    // land on another number.
    if (chosen && kept && kept->top >= 0 && layout.fits) {
        const int top = std::clamp(kept->top, room.top(), std::max(room.top(), room.bottom() + 1 - chosen->size.height()));
        const QRect where(room.left(), top, room.width(), chosen->size.height());
        Grid placed = gridAt(m_arrangements[size_t(kept->arrangement)], chosen->pixelSize, where, style, scroll, cutBudget);
        if (placed.fits)
            chosen = std::move(placed);
    }
    if (chosen) {
        layout.arrangement = chosen->arrangement;
        layout.numberPixelSize = chosen->pixelSize;
        layout.matrices = std::move(chosen->matrices);
        layout.operators = std::move(chosen->operators);
        layout.operatorFont = chosen->operatorFont;
    }
    // On a window's page taller than the view, a pinned number's arithmetic goes under the number's own
    // matrix, and what stood below moves down into the room kept for it at the page's end. At the end it
    // could lie a whole view below the number (the induction lesson's scores, each matrix the view's height
    // in a lecture), and the view, scrolled to it, would lose the number.
    if (pinned && style.visibleHeight > 0 && size.height() > seen && layout.matrices.count(pinned->role)) {
        const auto panel = std::find_if(layout.texts.begin(), layout.texts.end(),
                                        [](const TextBlock &block) { return block.name == QLatin1String("arithmetic"); });
        // Under the lowest of the matrices and signs that begin above the number's matrix's end: its row.
        const int pinnedBottom = layout.matrices.at(pinned->role).bounds.bottom();
        int above = pinnedBottom;
        for (const auto &[role, matrix] : layout.matrices)
            if (matrix.bounds.top() <= pinnedBottom)
                above = std::max(above, matrix.bounds.bottom());
        for (const auto &[symbol, box] : layout.operators)
            if (box.top() <= pinnedBottom)
                above = std::max(above, box.bottom());
        const int padding = arithmeticFrame(scale);
        if (panel != layout.texts.end() && panel->rect.top() - padding - above > margin) {
            const int panelSpan = panel->rect.height() + 2 * padding + margin;
            for (auto &[role, matrix] : layout.matrices) {
                if (matrix.bounds.top() <= above)
                    continue;
                for (QRect *box : {&matrix.bounds, &matrix.captionRect, &matrix.noteRect})
                    if (!box->isNull())
                        box->translate(0, panelSpan);
                matrix.origin.ry() += panelSpan;
            }
            for (auto &[symbol, box] : layout.operators)
                if (box.top() > above)
                    box.translate(0, panelSpan);
            panel->rect.moveTop(above + margin + padding);
        }
    }
    if (y > size.height())
        layout.fits = false;
    return layout;
}

void StagePage::paint(QPainter &painter, const Layout &layout, const PageStyle &style,
                      const std::map<QString, MatrixMarks> &marks) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    for (const TextBlock &block : layout.texts) {
        if (block.name == QLatin1String("arithmetic")) {
            // A panel, framed like a note pinned to the page.
            const int padding = arithmeticFrame(layout.textScale);
            painter.setPen(QPen(style.colours.selection, std::max(2.0, layout.textScale * 2)));
            painter.setBrush(style.colours.cell);
            painter.drawRoundedRect(block.rect.adjusted(-padding, -padding, padding, padding), padding, padding);
        }
        painter.save();
        painter.translate(block.rect.topLeft());
        QAbstractTextDocumentLayout::PaintContext context;
        context.palette.setColor(QPalette::Text, block.colour);
        context.clip = QRectF(QPointF(0, 0), block.rect.size());
        block.text->documentLayout()->draw(&painter, context);
        painter.restore();
    }
    painter.setFont(layout.operatorFont);
    painter.setPen(style.colours.text);
    for (const auto &[symbol, rect] : layout.operators)
        painter.drawText(rect, Qt::AlignCenter, symbol);
    static const MatrixMarks none;
    for (const auto &[role, matrixLayout] : layout.matrices) {
        const auto found = marks.find(role);
        PictureColours colours = style.colours;
        if (role == QLatin1String("weights"))
            colours.valueTint = style.weightTint;
        m_pictures.at(role)->paint(painter, matrixLayout, found == marks.end() ? none : found->second, colours);
    }
    painter.restore();
}

std::vector<std::pair<QString, QRect>> StagePage::texts(const Layout &layout) const
{
    std::vector<std::pair<QString, QRect>> all;
    for (const TextBlock &block : layout.texts) {
        // The ink of each line, not the block's full width: a short title beside nothing overlaps nothing.
        const QRectF used(QPointF(0, 0), block.text->size());
        all.emplace_back(block.text->toPlainText(), QRect(block.rect.topLeft(), used.size().toSize()));
    }
    const QFontMetrics operatorMetrics(layout.operatorFont);
    for (const auto &[symbol, rect] : layout.operators)
        all.emplace_back(symbol, operatorMetrics.boundingRect(rect, Qt::AlignCenter, symbol));
    for (const auto &[role, matrixLayout] : layout.matrices) {
        for (auto &text : m_pictures.at(role)->texts(matrixLayout))
            all.push_back(std::move(text));
    }
    return all;
}

bool StagePage::isPairRole(const QString &role)
{
    return attn::isPairRole(role);
}

std::map<QString, MatrixMarks> StagePage::marksForCell(const QString &role, int row, int column) const
{
    return stageMarksForCell(scope(), role, row, column);
}

std::map<QString, MatrixMarks> StagePage::marksForPair(int query, int key) const
{
    return stageMarksForPair(scope(), query, key);
}

QString StagePage::arithmetic(const QString &role, int row, int column) const
{
    return stageArithmetic(scope(), role, row, column);
}

} // namespace attn

