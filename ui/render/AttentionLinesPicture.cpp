#include "AttentionLinesPicture.h"

#include "FigureText.h"
#include "text/MatrixText.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QLocale>
#include <QPainter>
#include <algorithm>
#include <array>
#include <cmath>

namespace attn {
namespace {

/// The texts' translation context, in a form lupdate recognises.
struct LinesStrings
{
    Q_DECLARE_TR_FUNCTIONS(AttentionLinesPicture)
};

/// Labels smaller than this are not drawn one per token but one in k.
constexpr double kSmallestLabelPixels = 9;

const QColor kFocusBackground(225, 225, 225);

} // namespace

QColor headColour(int head)
{
    // Okabe & Ito (2008) without their yellow, which vanishes on white, then Tol's wine, green, olive, indigo.
    static const std::array<QColor, 12> colours = {
        QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00), QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7),
        QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9), QColor(0x00, 0x00, 0x00), QColor(0x88, 0x22, 0x55),
        QColor(0x11, 0x77, 0x33), QColor(0x99, 0x99, 0x33), QColor(0x33, 0x22, 0x88), QColor(0xAA, 0x44, 0x99),
    };
    return colours[size_t(std::max(0, head)) % colours.size()];
}

AttentionLinesPicture::AttentionLinesPicture(AttentionLinesContent content) : m_content(std::move(content)) {}

AttentionLinesPicture::Layout AttentionLinesPicture::layOut(const QSize &size, double textScale) const
{
    Layout layout;
    layout.size = size;
    const double scale = figureTextScale(QSizeF(size), textScale);
    const double chrome = figureChromeScale(QSizeF(size), textScale);
    const int margin = int(std::lround(8 * chrome)), gap = int(std::lround(6 * chrome));
    QRect room(margin, margin, size.width() - 2 * margin, size.height() - 2 * margin);
    const bool empty = m_content.heads.empty() || m_content.queryLabels.isEmpty() || m_content.keyLabels.isEmpty();
    const QString title = empty ? m_content.emptyReason : m_content.title;
    layout.titleFont = fontWithinLines(pixelFont(22 * chrome, true), title, room.width(), 2);
    const int titleHeight = wrappedTextHeight(layout.titleFont, title, room.width());
    layout.title = QRect(room.left(), room.top(), room.width(), titleHeight);
    room.setTop(room.top() + titleHeight + gap);
    if (empty)
        return layout;

    // The legend, when heads overlay: a swatch and a name per head, flowing in rows.
    layout.legendFont = pixelFont(15 * chrome);
    if (m_content.heads.size() > 1) {
        const QFontMetrics metrics(layout.legendFont);
        const int swatch = metrics.height();
        int x = room.left(), y = room.top();
        size_t rowStart = 0;
        // Each row of the legend centred, as the title above it.
        const auto centreRow = [&](size_t rowEnd) {
            const int shift = (room.right() - (x - 3 * gap)) / 2;
            for (size_t e = rowStart; e < rowEnd; ++e)
                layout.legend[e].second.translate(shift, 0);
            rowStart = rowEnd;
        };
        for (size_t h = 0; h < m_content.heads.size(); ++h) {
            const int width = metrics.horizontalAdvance(m_content.heads[h].name);
            if (x > room.left() && x + swatch + gap + width > room.right()) {
                centreRow(h);
                x = room.left();
                y += metrics.lineSpacing();
            }
            layout.legend.emplace_back(int(h), QRect(x + swatch + gap / 2, y, width, metrics.height()));
            x += swatch + gap / 2 + width + 3 * gap;
        }
        centreRow(layout.legend.size());
        room.setTop(y + metrics.lineSpacing() + gap);
    }
    layout.columnTitleFont = pixelFont(16 * chrome, true);
    const int columnTitleHeight = QFontMetrics(layout.columnTitleFont).height();
    layout.noteFont = pixelFont(15 * chrome);

    const int tokens = int(std::max(m_content.queryLabels.size(), m_content.keyLabels.size()));
    QString note = LinesStrings::tr("A line for each query–key pair: the larger the weight, the thicker and darker the line "
                                    "(weights under %1 are not drawn).")
                       .arg(QLocale().toString(double(kLeastDrawnWeight), 'f', 2));
    const int columnsTop = room.top() + columnTitleHeight + gap;
    for (int pass = 0; pass < 2; ++pass) {
        int noteHeight = wrappedTextHeight(layout.noteFont, note, room.width());
        // In a very small view (a dock dragged to its least) the columns keep the room and the note goes.
        if (room.bottom() - noteHeight - gap - columnsTop < 3 * kSmallestLabelPixels) {
            note.clear();
            noteHeight = 0;
        }
        layout.note = QRect(room.left(), room.bottom() - noteHeight + 1, room.width(), noteHeight);
        // At least a pixel per row, however small the view: the rows may then run past it, never backwards.
        const double rowHeight = std::max(1.0, double(layout.note.top() - gap - columnsTop)) / tokens;
        // One label per row where a legible font fits the row; else one in k, at the smallest legible size.
        const double labelPixels = std::min(18 * scale, rowHeight * 0.85);
        layout.labelStep = labelPixels >= kSmallestLabelPixels
                               ? 1
                               : std::clamp(int(std::ceil(kSmallestLabelPixels / (rowHeight * 0.85))), 1, std::max(1, tokens));
        layout.labelFont = pixelFont(std::max(labelPixels, kSmallestLabelPixels));
        if (pass == 1 || layout.labelStep == 1) {
            const QFontMetrics labelMetrics(layout.labelFont);
            int labelWidth = 0;
            for (const QStringList *labels : {&m_content.queryLabels, &m_content.keyLabels})
                for (int t = 0; t < labels->size(); t += layout.labelStep)
                    labelWidth = std::max(labelWidth, labelMetrics.horizontalAdvance(labels->at(t)));
            labelWidth = std::min(labelWidth + gap, room.width() / 4);
            layout.numberFont = layout.labelFont;
            // The focused token's weights beside its partners: for one head, where every token is named.
            if (m_content.heads.size() == 1 && layout.labelStep == 1)
                layout.numberWidth = labelMetrics.horizontalAdvance(QLocale().toString(0.0, 'f', m_content.precision)) + gap;
            // The lines take what is left, within reason: too long and they lie flat, too short and they blur.
            const int spare = room.width() - 2 * (labelWidth + layout.numberWidth);
            const int span = std::clamp(int(room.width() * 0.4), std::min(spare, int(120 * scale)), spare);
            const int left = room.left() + (spare - span) / 2;
            const int queryLeft = left + layout.numberWidth, keyLeft = queryLeft + labelWidth + span;
            // Rows meet without overlapping: each from its own rounded top to the next one's.
            const auto row = [&](int left, int t) {
                const int top = columnsTop + int(std::lround(t * rowHeight)), next = columnsTop + int(std::lround((t + 1) * rowHeight));
                return QRect(left, top, labelWidth, std::max(1, next - top));
            };
            for (int t = 0; t < m_content.queryLabels.size(); ++t)
                layout.queryLabels.push_back(row(queryLeft, t));
            for (int t = 0; t < m_content.keyLabels.size(); ++t)
                layout.keyLabels.push_back(row(keyLeft, t));
            const QFontMetrics titleMetrics(layout.columnTitleFont);
            const int queryTitleWidth = titleMetrics.horizontalAdvance(m_content.queryColumnTitle);
            const int keyTitleWidth = titleMetrics.horizontalAdvance(m_content.keyColumnTitle);
            // Each column's title ends (queries) or starts (keys) at its labels' inner edge, inside the figure.
            const int queryTitleRight = std::max(queryLeft + labelWidth, room.left() + queryTitleWidth);
            layout.queryColumnTitle = QRect(queryTitleRight - queryTitleWidth, room.top(), queryTitleWidth, columnTitleHeight);
            const int keyTitleLeft = std::min(keyLeft, room.right() + 1 - keyTitleWidth);
            layout.keyColumnTitle = QRect(keyTitleLeft, room.top(), keyTitleWidth, columnTitleHeight);
            layout.lineScale = scale * std::clamp(rowHeight / 24.0, 0.25, 1.0);
            break;
        }
        if (!note.isEmpty())
            note += u' ' + LinesStrings::tr("Labels: one token in %1 (too many to name each).").arg(layout.labelStep);
    }
    layout.noteText = note;
    return layout;
}

std::vector<AttentionLinesPicture::Line> AttentionLinesPicture::lines(const std::optional<LinesFocus> &focus) const
{
    std::vector<Line> lines;
    for (size_t h = 0; h < m_content.heads.size(); ++h) {
        const MatrixF &weights = *m_content.heads[h].weights;
        const Eigen::Index queries = std::min<Eigen::Index>(weights.rows(), m_content.queryLabels.size());
        const Eigen::Index keys = std::min<Eigen::Index>(weights.cols(), m_content.keyLabels.size());
        for (Eigen::Index q = 0; q < queries; ++q) {
            if (focus && focus->side == LinesFocus::Query && focus->token != q)
                continue;
            for (Eigen::Index k = 0; k < keys; ++k) {
                if (focus && focus->side == LinesFocus::Key && focus->token != k)
                    continue;
                const float weight = weights(q, k);
                if (weight >= kLeastDrawnWeight)
                    lines.push_back({int(h), int(q), int(k), std::min(weight, 1.0f)});
            }
        }
    }
    std::stable_sort(lines.begin(), lines.end(), [](const Line &a, const Line &b) { return a.weight < b.weight; });
    return lines;
}

int AttentionLinesPicture::lineCount(const std::optional<LinesFocus> &focus) const
{
    return int(lines(focus).size());
}

std::vector<std::pair<QString, QRect>> AttentionLinesPicture::focusNumbers(const Layout &layout, const std::optional<LinesFocus> &focus) const
{
    std::vector<std::pair<QString, QRect>> numbers;
    if (!focus || focus->token < 0 || layout.numberWidth == 0 || m_content.heads.size() != 1)
        return numbers;
    const MatrixF &weights = *m_content.heads.front().weights;
    const bool ofQuery = focus->side == LinesFocus::Query;
    const std::vector<QRect> &partners = ofQuery ? layout.keyLabels : layout.queryLabels;
    for (size_t p = 0; p < partners.size(); ++p) {
        const Eigen::Index query = ofQuery ? focus->token : Eigen::Index(p), key = ofQuery ? Eigen::Index(p) : focus->token;
        if (query >= weights.rows() || key >= weights.cols())
            continue;
        // A weight of exactly 0 is a masked pair (softmax gives no exact zeros otherwise): nothing to read.
        if (weights(query, key) == 0.0f)
            continue;
        const QRect &label = partners[p];
        const QRect box = ofQuery ? QRect(label.right() + 1, label.top(), layout.numberWidth, label.height())
                                  : QRect(label.left() - layout.numberWidth, label.top(), layout.numberWidth, label.height());
        numbers.emplace_back(fixedDecimals(double(weights(query, key)), m_content.precision, QLocale()), box);
    }
    return numbers;
}

std::vector<AttentionLinesPicture::TokenLabel> AttentionLinesPicture::tokenLabels(const Layout &layout,
                                                                                 const std::optional<LinesFocus> &focus) const
{
    std::vector<TokenLabel> drawn;
    QFont bold = layout.labelFont;
    bold.setBold(true);
    const auto column = [&](const QStringList &labels, const std::vector<QRect> &boxes, Qt::Alignment alignment, LinesFocus::Side side) {
        for (size_t t = 0; t < boxes.size(); ++t) {
            // One in labelStep is named; the focused token always is.
            const bool focused = focus && focus->side == side && focus->token == int(t);
            if (t % size_t(layout.labelStep) != 0 && !focused)
                continue;
            const QFont &font = focused ? bold : layout.labelFont;
            drawn.push_back({QFontMetrics(font).elidedText(labels[int(t)], Qt::ElideRight, boxes[t].width()), boxes[t],
                             int(alignment | Qt::AlignVCenter), font});
        }
    };
    column(m_content.queryLabels, layout.queryLabels, Qt::AlignRight, LinesFocus::Query);
    column(m_content.keyLabels, layout.keyLabels, Qt::AlignLeft, LinesFocus::Key);
    return drawn;
}

std::vector<std::pair<QString, QRect>> AttentionLinesPicture::texts(const Layout &layout, const std::optional<LinesFocus> &focus) const
{
    std::vector<std::pair<QString, QRect>> texts;
    const bool empty = layout.queryLabels.empty();
    const QString title = empty ? m_content.emptyReason : m_content.title;
    texts.emplace_back(title, QFontMetrics(layout.titleFont).boundingRect(layout.title, Qt::TextWordWrap | Qt::AlignHCenter, title));
    if (empty)
        return texts;
    for (const auto &[head, box] : layout.legend)
        texts.emplace_back(m_content.heads[size_t(head)].name, box);
    texts.emplace_back(m_content.queryColumnTitle, layout.queryColumnTitle);
    texts.emplace_back(m_content.keyColumnTitle, layout.keyColumnTitle);
    for (const TokenLabel &label : tokenLabels(layout, focus))
        texts.emplace_back(label.text, QFontMetrics(label.font).boundingRect(label.box, label.flags, label.text));
    const QFontMetrics numberMetrics(layout.numberFont);
    for (const auto &[number, box] : focusNumbers(layout, focus))
        texts.emplace_back(number, numberMetrics.boundingRect(box, Qt::AlignHCenter | Qt::AlignVCenter, number));
    texts.emplace_back(layout.noteText,
                       QFontMetrics(layout.noteFont).boundingRect(layout.note, Qt::TextWordWrap | Qt::AlignHCenter, layout.noteText));
    return texts;
}

void AttentionLinesPicture::paint(QPainter &painter, const Layout &layout, const std::optional<LinesFocus> &focus) const
{
    painter.save();
    // Its own white, as the heatmap and the 3-D view paint theirs: an SVG or PDF without it is transparent,
    // and its black words vanish on a dark slide.
    painter.fillRect(QRect(QPoint(0, 0), layout.size), Qt::white);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.setPen(Qt::black);
    const bool empty = layout.queryLabels.empty();
    painter.setFont(layout.titleFont);
    painter.drawText(layout.title, Qt::TextWordWrap | Qt::AlignHCenter, empty ? m_content.emptyReason : m_content.title);
    if (empty) {
        painter.restore();
        return;
    }

    // The focused token's row, shaded on its column, so that the eye finds where its lines start.
    if (focus) {
        const std::vector<QRect> &column = focus->side == LinesFocus::Query ? layout.queryLabels : layout.keyLabels;
        if (focus->token >= 0 && size_t(focus->token) < column.size())
            painter.fillRect(column[size_t(focus->token)], kFocusBackground);
    }

    // The lines start a little off their tokens, so that a thick line never touches a label.
    const double inset = std::max(4.0, layout.labelFont.pixelSize() / 2.5);
    // Overlaid heads each end at their own height within the token's row (half the row for all), so that
    // two heads on the same pair stay two lines.
    const int heads = int(m_content.heads.size());
    const double headSpread = heads > 1 && !layout.queryLabels.empty() ? layout.queryLabels.front().height() * 0.5 / heads : 0.0;
    // Overlaid heads share the faintest opacity, so that many weak lines do not add up to a dark mass.
    const double faintest = 0.12 / double(m_content.heads.size());
    // The lines, weakest first: width and opacity grow with the weight, so 0.9 reads at once and 0.05 faintly.
    for (const Line &line : lines(focus)) {
        const QRect &from = layout.queryLabels[size_t(line.query)];
        const QRect &to = layout.keyLabels[size_t(line.key)];
        QColor colour = m_content.heads[size_t(line.head)].colour;
        colour.setAlphaF(std::clamp(faintest + (1 - faintest) * line.weight, 0.0, 1.0));
        painter.setPen(QPen(colour, layout.lineScale * (0.5 + 5.0 * line.weight), Qt::SolidLine, Qt::RoundCap));
        const double offset = headSpread * (line.head - (heads - 1) / 2.0);
        painter.drawLine(QPointF(from.right() + inset, from.center().y() + 0.5 + offset),
                         QPointF(to.left() - inset, to.center().y() + 0.5 + offset));
    }

    painter.setPen(Qt::black);
    const QFontMetrics legendMetrics(layout.legendFont);
    painter.setFont(layout.legendFont);
    for (const auto &[head, box] : layout.legend) {
        const int swatch = legendMetrics.height() * 2 / 3;
        painter.fillRect(QRect(box.left() - swatch - 4, box.center().y() - swatch / 2, swatch, swatch), m_content.heads[size_t(head)].colour);
        painter.drawText(box, Qt::AlignLeft | Qt::AlignVCenter, m_content.heads[size_t(head)].name);
    }
    painter.setFont(layout.columnTitleFont);
    painter.drawText(layout.queryColumnTitle, Qt::AlignRight | Qt::AlignVCenter, m_content.queryColumnTitle);
    painter.drawText(layout.keyColumnTitle, Qt::AlignLeft | Qt::AlignVCenter, m_content.keyColumnTitle);
    for (const TokenLabel &label : tokenLabels(layout, focus)) {
        painter.setFont(label.font);
        painter.drawText(label.box, label.flags, label.text);
    }
    painter.setFont(layout.numberFont);
    painter.setPen(m_content.heads.front().colour.darker(130));
    for (const auto &[text, box] : focusNumbers(layout, focus))
        painter.drawText(box, Qt::AlignHCenter | Qt::AlignVCenter, text);
    painter.setPen(Qt::black);
    painter.setFont(layout.noteFont);
    painter.drawText(layout.note, Qt::TextWordWrap | Qt::AlignHCenter, layout.noteText);
    painter.restore();
}

std::optional<LinesFocus> AttentionLinesPicture::tokenAt(const Layout &layout, const QPointF &point) const
{
    const auto find = [&](const std::vector<QRect> &boxes, LinesFocus::Side side) -> std::optional<LinesFocus> {
        for (size_t t = 0; t < boxes.size(); ++t)
            if (boxes[t].adjusted(-layout.numberWidth, 0, layout.numberWidth, 0).contains(point.toPoint()))
                return LinesFocus{side, int(t)};
        return std::nullopt;
    };
    if (std::optional<LinesFocus> query = find(layout.queryLabels, LinesFocus::Query))
        return query;
    return find(layout.keyLabels, LinesFocus::Key);
}

} // namespace attn
