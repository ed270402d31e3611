#pragma once

#include "ColourPalettes.h"
#include "FigureExport.h"
#include "engine/AttentionResult.h"
#include "scenario/Scenario.h"

#include <cmath>
#include <limits>
#include <memory>
#include <optional>
#include <QImage>
#include <qcustomplot.h>
#include <vector>

namespace attn {

class AttentionFocus;
class ScenarioDocument;

/// Which query x key matrix a heatmap shows.
enum class HeatmapMatrix {
    Scores,  ///< S = Q K^T
    Scaled,  ///< S / sqrt(d_k)
    Masked,  ///< with -infinity where the mask hides a key
    Weights, ///< softmax of each row
};
QString heatmapMatrixKey(HeatmapMatrix matrix);
std::optional<HeatmapMatrix> heatmapMatrixFromKey(const QString &key);
QStringList heatmapMatrixKeys();

/// What the plot holds: the selected head, every head as small multiples, or the same head under each mask.
enum class HeatmapArrangement {
    SelectedHead,
    AllHeads,
    CompareMasks,
};

/// Heatmaps of attention: a grid of cells (no interpolation) with query tokens down the side and key
/// tokens along the top, the value written in each cell when it fits, and a colour scale with an honest
/// range (weights 0 to 1, scores symmetric about 0). Masked cells are hatched grey, never a colour of the
/// scale. Hovering or clicking a cell sets the shared focus, which the other views highlight.
class HeatmapPlot : public QCustomPlot, public FigureSource
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
    PaletteKind palette() const { return m_palette; }
    void setPalette(PaletteKind palette);
    int precision() const { return m_precision; }
    void setPrecision(int decimals);
    void setFontScale(double scale);

    /// One heatmap of the figure.
    struct Panel
    {
        QString title;
        int head = 0;
        /// The numbers drawn, shared with the result they come from (never copied: thousands of tokens make
        /// millions of cells).
        std::shared_ptr<const MatrixF> values;
        /// The head's masked scores, −∞ where a query may not see a key; null when the figure shows no mask
        /// or the mode has none.
        std::shared_ptr<const MatrixF> maskSource;
        bool isMasked(Eigen::Index query, Eigen::Index key) const
        {
            return maskSource && std::isinf((*maskSource)(query, key));
        }
        Eigen::Index maskedCount() const { return maskSource ? (maskSource->array() == -std::numeric_limits<float>::infinity()).count() : 0; }
        /// Stops at the first masked cell, which under the causal mask is the second of the first row.
        bool anyMasked() const
        {
            for (Eigen::Index query = 0; maskSource && query < maskSource->rows(); ++query)
                for (Eigen::Index key = 0; key < maskSource->cols(); ++key)
                    if (isMasked(query, key))
                        return true;
            return false;
        }
        QStringList queryLabels;
        QStringList keyLabels;
        QCPAxisRect *rect = nullptr;
        QCPTextElement *titleElement = nullptr;
        /// One pixel per cell, for cells too small to draw one by one: made at the first paint and kept
        /// for the next ones (hover and focus repaint often), until the range it was coloured for changes.
        mutable QImage cellImage;
        mutable QCPRange cellImageRange;
    };
    const std::vector<Panel> &panels() const { return m_panels; }
    /// The colour scale's range, for tests.
    QCPRange colourRange() const;
    /// A cell's rectangle in widget pixels as last laid out.
    QRectF cellRect(int panel, int query, int key) const;
    struct CellHit
    {
        int panel = -1;
        int query = -1;
        int key = -1;
    };
    /// The cell under a point in widget pixels.
    std::optional<CellHit> cellAt(const QPointF &position) const;
    /// What hovering a cell shows.
    QString cellDescription(int panel, int query, int key) const;

    void paintFigure(QPaintDevice &device, const QSize &logicalSize) override;
    QString figureTitle() const override;
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override { return {560, 520}; }

    /// Draws a panel's cells, hatching, numbers and focus outline; called by the panel's cell layer.
    static void setTickLabels(QCPAxis *axis, const QStringList &labels, int step);
    void drawGridLines(QCPPainter *painter, int panelIndex) const;
    void drawFocus(QCPPainter *painter, int panelIndex) const;
    void drawCells(QCPPainter *painter, int panel) const;

Q_SIGNALS:
    void cellClicked(int head, int query, int key);

protected:
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void fitLabels(const QSize &figureSize);
    void applyFonts();
    /// Marks the plot out of date, and builds it at once if it is shown.
    void rebuild();
    void buildNow();
    void collectPanels();
    void addPanelsToLayout(const QSize &figureSize);
    int columnsFor(const QSize &figureSize) const;
    /// A panel's cells as a picture of the given size (at most one pixel per cell).
    static QImage cellPicture(const Panel &panel, const QSize &pixels, QCPColorGradient &gradient, const QCPRange &range,
                              QRgb maskFill);
    QString matrixTitle() const;
    QFont pixelFont(double pixels, bool bold = false) const;

    ScenarioDocument *m_document;
    AttentionFocus *m_focus;
    HeatmapArrangement m_arrangement = HeatmapArrangement::SelectedHead;
    HeatmapMatrix m_matrix = HeatmapMatrix::Weights;
    int m_head = 0;
    PaletteKind m_palette = PaletteKind::Viridis;
    int m_precision = 2;
    double m_fontScale = 1.0;
    std::vector<Panel> m_panels;
    std::vector<QCPLayerable *> m_cellLayers;
    QCPColorScale *m_colourScale = nullptr;
    QCPTextElement *m_maskNote = nullptr;
    QCPTextElement *m_title = nullptr;
    /// Text grows with the figure: a large export for a slide gets larger labels, not only larger cells.
    double m_sizeFactor = 1.0;
    int m_columns = 1;
    QString m_emptyReason;
    bool m_stale = true;
};

} // namespace attn
