#pragma once

#include "render/ColourPalettes.h"
#include "engine/AttentionResult.h"
#include "render/HeatmapFigures.h"
#include "render/HeatmapPicture.h"
#include "scenario/Scenario.h"

#include <cmath>
#include <limits>
#include <memory>
#include <optional>
#include <QPixmap>
#include <QWidget>
#include <array>
#include <vector>

namespace attn {

class AttentionFocus;
class ScenarioDocument;

/// A heatmap figure's content from the window's document, in the language spoken, the masks compared
/// computed now where they are not there yet.
HeatmapContent heatmapContent(ScenarioDocument &document, HeatmapArrangement arrangement, HeatmapMatrix matrix, int head,
                              PaletteKind palette, int precision, ColourRange range);

/// The window's host of a HeatmapPicture, the renderer that draws heatmaps for the window and for export
/// alike. Hovering or clicking a cell sets the shared focus, which the other views highlight. A heatmap that
/// is not shown does no work until it is.
class HeatmapPlot : public QWidget
{
    Q_OBJECT
public:
    HeatmapPlot(ScenarioDocument *document, AttentionFocus *focus, QWidget *parent = nullptr);
    ~HeatmapPlot() override;

    HeatmapArrangement arrangement() const { return m_arrangement; }
    void setArrangement(HeatmapArrangement arrangement);
    HeatmapMatrix matrix() const { return m_matrix; }
    void setMatrix(HeatmapMatrix matrix);
    int head() const { return m_head; }
    void setHead(int head);
    PaletteKind colourPalette() const { return m_palette; }
    void setColourPalette(PaletteKind palette);
    int precision() const { return m_precision; }
    double fontScale() const { return m_fontScale; }
    void setPrecision(int decimals);
    ColourRange colourRangeChoice() const { return m_range; }
    void setColourRange(ColourRange range);
    void setFontScale(double scale);

    const std::vector<HeatmapPanel> &panels() const;
    /// The colour scale's range (for weights in ColourRange::Row, 0 to 1 of each row's own range).
    ValueRange colourRange() const;
    /// A cell's rectangle in widget pixels as last laid out.
    QRectF cellRect(int panel, int query, int key) const;
    std::optional<HeatmapPicture::CellHit> cellAt(const QPointF &position) const;
    /// What hovering a cell shows.
    QString cellDescription(int panel, int query, int key) const;
    /// The renderer and its layout at the widget's size, for tests.
    const HeatmapPicture &picture() const;
    const HeatmapPicture::Layout &pictureLayout() const;

    QSize minimumSizeHint() const override { return {220, 180}; }
    QSize sizeHint() const override { return {560, 520}; }

Q_SIGNALS:
    void cellClicked(int head, int query, int key);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    /// Marks the figure out of date, and builds it at once if it is shown.
    void rebuild();
    void buildNow();
    void ensureBuilt() const;
    /// A new layout: the kept picture is drawn again at the next paint.
    void setPictureLayout(HeatmapPicture::Layout layout);

    ScenarioDocument *m_document;
    AttentionFocus *m_focus;
    HeatmapArrangement m_arrangement = HeatmapArrangement::SelectedHead;
    HeatmapMatrix m_matrix = HeatmapMatrix::Weights;
    int m_head = 0;
    PaletteKind m_palette = PaletteKind::Viridis;
    int m_precision = 2;
    ColourRange m_range = ColourRange::Unit;
    double m_fontScale = 1.0;
    std::unique_ptr<HeatmapPicture> m_picture;
    HeatmapPicture::Layout m_layout;
    QPixmap m_drawn; ///< the picture without the focus, as last painted
    bool m_drawnValid = false;
    bool m_stale = true;
};

} // namespace attn
