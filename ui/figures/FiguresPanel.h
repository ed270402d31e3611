#pragma once

#include "FigureRenderer.h"
#include "VectorView.h"

#include <QWidget>
#include <vector>

class QComboBox;
class QPushButton;
class QTabWidget;

namespace attn {

class LiveTranslation;
class ViewState;

class AttentionFocus;
class ScenarioDocument;

/// The pictures beside the stepper, one tab for each figure of figureRegistry() that has one, in its place,
/// in the host its entry names: the selected head's heatmap, every head, the masks compared, and the 3-D
/// vectors. Each tab says which figure it is, so that Export draws it again.
class FiguresPanel : public QWidget
{
    Q_OBJECT
public:
    /// Subscribes to the view state: its head, palette, decimals and text scale reach every figure, and its
    /// focus links them.
    FiguresPanel(ScenarioDocument *document, ViewState *viewState, QWidget *parent = nullptr);

    HeatmapPlot *heatmap() const { return heatmapOf(FigureKind::Weights); }
    HeatmapPlot *allHeads() const { return heatmapOf(FigureKind::Heads); }
    HeatmapPlot *comparison() const { return heatmapOf(FigureKind::Compare); }
    VectorView *vectorView() const { return m_vectors; }
    /// The figure each tab shows, in the tabs' order.
    const std::vector<FigureKind> &tabKinds() const { return m_tabKinds; }
    QTabWidget *tabs() const { return m_tabs; }
    QComboBox *vectorSetBox() const { return m_vectorSetBox; }
    /// Fits the 3-D view to its vectors again after a drag kept its picture; enabled only then.
    QPushButton *fitVectorsButton() const { return m_fitVectorsButton; }
    /// Shows the tab of a figure kind (the scores are the heatmap's tab with its matrix chosen); none for
    /// a figure the panel does not show.
    void showFigure(FigureKind kind);
    /// A lecture's figure for a stage: the 3-D vectors while the vectors are the subject, then the heatmap of
    /// the matrix the stage makes (the scores, scaled, masked, then the weights), so that the weights are not
    /// on the screen before the softmax that makes them. A tab of another figure (every head, the masks
    /// compared), which the lecturer chose, is left as it is.
    void followStage(PipelineStage stage);
    /// The tab and the heatmaps' matrix chosen at the desk, kept when a lecture begins (its following
    /// changes them) and put back when it ends, as the desk's palette is.
    void keepDeskChoice();
    void restoreDeskChoice();

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
    QWidget *page(QWidget *figure, const std::vector<QWidget *> &choices);
    /// The widget that shows a figure in its tab, as its entry's host says.
    QWidget *host(const FigureEntry &entry, ScenarioDocument *document, AttentionFocus *focus);
    HeatmapPlot *heatmapOf(FigureKind kind) const;
    /// Puts the matrix and colour range choices above the heatmap of a tab.
    void showHeatmapChoicesIn(int tab);

    LiveTranslation *m_liveTexts;
    QTabWidget *m_tabs;
    std::vector<FigureKind> m_tabKinds; ///< the figure of each tab, in order
    int m_deskTab = 0;
    int m_deskMatrix = 0; ///< the matrix box's index
    std::vector<QWidget *> m_tabHosts;  ///< the host of each tab, in order
    std::vector<HeatmapPlot *> m_heatmaps; ///< the heatmap hosts, which share the matrix and colour range choices
    QComboBox *m_matrixBox;
    QComboBox *m_rangeBox;
    QComboBox *m_vectorSetBox;
    QPushButton *m_fitVectorsButton;
    VectorView *m_vectors = nullptr;
    int m_head = 0;
    PaletteKind m_palette = PaletteKind::Viridis;
    int m_precision = 2;
    double m_fontScale = 1.0;
};

} // namespace attn
