#pragma once

#include "figures/ColourPalettes.h"
#include "figures/FigureExport.h"
#include "model/BytePairTokenizer.h"
#include "render/HeatmapPicture.h"

#include <QWidget>
#include <functional>
#include <optional>

namespace attn {

class ModelDocument;

/// A head of a model: layer and head, from 0.
struct ModelHead
{
    int layer = 0;
    int head = 0;
    bool operator==(const ModelHead &) const = default;
};

/// A token as the pictures and the window name it: a leading space, which a label cannot show, as "·".
QString tokenLabel(const Token &token);

/// Every layer's and head's attention weights as small multiples, a row per layer and a column per head.
HeatmapContent modelGridContent(const ModelDocument &document, PaletteKind palette);
/// One head's weights, large, with the tokens named.
HeatmapContent modelHeadContent(const ModelDocument &document, ModelHead head, PaletteKind palette);
/// The head a panel of the grid shows.
ModelHead gridPanelHead(const ModelDocument &document, int panel);

/// A heatmap picture as a figure for export: drawn again at the file's size.
class HeatmapFigureSource : public FigureSource
{
public:
    explicit HeatmapFigureSource(HeatmapContent content, double textScale = 1.0);
    void paintFigure(QPaintDevice &device, const QSize &logicalSize) override;
    QString figureTitle() const override;

private:
    HeatmapPicture m_picture;
    double m_textScale;
};

/// Shows a heatmap picture in the window, laid out at the widget's size, and says which panel is clicked.
class HeatmapPictureView : public QWidget
{
    Q_OBJECT
public:
    explicit HeatmapPictureView(QWidget *parent = nullptr);
    void setContent(HeatmapContent content);
    const HeatmapPicture *picture() const { return m_picture ? &*m_picture : nullptr; }
    /// The layout of the last paint (or of the current size, before any).
    HeatmapPicture::Layout currentLayout() const;
    void setTextScale(double scale);

Q_SIGNALS:
    void panelClicked(int panel);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    std::optional<HeatmapPicture> m_picture;
    double m_textScale = 1.0;
};

} // namespace attn
