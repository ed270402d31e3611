#include "FigureText.h"

#include <algorithm>
#include <cmath>

namespace attn {

QFont pixelFont(double pixels, bool bold)
{
    QFont font;
    font.setPixelSize(std::max(1, int(std::lround(pixels))));
    font.setBold(bold);
    return font;
}

double figureTextScale(const QSizeF &size, double textScale)
{
    return textScale * std::clamp(std::min(size.width() / 1100.0, size.height() / 720.0), 1.0, 2.5);
}

double figureChromeScale(const QSizeF &size, double textScale)
{
    return std::min(figureTextScale(size, textScale), std::max(1.0, std::min(size.width(), size.height()) / 450.0));
}

} // namespace attn
