#pragma once

#include "scenario/PipelineStage.h"
#include "render/StagePage.h"

#include <QWidget>
#include <map>
#include <memory>
#include <optional>
#include <vector>
#include <tuple>

class QScrollArea;

namespace attn {

class ViewState;

class ScenarioDocument;

/// One stage of the computation on screen: the window's host of a StagePage, which lays the stage out and
/// draws it (the same page File › Export and `attentionlab export` draw). Clicking a number marks the entries
/// it was computed from and pins its arithmetic onto the page; hovering shows the same arithmetic as a tool
/// tip; the wheel scrolls a matrix too large to show whole; the context menu copies a matrix's numbers.
class StageView : public QWidget
{
    Q_OBJECT
public:
    /// Subscribes to the view state (stage, head, decimals, text scale) and marks its focused pair; a
    /// clicked pair becomes the focus.
    StageView(ScenarioDocument *document, ViewState *viewState, QWidget *parent = nullptr);
    ~StageView() override;

    PipelineStage stage() const { return m_stage; }
    void setStage(PipelineStage stage);
    /// The whole stage, or one of its parts (one Q, K, V product; one step of the layer norm).
    StagePart stagePart() const { return m_stagePart; }
    void setStagePart(StagePart part);
    int head() const { return m_head; }
    void setHead(int head);
    int precision() const { return m_precision; }
    void setPrecision(int decimals);
    double fontScale() const { return m_fontScale; }
    void setFontScale(double scale);

    /// The page shown and its layout at the view's size.
    const StagePage &page() const { return *m_page; }
    const StagePage::Layout &pageLayout() const { return m_layout; }
    /// The roles of the current stage's matrices, by key ("xkv", "q", "scores", "head2", …; see StageCatalogue).
    QStringList roles() const { return m_page->roles(); }
    const MatrixPicture *matrix(const QString &role) const { return m_page->matrix(role); }
    /// What is marked on a matrix (selected cell, rows and columns that feed it).
    MatrixMarks marks(const QString &role) const;
    /// The centre of a shown cell in the view, for tests; (-1, -1) when it is not shown.
    QPoint cellCentre(const QString &role, int row, int column) const;
    /// The matrices' one font size as laid out.
    int numberPixelSize() const { return m_layout.numberPixelSize; }
    /// Where the page draws, in the view: each text's box and each matrix's.
    const std::vector<QRect> &drawnBoxes() const;
    /// Where a view of the page may begin without cutting a line through: the top of each text, of each
    /// matrix (its caption) and of each of its rows, in the view, in order.
    std::vector<int> lineTops() const;
    /// What hovering a number shows.
    QString toolTipText(const QString &role, int row, int column) const { return m_page->arithmetic(role, row, column); }
    /// The same, as the tool tip draws it: at the page's text scale (empty where there is nothing to show).
    QString toolTipHtml(const QString &role, int row, int column) const;
    /// The number whose arithmetic is pinned onto the page, if any.
    const std::optional<PinnedCell> &pinned() const { return m_pinned; }
    /// Selects a number: marks what it was computed from and pins its arithmetic, which the window's scroll
    /// area then shows.
    void selectCell(const QString &role, int row, int column);
    /// Unpins the arithmetic and clears the marks.
    void clearSelection();
    /// Highlights a query-key pair chosen in another view.
    void showFocus(int head, int query, int key);
    /// A matrix's numbers on the clipboard.
    void copyMatrix(const QString &role, MatrixTextFormat format) const;
    /// Saves a matrix's numbers; the format follows the extension (.tex, .csv, .md). Empty on success.
    QString saveMatrix(const QString &role, const QString &path) const;

    QSize sizeHint() const override { return {900, 700}; }
    /// Where the page cannot fit even its smallest numbers, the window's scroll area around the view scrolls.
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void stageChanged(attn::PipelineStage stage);
    /// The page was laid out anew (another stage, size, text scale or result): what it draws moved.
    void laidOut();
    /// A cell of a query x key matrix was clicked.
    void pairClicked(int head, int query, int key);
    /// The pair clicked was unpinned (clicked again, or a click beside the matrices).
    void pairReleased();

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    /// A new page from the document (new numbers, stage, head, decimals or language), keeping the selection.
    void rebuild();
    /// A new page for another stage or product: nothing marked, pinned or scrolled carries over.
    void rebuildFresh();
    void relayout();
    /// Scrolls the window's scroll area to the pinned number's arithmetic, with the number where both fit.
    void revealPinned();
    /// The window's scroll area the view is shown in, if any.
    QScrollArea *enclosingScrollArea() const;
    /// How far the window's scroll area is scrolled, sideways and down (none outside one).
    QPoint scrollAreaOffset() const;
    PageStyle style() const;
    /// The matrix role and cell under a point.
    std::optional<std::pair<QString, QPoint>> cellAt(const QPoint &point) const;
    QString roleAt(const QPoint &point) const;

    ScenarioDocument *m_document;
    PipelineStage m_stage = PipelineStage::Embeddings;
    StagePart m_stagePart = StagePart::All;
    int m_head = 0;
    int m_precision = 3;
    double m_fontScale = 1.0;
    std::unique_ptr<StagePage> m_page;
    StagePage::Layout m_layout;
    /// drawnBoxes() of m_layout, once asked.
    mutable std::optional<std::vector<QRect>> m_drawnBoxes;
    std::map<QString, MatrixMarks> m_marks;
    std::optional<PinnedCell> m_pinned;
    /// A number was pinned and its panel is yet to be brought into view (see revealPinned()).
    bool m_revealPinned = false;
    /// Where the window's scroll area stood before a number was pinned, to go back to when it is unpinned.
    std::optional<QPoint> m_scrolledBeforePin;
    /// The pair chosen in another view, marked again on each new page.
    std::optional<std::pair<int, int>> m_focusPair;
    std::map<QString, QPoint> m_scroll;
    /// How many of a long side the page chose to show, whether it staggered column labels, and for what: the
    /// stage, its part, the room the scroll area gives without scroll bars and the text scale. Kept while
    /// these stay (see relayout()).
    int m_cutBudget = 0;
    bool m_staggeredLabels = false;
    std::tuple<PipelineStage, StagePart, QSize, double> m_cutBudgetFor;
    /// The matrices' arrangement and font size with nothing pinned, for the same things; kept while a number
    /// is pinned.
    PageStyle::KeptMatrices m_unpinnedMatrices;
    std::tuple<PipelineStage, StagePart, QSize, double> m_unpinnedMatricesFor;
};

} // namespace attn
