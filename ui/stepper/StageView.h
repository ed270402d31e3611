#pragma once

#include "engine/AttentionResult.h"
#include "engine/PipelineStage.h"
#include "figures/FigureExport.h"

#include <QWidget>
#include <map>
#include <memory>

class QGridLayout;
class QLabel;

namespace attn {

class MatrixView;
class ScenarioDocument;

/// One stage of the computation on screen: its title, formula and explanation, and the matrices it reads
/// and writes with their true numbers. Clicking a number highlights the entries it was computed from;
/// hovering it shows the arithmetic (a dot product term by term, a row's softmax, a weighted sum).
class StageView : public QWidget, public FigureSource
{
    Q_OBJECT
public:
    explicit StageView(ScenarioDocument *document, QWidget *parent = nullptr);

    PipelineStage stage() const { return m_stage; }
    void setStage(PipelineStage stage);
    int head() const { return m_head; }
    void setHead(int head);
    int precision() const { return m_precision; }
    void setPrecision(int decimals);
    void setFontScale(double scale);

    /// The matrix views of the current stage by role ("x", "q", "scores", "weights", "output", ...).
    MatrixView *matrixView(const QString &role) const;
    QStringList roles() const;
    /// Selects a cell of a view, highlighting what it was computed from.
    void selectCell(const QString &role, int row, int column);
    /// Highlights a query-key pair from another view: the cell itself where this stage shows the
    /// query x key matrix, else the query's and the key's rows.
    void showFocus(int head, int query, int key);

    /// Draws the stage as it is laid out; resize the view to the figure's size first.
    void paintFigure(QPaintDevice &device, const QSize &logicalSize) override;
    QString figureTitle() const override;

Q_SIGNALS:
    void stageChanged(attn::PipelineStage stage);
    /// A cell of a query x key matrix was clicked.
    void pairClicked(int head, int query, int key);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void refresh();
    void balanceColumns();
    MatrixView *addView(const QString &role, int row, int column, int rowSpan = 1);
    void addOperator(const QString &symbol, int row, int column, int rowSpan = 1);
    /// left (op) right (op) result, on one row or, when wide, with the result on a second row.
    void addProduct(const QStringList &roles, qsizetype columns,
                    const QStringList &operators = {QStringLiteral("×"), QStringLiteral("=")});
    QString layoutKey() const;
    QString toolTip(const QString &role, int row, int column) const;

    ScenarioDocument *m_document;
    PipelineStage m_stage = PipelineStage::Embeddings;
    int m_head = 0;
    int m_precision = 3;
    double m_fontScale = 1.0;
    QLabel *m_title;
    QLabel *m_formula;
    QLabel *m_explanation;
    QLabel *m_notice;
    QWidget *m_matrices;
    QGridLayout *m_grid = nullptr;
    QString m_layoutKey; ///< what the current widgets were built for: stage, mode, head count
    std::map<QString, MatrixView *> m_views;
    /// The scenario's numbers converted to float for the views (X, W_Q, ...), kept while the scenario stays
    /// the same: the result's arrival and every step to another stage would convert millions again.
    std::map<QString, std::shared_ptr<const MatrixF>> m_converted;
    int m_convertedGeneration = -1;
};

} // namespace attn
