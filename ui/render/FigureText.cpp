#include "FigureText.h"

#include <QFontInfo>
#include <QFontMetrics>
#include <QGuiApplication>
#include <algorithm>
#include <cmath>

namespace attn {

QString defaultFontFamily()
{
    static const QString family = QFontInfo(QFont()).family();
    return family;
}

QFont pixelFont(double pixels, bool bold)
{
    QFont font(defaultFontFamily());
    font.setPixelSize(std::max(1, int(std::lround(pixels))));
    font.setBold(bold);
    return font;
}

QFont scaledApplicationFont(double scale)
{
    const QFont base = QGuiApplication::font();
    QFont scaled = base;
    if (base.pointSizeF() > 0)
        scaled.setPointSizeF(base.pointSizeF() * scale);
    else
        scaled.setPixelSize(std::max(1, int(base.pixelSize() * scale)));
    return scaled;
}

int wrappedTextHeight(const QFont &font, const QString &text, int width)
{
    if (text.isEmpty())
        return 0;
    return QFontMetrics(font).boundingRect(QRect(0, 0, std::max(1, width), 100000), Qt::TextWordWrap | Qt::AlignHCenter, text).height();
}

QFont fontWithinLines(QFont font, const QString &text, int width, int lines)
{
    const int largest = font.pixelSize();
    while (wrappedTextHeight(font, text, width) > QFontMetrics(font).lineSpacing() * lines + 1 && font.pixelSize() > largest * 3 / 5)
        font.setPixelSize(font.pixelSize() - 1);
    return font;
}

double boundedTextScale(double scale)
{
    if (!std::isfinite(scale)) // a settings file's "nan": the default size
        return 1.0;
    return std::clamp(scale, 0.5, kLargestTextScale);
}

std::optional<QFont> fittedFont(QFont font, const QString &text, int length, int smallest)
{
    if (smallest <= 0)
        smallest = std::max(9, font.pixelSize() * 3 / 5);
    while (QFontMetrics(font).horizontalAdvance(text) > length) {
        if (font.pixelSize() <= smallest)
            return std::nullopt;
        font.setPixelSize(font.pixelSize() - 1);
    }
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
