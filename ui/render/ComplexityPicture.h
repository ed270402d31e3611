#pragma once

#include "engine/ComplexityMeasurement.h"

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>
#include <utility>
#include <vector>

class QPainter;

namespace attn {

/// One line of the cost plot: an engine's medians, or the n² reference (dashed).
struct ComplexitySeries
{
    QString name; ///< for the legend: "cpu: time ∝ n" for an engine, or "n² reference"
    QString exponent; ///< an engine's fitted exponent, "1.93", drawn raised after the name as n's power
    std::vector<std::pair<double, double>> points; ///< (n, milliseconds)
    QColor colour;
    bool reference = false;
};

/// What the cost plot shows, gathered from the measured points; no widget.
struct ComplexityContent
{
    std::vector<ComplexitySeries> series;
    std::vector<Eigen::Index> lengths; ///< the lengths measured: the x axis names each
    QString xTitle;
    QString yTitle;
    QString emptyText; ///< drawn when nothing has been measured yet
};

/// Each engine's points with its fitted exponent in the legend, and a dashed n² reference through the
/// first engine's first point: t = t₀ (n / n₀)², what pure quadratic growth would look like.
ComplexityContent complexityContent(const std::map<QString, std::vector<ComplexityPoint>> &measured, Eigen::Index first,
                                    Eigen::Index last);

/// The cost of attention as a renderer: time against n on log-log axes, every measured length named on the
/// x axis, decades (and 2 and 5 between them when there is room) on the y axis, and a legend in the empty
/// top left. Paints into any QPainter: the window's plot, a PNG, an SVG or a PDF.
class ComplexityPicture
{
public:
    explicit ComplexityPicture(ComplexityContent content);

    struct Layout
    {
        QSizeF size;
        double chrome = 1;
        QFont tickFont, titleFont, legendFont;
        QRectF plot; ///< the axes' rectangle
        double xLow = 0, xHigh = 1, yLow = 0, yHigh = 1; ///< the axes' ranges, as log10
        std::vector<std::pair<QString, QRectF>> ticks; ///< every tick label with its place
        std::vector<double> xTickValues, yTickValues;
        QRectF xTitle, yTitle; ///< the y title is drawn turned upwards in its rectangle
        QRectF legend;
        std::vector<QRectF> legendRows; ///< each row's name
        std::vector<QRectF> legendExponents; ///< each row's raised exponent (empty for none)
        QFont exponentFont;
    };
    Layout layOut(const QSizeF &size, double textScale) const;
    void paint(QPainter &painter, const Layout &layout) const;
    /// Every text with its place (the y title's unturned box).
    std::vector<std::pair<QString, QRectF>> texts(const Layout &layout) const;
    QPointF map(double n, double milliseconds, const Layout &layout) const;

    const ComplexityContent &content() const { return m_content; }

private:
    ComplexityContent m_content;
};

} // namespace attn
