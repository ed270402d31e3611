#pragma once

#include <QSize>
#include <QString>

class QPaintDevice;
class QImage;

namespace attn {

/// A view that can draw itself, at any size, onto any paint device: the screen, a PNG, an SVG (text
/// stays text) or a PDF. The window and `attentionlab export` draw figures through this one interface.
class FigureSource
{
public:
    virtual ~FigureSource() = default;
    /// Draws the figure filling logicalSize (in device-independent pixels) of the device.
    virtual void paintFigure(QPaintDevice &device, const QSize &logicalSize) = 0;
    /// A title for the file's metadata.
    virtual QString figureTitle() const = 0;
};

/// The size of an exported figure: logical pixels, and a scale for the PNG's pixels (2 = twice as many
/// pixels each way, for a sharp figure on a high-resolution slide). SVG and PDF are vector graphics.
struct FigureSize
{
    QSize logical{1600, 900};
    double scale = 1.0;
};

/// The format follows the extension: .png, .svg or .pdf. Returns an empty string on success, else why not.
QString saveFigure(FigureSource &figure, const QString &path, const FigureSize &size);
/// The figure as a bitmap, e.g. for the clipboard.
QImage figureImage(FigureSource &figure, const FigureSize &size);
/// Puts the figure on the clipboard as an image and as SVG, so that drawing programs keep it editable.
void copyFigureToClipboard(FigureSource &figure, const FigureSize &size);
/// The extensions saveFigure understands.
bool isFigureFormat(const QString &path);

} // namespace attn
