#include "FigureExport.h"

#include "io/WholeFileWrite.h"
#include "FigureText.h"

#include <QBuffer>
#include <QClipboard>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QMimeData>
#include <QPageSize>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSvgGenerator>

namespace attn {
namespace {

/// The texts' translation context, in a form lupdate recognises.
struct FigureExportStrings
{
    Q_DECLARE_TR_FUNCTIONS(FigureExport)
};

QByteArray svgBytes(FigureSource &figure, const QSize &size)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    // One logical pixel is 1/96 inch, as in the PDF and as CSS counts it: at Qt's default of 72 dpi a
    // 1600-pixel slide declares itself 564 mm wide and comes into a presentation larger than the page.
    generator.setResolution(96);
    generator.setTitle(figure.figureTitle());
    generator.setDescription(QStringLiteral("AttentionLab"));
    figure.paintFigure(generator, size);
    // Each font named, then the generic family: Qt writes only the family it drew with, and a program without
    // it (a browser, a slide program on another system) falls back to its default, often a serif.
    // (The painter's own default, in groups that draw no text, is Qt's alias "Sans Serif": named as it resolves.)
    static const QRegularExpression family(QStringLiteral("font-family=\"([^\"]*)\""));
    return QString::fromUtf8(buffer.data())
        .replace(QStringLiteral("font-family=\"Sans Serif\""), QStringLiteral("font-family=\"%1\"").arg(defaultFontFamily()))
        .replace(family, QStringLiteral("font-family=\"\\1, sans-serif\""))
        .toUtf8();
}

QByteArray pdfBytes(FigureSource &figure, const QSize &size)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        // One logical pixel is 1/96 inch, as on a standard screen, so fonts keep their size.
        writer.setResolution(96);
        writer.setPageSize(QPageSize(QSizeF(size.width() * 72.0 / 96.0, size.height() * 72.0 / 96.0), QPageSize::Point));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setTitle(figure.figureTitle());
        writer.setCreator(QStringLiteral("AttentionLab"));
        figure.paintFigure(writer, size);
    }
    return buffer.data();
}

} // namespace

bool isFigureFormat(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("png") || suffix == QLatin1String("svg") || suffix == QLatin1String("pdf");
}

QImage figureImage(FigureSource &figure, const FigureSize &size)
{
    QImage image(size.logical * size.scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(size.scale);
    image.fill(Qt::white);
    figure.paintFigure(image, size.logical);
    return image;
}

QString saveFigure(FigureSource &figure, const QString &path, const FigureSize &size)
{
    if (size.logical.width() < 16 || size.logical.height() < 16 || size.scale <= 0)
        return FigureExportStrings::tr("%1: the figure must be at least 16×16 pixels").arg(path);
    const QString suffix = QFileInfo(path).suffix().toLower();
    QByteArray bytes;
    if (suffix == QLatin1String("png")) {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        if (!figureImage(figure, size).save(&buffer, "PNG"))
            return FigureExportStrings::tr("%1: the image could not be encoded as PNG").arg(path);
    } else if (suffix == QLatin1String("svg")) {
        bytes = svgBytes(figure, size.logical);
    } else if (suffix == QLatin1String("pdf")) {
        bytes = pdfBytes(figure, size.logical);
    } else {
        return FigureExportStrings::tr("%1: unknown figure format; use .png, .svg or .pdf").arg(path);
    }
    // Written whole or not at all: an existing file is only replaced by a complete figure.
    const QString failure = writeFileWhole(path, bytes);
    return failure.isEmpty() ? QString() : FigureExportStrings::tr("%1: %2").arg(path, failure);
}

void copyFigureToClipboard(FigureSource &figure, const FigureSize &size)
{
    auto *data = new QMimeData;
    data->setImageData(figureImage(figure, size));
    data->setData(QStringLiteral("image/svg+xml"), svgBytes(figure, size.logical));
    QGuiApplication::clipboard()->setMimeData(data);
}

} // namespace attn
