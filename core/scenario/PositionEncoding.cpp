#include "scenario/PositionEncoding.h"

#include "base/EnumKeys.h"

#include <cmath>

namespace attn {

/// The keys of PositionEncoding in files, settings and on the command line, in the order they are listed.
constexpr auto kPositionEncodingKeys = enumKeys<PositionEncoding>({
    {PositionEncoding::Learned, "learned"},
    {PositionEncoding::None, "none"},
    {PositionEncoding::Sinusoidal, "sinusoidal"},
    {PositionEncoding::Rotary, "rotary"},
});

QString positionEncodingKey(PositionEncoding value)
{
    return kPositionEncodingKeys.key(value);
}

std::optional<PositionEncoding> positionEncodingFromKey(const QString &key)
{
    return kPositionEncodingKeys.fromKey(key);
}

QStringList positionEncodingKeys()
{
    return kPositionEncodingKeys.keys();
}

MatrixF sinusoidalPositions(Eigen::Index positions, Eigen::Index width)
{
    MatrixF table(positions, width);
    for (Eigen::Index p = 0; p < positions; ++p)
        for (Eigen::Index column = 0; column < width; ++column) {
            // Columns 2i and 2i + 1 share the frequency w_i = 10000^(-2i / width); computed in double, since
            // p w_i reaches thousands of radians, where float would lose the angle's fraction.
            const Eigen::Index pair = column / 2;
            const double angle = double(p) * std::pow(10000.0, -2.0 * double(pair) / double(width));
            table(p, column) = float(column % 2 == 0 ? std::sin(angle) : std::cos(angle));
        }
    return table;
}

void applyRotaryPositions(MatrixF &sideBySide, int heads, int headWidth)
{
    for (Eigen::Index p = 0; p < sideBySide.rows(); ++p)
        for (int pair = 0; pair < headWidth / 2; ++pair) {
            const double angle = double(p) * std::pow(10000.0, -2.0 * pair / double(headWidth));
            const float cosine = float(std::cos(angle)), sine = float(std::sin(angle));
            for (int h = 0; h < heads; ++h) {
                float &x = sideBySide(p, h * headWidth + 2 * pair);
                float &y = sideBySide(p, h * headWidth + 2 * pair + 1);
                // (x, y) turned by the angle: (x cos - y sin, x sin + y cos)
                const float turnedX = x * cosine - y * sine;
                y = x * sine + y * cosine;
                x = turnedX;
            }
        }
}

} // namespace attn
