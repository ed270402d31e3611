#pragma once

#include "engine/AttentionResult.h"
#include "text/MatrixText.h"

#include <QSet>
#include <QStringList>
#include <QWidget>
#include <functional>
#include <memory>

namespace attn {

/// A matrix with its true numbers, row and column labels (tokens or indices) and a caption. The font
/// grows and shrinks with the space the view is given, so a stage fits without scrolling and stays as
/// large as the room allows. A matrix too large to fit even at the smallest font (hundreds of tokens) shows
/// the part that fits and scrolls with the wheel (Shift+wheel for columns). Masked entries (-infinity)
/// are drawn as masked, not as a number.
class MatrixView : public QWidget
{
    Q_OBJECT
public:
    explicit MatrixView(QWidget *parent = nullptr);

    void setMatrix(const MatrixF &matrix, const QStringList &rowLabels, const QStringList &columnLabels);
    /// The same without a copy: the view keeps the matrix alive (often a part of a shared result, through
    /// std::shared_ptr's aliasing constructor). A stage of thousands of tokens shows matrices of millions
    /// of entries, whose copies held the window.
    void setMatrix(std::shared_ptr<const MatrixF> matrix, const QStringList &rowLabels, const QStringList &columnLabels);
    void setCaption(const QString &caption);
    QString caption() const { return m_caption; }
    QStringList rowLabels() const { return m_rowLabels; }
    QStringList columnLabels() const { return m_columnLabels; }
    void setPrecision(int decimals);
    /// Rows, columns and cells drawn as feeding the selected cell.
    void setHighlights(const QSet<int> &rows, const QSet<int> &columns);
    /// The cell drawn as selected, or (-1, -1) for none.
    void setSelectedCell(int row, int column);
    /// The text shown when hovering a cell; the default shows the number at full precision.
    void setToolTipProvider(std::function<QString(int row, int column)> provider);
    /// Scales the font the view aims for (lecture mode and Ctrl +/-).
    void setFontScale(double scale);

    const MatrixF &matrix() const { return *m_matrix; }
    int selectedRow() const { return m_selectedRow; }
    int selectedColumn() const { return m_selectedColumn; }
    /// The cell under a point in widget coordinates, or (-1, -1).
    QPoint cellAt(const QPoint &position) const;
    /// The centre of a cell, for tests and tooltips.
    QPoint cellCentre(int row, int column) const;
    /// The pixel size of the numbers as last laid out.
    int numberPixelSize() const;
    const QSet<int> &highlightedRows() const { return m_highlightedRows; }
    const QSet<int> &highlightedColumns() const { return m_highlightedColumns; }
    /// What hovering the cell shows.
    QString toolTipText(int row, int column) const;

    /// The matrix with its labels as LaTeX, CSV or Markdown: LaTeX and Markdown at the decimals shown,
    /// CSV with every number in its shortest exact form (for spreadsheets and scripts).
    QString matrixText(MatrixTextFormat format) const;
    void copyAs(MatrixTextFormat format) const;
    /// Saves the numbers; the format follows the extension (.tex, .csv, .md). Empty on success, else why not.
    QString saveNumbers(const QString &path) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void cellClicked(int row, int column);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool event(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    struct Geometry
    {
        QFont font;
        QFont labelFont;
        QFont captionFont;
        int captionHeight = 0;
        int rowLabelWidth = 0;
        int cellWidth = 0;
        int cellHeight = 0;
        QPoint origin; ///< top-left of the first cell shown
        QPoint offset; ///< where the caption starts: the margin that centres the matrix
        int shownRows = 0;    ///< how many rows fit; all of them unless the matrix scrolls
        int shownColumns = 0;
    };
    QString formatted(float value) const;
    Geometry layoutFor(int pixelSize) const;
    void relayout();
    /// Scrolls so that the first shown row and column are these, within the matrix.
    void scrollTo(int firstRow, int firstColumn);
    /// "rows 1–40 of 2048, columns ...", when the matrix scrolls; empty when all of it is shown.
    QString scrollPosition() const;

    std::shared_ptr<const MatrixF> m_matrix = std::make_shared<const MatrixF>();
    /// The entries whose text is widest: at a fixed number of decimals the largest and the most negative
    /// finite values, and -infinity where something is masked. Measuring these instead of every entry
    /// keeps the layout of a 2000 x 2000 matrix as quick as that of a 3 x 3 one.
    std::vector<float> m_widestEntries;
    QStringList m_rowLabels;
    QStringList m_columnLabels;
    double m_rowLabelWidthPerPixel = 0;    ///< the widest row label's width per pixel of font size
    double m_columnLabelWidthPerPixel = 0; ///< the same for the column labels
    QString m_caption;
    int m_precision = 3;
    double m_fontScale = 1.0;
    QSet<int> m_highlightedRows;
    QSet<int> m_highlightedColumns;
    int m_selectedRow = -1;
    int m_selectedColumn = -1;
    int m_firstRow = 0;    ///< the first row shown, when the matrix scrolls
    int m_firstColumn = 0;
    std::function<QString(int, int)> m_toolTipProvider;
    Geometry m_geometry;
};

} // namespace attn
