#pragma once

#include "FigureRenderer.h"
#include "VectorView.h"

#include <QWidget>
#include <vector>

class QComboBox;
class QTabWidget;

namespace attn {

class LiveTranslation;
class ViewState;

class AttentionFocus;
class ScenarioDocument;

/// The pictures beside the stepper, one tab each: the selected head's heatmap, every head, the masks
/// compared, and the 3-D vectors. Each tab says which figure it is, so that Export draws it again.
class FiguresPanel : public QWidget
{
    Q_OBJECT
public:
    /// Subscribes to the view state: its head, palette, decimals and text scale reach every figure, and its
    /// focus links them.
    FiguresPanel(ScenarioDocument *document, ViewState *viewState, QWidget *parent = nullptr);

    HeatmapPlot *heatmap() const { return m_heatmap; }
    HeatmapPlot *allHeads() const { return m_allHeads; }
    HeatmapPlot *comparison() const { return m_comparison; }
    VectorView *vectorView() const { return m_vectors; }
    QTabWidget *tabs() const { return m_tabs; }
    QComboBox *matrixBox() const { return m_matrixBox; }
    QComboBox *colourRangeBox() const { return m_rangeBox; }
    QComboBox *vectorSetBox() const { return m_vectorSetBox; }
    /// Shows the tab of a figure kind (weights and scores share the heatmap tab).
    void showFigure(FigureKind kind);

    void setHead(int head);
    void setColourPalette(PaletteKind palette);
    void setPrecision(int decimals);
    void setFontScale(double scale);

    /// The figure of the current tab as it is on screen.
    FigureSpec currentSpec() const;
    /// Any figure, with the panel's settings (head, palette, matrix, camera).
    FigureSpec specFor(FigureKind kind) const;

Q_SIGNALS:
    void exportRequested();
    void copyRequested();

private:
    QWidget *page(QWidget *figure, QWidget *choice);

    LiveTranslation *m_liveTexts;
    QTabWidget *m_tabs;
    std::vector<FigureKind> m_tabKinds; ///< the figure of each tab, in order
    QComboBox *m_matrixBox;
    QComboBox *m_rangeBox;
    QComboBox *m_vectorSetBox;
    HeatmapPlot *m_heatmap;
    HeatmapPlot *m_allHeads;
    HeatmapPlot *m_comparison;
    VectorView *m_vectors;
    int m_head = 0;
    PaletteKind m_palette = PaletteKind::Viridis;
    int m_precision = 2;
    double m_fontScale = 1.0;
};

} // namespace attn
