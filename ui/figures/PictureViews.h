#pragma once

#include "render/ColourPalettes.h"
#include "render/FigureExport.h"
#include "render/ModelPictures.h"
#include "render/AttentionLinesPicture.h"
#include "render/HeatmapPicture.h"

#include <QWidget>
#include <functional>
#include <optional>

namespace attn {

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
    /// The panel framed as the one shown large beside (the grid's open head); -1 for none.
    void setMarkedPanel(int panel);
    int markedPanel() const { return m_marked; }

Q_SIGNALS:
    void panelClicked(int panel);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    std::optional<HeatmapPicture> m_picture;
    double m_textScale = 1.0;
    int m_marked = -1;
    /// The layout for m_layoutSize, kept between paints: at a text scale above 1 a layout may take some
    /// 17 tries (the largest texts that keep the cells' numbers), and a click on a head or a frame moved
    /// repaints at the same size. Dropped when the content or the text scale changes.
    mutable std::optional<HeatmapPicture::Layout> m_layout;
    mutable QSize m_layoutSize;
};

/// A lines picture as a figure for export, focused on a token or not.
class LinesFigureSource : public FigureSource
{
public:
    explicit LinesFigureSource(AttentionLinesContent content, std::optional<LinesFocus> focus = std::nullopt, double textScale = 1.0);
    void paintFigure(QPaintDevice &device, const QSize &logicalSize) override;
    QString figureTitle() const override;

private:
    AttentionLinesPicture m_picture;
    std::optional<LinesFocus> m_focus;
    double m_textScale;
};

/// Shows a lines picture: hovering a token shows only its lines; a click keeps that token focused (for a
/// slide, or to read its weights) until another click.
class LinesPictureView : public QWidget
{
    Q_OBJECT
public:
    explicit LinesPictureView(QWidget *parent = nullptr);
    void setContent(AttentionLinesContent content);
    const AttentionLinesPicture *picture() const { return m_picture ? &*m_picture : nullptr; }
    AttentionLinesPicture::Layout currentLayout() const;
    /// What the picture is focused on: the token under the mouse, else the one clicked.
    std::optional<LinesFocus> focus() const { return m_hovered ? m_hovered : m_pinned; }
    /// The token kept by a click (what an export shows).
    std::optional<LinesFocus> pinnedFocus() const { return m_pinned; }
    void setTextScale(double scale);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    std::optional<AttentionLinesPicture> m_picture;
    std::optional<LinesFocus> m_hovered;
    std::optional<LinesFocus> m_pinned;
    double m_textScale = 1.0;
};

} // namespace attn
