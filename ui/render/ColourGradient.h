#pragma once

#include <QColor>
#include <array>
#include <utility>
#include <vector>

namespace attn {

/// The values at the two ends of a colour scale: lower is drawn in the scale's first colour, upper in its
/// last, and anything beyond in the nearer end's colour.
struct ValueRange
{
    double lower = 0;
    double upper = 1;
    double size() const { return upper - lower; }
};

/// A colour scale for heatmaps and their colour bars: colours at positions from 0 to 1, blended linearly in
/// RGB between them and read from 256 levels, as many as a colour bar can show apart. A value v in the range
/// [lower, upper] takes level ⌊(v − lower) / (upper − lower) · 255⌋. NaN, which a masked cell holds, is
/// transparent: the heatmap paints masked cells itself, never as a colour of the scale.
class ColourGradient
{
  public:
    /// From black to white.
    ColourGradient();
    /// Colours at positions from 0 to 1, in any order; at least one.
    explicit ColourGradient(const std::vector<std::pair<double, QColor>> &stops);

    QRgb colour(double value, const ValueRange &range) const;

  private:
    static constexpr int kLevels = 256;
    std::array<QRgb, kLevels> m_levels{};
};

} // namespace attn
