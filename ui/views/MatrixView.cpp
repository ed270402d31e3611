#include "MatrixView.h"
#include "WidestLabel.h"

#include <algorithm>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QFileDialog>
#include <QGuiApplication>
#include <QMenu>
#include <QMessageBox>
#include <QHelpEvent>
#include <QLocale>
#include <QPaintEvent>
#include <limits>
#include <QMouseEvent>
#include <QPainter>
#include <QSaveFile>
#include <QToolTip>
#include <QWheelEvent>
#include <cmath>

namespace attn {
namespace {

constexpr int kLargestPixelSize = 34;
constexpr int kSmallestPixelSize = 9;
/// The size at which label widths are measured, then scaled to the size drawn.
constexpr int kReferencePixelSize = 64;

} // namespace

MatrixView::MatrixView(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void MatrixView::setMatrix(const MatrixF &matrix, const QStringList &rowLabels, const QStringList &columnLabels)
{
    setMatrix(std::make_shared<const MatrixF>(matrix), rowLabels, columnLabels);
}

void MatrixView::setMatrix(std::shared_ptr<const MatrixF> shared, const QStringList &rowLabels, const QStringList &columnLabels)
{
    m_matrix = std::move(shared);
    const MatrixF &matrix = *m_matrix;
    // At a fixed number of decimals the widest entry is the largest, the most negative, or -∞ (masked).
    // Whole-matrix reductions, which Eigen vectorises: a matrix may hold millions of entries. Overflow
    // never reaches a view, so the only entries that are not finite are masked ones.
    m_widestEntries.clear();
    if (matrix.size() > 0) {
        constexpr float infinity = std::numeric_limits<float>::infinity();
        const float largest = matrix.maxCoeff();
        const float smallest = (matrix.array() == -infinity).select(infinity, matrix.array()).minCoeff();
        if (largest > -infinity)
            m_widestEntries.insert(m_widestEntries.end(), {largest, smallest});
        if (smallest == infinity || matrix.minCoeff() == -infinity)
            m_widestEntries.push_back(-infinity);
    }
    m_rowLabels = rowLabels;
    m_columnLabels = columnLabels;
    // Label widths grow in proportion to the font: measured once here at a large size, then scaled for
    // each size that relayout() tries, instead of measuring the labels again at every size.
    QFont reference = font();
    reference.setPixelSize(kReferencePixelSize);
    reference.setBold(true);
    const QFontMetricsF labels(reference);
    auto widestPerPixel = [&labels](const QStringList &all) { return widestLabelWidth(all, labels) / kReferencePixelSize; };
    m_rowLabelWidthPerPixel = widestPerPixel(rowLabels);
    m_columnLabelWidthPerPixel = widestPerPixel(columnLabels);
    if (m_selectedRow >= matrix.rows() || m_selectedColumn >= matrix.cols())
        m_selectedRow = m_selectedColumn = -1;
    relayout();
}

void MatrixView::setCaption(const QString &caption)
{
    m_caption = caption;
    relayout();
}

void MatrixView::setPrecision(int decimals)
{
    m_precision = decimals;
    relayout();
}

void MatrixView::setHighlights(const QSet<int> &rows, const QSet<int> &columns)
{
    m_highlightedRows = rows;
    m_highlightedColumns = columns;
    update();
}

void MatrixView::setSelectedCell(int row, int column)
{
    m_selectedRow = row;
    m_selectedColumn = column;
    // A selected cell out of sight scrolls into view (the figures may point at any pair).
    const Geometry &g = m_geometry;
    int firstRow = m_firstRow, firstColumn = m_firstColumn;
    if (row >= 0 && (row < firstRow || row >= firstRow + g.shownRows))
        firstRow = row - g.shownRows / 2;
    if (column >= 0 && (column < firstColumn || column >= firstColumn + g.shownColumns))
        firstColumn = column - g.shownColumns / 2;
    scrollTo(firstRow, firstColumn);
    update();
}

void MatrixView::setToolTipProvider(std::function<QString(int, int)> provider)
{
    m_toolTipProvider = std::move(provider);
}

void MatrixView::setFontScale(double scale)
{
    m_fontScale = scale;
    relayout();
}

QString MatrixView::formatted(float value) const
{
    if (std::isinf(value))
        return value < 0 ? QStringLiteral("−∞") : QStringLiteral("∞");
    return QLocale().toString(double(value), 'f', m_precision);
}

MatrixView::Geometry MatrixView::layoutFor(int pixelSize) const
{
    Geometry geometry;
    geometry.font = font();
    geometry.font.setPixelSize(pixelSize);
    geometry.labelFont = geometry.font;
    geometry.labelFont.setBold(true);
    geometry.captionFont = geometry.labelFont;
    geometry.captionFont.setPixelSize(std::max(kSmallestPixelSize, pixelSize * 9 / 10));
    const QFontMetrics numbers(geometry.font);
    geometry.captionHeight = m_caption.isEmpty() ? 0 : QFontMetrics(geometry.captionFont).height() * 3 / 2;
    int widest = numbers.horizontalAdvance(formatted(-8.0f));
    for (float value : m_widestEntries)
        widest = std::max(widest, numbers.horizontalAdvance(formatted(value)));
    widest = std::max(widest, int(std::ceil(m_columnLabelWidthPerPixel * pixelSize)) + 1);
    geometry.cellWidth = widest + pixelSize;
    geometry.cellHeight = numbers.height() * 3 / 2;
    geometry.rowLabelWidth = int(std::ceil(m_rowLabelWidthPerPixel * pixelSize)) + 1;
    geometry.rowLabelWidth += pixelSize;
    geometry.origin = QPoint(geometry.rowLabelWidth, geometry.captionHeight + geometry.cellHeight);
    return geometry;
}

void MatrixView::relayout()
{
    // The largest font at which the whole matrix fits the widget.
    const int ceiling = int(std::round(kLargestPixelSize * m_fontScale));
    const int rows = int(m_matrix->rows()), columns = int(m_matrix->cols());
    int pixelSize = std::max(kSmallestPixelSize, ceiling);
    for (; pixelSize > kSmallestPixelSize; --pixelSize) {
        const Geometry geometry = layoutFor(pixelSize);
        const int neededWidth = geometry.rowLabelWidth + columns * geometry.cellWidth;
        const int neededHeight = geometry.origin.y() + rows * geometry.cellHeight;
        if (neededWidth <= width() && neededHeight <= height())
            break;
    }
    m_geometry = layoutFor(pixelSize);
    // What does not fit at the smallest font scrolls: as many whole rows and columns as there is room for.
    Geometry &g = m_geometry;
    g.shownRows = std::clamp((height() - g.origin.y()) / std::max(1, g.cellHeight), std::min(rows, 1), rows);
    g.shownColumns = std::clamp((width() - g.rowLabelWidth) / std::max(1, g.cellWidth), std::min(columns, 1), columns);
    m_firstRow = std::clamp(m_firstRow, 0, rows - g.shownRows);
    m_firstColumn = std::clamp(m_firstColumn, 0, columns - g.shownColumns);
    // Centre the matrix in the space it has, so that operators between views line up with it.
    const int usedWidth = g.rowLabelWidth + g.shownColumns * g.cellWidth;
    const int usedHeight = g.origin.y() + g.shownRows * g.cellHeight;
    g.offset = QPoint(std::max(0, (width() - usedWidth) / 2), std::max(0, (height() - usedHeight) / 2));
    g.origin += g.offset;
    updateGeometry();
    update();
}

void MatrixView::scrollTo(int firstRow, int firstColumn)
{
    const int row = std::clamp(firstRow, 0, int(m_matrix->rows()) - m_geometry.shownRows);
    const int column = std::clamp(firstColumn, 0, int(m_matrix->cols()) - m_geometry.shownColumns);
    if (row == m_firstRow && column == m_firstColumn)
        return;
    m_firstRow = row;
    m_firstColumn = column;
    update();
}

QString MatrixView::scrollPosition() const
{
    const Geometry &g = m_geometry;
    if (g.shownRows >= m_matrix->rows() && g.shownColumns >= m_matrix->cols())
        return {};
    return tr("rows %1–%2 of %3, columns %4–%5 of %6 (wheel, Shift+wheel)")
        .arg(m_firstRow + 1)
        .arg(m_firstRow + g.shownRows)
        .arg(m_matrix->rows())
        .arg(m_firstColumn + 1)
        .arg(m_firstColumn + g.shownColumns)
        .arg(m_matrix->cols());
}

void MatrixView::wheelEvent(QWheelEvent *event)
{
    // One notch (120) moves three rows, or three columns with Shift or a sideways wheel.
    const QPoint delta = event->angleDelta();
    const bool sideways = (event->modifiers() & Qt::ShiftModifier) || std::abs(delta.x()) > std::abs(delta.y());
    const int steps = -(sideways && delta.x() != 0 ? delta.x() : delta.y()) * 3 / 120;
    if (sideways)
        scrollTo(m_firstRow, m_firstColumn + steps);
    else
        scrollTo(m_firstRow + steps, m_firstColumn);
    event->accept();
}

int MatrixView::numberPixelSize() const
{
    return m_geometry.font.pixelSize();
}

QSize MatrixView::sizeHint() const
{
    // The whole matrix at a comfortable size, up to 16 rows and 12 columns; more scrolls.
    const Geometry geometry = layoutFor(int(std::round(18 * m_fontScale)));
    return {geometry.rowLabelWidth + std::min(int(m_matrix->cols()), 12) * geometry.cellWidth + 4,
            geometry.origin.y() + std::min(int(m_matrix->rows()), 16) * geometry.cellHeight + 4};
}

QSize MatrixView::minimumSizeHint() const
{
    // A few rows and columns at the smallest font: a large matrix must not make the window enormous.
    const Geometry geometry = layoutFor(kSmallestPixelSize);
    return {geometry.rowLabelWidth + std::min(int(m_matrix->cols()), 4) * geometry.cellWidth,
            geometry.origin.y() + std::min(int(m_matrix->rows()), 6) * geometry.cellHeight};
}

QPoint MatrixView::cellAt(const QPoint &position) const
{
    const QPoint offset = position - m_geometry.origin;
    if (offset.x() < 0 || offset.y() < 0 || m_geometry.cellWidth == 0)
        return {-1, -1};
    const int column = offset.x() / m_geometry.cellWidth;
    const int row = offset.y() / m_geometry.cellHeight;
    if (row >= m_geometry.shownRows || column >= m_geometry.shownColumns)
        return {-1, -1};
    return {m_firstRow + row, m_firstColumn + column};
}

QPoint MatrixView::cellCentre(int row, int column) const
{
    return m_geometry.origin + QPoint((column - m_firstColumn) * m_geometry.cellWidth + m_geometry.cellWidth / 2,
                                      (row - m_firstRow) * m_geometry.cellHeight + m_geometry.cellHeight / 2);
}

void MatrixView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    relayout();
}

void MatrixView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const Geometry &g = m_geometry;
    const QPalette colours = palette();
    if (!m_caption.isEmpty()) {
        painter.setFont(g.captionFont);
        painter.setPen(colours.color(QPalette::WindowText));
        const QString position = scrollPosition();
        painter.drawText(QRect(g.offset.x(), g.offset.y(), width(), g.captionHeight), Qt::AlignLeft | Qt::AlignVCenter,
                         position.isEmpty() ? m_caption : m_caption + QStringLiteral(" — ") + position);
    }
    const int firstRow = m_firstRow, endRow = m_firstRow + g.shownRows;
    const int firstColumn = m_firstColumn, endColumn = m_firstColumn + g.shownColumns;
    // Cell (i, j) is drawn at the i-th row and j-th column after the first ones shown.
    auto cellRect = [&](int i, int j) {
        return QRect(g.origin.x() + (j - firstColumn) * g.cellWidth, g.origin.y() + (i - firstRow) * g.cellHeight,
                     g.cellWidth, g.cellHeight);
    };
    painter.setFont(g.labelFont);
    painter.setPen(colours.color(QPalette::PlaceholderText));
    for (int j = firstColumn; j < endColumn; ++j) {
        const QRect header(cellRect(0, j).x(), g.offset.y() + g.captionHeight, g.cellWidth, g.cellHeight);
        painter.drawText(header, Qt::AlignCenter, j < m_columnLabels.size() ? m_columnLabels[j] : QString::number(j + 1));
    }
    for (int i = firstRow; i < endRow; ++i) {
        const QRect label(g.offset.x(), cellRect(i, 0).y(), g.rowLabelWidth - g.font.pixelSize() / 2, g.cellHeight);
        painter.drawText(label, Qt::AlignRight | Qt::AlignVCenter, i < m_rowLabels.size() ? m_rowLabels[i] : QString::number(i + 1));
    }
    const QColor highlight(255, 214, 102);
    const QColor maskedFill = colours.color(QPalette::Mid);
    painter.setFont(g.font);
    for (int i = firstRow; i < endRow; ++i) {
        for (int j = firstColumn; j < endColumn; ++j) {
            const QRect cell = cellRect(i, j);
            const float value = (*m_matrix)(i, j);
            const bool masked = std::isinf(value) && value < 0;
            QColor fill = (i + j) % 2 ? colours.color(QPalette::Base) : colours.color(QPalette::AlternateBase);
            if (m_highlightedRows.contains(i) || m_highlightedColumns.contains(j))
                fill = highlight;
            painter.fillRect(cell, fill);
            if (masked)
                painter.fillRect(cell, QBrush(maskedFill, Qt::BDiagPattern));
            const QColor ink = fill == highlight ? QColor(Qt::black) : colours.color(QPalette::Text);
            painter.setPen(masked ? colours.color(QPalette::PlaceholderText) : ink);
            painter.drawText(cell.adjusted(0, 0, -g.font.pixelSize() / 3, 0), Qt::AlignRight | Qt::AlignVCenter,
                             formatted(value));
        }
    }
    painter.setPen(QPen(colours.color(QPalette::Mid), 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRect(g.origin, QSize(g.shownColumns * g.cellWidth, g.shownRows * g.cellHeight)));
    if (m_selectedRow >= 0 && m_selectedColumn >= 0) {
        painter.setPen(QPen(QColor(214, 39, 40), 3));
        painter.drawRect(cellRect(m_selectedRow, m_selectedColumn));
    }
}

bool MatrixView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const QPoint cell = cellAt(help->pos());
        if (cell.x() < 0) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        QToolTip::showText(help->globalPos(), toolTipText(cell.x(), cell.y()), this);
        return true;
    }
    return QWidget::event(event);
}

QString MatrixView::toolTipText(int row, int column) const
{
    return m_toolTipProvider ? m_toolTipProvider(row, column) : QLocale().toString(double((*m_matrix)(row, column)), 'g', 9);
}

QString MatrixView::matrixText(MatrixTextFormat format) const
{
    const std::optional<int> precision = format == MatrixTextFormat::Csv ? std::nullopt : std::optional<int>(m_precision);
    return matrixToText({m_caption, m_matrix.get(), m_rowLabels, m_columnLabels}, format, precision);
}

void MatrixView::copyAs(MatrixTextFormat format) const
{
    QGuiApplication::clipboard()->setText(matrixText(format));
}

QString MatrixView::saveNumbers(const QString &path) const
{
    const std::optional<MatrixTextFormat> format = matrixTextFormatFromExtension(path);
    if (!format)
        return tr("%1: unknown format; use .tex, .csv or .md").arg(path);
    const QByteArray bytes = matrixText(*format).toUtf8();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return QStringLiteral("%1: %2").arg(path, file.errorString());
    return {};
}

void MatrixView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(tr("Copy as LaTeX (bmatrix)"), this, [this] { copyAs(MatrixTextFormat::Latex); });
    menu.addAction(tr("Copy as Markdown table"), this, [this] { copyAs(MatrixTextFormat::Markdown); });
    menu.addAction(tr("Copy as CSV (full precision)"), this, [this] { copyAs(MatrixTextFormat::Csv); });
    menu.addSeparator();
    menu.addAction(tr("Save numbers as…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save numbers"), QString(),
                                                          tr("LaTeX (*.tex);;CSV (*.csv);;Markdown (*.md)"));
        if (path.isEmpty())
            return;
        const QString error = saveNumbers(path);
        if (!error.isEmpty())
            QMessageBox::warning(this, tr("AttentionLab"), error);
    });
    menu.exec(event->globalPos());
}

void MatrixView::mousePressEvent(QMouseEvent *event)
{
    const QPoint cell = cellAt(event->position().toPoint());
    if (cell.x() >= 0)
        Q_EMIT cellClicked(cell.x(), cell.y());
    QWidget::mousePressEvent(event);
}

} // namespace attn
