#pragma once

#include <QFile>
#include <QImage>
#include <QSet>
#include <QString>

namespace attn::test {

/// A written file's bytes; empty when it cannot be read.
inline QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// Why bytes are not a drawn figure of that size as a PNG, or an empty string: a PNG that loads, of the
/// size, not blank (at every fifth pixel each way, more than 20 colours).
inline QString pngProblem(const QByteArray &bytes, const QSize &size)
{
    QImage image;
    if (!image.loadFromData(bytes, "PNG"))
        return QStringLiteral("not a PNG");
    if (image.size() != size)
        return QStringLiteral("%1 x %2 pixels").arg(image.width()).arg(image.height());
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 5)
        for (int x = 0; x < image.width(); x += 5)
            colours.insert(image.pixel(x, y));
    return colours.size() > 20 ? QString() : QStringLiteral("blank: %1 colours").arg(colours.size());
}

} // namespace attn::test
