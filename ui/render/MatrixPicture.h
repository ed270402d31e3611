#pragma once

#include "engine/AttentionResult.h"
#include "text/MatrixText.h"

#include <QColor>
#include <QFont>
#include <QRect>
#include <QSet>
#include <QStringList>
#include <algorithm>
#include <memory>
#include <optional>
#include <vector>

class QPainter;

namespace attn {

/// The colours a picture is drawn in: the window's palette on screen, black on white in a slide.
struct PictureColours
{
    QColor background = Qt::white;
    QColor text = Qt::black;
    QColor faintText{96, 96, 96};
    QColor cell = Qt::white;
    QColor alternateCell{242, 242, 242};
    QColor rule{160, 160, 160};
    QColor highlight{255, 214, 102};
    QColor selection{214, 39, 40};
    QColor notice{176, 0, 32};
    /// Where valid, a matrix of weights (0 to 1) is shaded by value, white at 0 to this colour at 1, as a
    /// heatmap is: on a slide the pattern (the induction lesson's stripe) is seen before the numbers are read.
    QColor valueTint;
};

/// Which rows (or columns) of count a picture shows within budget slots: all when they fit; otherwise the
/// ones from start on, an ellipsis (−1) and the last ones, with an ellipsis first too when start > 0.
std::vector<int> shownIndices(int count, int budget, int start = 0);

/// What is marked on a matrix: rows and columns that feed the selected cell, and the cell itself.
struct MatrixMarks
{
    QSet<int> rows;
    QSet<int> columns;
    int selectedRow = -1;
    int selectedColumn = -1;
};

/// A matrix as a picture: its true numbers in a grid with row and column labels (tokens or indices) and a
/// caption, at a font size the page chooses. Too many rows or columns for the room show their first and last
/// ones around ⋮ and ⋯, and the caption says how many are shown. Masked entries (−∞) are drawn as masked.
/// Paints into any QPainter: the window's stage view, a PNG, an SVG or a PDF.
class MatrixPicture
{
public:
    MatrixPicture(QString role, QString caption, std::shared_ptr<const MatrixF> matrix, QStringList rowLabels,
                  QStringList columnLabels, int precision, const QFont &baseFont);

    /// The columns at which a new head's columns begin (the concatenation), drawn as a heavier rule.
    void setColumnGroupStarts(std::vector<int> starts) { m_groupStarts = std::move(starts); }

    struct Layout
    {
        QFont font;
        QFont labelFont;
        QFont captionFont;
        QFont noteFont;
        QRect bounds;        ///< everything, caption included
        QRect captionRect;
        QRect noteRect;      ///< "5 of 2048 rows shown", empty when all of it is shown
        QString note;
        int rowLabelWidth = 0;
        int cellWidth = 0;
        int cellHeight = 0;
        int numberInset = 0;   ///< from a number's right to its cell's edge: half the air between numbers
        /// The column labels on two lines, alternately (the first on the line nearer the numbers), each label
        /// of the farther line with a tick down to its column: see layOut.
        bool staggeredLabels = false;
        /// Staggered, the caption on the farther line of labels, left of its first label (that line then as
        /// tall as a caption's line, so the matrix stands as tall as one with its labels on one line).
        bool captionBesideLabels = false;
        int headerHeight = 0;  ///< from the top of the column labels to the first cell's
        QPoint origin;         ///< top-left of the first cell
        std::vector<int> rows; ///< matrix row of each row slot, −1 for ⋮
        std::vector<int> columns;
        /// How many slots the rows and the columns had: a scroll starts at most budget − 1 before the end.
        int rowBudget = 0;
        int columnBudget = 0;
        bool complete() const;
    };
    /// The picture at a font size, showing at most rowBudget rows and columnBudget columns from
    /// (firstRow, firstColumn), with its top-left at topLeft. forScreen adds the wheel hint to the note.
    /// staggerLabels: column labels wider than the numbers (columnLabelsOutgrowNumbers) stand on two lines,
    /// alternately, so that they widen their columns only to about half their width, for a line's height.
    /// captionBesideLabels: staggered, the caption may stand on the farther line (Layout::captionBesideLabels).
    /// leastTextPixels: the least size of the labels, caption and note (a slide's: a 40th of its height);
    /// largestCaptionPixels: the most the caption grows to (a slide's title's size), 0 for no bound.
    Layout layOut(QPoint topLeft, int pixelSize, int rowBudget, int columnBudget, int firstRow = 0, int firstColumn = 0,
                  bool forScreen = false, bool staggerLabels = false, bool captionBesideLabels = false,
                  int leastTextPixels = 0, double rowSpacing = kRowSpacing, int largestCaptionPixels = 0) const;
    /// A row's height per line of its numbers' font: air between rows, which a slide of 16 tokens at a 30th
    /// of its height each cannot give as generously as a page that scrolls.
    static constexpr double kRowSpacing = 1.3;
    void paint(QPainter &painter, const Layout &layout, const MatrixMarks &marks, const PictureColours &colours) const;

    /// The matrix row and column under a point, if it is a number's cell.
    std::optional<QPoint> cellAt(const Layout &layout, const QPoint &point) const;
    /// A shown cell's rectangle; empty when the cell is behind an ellipsis.
    QRect cellRect(const Layout &layout, int row, int column) const;
    /// Every label drawn with its place: the caption, the note, the row and column labels.
    std::vector<std::pair<QString, QRect>> texts(const Layout &layout) const;

    const QString &role() const { return m_role; }
    const QString &caption() const { return m_caption; }
    const MatrixF &matrix() const { return *m_matrix; }
    const QStringList &rowLabels() const { return m_rowLabels; }
    const QStringList &columnLabels() const { return m_columnLabels; }
    /// Whether the rows (columns) are counted, 1, 2, 3, …, rather than named by tokens: dimensions, which a
    /// slide may show as their first and last.
    bool rowsCounted() const { return countedLabels(m_rowLabels); }
    bool columnsCounted() const { return countedLabels(m_columnLabels); }
    int precision() const { return m_precision; }
    /// Whether the widest column label is wider than the widest number (a sentence's words over its scores):
    /// then the labels, not the numbers, set the columns' width, and staggering them narrows the matrix.
    bool columnLabelsOutgrowNumbers() const;
    QString formatted(float value) const;
    /// The matrix with its labels as LaTeX, CSV or Markdown: LaTeX and Markdown at the decimals shown,
    /// CSV with every number in its shortest exact form (for spreadsheets and scripts).
    QString matrixText(MatrixTextFormat format) const;

private:
    static bool countedLabels(const QStringList &labels)
    {
        for (qsizetype index = 0; index < labels.size(); ++index)
            if (labels[index] != QString::number(index + 1))
                return false;
        return true;
    }
    /// The widest entry's advance in these metrics (QFontMetrics or QFontMetricsF): only m_widestEntries, and
    /// 0 for an empty matrix, are measured.
    template <typename Metrics> auto widestEntryAdvance(const Metrics &metrics) const
    {
        auto widest = metrics.horizontalAdvance(formatted(0.0f));
        for (float value : m_widestEntries)
            widest = std::max(widest, metrics.horizontalAdvance(formatted(value)));
        return widest;
    }
    QString rowLabel(int row) const;
    QString columnLabel(int column) const;

    QString m_role;
    QString m_caption;
    std::shared_ptr<const MatrixF> m_matrix;
    QStringList m_rowLabels;
    QStringList m_columnLabels;
    int m_precision;
    QFont m_baseFont;
    /// The entries whose text is widest: at a fixed number of decimals the largest and the most negative
    /// finite values, and −∞ where something is masked. Measuring these instead of every entry keeps the
    /// layout of a 2000 × 2000 matrix as quick as that of a 3 × 3 one.
    std::vector<float> m_widestEntries;
    double m_rowLabelWidthPerPixel = 0; ///< the widest row label's width per pixel of font size
    double m_columnLabelWidthPerPixel = 0;
    double m_widestNumberWidthPerPixel = 0; ///< likewise the widest entry's
    std::vector<int> m_groupStarts;
};

} // namespace attn
