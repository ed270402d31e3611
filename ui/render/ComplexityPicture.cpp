#include "ComplexityPicture.h"

#include "FigureText.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace attn {
namespace {

/// The texts in attn::ComplexityWindow's translation context, where the .ts files hold them.
struct ComplexityStrings
{
    Q_DECLARE_TR_FUNCTIONS(attn::ComplexityWindow)
};

const QColor kEngineColours[] = {QColor(0, 114, 178), QColor(213, 94, 0), QColor(0, 158, 115)}; // Okabe-Ito

/// A time for a tick: 0.01, 0.5, 20, 3000 — as few decimals as the value needs.
QString timeText(double milliseconds)
{
    const int decimals = std::clamp(int(std::ceil(-std::log10(milliseconds) - 1e-9)), 0, 6);
    return QLocale().toString(milliseconds, 'f', decimals);
}

} // namespace

ComplexityContent complexityContent(const std::map<QString, std::vector<ComplexityPoint>> &measured, Eigen::Index first,
                                    Eigen::Index last)
{
    ComplexityContent content;
    content.xTitle = ComplexityStrings::tr("sequence length n (tokens)");
    content.yTitle = ComplexityStrings::tr("time (ms, median)");
    content.lengths = doublingLengths(first, last);
    int colour = 0;
    const ComplexityPoint *anchor = nullptr;
    for (const auto &[engine, points] : measured) {
        if (points.empty())
            continue;
        ComplexitySeries series;
        for (const ComplexityPoint &point : points)
            series.points.emplace_back(double(point.n), point.medianMs);
        series.colour = kEngineColours[colour++ % 3];
        // The slope at the longest lengths measured (the last three), where the n² d work outweighs what each
        // call costs whatever n: fitted from 256 tokens on, a measurement that climbs as n² from 1024 on
        // would read n^1.58 beside a lesson that says n². The legend says from which n.
        const std::vector<ComplexityPoint> longest(points.end() - std::ptrdiff_t(std::min<size_t>(3, points.size())), points.end());
        const double exponent = fittedExponent(longest);
        // The exponent is written as n's power, raised, like the ² of the reference below it.
        series.name = std::isnan(exponent) ? engine
                                           : ComplexityStrings::tr("%1, n ≥ %2: time ∝ n").arg(engine, QString::number(longest.front().n));
        if (!std::isnan(exponent))
            series.exponent = QLocale().toString(exponent, 'f', 2);
        content.series.push_back(std::move(series));
        if (!anchor)
            anchor = &points.front();
    }
    if (anchor) {
        ComplexitySeries reference;
        reference.reference = true;
        reference.colour = Qt::gray;
        reference.name = ComplexityStrings::tr("n² reference");
        for (double n = double(anchor->n); n <= double(last) * 1.0001; n *= 2)
            reference.points.emplace_back(n, anchor->medianMs * (n / double(anchor->n)) * (n / double(anchor->n)));
        content.series.push_back(std::move(reference));
    } else {
        content.emptyText = ComplexityStrings::tr("Press Measure to time attention over doubling lengths.");
    }
    return content;
}

ComplexityPicture::ComplexityPicture(ComplexityContent content) : m_content(std::move(content)) {}

QPointF ComplexityPicture::map(double n, double milliseconds, const Layout &layout) const
{
    const double x = (std::log10(n) - layout.xLow) / (layout.xHigh - layout.xLow);
    const double y = (std::log10(milliseconds) - layout.yLow) / (layout.yHigh - layout.yLow);
    return {layout.plot.left() + x * layout.plot.width(), layout.plot.bottom() - y * layout.plot.height()};
}

ComplexityPicture::Layout ComplexityPicture::layOut(const QSizeF &size, double textScale) const
{
    Layout layout;
    layout.size = size;
    // Texts grow with the text scale as far as the figure is large, as in the other figures.
    layout.chrome = figureChromeScale(size, textScale);
    const double chrome = layout.chrome;
    layout.tickFont = pixelFont(16 * chrome);
    layout.titleFont = pixelFont(18 * chrome);
    layout.legendFont = pixelFont(16 * chrome);
    layout.exponentFont = pixelFont(12 * chrome);
    const QFontMetricsF tickMetrics(layout.tickFont), titleMetrics(layout.titleFont), legendMetrics(layout.legendFont),
        exponentMetrics(layout.exponentFont);

    // The ranges: every point and the lengths asked for, with a little room around them (in log10).
    double xLow = 1e300, xHigh = -1e300, yLow = 1e300, yHigh = -1e300;
    for (Eigen::Index n : m_content.lengths) {
        xLow = std::min(xLow, std::log10(double(n)));
        xHigh = std::max(xHigh, std::log10(double(n)));
    }
    for (const ComplexitySeries &series : m_content.series)
        for (const auto &[n, ms] : series.points) {
            if (!(n > 0) || !(ms > 0))
                continue;
            xLow = std::min(xLow, std::log10(n));
            xHigh = std::max(xHigh, std::log10(n));
            yLow = std::min(yLow, std::log10(ms));
            yHigh = std::max(yHigh, std::log10(ms));
        }
    if (xLow > xHigh) {
        xLow = 2;
        xHigh = 4;
    }
    if (yLow > yHigh) {
        yLow = -1;
        yHigh = 3;
    }
    const double xPad = std::max(0.05, (xHigh - xLow) * 0.07), yPad = std::max(0.15, (yHigh - yLow) * 0.12);
    layout.xLow = xLow - xPad;
    layout.xHigh = xHigh + xPad;
    layout.yLow = yLow - yPad;
    layout.yHigh = yHigh + yPad;

    // The y ticks: every decade, with 2 and 5 between when the axis spans fewer than four decades.
    for (int decade = int(std::floor(layout.yLow)); decade <= int(std::ceil(layout.yHigh)); ++decade)
        for (double factor : {1.0, 2.0, 5.0}) {
            if (factor != 1.0 && layout.yHigh - layout.yLow > 4)
                continue;
            const double value = factor * std::pow(10.0, decade);
            if (std::log10(value) >= layout.yLow && std::log10(value) <= layout.yHigh)
                layout.yTickValues.push_back(value);
        }
    double widestY = 0;
    for (double value : layout.yTickValues)
        widestY = std::max(widestY, tickMetrics.horizontalAdvance(timeText(value)));
    const double margin = 10 * chrome, gap = 6 * chrome;
    const double left = margin + titleMetrics.height() + gap + widestY + gap;
    const double bottom = size.height() - margin - titleMetrics.height() - gap - tickMetrics.height() - gap;
    const double right = size.width() - margin - tickMetrics.horizontalAdvance(QStringLiteral("65536")) / 2;
    layout.plot = QRectF(QPointF(left, margin + tickMetrics.height() / 2), QPointF(right, bottom));

    // The x ticks: the lengths measured, leaving out any that would touch the one before.
    double lastRight = -1e300;
    for (Eigen::Index n : m_content.lengths) {
        const QString text = QString::number(n);
        QRectF box(QPointF(0, 0), QSizeF(tickMetrics.horizontalAdvance(text), tickMetrics.height()));
        box.moveCenter(QPointF(map(double(n), 1, layout).x(), layout.plot.bottom() + gap + tickMetrics.height() / 2));
        if (box.left() < lastRight + gap)
            continue;
        lastRight = box.right();
        layout.xTickValues.push_back(double(n));
        layout.ticks.emplace_back(text, box);
    }
    for (double value : layout.yTickValues) {
        const QString text = timeText(value);
        QRectF box(QPointF(0, 0), QSizeF(tickMetrics.horizontalAdvance(text), tickMetrics.height()));
        box.moveCenter(QPointF(layout.plot.left() - gap - box.width() / 2, map(1, value, layout).y()));
        layout.ticks.emplace_back(text, box);
    }
    layout.xTitle = QRectF(layout.plot.left(), size.height() - margin - titleMetrics.height(), layout.plot.width(), titleMetrics.height());
    layout.yTitle = QRectF(margin, layout.plot.top(), titleMetrics.height(), layout.plot.height());

    // The legend in the plot's top left, where n is small and time large: no point lies there.
    // A row is its name and, for an engine, the exponent in a smaller font whose top meets the name's.
    const auto rowWidth = [&](const ComplexitySeries &series) {
        return legendMetrics.horizontalAdvance(series.name) + exponentMetrics.horizontalAdvance(series.exponent);
    };
    double widestRow = 0;
    for (const ComplexitySeries &series : m_content.series)
        widestRow = std::max(widestRow, rowWidth(series));
    const double line = legendMetrics.height() * 1.2, sample = 36 * chrome;
    layout.legend = QRectF(layout.plot.left() + gap * 2, layout.plot.top() + gap * 2, sample + gap * 3 + widestRow,
                           line * double(m_content.series.size()) + gap * 2);
    for (size_t i = 0; i < m_content.series.size(); ++i) {
        const ComplexitySeries &series = m_content.series[i];
        const QRectF row(layout.legend.left() + gap * 2 + sample, layout.legend.top() + gap + line * double(i),
                         legendMetrics.horizontalAdvance(series.name), line);
        layout.legendRows.push_back(row);
        const double nameTop = row.center().y() - legendMetrics.height() / 2;
        layout.legendExponents.emplace_back(row.right(), nameTop, exponentMetrics.horizontalAdvance(series.exponent),
                                            series.exponent.isEmpty() ? 0.0 : exponentMetrics.height());
    }
    return layout;
}

void ComplexityPicture::paint(QPainter &painter, const Layout &layout) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(QRectF(QPointF(0, 0), layout.size), Qt::white);
    const double chrome = layout.chrome;
    // The grid at every tick, then the frame.
    painter.setPen(QPen(QColor(0xdd, 0xdd, 0xdd), 1));
    for (double n : layout.xTickValues) {
        const double x = map(n, 1, layout).x();
        painter.drawLine(QPointF(x, layout.plot.top()), QPointF(x, layout.plot.bottom()));
    }
    for (double ms : layout.yTickValues) {
        const double y = map(1, ms, layout).y();
        painter.drawLine(QPointF(layout.plot.left(), y), QPointF(layout.plot.right(), y));
    }
    painter.setPen(QPen(Qt::black, 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(layout.plot);
    painter.setFont(layout.tickFont);
    for (const auto &[text, box] : layout.ticks)
        painter.drawText(box, Qt::AlignCenter, text);
    painter.setFont(layout.titleFont);
    painter.drawText(layout.xTitle, Qt::AlignCenter, m_content.xTitle);
    painter.save();
    painter.translate(layout.yTitle.center());
    painter.rotate(-90);
    painter.drawText(QRectF(-layout.yTitle.height() / 2, -layout.yTitle.width() / 2, layout.yTitle.height(), layout.yTitle.width()),
                     Qt::AlignCenter, m_content.yTitle);
    painter.restore();

    // The lines, clipped to the axes.
    painter.save();
    painter.setClipRect(layout.plot);
    for (const ComplexitySeries &series : m_content.series) {
        QPainterPath path;
        for (const auto &[n, ms] : series.points) {
            if (!(n > 0) || !(ms > 0))
                continue;
            const QPointF at = map(n, ms, layout);
            if (path.elementCount() == 0)
                path.moveTo(at);
            else
                path.lineTo(at);
        }
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(series.colour, (series.reference ? 2 : 3) * chrome, series.reference ? Qt::DashLine : Qt::SolidLine));
        painter.drawPath(path);
        if (!series.reference) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(series.colour);
            for (const auto &[n, ms] : series.points)
                if (n > 0 && ms > 0)
                    painter.drawEllipse(map(n, ms, layout), 4.5 * chrome, 4.5 * chrome);
        }
    }
    painter.restore();

    if (!m_content.emptyText.isEmpty()) {
        painter.setFont(layout.titleFont);
        painter.setPen(QColor(0x50, 0x50, 0x50));
        painter.drawText(layout.plot, Qt::AlignCenter | Qt::TextWordWrap, m_content.emptyText);
    }
    if (!m_content.series.empty()) {
        painter.setPen(QPen(QColor(0xa0, 0xa0, 0xa0), 1));
        painter.setBrush(QColor(255, 255, 255, 235));
        painter.drawRect(layout.legend);
        painter.setFont(layout.legendFont);
        for (size_t i = 0; i < m_content.series.size(); ++i) {
            const ComplexitySeries &series = m_content.series[i];
            const QRectF &row = layout.legendRows[i];
            const double y = row.center().y();
            painter.setPen(QPen(series.colour, (series.reference ? 2 : 3) * chrome, series.reference ? Qt::DashLine : Qt::SolidLine));
            painter.drawLine(QPointF(layout.legend.left() + 6 * chrome, y), QPointF(row.left() - 6 * chrome, y));
            painter.setPen(Qt::black);
            painter.drawText(row, Qt::AlignLeft | Qt::AlignVCenter, series.name);
            if (!series.exponent.isEmpty()) {
                painter.setFont(layout.exponentFont);
                painter.drawText(layout.legendExponents[i], Qt::AlignLeft | Qt::AlignTop, series.exponent);
                painter.setFont(layout.legendFont);
            }
        }
    }
    painter.restore();
}

std::vector<std::pair<QString, QRectF>> ComplexityPicture::texts(const Layout &layout) const
{
    std::vector<std::pair<QString, QRectF>> all = layout.ticks;
    all.emplace_back(m_content.xTitle, layout.xTitle);
    all.emplace_back(m_content.yTitle, layout.yTitle);
    for (size_t i = 0; i < m_content.series.size(); ++i) {
        all.emplace_back(m_content.series[i].name, layout.legendRows[i]);
        if (!m_content.series[i].exponent.isEmpty())
            all.emplace_back(m_content.series[i].exponent, layout.legendExponents[i]);
    }
    return all;
}

} // namespace attn
