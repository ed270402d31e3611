#include "HeatmapPicture.h"

#include "FigureText.h"
#include "ColourPalettes.h"
#include "base/EnumKeys.h"
#include "text/MatrixText.h"
#include "WidestLabel.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPaintEngine>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace attn {

/// The keys of ColourRange in files, settings and on the command line, in the order they are listed.
constexpr auto kColourRangeKeys = enumKeys<ColourRange>({
    {ColourRange::Unit, "unit"},
    {ColourRange::Row, "row"},
    {ColourRange::Data, "data"},
});

QString colourRangeKey(ColourRange value)
{
    return kColourRangeKeys.key(value);
}

std::optional<ColourRange> colourRangeFromKey(const QString &key)
{
    return kColourRangeKeys.fromKey(key);
}

namespace {

/// The texts' translation context, in a form lupdate recognises.
struct HeatmapStrings
{
    Q_DECLARE_TR_FUNCTIONS(HeatmapPicture)
};

/// Ticks at 1, 2 or 5 times a power of ten, about five over the range, 0 among them when the range holds it.
std::vector<double> niceTicks(double lower, double upper, int count = 5)
{
    std::vector<double> ticks;
    if (!(upper > lower))
        return {lower};
    const double rough = (upper - lower) / std::max(1, count);
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    double step = power;
    for (double factor : {1.0, 2.0, 5.0, 10.0}) {
        step = factor * power;
        if (step >= rough)
            break;
    }
    for (double tick = std::ceil(lower / step - 1e-9) * step; tick <= upper + step * 1e-9; tick += step)
        ticks.push_back(std::abs(tick) < step * 1e-9 ? 0.0 : tick);
    return ticks;
}

/// Where a key's label goes: above its column, centred on it.
QRect keyLabelColumn(const HeatmapPicture::PanelLayout &where, int key)
{
    const int width = std::max(1, int(where.cell));
    const int centre = int(where.cells.left() + (key + 0.5) * where.cell);
    return QRect(centre - width / 2, 0, width, where.cells.top() - 2);
}

/// Whether a key's label stands upright among turned ones: a single character is no wider than the line a
/// turned label takes across its column, and punctuation turned a quarter reads as something else (":" as
/// "..", "," as a tick).
bool standsUpright(const QString &label)
{
    return label.size() == 1 || (label.size() == 2 && label.front().isHighSurrogate());
}

/// Where a query's label goes: beside its row, a line tall, kept within the rows' height.
QRect queryLabelRow(const HeatmapPicture::PanelLayout &where, int query)
{
    const int line = QFontMetrics(where.labelFont).height();
    int top = int(where.cells.top() + (query + 0.5) * where.cell) - line / 2;
    if (where.cells.height() >= line)
        top = std::clamp(top, where.cells.top(), where.cells.bottom() + 1 - line);
    return QRect(0, top, where.cells.left() - 4, line);
}

/// The room between a panel's title, its labels and its cells.
int panelGap(double chrome)
{
    return int(std::lround(4 * chrome));
}

int decimalsFor(double step)
{
    return std::clamp(int(std::ceil(-std::log10(step) - 1e-9)), 0, 6);
}

/// niceTicks with their texts, at as many decimals as their step needs, and the range's ends with theirs (two
/// figures): a bar of scores from −0.78 to 0.78 ticked only to ±0.5 would hide how far the scores reach. An
/// end near a tick (within 0.7 of a step) takes its place, so that no two labels crowd.
std::vector<std::pair<double, QString>> numberedTicks(double lower, double upper, int count = 5)
{
    std::vector<double> ticks = niceTicks(lower, upper, count);
    const double step = ticks.size() > 1 ? ticks[1] - ticks[0] : 0;
    const int decimals = step > 0 ? decimalsFor(step) : 2;
    std::vector<std::pair<double, QString>> numbered;
    for (double tick : ticks)
        numbered.emplace_back(tick, fixedDecimals(tick, decimals, QLocale()));
    if (step <= 0)
        return numbered;
    for (double end : {lower, upper}) {
        const auto nearest = std::min_element(numbered.begin(), numbered.end(), [end](const auto &a, const auto &b) {
            return std::abs(a.first - end) < std::abs(b.first - end);
        });
        const double distance = std::abs(nearest->first - end);
        if (distance < step * 1e-6)
            continue;
        const int endDecimals = std::max(decimals, std::clamp(1 - int(std::floor(std::log10(std::abs(end)))), 0, 6));
        const std::pair<double, QString> labelled{end, fixedDecimals(end, endDecimals, QLocale())};
        if (distance < step * 0.7 && nearest->first != 0.0)
            *nearest = labelled;
        else
            numbered.push_back(labelled);
    }
    std::sort(numbered.begin(), numbered.end());
    return numbered;
}

} // namespace

HeatmapPicture::HeatmapPicture(HeatmapContent content) : m_content(std::move(content)), m_gradient(m_content.gradient)
{
    // The colour scale: weights span 0 to 1 unless another range is asked for; scores span −m to m with m the
    // largest magnitude, so that the neutral colour means 0 and equal distances mean equal differences.
    // Masked cells take no part: they are hatched, never a colour of the scale.
    // Only what the range needs, by whole-matrix reductions that Eigen vectorises: a figure may hold tens of
    // millions of cells, and this runs on the window's thread when a result arrives.
    constexpr float infinity = std::numeric_limits<float>::infinity();
    float least = infinity, largest = -infinity, magnitude = 0;
    m_rowRanges.resize(m_content.panels.size());
    for (size_t p = 0; p < m_content.panels.size(); ++p) {
        const HeatmapPanel &panel = m_content.panels[p];
        const MatrixF &values = *panel.values;
        if (values.size() == 0)
            continue;
        // Masked cells take no part: they are hatched, never a colour of the scale. Expressions, never a
        // materialised mask: a 4096 x 4096 figure would allocate one on every result.
        const MatrixF &maskOf = panel.maskSource ? *panel.maskSource : values;
        const auto hidden = maskOf.array() == -infinity;
        if (m_content.scoreLike) {
            magnitude = std::max({magnitude, std::abs(hidden.select(0.0f, values.array()).maxCoeff()),
                                  std::abs(hidden.select(0.0f, values.array()).minCoeff())});
        } else if (m_content.range == ColourRange::Data) {
            least = std::min(least, hidden.select(infinity, values.array()).minCoeff());
            largest = std::max(largest, hidden.select(-infinity, values.array()).maxCoeff());
        } else if (m_content.range == ColourRange::Row) {
            const Eigen::ArrayXf rowLeast = hidden.select(infinity, values.array()).rowwise().minCoeff();
            const Eigen::ArrayXf rowLargest = hidden.select(-infinity, values.array()).rowwise().maxCoeff();
            m_rowRanges[p].resize(size_t(values.rows()));
            for (Eigen::Index i = 0; i < values.rows(); ++i)
                // A row with one visible weight: that weight is the row's largest, at the top of the scale.
                m_rowRanges[p][size_t(i)] = rowLargest(i) > rowLeast(i) ? ValueRange(rowLeast(i), rowLargest(i))
                                                                         : ValueRange(rowLeast(i) - 1, rowLeast(i));
        }
    }
    if (m_content.scoreLike)
        m_figureRange = ValueRange(-(magnitude > 0 ? magnitude : 1), magnitude > 0 ? magnitude : 1);
    else if (m_content.range == ColourRange::Data && largest > least)
        m_figureRange = ValueRange(least, largest);
    else
        m_figureRange = ValueRange(0, 1);
    m_cellImages.resize(m_content.panels.size());
    for (const HeatmapPanel &panel : m_content.panels)
        m_anyMasked = m_anyMasked || panel.anyMasked();
}

ValueRange HeatmapPicture::rangeFor(int panel, int query) const
{
    if (!m_content.scoreLike && m_content.range == ColourRange::Row && size_t(panel) < m_rowRanges.size() &&
        size_t(query) < m_rowRanges[size_t(panel)].size())
        return m_rowRanges[size_t(panel)][size_t(query)];
    return m_figureRange;
}

QColor HeatmapPicture::colourOf(int panel, int query, float value) const
{
    return QColor::fromRgb(m_gradient.colour(double(value), rangeFor(panel, query)));
}

QString HeatmapPicture::rangeText() const
{
    if (m_content.scoreLike)
        return HeatmapStrings::tr("%1, symmetric about 0").arg(m_content.valueName);
    switch (m_content.range) {
    case ColourRange::Unit:
        return HeatmapStrings::tr("%1, 0 to 1").arg(m_content.valueName);
    case ColourRange::Row:
        return HeatmapStrings::tr("%1, each row from its least to its largest").arg(m_content.valueName);
    case ColourRange::Data:
        return HeatmapStrings::tr("%1, least to largest shown").arg(m_content.valueName);
    }
    return m_content.valueName;
}

HeatmapPicture::PanelLayout HeatmapPicture::layOutPanel(const HeatmapPanel &panel, const QRect &slot, double scale, double chrome,
                                                        bool single, const QFont &panelTitleFont, int titleHeight,
                                                        const SharedGrid &grid) const
{
    // The labels no larger than the numbers: bold tokens of 34 px beside numbers of 24 would take the cells'
    // room in a lecture's dock, and Ctrl+ would make the numbers smaller still. Smaller labels give the cells
    // more room, so the numbers grow: twice, to come near where they settle. But not below 10 px times the
    // text scale, where the cells allow it: in a window of many tokens, whose numbers the cells' width keeps
    // small, following the numbers would make Ctrl+ shrink the tokens' names (13 px to 9) as the titles grow.
    // Nor above a quarter more than the numbers, whatever the text scale: asked at 40 px for a text scale of
    // 4, the names would take the cells' room and leave 11 px numbers beside 29 px names.
    const double leastLabel = m_content.leastLabelPixels;
    const double asked = std::max(20 * scale, leastLabel);
    PanelLayout layout = layOutPanelWithLabels(panel, slot, scale, chrome, single, panelTitleFont, titleHeight, asked, grid);
    for (int pass = 0; pass < 2 && layout.numbers; ++pass) {
        const double numbers = layout.numberFont.pixelSize();
        const double floor = std::min({asked, 10.0 * scale, 1.25 * numbers});
        if (layout.labelFont.pixelSize() <= std::max(numbers, floor))
            break;
        layout = layOutPanelWithLabels(panel, slot, scale, chrome, single, panelTitleFont, titleHeight,
                                       std::clamp(numbers, std::max(leastLabel, floor), asked), grid);
    }
    return layout;
}

HeatmapPicture::PanelLayout HeatmapPicture::layOutPanelWithLabels(const HeatmapPanel &panel, const QRect &slot, double scale,
                                                                  double chrome, bool single, const QFont &panelTitleFont,
                                                                  int titleHeight, double asked, const SharedGrid &grid) const
{
    PanelLayout layout;
    const int rows = std::max<int>(1, int(panel.values->rows())), columns = std::max<int>(1, int(panel.values->cols()));
    const QFont axisFont = pixelFont(16 * chrome);
    const int gap = panelGap(chrome);
    QRect room = slot;
    if (!panel.title.isEmpty()) {
        const int height = std::max(titleHeight, wrappedTextHeight(panelTitleFont, panel.title, room.width()));
        layout.title = QRect(room.left(), room.top(), room.width(), height);
        room.setTop(room.top() + height + gap);
    }
    const int axisLine = single ? QFontMetrics(axisFont).height() : 0;
    if (single) {
        layout.keyAxisTitle = QRect(room.left(), room.top(), room.width(), axisLine);
        room.setTop(room.top() + axisLine + gap);
        room.setLeft(room.left() + axisLine + gap);
    }
    // The labels: as large as asked, smaller (down to 9 px) where the cells are small, and every k-th
    // where even that does not fit. Key labels turn upwards when they are wider than a column.
    int keyLabelBand = 0;
    // A panel without labels (a model's layer x head grid, whose tokens the large head names) gives all
    // its room to the cells.
    const bool named = !panel.keyLabels.isEmpty() || !panel.queryLabels.isEmpty();
    if (!named) {
        // Right under the title (a grid's heatmap centred in its room would stand as near the next row's
        // title as its own).
        layout.cell = std::max(std::min(double(room.width()) / columns, double(room.height()) / rows), 1e-3);
        const int width = int(std::floor(layout.cell * columns)), height = int(std::floor(layout.cell * rows));
        layout.cells = QRect(room.left() + std::max(0, (room.width() - width) / 2), room.top(), width, height);
        layout.labelFont = pixelFont(asked, true);
    }
    // One try of the labels at a size: the bands they take, the cells left, and whether a label's line fits
    // its cell.
    struct LabelTry
    {
        QFont font;
        double line = 0, needed = 0, widestKey = 0, queryBand = 0, keyBand = 0, cell = 0;
        bool keysTurned = false;
        bool fits() const { return needed <= cell; }
    };
    const auto tryLabels = [&](double pixels) {
        LabelTry at;
        at.font = pixelFont(pixels, true);
        const QFontMetricsF metrics(at.font);
        at.widestKey = widestLabelWidth(panel.keyLabels, metrics);
        const double widestQuery = widestLabelWidth(panel.queryLabels, metrics);
        // A label's line as it is drawn and measured (texts()): the integer metrics' box, which can be a
        // pixel or two taller than the float height (24 against 22.3 at 19 px bold).
        at.line = std::max(metrics.height(), double(QFontMetrics(at.font)
                                                        .boundingRect(QRect(0, 0, 4096, 4096), Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("Mg"))
                                                        .height()));
        at.queryBand = widestQuery + gap;
        // First as if the key labels lay flat; they turn if a column is narrower than the widest.
        at.keyBand = at.line + gap;
        // (In a grid of shared labels, the room of every panel's cells beside one band of labels each way.)
        const auto cellBeside = [&](double queryBand, double keyBand) {
            return std::min((room.width() - queryBand - (grid.columns - 1) * grid.columnSpacing) / (columns * grid.columns),
                            (room.height() - keyBand - (grid.rows - 1) * grid.rowSpacing) / (rows * grid.rows));
        };
        at.cell = cellBeside(at.queryBand, at.keyBand);
        at.keysTurned = at.widestKey + gap > at.cell;
        if (at.keysTurned) {
            at.keyBand = at.widestKey + gap;
            at.cell = cellBeside(at.queryBand, at.keyBand);
        }
        at.cell = std::max(at.cell, 1e-3); // thousands of tokens: a fraction of a pixel each
        // A label's line, with a little air, and a pixel more: each row's label sits at a whole pixel, so two
        // neighbours can come a pixel nearer than a cell.
        at.needed = at.line * 1.05 + 1;
        return at;
    };
    if (named) {
        // The largest size, from 9 px to the size asked, at which every label fits its cell. A larger size
        // widens the labels' bands and so narrows the cells: past that size none fits, below it all do, and
        // halving finds it. (Shrinking by the proportion overshoots: labels asked at 60 px for a large text
        // scale would come down to 9, smaller than at the ordinary scale.)
        LabelTry chosen = tryLabels(asked);
        if (!chosen.fits()) {
            int fitting = m_content.leastLabelPixels, failing = int(std::ceil(asked));
            chosen = tryLabels(fitting);
            while (chosen.fits() && failing - fitting > 1) {
                const int middle = (fitting + failing) / 2;
                const LabelTry at = tryLabels(middle);
                if (at.fits()) {
                    fitting = middle;
                    chosen = at;
                } else {
                    failing = middle;
                }
            }
        }
        // Key labels that lie flat read better than turned ones, a little smaller: down to 85 % of the size
        // chosen, and never below 12 px, the largest at which every key lies flat (on a 1280 x 720 slide the
        // translation lesson's masks compared would otherwise turn "Hello", and its "," and "?" read as a
        // tick and a hook). Not smaller: the queries' labels share the size, and a lower floor would take
        // 14 tokens' 13 px names down to 10 px.
        if (chosen.keysTurned && chosen.fits()) {
            const int least = std::max({12, m_content.leastLabelPixels, int(std::ceil(chosen.font.pixelSize() * 0.85))});
            for (int pixels = chosen.font.pixelSize() - 1; pixels >= least; --pixels) {
                const LabelTry flat = tryLabels(pixels);
                if (!flat.keysTurned && flat.fits()) {
                    chosen = flat;
                    break;
                }
            }
        }
        layout.labelFont = chosen.font;
        layout.keysTurned = chosen.keysTurned;
        const double cell = chosen.cell, needed = chosen.needed;
        layout.cell = cell;
        layout.keyStep = std::max(1, int(std::ceil((layout.keysTurned ? needed : chosen.widestKey + gap) / cell)));
        layout.queryStep = std::max(1, int(std::ceil(needed / cell)));
        // Thinned labels are kept within the rows' height (the first moves down, the last up, by up to half a
        // line): half a line more between them leaves room for that.
        if (layout.queryStep > 1)
            layout.queryStep = int(std::ceil(needed * 1.5 / cell));
        const int width = int(std::floor(cell * columns)), height = int(std::floor(cell * rows));
        // The block of labels and cells centred in its room; panels side by side at its top, so that their
        // rows line up (else three masks of 6, 6 and 5 queries would begin at three heights).
        const int blockWidth = int(chosen.queryBand) + grid.columns * width + (grid.columns - 1) * grid.columnSpacing;
        const int blockHeight = int(chosen.keyBand) + height;
        const int left = room.left() + std::max(0, (room.width() - blockWidth) / 2);
        const int top = room.top() + (single ? std::max(0, (room.height() - blockHeight) / 2) : 0);
        layout.cells = QRect(left + int(chosen.queryBand), top + int(chosen.keyBand), width, height);
        layout.queryLabelBand = int(chosen.queryBand);
        keyLabelBand = int(chosen.keyBand);
    }
    if (single) {
        // Each axis title as long as its side of the cells at most: smaller, or left out.
        const std::optional<QFont> keyFont = fittedFont(axisFont, m_content.keyAxisTitle, layout.cells.width(), m_content.leastTitlePixels);
        const std::optional<QFont> queryFont = fittedFont(axisFont, m_content.queryAxisTitle, layout.cells.height(), m_content.leastTitlePixels);
        layout.keyAxisFont = keyFont.value_or(axisFont);
        layout.queryAxisFont = queryFont.value_or(axisFont);
        if (keyFont)
            layout.keyAxisTitle = QRect(layout.cells.left(), std::max(layout.keyAxisTitle.top(), layout.cells.top() - keyLabelBand - axisLine - gap),
                                        layout.cells.width(), axisLine);
        else
            layout.keyAxisTitle = QRect();
        // Beside the labels, not at the edge of the figure.
        if (queryFont)
            layout.queryAxisTitle = QRect(std::max(slot.left(), layout.cells.left() - layout.queryLabelBand - axisLine - gap), layout.cells.top(),
                                          axisLine, layout.cells.height());
    }
    fitNumbers(layout, panel, scale);
    return layout;
}

std::vector<HeatmapPicture::PanelLayout> HeatmapPicture::sharedLabelGrid(const QRect &room, double scale, double chrome,
                                                                         const QFont &panelTitleFont) const
{
    const int count = int(m_content.panels.size());
    const int columns = std::min(m_content.columns, count), rows = (count + columns - 1) / columns;
    const int gap = int(std::lround(6 * chrome)), titleGap = panelGap(chrome);
    const QFontMetrics titleMetrics(panelTitleFont);
    int widestTitle = 0;
    for (const HeatmapPanel &panel : m_content.panels)
        widestTitle = std::max(widestTitle, titleMetrics.horizontalAdvance(panel.title));
    const auto titlesHeight = [&](int width) {
        int height = 0;
        for (const HeatmapPanel &panel : m_content.panels)
            if (!panel.title.isEmpty())
                height = std::max(height, wrappedTextHeight(panelTitleFont, panel.title, width));
        return height;
    };
    // The first panel in the room of the whole grid; each row after the first begins with its titles under
    // the cells above (the first row's stand over the keys' names). The columns stand a gap apart, or as far
    // apart as their titles need on one line where the room allows ("L2 H2 (silenced)" over cells narrower
    // than it); a title that still wraps makes the rows' titles taller, and the grid is laid out again.
    int titleHeight = titlesHeight((room.width() - gap * (columns - 1)) / columns);
    SharedGrid grid;
    PanelLayout first;
    int queryBand = 0, pitch = 0;
    for (int attempt = 0; attempt < 3; ++attempt) {
        grid = SharedGrid{columns, rows, gap, gap + (titleHeight > 0 ? titleHeight + titleGap : 0)};
        first = layOutPanel(m_content.panels.front(), room, scale, chrome, false, panelTitleFont, titleHeight, grid);
        const int width = first.cells.width();
        queryBand = first.queryLabelBand;
        pitch = width + gap;
        if (columns > 1)
            pitch = std::clamp(widestTitle + gap, width + gap, std::max(width + gap, (room.width() - queryBand - width) / (columns - 1)));
        const int needed = titlesHeight(pitch);
        if (needed <= titleHeight)
            break;
        titleHeight = needed;
    }
    const int blockWidth = queryBand + (columns - 1) * pitch + first.cells.width();
    const int cellsLeft = room.left() + std::max(0, (room.width() - blockWidth) / 2) + queryBand;
    std::vector<PanelLayout> panels;
    for (int p = 0; p < count; ++p) {
        PanelLayout where = first;
        const int row = p / columns, column = p % columns;
        where.keysNamed = row == 0;
        where.queriesNamed = column == 0;
        where.cells.moveTopLeft(QPoint(cellsLeft + column * pitch, first.cells.top() + row * (first.cells.height() + grid.rowSpacing)));
        // The title over its own cells, as wide as a column (the first panel's, laid out in the whole grid's
        // room, has the grid's width).
        if (titleHeight > 0)
            where.title = QRect(where.cells.center().x() - pitch / 2, row == 0 ? first.title.top() : where.cells.top() - titleGap - titleHeight,
                                pitch, titleHeight);
        fitNumbers(where, m_content.panels[size_t(p)], scale);
        panels.push_back(where);
    }
    return panels;
}

void HeatmapPicture::fitNumbers(PanelLayout &layout, const HeatmapPanel &panel, double scale) const
{
    // Numbers where they fit: the widest value decides the size; below the least size (9 px in the window)
    // they go. The largest whole pixel size at which it fits, so that a larger cell never gets smaller
    // numbers (a size scaled by the proportion the widest value overflowed, then rounded, would draw 16 px
    // numbers in a cell wider than one that holds 17). It fits with a gap to the next cell's number that a reader sees at once, as a matrix's
    // numbers have (at least 6 px, or three tenths of the size): without it, 14 tokens in a lecture's dock
    // would have 11 px numbers in 25 px cells, "0.000.00" with a light box over each masked one's neighbour.
    const double most = std::min(layout.cell * 0.42, 30.0 * scale);
    layout.numberFont = pixelFont(most);
    layout.numbers = false;
    const int least = m_content.leastNumberPixels;
    if (most < least || panel.values->size() == 0)
        return;
    // At a fixed number of decimals the widest is the largest, the most negative, or −∞.
    constexpr float infinity = std::numeric_limits<float>::infinity();
    const MatrixF &values = *panel.values;
    const float largest = values.maxCoeff();
    const float smallest = (values.array() == -infinity).select(infinity, values.array()).minCoeff();
    QStringList widestCandidates{QStringLiteral("−∞")};
    for (float value : {largest, smallest})
        if (std::isfinite(value))
            widestCandidates << fixedDecimals(double(value), m_content.precision, QLocale());
    for (int pixels = int(std::lround(most)); pixels >= least; --pixels) {
        const QFont font = pixelFont(pixels);
        const QFontMetricsF metrics(font);
        double widest = 0;
        for (const QString &text : widestCandidates)
            widest = std::max(widest, metrics.horizontalAdvance(text));
        if (widest + std::max(6.0, 0.3 * pixels) <= layout.cell) {
            layout.numberFont = font;
            layout.numbers = true;
            break;
        }
    }
}

std::pair<HeatmapPicture::Layout, double> HeatmapPicture::layOutScaledToFit(const QSize &size, double textScale) const
{
    Layout layout = layOut(size, textScale);
    double grown = 1;
    for (int step = 0; step < 30 && !layout.fits; ++step) {
        grown *= 1.2;
        layout = layOut(QSize(int(std::ceil(size.width() * grown)), int(std::ceil(size.height() * grown))), textScale);
    }
    return {layout, 1 / grown};
}

HeatmapPicture::Layout HeatmapPicture::layOut(const QSize &size, double textScale) const
{
    // Labels grow with the figure; titles, the colour bar and the notes only as far as it is large, so that a
    // narrow dock at lecture size keeps the room of the cells, which matter most.
    const auto grownBy = [this, &size](double labelScale, double titleScale) {
        return layOutAt(size, figureTextScale(QSizeF(size), labelScale), figureChromeScale(QSizeF(size), titleScale));
    };
    Layout grown = grownBy(textScale, textScale);
    if (textScale <= 1)
        return grown;
    // A larger text scale never makes the numbers or the tokens' names smaller: the titles, the colour bar
    // and the notes, grown, would take the cells' room, and the numbers follow the cells (`--font-scale 2`
    // would draw a head's numbers at 14 px rather than 17; Ctrl+ twice in the real-model window, at 9 px
    // rather than 12). Where the figure cannot hold every text as large as asked, every text grows as far as
    // keeps them, and then the titles alone as far again: the titles give way first. The ordinary scale's
    // layout keeps them by definition, and is the last resort.
    const Layout ordinary = grownBy(1.0, 1.0);
    const auto keeps = [this, &ordinary](const Layout &layout) { return keepsTheCellsTexts(layout, ordinary); };
    if (keeps(grown))
        return grown;
    // A larger text takes more of the cells' room: halving finds the largest scale that keeps them, between
    // one that does and the largest a window allows, whatever the scale asked, so that a larger one never
    // finds less.
    const auto largestKeeping = [&keeps](double least, const auto &grownTo) {
        double most = kLargestTextScale;
        for (int halving = 0; halving < 7; ++halving) {
            const double middle = (least + most) / 2;
            (keeps(grownTo(middle)) ? least : most) = middle;
        }
        return least;
    };
    const double everyText = std::min(textScale, largestKeeping(1.0, [&](double scale) { return grownBy(scale, scale); }));
    const double titles = std::min(textScale, largestKeeping(everyText, [&](double scale) { return grownBy(everyText, scale); }));
    // (A scale between two that keep them can lose a pixel to rounding: the one below it then.)
    if (Layout titlesGrown = grownBy(everyText, titles); keeps(titlesGrown))
        return titlesGrown;
    if (Layout everyTextGrown = grownBy(everyText, everyText); keeps(everyTextGrown))
        return everyTextGrown;
    return ordinary;
}

bool HeatmapPicture::keepsTheCellsTexts(const Layout &layout, const Layout &ordinary) const
{
    if (layout.panels.size() != ordinary.panels.size())
        return false;
    for (size_t p = 0; p < layout.panels.size(); ++p) {
        const PanelLayout &panel = layout.panels[p], &was = ordinary.panels[p];
        const HeatmapPanel &content = m_content.panels[p];
        const bool named = !content.keyLabels.isEmpty() || !content.queryLabels.isEmpty();
        if (named && (panel.labelFont.pixelSize() < was.labelFont.pixelSize() || panel.keyStep > was.keyStep || panel.queryStep > was.queryStep))
            return false;
        if (was.numbers && (!panel.numbers || panel.numberFont.pixelSize() < was.numberFont.pixelSize()))
            return false;
        // Cells that show neither numbers nor names (a model's layer x head grid) are their colours: they keep
        // their size. (Named ones keep it as far as their names need: those are the larger, the larger the cells.)
        if (!was.numbers && !named && panel.cell < was.cell * 0.999)
            return false;
    }
    return true;
}

HeatmapPicture::Layout HeatmapPicture::layOutAt(const QSize &size, double scale, double chrome) const
{
    Layout layout;
    layout.size = size;
    layout.scale = scale;
    const int margin = int(std::lround(8 * chrome)), gap = int(std::lround(6 * chrome));
    QRect room(margin, margin, size.width() - 2 * margin, size.height() - 2 * margin);
    layout.titleFont = pixelFont(22 * chrome, true);
    layout.panelTitleFont = pixelFont(17 * chrome, true);
    const QString title = m_content.panels.empty() ? m_content.emptyReason : m_content.title;
    // Two lines at most, where a smaller font (down to three fifths) allows: the cells need the room.
    layout.titleFont = fontWithinLines(layout.titleFont, title, room.width(), 2);
    const int titleHeight = wrappedTextHeight(layout.titleFont, title, room.width());
    layout.title = QRect(room.left(), room.top(), room.width(), titleHeight);
    room.setTop(room.top() + titleHeight + gap);
    if (m_content.panels.empty())
        return layout;

    // The colour bar on the right: the bar, its ticks, and the name of its range read upwards beside them.
    layout.barFont = pixelFont(15 * chrome);
    const QFontMetrics barMetrics(layout.barFont);
    const bool perRow = !m_content.scoreLike && m_content.range == ColourRange::Row;
    const ValueRange barRange = this->barRange();
    if (perRow)
        layout.ticks = {{0.0, HeatmapStrings::tr("least")}, {1.0, HeatmapStrings::tr("largest")}};
    else
        layout.ticks = numberedTicks(barRange.lower, barRange.upper);
    int tickWidth = 0;
    for (const auto &[value, text] : layout.ticks)
        tickWidth = std::max(tickWidth, barMetrics.horizontalAdvance(text));
    layout.barText = rangeText();
    const int barWidth = int(std::lround(20 * chrome));
    const int barBlock = barWidth + gap + tickWidth + gap + barMetrics.height();
    room.setRight(room.right() - barBlock - gap);

    // A fixed grid named at its edges: a band on the left for the rows' names and one above for the columns'.
    // Their font as large as a panel's title, smaller (down to 9 px) where a name would take more than a third
    // of a row's height or be wider than a column.
    const bool namedAtEdges = m_content.columns > 0 && (!m_content.rowNames.isEmpty() || !m_content.columnNames.isEmpty());
    int rowNameBand = 0;
    if (namedAtEdges) {
        const int columns = std::min(m_content.columns, int(m_content.panels.size()));
        const int rows = (int(m_content.panels.size()) + columns - 1) / columns;
        const auto widest = [](const QFont &font, const QStringList &names) {
            int width = 0;
            for (const QString &name : names)
                width = std::max(width, QFontMetrics(font).horizontalAdvance(name));
            return width;
        };
        layout.gridNameFont = pixelFont(17 * chrome, true);
        for (;;) {
            const QFontMetrics metrics(layout.gridNameFont);
            rowNameBand = widest(layout.gridNameFont, m_content.rowNames);
            const int columnNameBand = m_content.columnNames.isEmpty() ? 0 : metrics.height() + gap;
            const int rowHeight = (room.height() - columnNameBand - gap * (rows - 1)) / rows;
            const int columnWidth = (room.width() - rowNameBand - gap - gap * (columns - 1)) / columns;
            if (layout.gridNameFont.pixelSize() <= 9 ||
                (3 * metrics.height() <= rowHeight && widest(layout.gridNameFont, m_content.columnNames) <= columnWidth))
                break;
            layout.gridNameFont = pixelFont(layout.gridNameFont.pixelSize() - 1, true);
        }
        if (rowNameBand > 0)
            room.setLeft(room.left() + rowNameBand + gap);
        if (!m_content.columnNames.isEmpty())
            room.setTop(room.top() + QFontMetrics(layout.gridNameFont).height() + gap);
    }

    // Notes at the bottom: the mask, and labels thinned out (measured after a first layout).
    layout.noteFont = pixelFont(15 * chrome);
    const bool single = m_content.panels.size() == 1;
    QStringList notes;
    if (m_anyMasked)
        notes << m_content.maskNote;
    QRect panelsRoom = room;
    for (int pass = 0; pass < 2; ++pass) {
        const int noteHeight = wrappedTextHeight(layout.noteFont, notes.join(u' '), room.width());
        panelsRoom = QRect(room.left(), room.top(), room.width(), room.height() - (noteHeight ? noteHeight + gap : 0));
        layout.notes = QRect(room.left(), panelsRoom.bottom() + gap, room.width(), noteHeight);
        // The grid of panels that gives each the largest cells: three masks side by side on a wide slide,
        // one above the other in a tall, narrow dock.
        const int count = int(m_content.panels.size());
        double bestCell = -1;
        if (m_content.columns > 0) {
            // A fixed grid of many panels (a model's layers x heads): titles on one line, smaller where the
            // slot is narrow, so that every panel keeps the same room for its cells.
            const int columns = std::min(m_content.columns, count), rows = (count + columns - 1) / columns;
            const int slotWidth = (panelsRoom.width() - gap * (columns - 1)) / columns;
            const int slotHeight = (panelsRoom.height() - gap * (rows - 1)) / rows;
            int widest = 0;
            for (const HeatmapPanel &panel : m_content.panels)
                widest = std::max(widest, QFontMetrics(layout.panelTitleFont).horizontalAdvance(panel.title));
            if (widest > slotWidth)
                layout.panelTitleFont = pixelFont(std::max(std::max(9.0, double(m_content.leastTitlePixels)), 17 * chrome * slotWidth / widest * 0.95), true);
            // Nor taller than a quarter of a row, down to 9 px, where the cells could use the room: twelve
            // layers at 1280 x 720 would have titles 20 px tall over heatmaps of 24, and at a text scale of 2
            // heatmaps of 11.
            // Where the cells are as wide as the slot, the room they leave is the title's.
            double cellsHeight = 0;
            for (const HeatmapPanel &panel : m_content.panels)
                cellsHeight = std::max(cellsHeight, double(slotWidth) * double(panel.values->rows()) / double(std::max<Eigen::Index>(1, panel.values->cols())));
            const int titleRoom = std::max(slotHeight / 4, slotHeight - panelGap(chrome) - int(std::ceil(cellsHeight)));
            while (layout.panelTitleFont.pixelSize() > std::max(9, m_content.leastTitlePixels) && QFontMetrics(layout.panelTitleFont).height() > titleRoom)
                layout.panelTitleFont = pixelFont(layout.panelTitleFont.pixelSize() - 1, true);
        }
        // (Shared only where every panel has the first one's tokens, as the content promises.)
        const bool alike = std::all_of(m_content.panels.begin(), m_content.panels.end(), [this](const HeatmapPanel &panel) {
            return panel.queryLabels == m_content.panels.front().queryLabels && panel.keyLabels == m_content.panels.front().keyLabels &&
                   panel.values->rows() == m_content.panels.front().values->rows() &&
                   panel.values->cols() == m_content.panels.front().values->cols();
        });
        const bool shared = m_content.sharedLabels && m_content.columns > 0 && count > 1 && alike;
        if (shared)
            layout.panels = sharedLabelGrid(panelsRoom, scale, chrome, layout.panelTitleFont);
        const int fewestColumns = m_content.columns > 0 ? std::min(m_content.columns, count) : 1;
        const int mostColumns = m_content.columns > 0 ? fewestColumns : count;
        for (int columns = fewestColumns; !shared && columns <= mostColumns; ++columns) {
            const int rows = (count + columns - 1) / columns;
            std::vector<PanelLayout> candidate;
            const int slotWidth = (panelsRoom.width() - gap * (columns - 1)) / columns;
            const int slotHeight = (panelsRoom.height() - gap * (rows - 1)) / rows;
            double smallest = std::numeric_limits<double>::max();
            std::vector<int> rowTitleHeights(size_t(rows), 0);
            for (int p = 0; p < count; ++p)
                if (!m_content.panels[size_t(p)].title.isEmpty())
                    rowTitleHeights[size_t(p / columns)] = std::max(rowTitleHeights[size_t(p / columns)],
                                                                    wrappedTextHeight(layout.panelTitleFont, m_content.panels[size_t(p)].title, slotWidth));
            for (int p = 0; p < count; ++p) {
                const QRect slot(panelsRoom.left() + (p % columns) * (slotWidth + gap), panelsRoom.top() + (p / columns) * (slotHeight + gap),
                                 slotWidth, slotHeight);
                candidate.push_back(layOutPanel(m_content.panels[size_t(p)], slot, scale, chrome, single, layout.panelTitleFont,
                                                rowTitleHeights[size_t(p / columns)], SharedGrid()));
                smallest = std::min(smallest, candidate.back().cell);
            }
            if (smallest > bestCell + 1e-9) {
                bestCell = smallest;
                layout.panels = std::move(candidate);
            }
        }
        int keyStep = 1, queryStep = 1;
        for (const PanelLayout &panel : layout.panels) {
            keyStep = std::max(keyStep, panel.keyStep);
            queryStep = std::max(queryStep, panel.queryStep);
        }
        const auto thinnedNote = [keyStep, queryStep] {
            if (keyStep > 1 && queryStep > 1)
                return HeatmapStrings::tr("Labels: one key in %1 and one query in %2 (too many to name each).").arg(keyStep).arg(queryStep);
            if (keyStep > 1)
                return HeatmapStrings::tr("Labels: one key in %1 (too many to name each).").arg(keyStep);
            return HeatmapStrings::tr("Labels: one query in %1 (too many to name each).").arg(queryStep);
        };
        if (pass == 1) {
            // The note's room can make the cells smaller and the steps larger: it states those drawn. Its
            // length changes by a digit at most, so the room taken for it still holds it.
            if (keyStep > 1 || queryStep > 1)
                notes.back() = thinnedNote();
            break;
        }
        if (keyStep == 1 && queryStep == 1)
            break;
        // Say that not every token is named, and lay out again with the note's room taken.
        notes << thinnedNote();
    }
    layout.noteText = notes.join(u' ');

    // A fixed grid's rows close up, each a gap under the cells of the one above: heads whose slot is taller
    // than they are wide would leave a band of white under every row (the group is centred below).
    if (m_content.columns > 0) {
        const size_t columns = size_t(std::min(m_content.columns, int(layout.panels.size())));
        for (size_t rowStart = columns; rowStart < layout.panels.size(); rowStart += columns) {
            const size_t rowEnd = std::min(rowStart + columns, layout.panels.size());
            int above = 0, top = std::numeric_limits<int>::max();
            for (size_t p = rowStart - columns; p < rowStart; ++p)
                above = std::max(above, layout.panels[p].cells.bottom());
            for (size_t p = rowStart; p < rowEnd; ++p)
                top = std::min(top, layout.panels[p].title.isNull() ? layout.panels[p].cells.top() : layout.panels[p].title.top());
            const int up = top - (above + 1 + gap);
            for (size_t p = rowStart; up > 0 && p < rowEnd; ++p)
                for (QRect *box : {&layout.panels[p].title, &layout.panels[p].cells})
                    if (!box->isNull())
                        box->translate(0, -up);
        }
    }
    // The notes right under the cells, where the eye is, rather than at the foot of a tall figure.
    int cellsBottom = 0;
    for (const PanelLayout &panel : layout.panels)
        cellsBottom = std::max(cellsBottom, panel.cells.bottom());
    if (!layout.noteText.isEmpty() && cellsBottom + gap < layout.notes.top())
        layout.notes.moveTop(cellsBottom + gap);
    // Panels side by side begin at their slots' top (their rows line up); as a group, with their notes and
    // the figure's title, they stand in the middle of the room rather than leave its lower half empty. The
    // title goes with them: left at the top, a closed-up grid of 48 heads would stand 190 px below it.
    if (!single) {
        const int usedBottom = layout.noteText.isEmpty() ? cellsBottom : layout.notes.bottom();
        const int shift = std::max(0, (room.bottom() - usedBottom) / 2);
        for (PanelLayout &panel : layout.panels)
            for (QRect *box : {&panel.title, &panel.cells, &panel.keyAxisTitle, &panel.queryAxisTitle})
                if (!box->isNull())
                    box->translate(0, shift);
        layout.notes.translate(0, shift);
        layout.title.translate(0, shift);
    }
    if (namedAtEdges) {
        // Each name beside or over the cells it names, wherever the grid closed up and settled.
        const int columns = std::min(m_content.columns, int(layout.panels.size()));
        const QFontMetrics metrics(layout.gridNameFont);
        for (int c = 0; c < columns && c < m_content.columnNames.size(); ++c) {
            const QRect &cells = layout.panels[size_t(c)].cells;
            const int width = std::max(cells.width(), metrics.horizontalAdvance(m_content.columnNames[c]));
            layout.gridNames.push_back({m_content.columnNames[c],
                                        QRect(cells.center().x() - width / 2, cells.top() - gap - metrics.height(), width, metrics.height()),
                                        Qt::AlignHCenter | Qt::AlignBottom});
        }
        for (int r = 0; r * columns < int(layout.panels.size()) && r < m_content.rowNames.size(); ++r) {
            const QRect &cells = layout.panels[size_t(r * columns)].cells;
            layout.gridNames.push_back({m_content.rowNames[r],
                                        QRect(cells.left() - gap - rowNameBand, cells.center().y() - metrics.height() / 2, rowNameBand, metrics.height()),
                                        Qt::AlignRight | Qt::AlignVCenter});
        }
    }
    // Readable: a cell that holds a token's name at the smallest size, or, for many tokens, cells of 120 px.
    layout.fits = std::all_of(layout.panels.begin(), layout.panels.end(), [](const PanelLayout &panel) {
        return panel.cell >= kReadableCell || std::min(panel.cells.width(), panel.cells.height()) >= kReadablePanel;
    });
    // The bar spans the cells, from the top of the highest panel's to the foot of the lowest's.
    QRect span = layout.panels.front().cells;
    for (const PanelLayout &panel : layout.panels)
        span = span.united(panel.cells);
    // Beside the cells and the panels' titles, not at the edge of a wide figure.
    int cellsRight = 0;
    const QFontMetrics panelTitleMetrics(layout.panelTitleFont);
    for (size_t p = 0; p < layout.panels.size(); ++p) {
        cellsRight = std::max(cellsRight, layout.panels[p].cells.right());
        if (!m_content.panels[p].title.isEmpty())
            cellsRight = std::max(cellsRight, panelTitleMetrics.boundingRect(layout.panels[p].title, Qt::TextWordWrap | Qt::AlignHCenter | Qt::AlignTop,
                                                                             m_content.panels[p].title).right() - 2 * gap);
    }
    const int barLeft = std::min(cellsRight + 3 * gap, room.right() + gap);
    // The tick labels at its ends stand half a line beyond it: the bar stays that far inside the figure, and
    // above the notes where their lines reach under it.
    const int halfLine = barMetrics.height() / 2 + 1;
    span.setTop(std::max(span.top(), halfLine));
    span.setBottom(std::min(span.bottom(), size.height() - 1 - halfLine));
    if (!layout.noteText.isEmpty() &&
        QFontMetrics(layout.noteFont).boundingRect(layout.notes, Qt::TextWordWrap | Qt::AlignHCenter | Qt::AlignTop, layout.noteText).right() >= barLeft)
        span.setBottom(std::min(span.bottom(), layout.notes.top() - 1 - halfLine));
    layout.bar = QRect(barLeft, span.top(), barWidth, std::max(1, span.height()));
    // As many ticks as the bar has room for, a line and a half apart.
    if (!perRow) {
        const int room = std::max(1, int(layout.bar.height() / (barMetrics.height() * 1.5)));
        if (int(layout.ticks.size()) > room + 1)
            layout.ticks = numberedTicks(barRange.lower, barRange.upper, room);
    }
    layout.barTitle = QRect(layout.bar.right() + gap + tickWidth + gap, span.top(), barMetrics.height(), std::max(1, span.height()));
    // The range's name along the bar: smaller, or only the value's name, or nothing, as the bar's length allows.
    layout.barTitleFont = layout.barFont;
    if (const std::optional<QFont> font = fittedFont(layout.barFont, layout.barText, layout.bar.height(), m_content.leastTitlePixels)) {
        layout.barTitleFont = *font;
    } else if (const std::optional<QFont> shorter = fittedFont(layout.barFont, m_content.valueName, layout.bar.height(), m_content.leastTitlePixels)) {
        layout.barTitleFont = *shorter;
        layout.barText = m_content.valueName;
    } else {
        layout.barText.clear();
    }
    return layout;
}

namespace {

/// Diagonal lines over a masked cell, rather than a pattern brush, cut to the cell by arithmetic rather than by
/// a clip path, so that SVG (whose generator ignores clipping) and PDF keep them inside the cell. The lines are
/// the panel's (cells: all of them), x + y = origin + 9k, each cell drawing its piece of them: masked
/// neighbours join into whole stripes. Lines begun afresh in each cell would leave a cell narrower than their
/// spacing one short dash or none, so that a grid of small heatmaps would show some masks dotted and others
/// plain grey.
void hatchCell(QPainter &painter, const QRectF &cell, const QRect &cells)
{
    painter.setPen(QPen(QColor(0x88, 0x88, 0x88), 1.5));
    const double origin = cells.left() + cells.top();
    const double lowest = cell.left() + cell.top(), highest = cell.right() + cell.bottom();
    for (double line = origin + 9 * std::ceil((lowest - origin) / 9); line < highest; line += 9) {
        // Where x + y = line crosses the cell: x from where it enters at the bottom or the left to where it
        // leaves at the top or the right.
        const double left = std::max(cell.left(), line - cell.bottom()), right = std::min(cell.right(), line - cell.top());
        if (left < right)
            painter.drawLine(QPointF(left, line - left), QPointF(right, line - right));
    }
}

/// A masked cell's grey, under its hatching.
constexpr QRgb kMaskFill = 0xffdddddd;

} // namespace

void HeatmapPicture::paintCells(QPainter &painter, const Layout &layout, int panelIndex) const
{
    const HeatmapPanel &panel = m_content.panels[size_t(panelIndex)];
    const PanelLayout &where = layout.panels[size_t(panelIndex)];
    const MatrixF &values = *panel.values;
    const Eigen::Index rows = values.rows(), columns = values.cols();
    if (rows == 0 || columns == 0)
        return;
    const QColor maskFill(kMaskFill);
    const bool vectorFile = !(painter.paintEngine() && painter.paintEngine()->type() == QPaintEngine::Raster);
    if (where.cell < 3 && !(vectorFile && rows * columns <= HeatmapPicture::kVectorCellLimit)) {
        // Hundreds of tokens: cells smaller than a few pixels, drawn as one picture without smoothing. In SVG
        // and PDF (past kVectorCellLimit, below which every cell is a rectangle) it holds one pixel per cell. On a screen or a PNG one pixel per device pixel, each showing the
        // largest of the cells it covers, so that a strong weight is never lost between pixels; a masked weight
        // is 0 and a masked score −∞, below every visible value.
        QSize pixels{int(columns), int(rows)};
        if (painter.paintEngine() && painter.paintEngine()->type() == QPaintEngine::Raster) {
            const qreal ratio = painter.device()->devicePixelRatioF();
            pixels = pixels.boundedTo(QSize(int(std::ceil(where.cells.width() * ratio)), int(std::ceil(where.cells.height() * ratio))));
        } else {
            // SVG and PDF beyond kVectorCellLimit: one pixel per cell up to 2048 each way (a 4096-token figure
            // would otherwise embed 64 MB per head); beyond that, the same max-pooling.
            pixels = pixels.boundedTo(QSize(2048, 2048));
        }
        if (pixels.isEmpty())
            return;
        QImage &image = m_cellImages[size_t(panelIndex)];
        if (image.size() != pixels)
            image = pooledCells(panelIndex, pixels);
        painter.save();
        painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
        painter.drawImage(where.cells, image);
        painter.restore();
        return;
    }
    painter.setFont(where.numberFont);
    const QFontMetricsF numberMetrics(where.numberFont);
    for (Eigen::Index i = 0; i < rows; ++i) {
        for (Eigen::Index j = 0; j < columns; ++j) {
            const QRectF cell = cellRect(layout, panelIndex, int(i), int(j));
            const bool masked = panel.isMasked(i, j);
            const float value = values(i, j);
            const QColor fill = masked ? maskFill : colourOf(panelIndex, int(i), value);
            painter.fillRect(cell, fill);
            if (masked && where.cell >= 3)
                hatchCell(painter, cell, where.cells);
            if (where.numbers) {
                const QString text = masked && std::isinf(value) ? QStringLiteral("−∞") : fixedDecimals(double(value), m_content.precision, QLocale());
                // A light box behind the number keeps it readable over the hatching. It stays 2 px inside
                // the cell, so that a band of hatching still frames each masked number: boxes as wide as the
                // cells would join a row of masked numbers into one grey band, the last one against the
                // grid's edge.
                if (masked)
                    painter.fillRect(numberMetrics.boundingRect(cell, Qt::AlignCenter, text)
                                         .adjusted(-2, 0, 2, 0)
                                         .intersected(cell.adjusted(2, 2, -2, -2)),
                                     maskFill);
                painter.setPen(masked ? QColor(0x44, 0x44, 0x44) : readableTextColour(fill));
                painter.drawText(cell, Qt::AlignCenter, text);
            }
        }
    }
    // Thin white lines between cells keep neighbouring cells of similar colour apart.
    if (where.cell >= 6) {
        painter.setPen(QPen(Qt::white, 1));
        for (Eigen::Index i = 1; i < rows; ++i) {
            const double y = where.cells.top() + i * where.cell;
            painter.drawLine(QPointF(where.cells.left(), y), QPointF(where.cells.left() + columns * where.cell, y));
        }
        for (Eigen::Index j = 1; j < columns; ++j) {
            const double x = where.cells.left() + j * where.cell;
            painter.drawLine(QPointF(x, where.cells.top()), QPointF(x, where.cells.top() + rows * where.cell));
        }
    }
}

QImage HeatmapPicture::pooledCells(int panelIndex, const QSize &pixels) const
{
    const HeatmapPanel &panel = m_content.panels[size_t(panelIndex)];
    const MatrixF &values = *panel.values;
    const Eigen::Index rows = values.rows(), columns = values.cols();
    const QColor maskFill(kMaskFill);
    // One pass along the rows (contiguous in memory), each cell raising the maximum of the pixel it falls
    // in: a 4096 x 4096 figure is read once, not block by block across strided columns.
    const int width = std::max(1, pixels.width()), height = std::max(1, pixels.height());
    std::vector<int> rowPixel(static_cast<size_t>(rows)), columnPixel(static_cast<size_t>(columns));
    for (Eigen::Index i = 0; i < rows; ++i)
        rowPixel[size_t(i)] = int(i * height / rows);
    for (Eigen::Index j = 0; j < columns; ++j)
        columnPixel[size_t(j)] = int(j * width / columns);
    // Coloured by each row's own range, a pixel shows the largest share of its row's range among its
    // cells (pooling the raw weights would colour another row's largest by the first row's range).
    const bool byRow = !m_content.scoreLike && m_content.range == ColourRange::Row;
    std::vector<float> rowLeast(byRow ? size_t(rows) : 0), rowScale(byRow ? size_t(rows) : 0);
    for (Eigen::Index i = 0; byRow && i < rows; ++i) {
        const ValueRange range = rangeFor(panelIndex, int(i));
        rowLeast[size_t(i)] = float(range.lower);
        rowScale[size_t(i)] = range.size() > 0 ? float(1.0 / range.size()) : 0.0f;
    }
    // Each row of cells raises the maxima of one row of pixels, small enough to stay in the cache while
    // the cells stream past.
    static_assert(MatrixF::IsRowMajor, "a row's cells are read as one contiguous run");
    std::vector<float> largest(static_cast<size_t>(width) * size_t(height), -std::numeric_limits<float>::infinity());
    for (Eigen::Index i = 0; i < rows; ++i) {
        const float *cells = values.row(i).data();
        float *most = largest.data() + size_t(rowPixel[size_t(i)]) * size_t(width);
        if (byRow) {
            const float least = rowLeast[size_t(i)], scale = rowScale[size_t(i)];
            for (Eigen::Index j = 0; j < columns; ++j) {
                float &pixel = most[columnPixel[size_t(j)]];
                pixel = std::max(pixel, (cells[j] - least) * scale);
            }
        } else {
            for (Eigen::Index j = 0; j < columns; ++j) {
                float &pixel = most[columnPixel[size_t(j)]];
                pixel = std::max(pixel, cells[j]);
            }
        }
    }
    // The first row and column of each pixel's block, for the mask and the colour range.
    std::vector<Eigen::Index> firstRow(static_cast<size_t>(height), rows), firstColumn(static_cast<size_t>(width), columns);
    std::vector<Eigen::Index> lastRow(static_cast<size_t>(height), 0);
    for (Eigen::Index i = rows - 1; i >= 0; --i)
        firstRow[size_t(rowPixel[size_t(i)])] = i;
    for (Eigen::Index i = 0; i < rows; ++i)
        lastRow[size_t(rowPixel[size_t(i)])] = i;
    for (Eigen::Index j = columns - 1; j >= 0; --j)
        firstColumn[size_t(columnPixel[size_t(j)])] = j;
    QImage image(QSize(width, height), QImage::Format_RGB32);
    for (int y = 0; y < height; ++y) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        for (int x = 0; x < width; ++x) {
            // The mask is causal: a block is wholly masked exactly when its lowest, leftmost cell is.
            const float value = largest[size_t(y) * size_t(width) + size_t(x)];
            line[x] = firstColumn[size_t(x)] < columns && panel.isMasked(lastRow[size_t(y)], firstColumn[size_t(x)])
                          ? maskFill.rgb()
                      : byRow ? m_gradient.colour(double(value), ValueRange(0, 1))
                              : colourOf(panelIndex, int(std::min(firstRow[size_t(y)], rows - 1)), value).rgb();
        }
    }
    return image;
}

std::vector<std::pair<QString, QRect>> HeatmapPicture::texts(const Layout &layout, std::vector<int> *pixelSizes) const
{
    std::vector<std::pair<QString, QRect>> all;
    auto add = [&all, pixelSizes](const QFont &font, const QString &text, const QRect &box, int flags) {
        if (text.isEmpty())
            return;
        all.emplace_back(text, QFontMetrics(font).boundingRect(box, flags, text));
        if (pixelSizes)
            pixelSizes->push_back(font.pixelSize());
    };
    // A turned text's box: its width and height swap about the box's centre.
    auto addTurned = [&all, pixelSizes](const QFont &font, const QString &text, const QRect &box, Qt::Alignment alongAlignment) {
        if (text.isEmpty())
            return;
        const QFontMetrics metrics(font);
        const int length = metrics.horizontalAdvance(text), line = metrics.height();
        int top = box.center().y() - length / 2;
        if (alongAlignment & Qt::AlignBottom)
            top = box.bottom() - length;
        all.emplace_back(text, QRect(box.center().x() - line / 2, top, line, length));
        if (pixelSizes)
            pixelSizes->push_back(font.pixelSize());
    };
    const QString title = m_content.panels.empty() ? m_content.emptyReason : m_content.title;
    add(layout.titleFont, title, layout.title, Qt::TextWordWrap | Qt::AlignHCenter | Qt::AlignTop);
    for (const Layout::GridName &name : layout.gridNames)
        add(layout.gridNameFont, name.text, name.box, int(name.alignment));
    for (size_t p = 0; p < layout.panels.size(); ++p) {
        const PanelLayout &where = layout.panels[p];
        const HeatmapPanel &panel = m_content.panels[p];
        add(layout.panelTitleFont, panel.title, where.title, Qt::TextWordWrap | Qt::AlignHCenter | Qt::AlignTop);
        if (!where.keyAxisTitle.isEmpty())
            add(where.keyAxisFont, m_content.keyAxisTitle, where.keyAxisTitle, Qt::AlignCenter);
        if (!where.queryAxisTitle.isEmpty())
            addTurned(where.queryAxisFont, m_content.queryAxisTitle, where.queryAxisTitle, Qt::AlignVCenter);
        const QFontMetrics labels(where.labelFont);
        for (int j = 0; where.keysNamed && j < panel.keyLabels.size(); j += where.keyStep) {
            const QRect column = keyLabelColumn(where, j);
            if (where.keysTurned && !standsUpright(panel.keyLabels[j]))
                addTurned(where.labelFont, panel.keyLabels[j], column, Qt::AlignBottom);
            else
                add(where.labelFont, panel.keyLabels[j], QRect(column.left(), where.cells.top() - labels.height() - 2, column.width(), labels.height()),
                    Qt::AlignHCenter | Qt::AlignBottom);
        }
        for (int i = 0; where.queriesNamed && i < panel.queryLabels.size(); i += where.queryStep) {
            add(where.labelFont, panel.queryLabels[i], queryLabelRow(where, i), Qt::AlignRight | Qt::AlignVCenter);
        }
    }
    if (!layout.panels.empty()) {
        for (const auto &[value, text] : layout.ticks) {
            add(layout.barFont, text, tickLabelBox(layout, value), Qt::AlignLeft | Qt::AlignVCenter);
        }
        addTurned(layout.barTitleFont, layout.barText, layout.barTitle, Qt::AlignVCenter);
        add(layout.noteFont, layout.noteText, layout.notes, Qt::TextWordWrap | Qt::AlignHCenter | Qt::AlignTop);
    }
    return all;
}

void HeatmapPicture::paintFocus(QPainter &painter, const Layout &layout, const std::optional<std::array<int, 3>> &focus) const
{
    if (!focus)
        return;
    painter.save();
    for (size_t p = 0; p < layout.panels.size(); ++p) {
        const HeatmapPanel &panel = m_content.panels[p];
        // The focused pair: a black and a white outline, visible on any colour of any palette.
        if ((*focus)[0] != panel.head || (*focus)[1] >= panel.values->rows() || (*focus)[2] >= panel.values->cols())
            continue;
        QRectF cell = cellRect(layout, int(p), (*focus)[1], (*focus)[2]);
        if (cell.width() < 12 || cell.height() < 12) // a tiny cell gets a ring that can be seen
            cell = QRectF(cell.center() - QPointF(8, 8), QSizeF(16, 16));
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(Qt::black, 5));
        painter.drawRect(cell.adjusted(2.5, 2.5, -2.5, -2.5));
        painter.setPen(QPen(Qt::white, 2));
        painter.drawRect(cell.adjusted(2.5, 2.5, -2.5, -2.5));
    }
    painter.restore();
}

void HeatmapPicture::paint(QPainter &painter, const Layout &layout, const std::optional<std::array<int, 3>> &focus) const
{
    painter.save();
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(QRect(QPoint(0, 0), layout.size), Qt::white);
    painter.setPen(Qt::black);
    const QString title = m_content.panels.empty() ? m_content.emptyReason : m_content.title;
    painter.setFont(layout.titleFont);
    painter.drawText(layout.title, Qt::TextWordWrap | Qt::AlignHCenter | Qt::AlignTop | Qt::TextDontClip, title);
    auto drawTurned = [&painter](const QString &text, const QRect &box, bool atBottom) {
        // Reads upwards: rotated a quarter turn anticlockwise about the box's centre.
        painter.save();
        painter.translate(box.center().x(), atBottom ? box.bottom() : box.center().y());
        painter.rotate(-90);
        const int length = painter.fontMetrics().horizontalAdvance(text), line = painter.fontMetrics().height();
        painter.drawText(QRect(atBottom ? 0 : -length / 2 - 2, -line / 2, length + 4, line), Qt::AlignLeft | Qt::AlignVCenter, text);
        painter.restore();
    };
    painter.setFont(layout.gridNameFont);
    for (const Layout::GridName &name : layout.gridNames)
        painter.drawText(name.box, int(name.alignment) | Qt::TextDontClip, name.text);
    for (size_t p = 0; p < layout.panels.size(); ++p) {
        const PanelLayout &where = layout.panels[p];
        const HeatmapPanel &panel = m_content.panels[p];
        painter.setPen(Qt::black);
        if (!panel.title.isEmpty()) {
            painter.setFont(layout.panelTitleFont);
            painter.drawText(where.title, Qt::TextWordWrap | Qt::AlignHCenter | Qt::AlignTop | Qt::TextDontClip, panel.title);
        }
        if (!where.keyAxisTitle.isEmpty()) {
            painter.setFont(where.keyAxisFont);
            painter.drawText(where.keyAxisTitle, Qt::AlignCenter | Qt::TextDontClip, m_content.keyAxisTitle);
        }
        if (!where.queryAxisTitle.isEmpty()) {
            painter.setFont(where.queryAxisFont);
            drawTurned(m_content.queryAxisTitle, where.queryAxisTitle, false);
        }
        painter.setFont(where.labelFont);
        const QFontMetrics labels(where.labelFont);
        for (int j = 0; where.keysNamed && j < panel.keyLabels.size(); j += where.keyStep) {
            const QRect column = keyLabelColumn(where, j);
            if (where.keysTurned && !standsUpright(panel.keyLabels[j]))
                drawTurned(panel.keyLabels[j], column, true);
            else
                painter.drawText(QRect(column.left(), where.cells.top() - labels.height() - 2, column.width(), labels.height()),
                                 Qt::AlignHCenter | Qt::AlignBottom | Qt::TextDontClip, panel.keyLabels[j]);
        }
        for (int i = 0; where.queriesNamed && i < panel.queryLabels.size(); i += where.queryStep)
            painter.drawText(queryLabelRow(where, i), Qt::AlignRight | Qt::AlignVCenter | Qt::TextDontClip, panel.queryLabels[i]);
        paintCells(painter, layout, int(p));
    }
    paintFocus(painter, layout, focus);
    if (!layout.panels.empty()) {
        // The bar, bottom (least) to top (largest), in as many bands as it has pixels.
        const ValueRange barRange = this->barRange();
        const int steps = std::max(2, layout.bar.height());
        QImage bar(1, steps, QImage::Format_RGB32);
        for (int k = 0; k < steps; ++k) {
            const double value = barRange.lower + (barRange.upper - barRange.lower) * (steps - 1 - k) / (steps - 1);
            bar.setPixel(0, k, m_gradient.colour(value, barRange));
        }
        painter.drawImage(layout.bar, bar);
        painter.setPen(QPen(Qt::black, 1));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(layout.bar);
        painter.setFont(layout.barFont);
        for (const auto &[value, text] : layout.ticks) {
            const QRect box = tickLabelBox(layout, value);
            const int y = box.top() + box.height() / 2; // the tick itself, the box being centred on it
            painter.drawLine(layout.bar.right() - 4, y, layout.bar.right() + 3, y);
            painter.drawText(box, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, text);
        }
        painter.setFont(layout.barTitleFont);
        if (!layout.barText.isEmpty())
            drawTurned(layout.barText, layout.barTitle, false);
        painter.setFont(layout.noteFont);
        painter.drawText(layout.notes, Qt::TextWordWrap | Qt::AlignHCenter | Qt::AlignTop | Qt::TextDontClip, layout.noteText);
    }
    painter.restore();
}

ValueRange HeatmapPicture::barRange() const
{
    // Per row, the bar shows a row's own least (0) to largest (1); otherwise the figure's range.
    return !m_content.scoreLike && m_content.range == ColourRange::Row ? ValueRange(0, 1) : m_figureRange;
}

QRect HeatmapPicture::tickLabelBox(const Layout &layout, double value) const
{
    const ValueRange range = barRange();
    const int y = int(std::lround(layout.bar.bottom() - (value - range.lower) / (range.upper - range.lower) * layout.bar.height()));
    const int line = QFontMetrics(layout.barFont).height();
    return QRect(layout.bar.right() + 6, y - line / 2, layout.barTitle.left() - layout.bar.right() - 6, line);
}

QRectF HeatmapPicture::cellRect(const Layout &layout, int panel, int query, int key) const
{
    const PanelLayout &where = layout.panels.at(size_t(panel));
    return QRectF(where.cells.left() + key * where.cell, where.cells.top() + query * where.cell, where.cell, where.cell);
}

std::optional<HeatmapPicture::CellHit> HeatmapPicture::cellAt(const Layout &layout, const QPointF &point) const
{
    for (size_t p = 0; p < layout.panels.size(); ++p) {
        const PanelLayout &where = layout.panels[p];
        const HeatmapPanel &panel = m_content.panels[p];
        if (where.cell <= 0 || point.x() < where.cells.left() || point.y() < where.cells.top())
            continue;
        const int key = int((point.x() - where.cells.left()) / where.cell);
        const int query = int((point.y() - where.cells.top()) / where.cell);
        if (query >= 0 && query < panel.values->rows() && key >= 0 && key < panel.values->cols())
            return CellHit{int(p), query, key};
    }
    return std::nullopt;
}

} // namespace attn
