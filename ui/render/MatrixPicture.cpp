#include "MatrixPicture.h"

#include "text/MatrixText.h"
#include "WidestLabel.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QLocale>
#include <QPainter>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>
#include <limits>

namespace attn {
namespace {

/// The room between two columns of numbers at the font's pixel size: a quarter of an em, at least 5 px.
int numberAir(int pixelSize)
{
    return std::max(5, pixelSize / 4);
}

/// The rule drawn where a head's columns begin in the concatenation: as heavy as the text's strokes.
double groupRuleWidth(int pixelSize)
{
    return std::max(2.0, pixelSize / 8.0);
}

/// The texts' translation context, in a form lupdate recognises.
struct MatrixPictureStrings
{
    Q_DECLARE_TR_FUNCTIONS(MatrixPicture)
};

/// The size at which label widths are measured, then scaled to the size drawn.
constexpr int kReferencePixelSize = 64;
/// The smallest a matrix's note is drawn, unless its numbers are smaller still.
constexpr int kSmallestNotePixels = 9;

int shownCount(const std::vector<int> &indices)
{
    return int(std::count_if(indices.begin(), indices.end(), [](int index) { return index >= 0; }));
}

/// Whether a column's label stands on the farther of two staggered lines: every second one.
bool onFartherLine(const MatrixPicture::Layout &layout, int slot)
{
    return layout.staggeredLabels && slot % 2 == 1;
}

/// Where a column's label goes: the header cell above its slot, or on staggered lines the line's height
/// centred over the slot and two slots wide (a staggered label is wider than its column, narrower than two).
QRect columnLabelBox(const MatrixPicture::Layout &layout, int slot)
{
    const int left = layout.origin.x() + slot * layout.cellWidth;
    if (!layout.staggeredLabels)
        return QRect(left, layout.origin.y() - layout.cellHeight, layout.cellWidth, layout.cellHeight);
    const int fartherLine = layout.headerHeight - layout.cellHeight;
    const QRect line = onFartherLine(layout, slot) ? QRect(0, layout.origin.y() - layout.headerHeight, 0, fartherLine)
                                                   : QRect(0, layout.origin.y() - layout.cellHeight, 0, layout.cellHeight);
    return QRect(left - layout.cellWidth / 2, line.top(), 2 * layout.cellWidth, line.height());
}

/// Where a row's label goes: left of its slot, a third of an em from the numbers.
QRect rowLabelBox(const MatrixPicture::Layout &layout, int slot)
{
    return QRect(layout.origin.x() - layout.rowLabelWidth, layout.origin.y() + slot * layout.cellHeight,
                 layout.rowLabelWidth - layout.font.pixelSize() / 3, layout.cellHeight);
}

/// A caption as written in a formula: "W_Q" is W with a subscript Q, as the page's formula line draws it
/// (W<sub>Q</sub>), not W, an underscore and Q. The parts in order, each marked whether it is a subscript:
/// what follows an underscore, up to a space or a bracket.
std::vector<std::pair<QString, bool>> captionParts(const QString &caption)
{
    std::vector<std::pair<QString, bool>> parts;
    static const QRegularExpression subscript(QStringLiteral("_([^\\s()\\[\\],_]+)"));
    qsizetype at = 0;
    for (QRegularExpressionMatchIterator it = subscript.globalMatch(caption); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        if (match.capturedStart() > at)
            parts.emplace_back(caption.mid(at, match.capturedStart() - at), false);
        parts.emplace_back(match.captured(1), true);
        at = match.capturedEnd();
    }
    if (at < caption.size())
        parts.emplace_back(caption.mid(at), false);
    return parts;
}

/// A subscript's font: seven tenths of the caption's size.
QFont subscriptFont(const QFont &font)
{
    QFont smaller = font;
    smaller.setPixelSize(std::max(1, font.pixelSize() * 7 / 10));
    return smaller;
}

/// The caption's width as drawn, subscripts in their smaller font.
int captionAdvance(const QFont &font, const QString &caption)
{
    const QFontMetrics normal(font), sub(subscriptFont(font));
    int width = 0;
    for (const auto &[text, isSubscript] : captionParts(caption))
        width += isSubscript ? sub.horizontalAdvance(text) : normal.horizontalAdvance(text);
    return width;
}

/// Draws the caption from the left of box, centred in its height, subscripts lowered by a third of the
/// caption's ascent.
void drawCaption(QPainter &painter, const QRect &box, const QFont &font, const QString &caption)
{
    const QFontMetrics normal(font);
    const QFont smaller = subscriptFont(font);
    const QFontMetrics sub(smaller);
    const int baseline = box.top() + (box.height() - normal.height()) / 2 + normal.ascent();
    int x = box.left();
    for (const auto &[text, isSubscript] : captionParts(caption)) {
        painter.setFont(isSubscript ? smaller : font);
        painter.drawText(QPoint(x, baseline + (isSubscript ? normal.ascent() / 3 : 0)), text);
        x += isSubscript ? sub.horizontalAdvance(text) : normal.horizontalAdvance(text);
    }
    painter.setFont(font);
}

} // namespace

std::vector<int> shownIndices(int count, int budget, int start)
{
    std::vector<int> indices;
    if (count <= budget) {
        for (int i = 0; i < count; ++i)
            indices.push_back(i);
        return indices;
    }
    // The last ones stay: a causal mask's last row, the last token; about a fifth of the slots.
    budget = std::max(budget, 3);
    const int tail = std::max(1, budget / 5);
    // Never so far down that the slots go unused: the last start shows the rows just before the tail.
    start = std::clamp(start, 0, std::max(0, count - budget + 1));
    const bool leadingEllipsis = start > 0;
    // The slots left for the rows from start, and for an ellipsis before the tail unless they reach it.
    const int room = budget - tail - (leadingEllipsis ? 1 : 0);
    const int head = std::max(1, start + room >= count - tail ? count - tail - start : room - 1);
    if (leadingEllipsis)
        indices.push_back(-1);
    for (int i = start; i < start + head; ++i)
        indices.push_back(i);
    if (start + head < count - tail)
        indices.push_back(-1);
    for (int i = count - tail; i < count; ++i)
        indices.push_back(i);
    return indices;
}

bool MatrixPicture::Layout::complete() const
{
    return std::find(rows.begin(), rows.end(), -1) == rows.end() &&
           std::find(columns.begin(), columns.end(), -1) == columns.end();
}

MatrixPicture::MatrixPicture(QString role, QString caption, std::shared_ptr<const MatrixF> matrix, QStringList rowLabels,
                             QStringList columnLabels, int precision, const QFont &baseFont)
    : m_role(std::move(role)), m_caption(std::move(caption)), m_matrix(std::move(matrix)), m_rowLabels(std::move(rowLabels)),
      m_columnLabels(std::move(columnLabels)), m_precision(precision), m_baseFont(baseFont)
{
    // At a fixed number of decimals the widest entry is the largest, the most negative, or −∞ (masked).
    // Overflow never reaches a picture, so the only entries that are not finite are masked ones.
    const MatrixF &values = *m_matrix;
    if (values.size() > 0) {
        // Whole-matrix reductions, which Eigen vectorises (millions of numbers for thousands of tokens, on the
        // window's thread); the third pass only where something is masked.
        constexpr float infinity = std::numeric_limits<float>::infinity();
        const float largest = values.maxCoeff();
        const float least = values.minCoeff();
        const bool masked = least == -infinity;
        const float smallest = masked ? (values.array() == -infinity).select(infinity, values.array()).minCoeff() : least;
        if (largest > -infinity) {
            // One at a time: GCC 12 warns, wrongly, that inserting a list here writes past the vector.
            m_widestEntries.push_back(largest);
            m_widestEntries.push_back(smallest);
        }
        if (masked)
            m_widestEntries.push_back(-infinity);
    }
    // Label widths grow in proportion to the font: measured once here at a large size, then scaled for each
    // size the page tries.
    QFont reference = m_baseFont;
    reference.setPixelSize(kReferencePixelSize);
    reference.setBold(true);
    const QFontMetricsF labels(reference);
    auto widestPerPixel = [&labels](const QStringList &all, qsizetype count) {
        QStringList named = all;
        for (qsizetype i = all.size(); i < count; ++i) // unlabelled rows are numbered
            named << QString::number(i + 1);
        return widestLabelWidth(named.isEmpty() ? QStringList{QStringLiteral("0")} : named, labels) / kReferencePixelSize;
    };
    m_rowLabelWidthPerPixel = widestPerPixel(m_rowLabels, std::min<qsizetype>(values.rows(), 10000));
    m_columnLabelWidthPerPixel = widestPerPixel(m_columnLabels, std::min<qsizetype>(values.cols(), 10000));
    QFont numberFont = m_baseFont;
    numberFont.setPixelSize(kReferencePixelSize);
    m_widestNumberWidthPerPixel = widestEntryAdvance(QFontMetricsF(numberFont)) / kReferencePixelSize;
}

bool MatrixPicture::columnLabelsOutgrowNumbers() const
{
    // The labels are drawn at 17/20 of the numbers' size (layOut).
    return m_columnLabelWidthPerPixel * 17 / 20 > m_widestNumberWidthPerPixel;
}

QString MatrixPicture::formatted(float value) const
{
    if (std::isinf(value))
        return value < 0 ? QStringLiteral("−∞") : QStringLiteral("∞");
    return fixedDecimals(double(value), m_precision, QLocale());
}

QString MatrixPicture::rowLabel(int row) const
{
    return row < m_rowLabels.size() ? m_rowLabels[row] : QString::number(row + 1);
}

QString MatrixPicture::columnLabel(int column) const
{
    return column < m_columnLabels.size() ? m_columnLabels[column] : QString::number(column + 1);
}

MatrixPicture::Layout MatrixPicture::layOut(QPoint topLeft, int pixelSize, int rowBudget, int columnBudget, int firstRow,
                                            int firstColumn, bool forScreen, bool staggerLabels, bool captionBesideLabels,
                                            int leastTextPixels, double rowSpacing, int largestCaptionPixels) const
{
    Layout layout;
    layout.font = m_baseFont;
    layout.font.setPixelSize(std::max(1, pixelSize));
    // Labels a little smaller than the numbers, as table headers are: a token wider than its numbers
    // widens the whole column, and the numbers are what the room reads.
    layout.labelFont = layout.font;
    layout.labelFont.setBold(true);
    layout.labelFont.setPixelSize(std::max(1, pixelSize * 17 / 20));
    layout.captionFont = layout.labelFont;
    layout.captionFont.setPixelSize(std::max(1, pixelSize * 9 / 10));
    // The note ("7 of 64 columns shown (wheel, Shift+wheel)") is what tells a student that the matrix goes
    // on and how to see the rest: smaller than the numbers, but at a desk view's 10 px numbers not 7 px.
    layout.noteFont = layout.font;
    layout.noteFont.setPixelSize(std::max({1, pixelSize * 7 / 10, std::min(pixelSize, kSmallestNotePixels)}));
    if (largestCaptionPixels > 0)
        layout.captionFont.setPixelSize(std::min(layout.captionFont.pixelSize(), largestCaptionPixels));
    for (QFont *font : {&layout.labelFont, &layout.captionFont, &layout.noteFont})
        font->setPixelSize(std::max(font->pixelSize(), leastTextPixels));
    const QFontMetrics numbers(layout.font);
    // Only the entries themselves set the width (zero for an empty matrix): room kept for a minus sign that
    // no entry has would cost a lecture a third of its number size on a page of all-positive weights.
    const int widest = widestEntryAdvance(numbers);
    const int labelPixels = layout.labelFont.pixelSize();
    const int columnLabelWidth = int(std::ceil(m_columnLabelWidthPerPixel * labelPixels));
    // A quarter of an em of air between numbers, the alternate columns' shading parting them too (a third
    // would cost a lecture's products a pixel of number size at 1080p); at least 5 px, so that small numbers
    // with minus signs never read as a subtraction (with 4, "0.19-0.11" and "1.900.20" run together at 14 px
    // on a projector, where the shading washes out). A label wider than the numbers widens its column.
    // Where heads' rules part the columns (the concatenation), the rule's width comes on top of the air, so
    // that it stands between the numbers rather than on their digits.
    const int air = numberAir(pixelSize) + (m_groupStarts.empty() ? 0 : int(std::ceil(groupRuleWidth(pixelSize))));
    layout.numberInset = air / 2;
    layout.cellHeight = std::max(3, int(std::lround(numbers.height() * rowSpacing)));
    layout.rowLabelWidth = int(std::ceil(m_rowLabelWidthPerPixel * labelPixels)) + air;
    layout.rows = shownIndices(int(m_matrix->rows()), rowBudget, firstRow);
    layout.columns = shownIndices(int(m_matrix->cols()), columnBudget, firstColumn);
    layout.rowBudget = rowBudget;
    layout.columnBudget = columnBudget;
    // Staggered, two labels on one line stand two columns apart, half a label em between them at least (room
    // for the tick that comes down between them from the other line): on one line, a sentence's words over
    // its scores would widen every column to "attention", and a lecture's 11 x 11 scores at 1280 x 720 would
    // have 14 px numbers.
    const int labelGap = std::max(air, labelPixels / 2);
    layout.staggeredLabels = staggerLabels && layout.columns.size() > 1 && columnLabelWidth > widest;
    layout.cellWidth = layout.staggeredLabels ? std::max(widest + air, (columnLabelWidth + labelGap + 1) / 2)
                                              : std::max(widest, columnLabelWidth) + air;
    layout.headerHeight = layout.cellHeight;
    // The first and the last label reach past their columns by up to half their overhang each way: into the
    // corner above the row labels, and past the grid on the right.
    int overhangLeft = 0, overhangRight = 0;
    if (layout.staggeredLabels) {
        layout.headerHeight += QFontMetrics(layout.labelFont).height() * 11 / 10;
        const int overhang = std::max(0, (columnLabelWidth - layout.cellWidth + 1) / 2);
        overhangLeft = std::max(0, overhang - layout.rowLabelWidth);
        overhangRight = overhang;
    }

    const int shownRows = shownCount(layout.rows), shownColumns = shownCount(layout.columns);
    const bool rowsCut = shownRows < m_matrix->rows(), columnsCut = shownColumns < m_matrix->cols();
    if (rowsCut && columnsCut)
        layout.note = MatrixPictureStrings::tr("%1 of %2 rows and %3 of %4 columns shown")
                          .arg(shownRows).arg(m_matrix->rows()).arg(shownColumns).arg(m_matrix->cols());
    else if (rowsCut)
        layout.note = MatrixPictureStrings::tr("%1 of %2 rows shown").arg(shownRows).arg(m_matrix->rows());
    else if (columnsCut)
        layout.note = MatrixPictureStrings::tr("%1 of %2 columns shown").arg(shownColumns).arg(m_matrix->cols());
    if (forScreen && !layout.note.isEmpty())
        layout.note += MatrixPictureStrings::tr(" (wheel, Shift+wheel)");

    const QFontMetrics captionMetrics(layout.captionFont), noteMetrics(layout.noteFont);
    const int captionHeight = m_caption.isEmpty() ? 0 : captionMetrics.height() * 5 / 4;
    const int noteHeight = layout.note.isEmpty() ? 0 : noteMetrics.height() * 5 / 4;
    const int gridWidth = overhangLeft + layout.rowLabelWidth + int(layout.columns.size()) * layout.cellWidth + overhangRight;
    const int captionWidth = m_caption.isEmpty() ? 0 : captionAdvance(layout.captionFont, m_caption);
    // Staggered, the caption stands on the farther line of labels where it ends an em before that line's
    // first label, the line as tall as a caption's: so it stands level with its neighbours' captions, as the
    // rows do, rather than a line above them ("Scores Q Kᵀ" over the cost lesson's Q and K).
    if (captionBesideLabels && layout.staggeredLabels && captionHeight > 0 && noteHeight == 0) {
        const int firstFartherColumn = layout.columns[1];
        const QString firstFartherText = firstFartherColumn < 0 ? QStringLiteral("⋯") : columnLabel(firstFartherColumn);
        const int firstFartherLabel = QFontMetrics(layout.labelFont).horizontalAdvance(firstFartherText);
        const int labelLeft = overhangLeft + layout.rowLabelWidth + layout.cellWidth * 3 / 2 - firstFartherLabel / 2;
        // An em of the caption's air at least, or it reads on into the words ("Scores Q Kᵀ compares token").
        layout.captionBesideLabels = captionWidth + std::max(labelGap, layout.captionFont.pixelSize()) <= labelLeft;
    }
    if (layout.captionBesideLabels)
        layout.headerHeight = layout.cellHeight + captionHeight;
    // The caption's own band above the labels, none where it stands beside them.
    const int captionAbove = layout.captionBesideLabels ? 0 : captionHeight;
    const int gridHeight = layout.headerHeight + int(layout.rows.size()) * layout.cellHeight;
    const int noteWidth = layout.note.isEmpty() ? 0 : noteMetrics.horizontalAdvance(layout.note);
    const int width = std::max({gridWidth, captionWidth, noteWidth});
    // The grid is centred under a caption wider than itself.
    const int gridLeft = topLeft.x() + (width - gridWidth) / 2 + overhangLeft;
    layout.captionRect = QRect(topLeft.x(), topLeft.y(), width, captionHeight);
    layout.noteRect = QRect(topLeft.x(), topLeft.y() + captionAbove, width, noteHeight);
    layout.origin = QPoint(gridLeft + layout.rowLabelWidth, topLeft.y() + captionAbove + noteHeight + layout.headerHeight);
    layout.bounds = QRect(topLeft, QSize(width, captionAbove + noteHeight + gridHeight));
    return layout;
}

QRect MatrixPicture::cellRect(const Layout &layout, int row, int column) const
{
    const auto rowSlot = std::find(layout.rows.begin(), layout.rows.end(), row);
    const auto columnSlot = std::find(layout.columns.begin(), layout.columns.end(), column);
    if (row < 0 || column < 0 || rowSlot == layout.rows.end() || columnSlot == layout.columns.end())
        return {};
    return QRect(layout.origin.x() + int(columnSlot - layout.columns.begin()) * layout.cellWidth,
                 layout.origin.y() + int(rowSlot - layout.rows.begin()) * layout.cellHeight, layout.cellWidth,
                 layout.cellHeight);
}

std::optional<QPoint> MatrixPicture::cellAt(const Layout &layout, const QPoint &point) const
{
    const QPoint offset = point - layout.origin;
    if (offset.x() < 0 || offset.y() < 0 || layout.cellWidth <= 0 || layout.cellHeight <= 0)
        return std::nullopt;
    const size_t columnSlot = size_t(offset.x() / layout.cellWidth);
    const size_t rowSlot = size_t(offset.y() / layout.cellHeight);
    if (rowSlot >= layout.rows.size() || columnSlot >= layout.columns.size())
        return std::nullopt;
    const int row = layout.rows[rowSlot], column = layout.columns[columnSlot];
    if (row < 0 || column < 0)
        return std::nullopt;
    return QPoint(row, column);
}

std::vector<std::pair<QString, QRect>> MatrixPicture::texts(const Layout &layout) const
{
    std::vector<std::pair<QString, QRect>> all;
    const QFontMetrics labels(layout.labelFont);
    auto placed = [](const QFontMetrics &metrics, const QString &text, const QRect &box, Qt::Alignment alignment) {
        // Where the text goes inside its box, as drawText places it: what overlap checks compare.
        return metrics.boundingRect(box, int(alignment), text);
    };
    if (!m_caption.isEmpty()) {
        // As drawCaption places it: from the box's left, the caption's height centred in the box's.
        const QFontMetrics captionMetrics(layout.captionFont);
        const int top = layout.captionRect.top() + (layout.captionRect.height() - captionMetrics.height()) / 2;
        all.emplace_back(m_caption, QRect(layout.captionRect.left(), top, captionAdvance(layout.captionFont, m_caption),
                                          captionMetrics.height()));
    }
    if (!layout.note.isEmpty())
        all.emplace_back(layout.note, placed(QFontMetrics(layout.noteFont), layout.note, layout.noteRect, Qt::AlignLeft | Qt::AlignVCenter));
    for (size_t slot = 0; slot < layout.columns.size(); ++slot) {
        if (layout.columns[slot] < 0)
            continue;
        const QString text = columnLabel(layout.columns[slot]);
        all.emplace_back(text, placed(labels, text, columnLabelBox(layout, int(slot)), Qt::AlignCenter));
    }
    for (size_t slot = 0; slot < layout.rows.size(); ++slot) {
        if (layout.rows[slot] < 0)
            continue;
        const QString text = rowLabel(layout.rows[slot]);
        all.emplace_back(text, placed(labels, text, rowLabelBox(layout, int(slot)), Qt::AlignRight | Qt::AlignVCenter));
    }
    return all;
}

void MatrixPicture::paint(QPainter &painter, const Layout &layout, const MatrixMarks &marks, const PictureColours &colours) const
{
    painter.save();
    if (!m_caption.isEmpty()) {
        painter.setPen(colours.text);
        drawCaption(painter, layout.captionRect, layout.captionFont, m_caption);
    }
    if (!layout.note.isEmpty()) {
        painter.setFont(layout.noteFont);
        painter.setPen(colours.faintText);
        painter.drawText(layout.noteRect, Qt::AlignLeft | Qt::AlignVCenter, layout.note);
    }
    const int rowSlots = int(layout.rows.size()), columnSlots = int(layout.columns.size());
    auto slotRect = [&layout](int rowSlot, int columnSlot) {
        return QRect(layout.origin.x() + columnSlot * layout.cellWidth, layout.origin.y() + rowSlot * layout.cellHeight,
                     layout.cellWidth, layout.cellHeight);
    };
    // Labels: column labels above, row labels to the left; an ellipsis slot gets ⋯ or ⋮.
    painter.setFont(layout.labelFont);
    painter.setPen(colours.faintText);
    for (int slot = 0; slot < columnSlots; ++slot) {
        const int column = layout.columns[size_t(slot)];
        const QRect box = columnLabelBox(layout, slot);
        painter.drawText(box, Qt::AlignCenter | Qt::TextDontClip, column < 0 ? QStringLiteral("⋯") : columnLabel(column));
        if (onFartherLine(layout, slot)) {
            // The tick that says which column a label of the farther line names, down between the nearer
            // line's labels (staggered, they leave a gap there): dotted, in the labels' colour, a leader
            // rather than a rule, which would read as walls boxing the nearer line's words into cells.
            painter.save();
            painter.setPen(QPen(colours.faintText, std::max(1.0, layout.font.pixelSize() / 12.0), Qt::DotLine));
            const int x = box.center().x();
            painter.drawLine(QPoint(x, box.bottom() + 1), QPoint(x, layout.origin.y() - 1));
            painter.restore();
        }
    }
    for (int slot = 0; slot < rowSlots; ++slot) {
        const int row = layout.rows[size_t(slot)];
        painter.drawText(rowLabelBox(layout, slot), Qt::AlignRight | Qt::AlignVCenter | Qt::TextDontClip, row < 0 ? QStringLiteral("⋮") : rowLabel(row));
    }
    painter.setFont(layout.font);
    const QFontMetricsF numberMetrics(layout.font);
    // Right-aligned, so that the decimal points line up, half the air from the right: the widest entry gets
    // the other half on its left, and a minus sign never touches the frame or the number before it.
    const int inset = layout.numberInset;
    for (int rowSlot = 0; rowSlot < rowSlots; ++rowSlot) {
        const int i = layout.rows[size_t(rowSlot)];
        for (int columnSlot = 0; columnSlot < columnSlots; ++columnSlot) {
            const int j = layout.columns[size_t(columnSlot)];
            const QRect cell = slotRect(rowSlot, columnSlot);
            const bool marked = (i >= 0 && marks.rows.contains(i)) || (j >= 0 && marks.columns.contains(j));
            QColor fill = (rowSlot + columnSlot) % 2 ? colours.cell : colours.alternateCell;
            if (colours.valueTint.isValid() && i >= 0 && j >= 0 && std::isfinite((*m_matrix)(i, j))) {
                // fill + w (tint − fill): the weight's share of the tint, the cell's own shade beneath.
                const double weight = std::clamp(double((*m_matrix)(i, j)), 0.0, 1.0);
                const auto blend = [weight](int from, int to) { return int(std::lround(from + weight * (to - from))); };
                fill = QColor(blend(fill.red(), colours.valueTint.red()), blend(fill.green(), colours.valueTint.green()),
                              blend(fill.blue(), colours.valueTint.blue()));
            }
            if (marked)
                fill = colours.highlight;
            painter.fillRect(cell, fill);
            if (i < 0 || j < 0) {
                painter.setPen(colours.faintText);
                painter.drawText(cell, Qt::AlignCenter, i < 0 && j < 0 ? QStringLiteral("⋱") : i < 0 ? QStringLiteral("⋮") : QStringLiteral("⋯"));
                continue;
            }
            const float value = (*m_matrix)(i, j);
            const bool masked = std::isinf(value) && value < 0;
            const QRect numberBox = cell.adjusted(0, 0, -inset, 0);
            const QString text = formatted(value);
            if (masked) {
                // Hatched, with −∞ on a patch of the cell's own colour: the hatching says "masked" around
                // it, and −∞ reads as plainly as the numbers beside it, in their colour.
                painter.fillRect(cell, QBrush(colours.rule, Qt::BDiagPattern));
                const QRectF ink = numberMetrics.tightBoundingRect(text).translated(
                    numberBox.right() - numberMetrics.horizontalAdvance(text), 0);
                const double air = std::max(2.0, layout.font.pixelSize() / 8.0);
                painter.fillRect(QRectF(ink.left() - air, cell.center().y() - ink.height() / 2 - air,
                                        ink.width() + 2 * air, ink.height() + 2 * air),
                                 fill);
            }
            painter.setPen(marked ? QColor(Qt::black) : colours.text);
            painter.drawText(numberBox, Qt::AlignRight | Qt::AlignVCenter, text);
        }
    }
    const QRect grid(layout.origin, QSize(columnSlots * layout.cellWidth, rowSlots * layout.cellHeight));
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(colours.rule, 1));
    painter.drawRect(grid);
    // Where each head's columns begin in the concatenation: a rule as heavy as the text's strokes, from the
    // header down.
    painter.setPen(QPen(colours.text, groupRuleWidth(layout.font.pixelSize())));
    for (int start : m_groupStarts) {
        const auto slot = std::find(layout.columns.begin(), layout.columns.end(), start);
        if (slot == layout.columns.end() || slot == layout.columns.begin())
            continue;
        const int x = layout.origin.x() + int(slot - layout.columns.begin()) * layout.cellWidth;
        painter.drawLine(QPoint(x, grid.top() - layout.headerHeight), QPoint(x, grid.bottom()));
    }
    if (marks.selectedRow >= 0 && marks.selectedColumn >= 0) {
        const QRect selected = cellRect(layout, marks.selectedRow, marks.selectedColumn);
        if (!selected.isEmpty()) {
            painter.setPen(QPen(colours.selection, std::max(3.0, layout.font.pixelSize() / 8.0)));
            painter.drawRect(selected);
        }
    }
    painter.restore();
}

QString MatrixPicture::matrixText(MatrixTextFormat format) const
{
    const std::optional<int> precision = format == MatrixTextFormat::Csv ? std::nullopt : std::optional<int>(m_precision);
    return matrixToText({m_caption, m_matrix.get(), m_rowLabels, m_columnLabels}, format, precision);
}

} // namespace attn
