#include "ColourGradient.h"

#include <algorithm>
#include <cmath>

namespace attn {

ColourGradient::ColourGradient() : ColourGradient({{0.0, QColor(Qt::black)}, {1.0, QColor(Qt::white)}}) {}

ColourGradient::ColourGradient(const std::vector<std::pair<double, QColor>> &stops)
{
    std::vector<std::pair<double, QColor>> sorted = stops;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    for (int level = 0; level < kLevels; ++level) {
        const double position = double(level) / (kLevels - 1);
        // The first stop at or beyond the position, and the one before it: the colour blends between them.
        const auto above = std::find_if(sorted.begin(), sorted.end(),
                                        [&](const auto &stop) { return stop.first >= position; });
        if (above == sorted.begin() || above == sorted.end()) {
            m_levels[size_t(level)] = (above == sorted.end() ? sorted.back() : sorted.front()).second.rgba();
            continue;
        }
        const auto &[lowPosition, low] = *std::prev(above);
        const auto &[highPosition, high] = *above;
        const double t = (position - lowPosition) / (highPosition - lowPosition);
        const auto blend = [t](int a, int b) { return int((1 - t) * a + t * b); };
        m_levels[size_t(level)] = qRgba(blend(low.red(), high.red()), blend(low.green(), high.green()),
                                        blend(low.blue(), high.blue()), blend(low.alpha(), high.alpha()));
    }
}

QRgb ColourGradient::colour(double value, const ValueRange &range) const
{
    if (std::isnan(value))
        return qRgba(0, 0, 0, 0);
    const double fraction = range.size() > 0 ? (value - range.lower) / range.size() : 0.0;
    const int level = int(std::clamp(fraction, 0.0, 1.0) * (kLevels - 1));
    return m_levels[size_t(level)];
}

} // namespace attn
