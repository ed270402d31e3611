#include "HeatmapPlot.h"
#include "window/Translations.h"
#include "views/WidestLabel.h"

#include "document/AttentionFocus.h"
#include "document/ScenarioDocument.h"

#include <QLocale>
#include <QToolTip>
#include <cmath>
#include <limits>

namespace attn {
namespace {

/// Paints one panel's cells. The cells are drawn as rectangles rather than as a QCPColorMap image, so
/// that there is no interpolation anywhere, masked cells can be hatched, and SVG and PDF keep every cell
/// as a vector shape with its number as text.
class CellLayer : public QCPLayerable
{
public:
    CellLayer(HeatmapPlot *plot, int panel) : QCPLayerable(plot, QStringLiteral("main")), m_plot(plot), m_panel(panel) {}

protected:
    void applyDefaultAntialiasingHint(QCPPainter *painter) const override { painter->setAntialiasing(false); }
    void draw(QCPPainter *painter) override { m_plot->drawCells(painter, m_panel); }

private:
    HeatmapPlot *m_plot;
    int m_panel;
};

QString modeCaption(AttentionMode mode)
{
    switch (mode) {
    case AttentionMode::Causal:
        return HeatmapPlot::tr("Causal: earlier keys only");
    case AttentionMode::Bidirectional:
        return HeatmapPlot::tr("Bidirectional: every key");
    case AttentionMode::Cross:
        return HeatmapPlot::tr("Cross: target queries → source keys");
    }
    return {};
}

const MatrixF &matrixOf(const HeadResult &head, HeatmapMatrix matrix)
{
    switch (matrix) {
    case HeatmapMatrix::Scores:
        return head.scores;
    case HeatmapMatrix::Scaled:
        return head.scaled;
    case HeatmapMatrix::Masked:
        return head.masked;
    case HeatmapMatrix::Weights:
        break;
    }
    return head.weights;
}

/// The text with line breaks between words, so that no line is wider than width at the font.
QString wrapped(const QString &text, const QFont &font, double width)
{
    const QFontMetricsF metrics(font);
    QStringList lines;
    QString line;
    for (const QString &word : text.split(u' ', Qt::SkipEmptyParts)) {
        const QString longer = line.isEmpty() ? word : line + u' ' + word;
        if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
            lines << line;
            line = word;
        } else {
            line = longer;
        }
    }
    lines << line;
    return lines.join(u'\n');
}

/// Sets a text element's text wrapped to a width; a word longer than the width (German compounds:
/// "Attention-Gewichte") makes the font smaller, down to two thirds, rather than be cut at the edges.
void setFittingText(QCPTextElement *element, const QString &text, double width)
{
    QFont font = element->font();
    const int largest = font.pixelSize();
    QString lines = wrapped(text, font, width);
    auto widest = [&] {
        double most = 0;
        for (const QString &line : lines.split(u'\n'))
            most = std::max(most, QFontMetricsF(font).horizontalAdvance(line));
        return most;
    };
    while (largest > 0 && widest() > width && font.pixelSize() > std::max(8, largest * 2 / 3)) {
        font.setPixelSize(font.pixelSize() - 1);
        lines = wrapped(text, font, width);
    }
    element->setFont(font);
    element->setText(lines);
}

bool isScoreLike(HeatmapMatrix matrix)
{
    return matrix != HeatmapMatrix::Weights;
}

} // namespace

QString heatmapMatrixKey(HeatmapMatrix matrix)
{
    switch (matrix) {
    case HeatmapMatrix::Scores:
        return QStringLiteral("scores");
    case HeatmapMatrix::Scaled:
        return QStringLiteral("scaled");
    case HeatmapMatrix::Masked:
        return QStringLiteral("masked");
    case HeatmapMatrix::Weights:
        return QStringLiteral("weights");
    }
    return {};
}

std::optional<HeatmapMatrix> heatmapMatrixFromKey(const QString &key)
{
    for (HeatmapMatrix matrix : {HeatmapMatrix::Scores, HeatmapMatrix::Scaled, HeatmapMatrix::Masked, HeatmapMatrix::Weights})
        if (heatmapMatrixKey(matrix) == key)
            return matrix;
    return std::nullopt;
}

QStringList heatmapMatrixKeys()
{
    return {QStringLiteral("scores"), QStringLiteral("scaled"), QStringLiteral("masked"), QStringLiteral("weights")};
}

HeatmapPlot::HeatmapPlot(ScenarioDocument *document, AttentionFocus *focus, QWidget *parent)
    : QCustomPlot(parent), m_document(document), m_focus(focus)
{
    setMouseTracking(true);
    setBackground(Qt::white);
    connect(document, &ScenarioDocument::resultChanged, this, &HeatmapPlot::rebuild);
    if (focus)
        connect(focus, &AttentionFocus::changed, this, [this] { replot(QCustomPlot::rpQueuedReplot); });
    rebuild();
}

HeatmapPlot::~HeatmapPlot()
{
    // The cell layers refer back to this plot; they go before QCustomPlot tears down its layers.
    for (QCPLayerable *layer : m_cellLayers)
        delete layer;
}

void HeatmapPlot::setArrangement(HeatmapArrangement arrangement)
{
    m_arrangement = arrangement;
    rebuild();
}

void HeatmapPlot::setMatrix(HeatmapMatrix matrix)
{
    m_matrix = matrix;
    rebuild();
}

void HeatmapPlot::setHead(int head)
{
    m_head = std::max(0, head);
    rebuild();
}

void HeatmapPlot::setPalette(PaletteKind palette)
{
    m_palette = palette;
    rebuild();
}

void HeatmapPlot::setPrecision(int decimals)
{
    m_precision = decimals;
    replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapPlot::setFontScale(double scale)
{
    m_fontScale = scale;
    rebuild();
}

QFont HeatmapPlot::pixelFont(double pixels, bool bold) const
{
    QFont result = font();
    result.setPixelSize(std::max(1, int(std::lround(pixels * m_fontScale * m_sizeFactor))));
    result.setBold(bold);
    return result;
}

void HeatmapPlot::applyFonts()
{
    const double labelPixels = m_panels.size() == 1 ? 20 : 15;
    if (m_title)
        m_title->setFont(pixelFont(22, true));
    for (Panel &panel : m_panels) {
        if (panel.titleElement)
            panel.titleElement->setFont(pixelFont(17, true));
        for (QCPAxis *axis : {panel.rect->axis(QCPAxis::atTop), panel.rect->axis(QCPAxis::atLeft)}) {
            axis->setTickLabelFont(pixelFont(labelPixels));
            axis->setLabelFont(pixelFont(labelPixels * 0.9));
        }
    }
    if (m_colourScale) {
        m_colourScale->setBarWidth(int(22 * m_fontScale * m_sizeFactor));
        m_colourScale->axis()->setTickLabelFont(pixelFont(16));
        m_colourScale->axis()->setLabelFont(pixelFont(17));
    }
    if (m_maskNote)
        m_maskNote->setFont(pixelFont(16));
}

QString HeatmapPlot::matrixTitle() const
{
    switch (m_matrix) {
    case HeatmapMatrix::Scores:
        return tr("Scores QKᵀ");
    case HeatmapMatrix::Scaled:
        return m_document->scenario().scaled ? tr("Scaled scores QKᵀ/√d_k") : tr("Scores QKᵀ (scaling is off)");
    case HeatmapMatrix::Masked:
        return tr("Masked scores");
    case HeatmapMatrix::Weights:
        return tr("Attention weights");
    }
    return {};
}

QString HeatmapPlot::figureTitle() const
{
    const int heads = m_document->scenario().headCount();
    switch (m_arrangement) {
    case HeatmapArrangement::SelectedHead:
        return heads > 1 ? tr("%1, head %2 of %3").arg(matrixTitle()).arg(m_head + 1).arg(heads) : matrixTitle();
    case HeatmapArrangement::AllHeads:
        return tr("%1, every head").arg(matrixTitle());
    case HeatmapArrangement::CompareMasks:
        return heads > 1 ? tr("%1 under each mask, head %2").arg(matrixTitle()).arg(m_head + 1)
                         : tr("%1 under each mask").arg(matrixTitle());
    }
    return {};
}

void HeatmapPlot::collectPanels()
{
    m_panels.clear();
    m_emptyReason.clear();
    const std::shared_ptr<const AttentionResult> &result = m_document->result();
    if (!result) {
        m_emptyReason = m_document->problem() ? m_document->problem()->toString() : tr("No result");
        return;
    }
    const Scenario &scenario = m_document->scenario();
    const int heads = int(result->heads.size());
    m_head = std::min(m_head, heads - 1);
    auto panelFrom = [this](const std::shared_ptr<const HeadResult> &head, AttentionMode mode, const QStringList &queries,
                            const QStringList &keys) {
        Panel panel;
        panel.values = std::shared_ptr<const MatrixF>(head, &matrixOf(*head, m_matrix));
        panel.queryLabels = queries;
        panel.keyLabels = keys;
        // The mask applies from the masked stage on; before it the scores are all real numbers.
        if ((m_matrix == HeatmapMatrix::Masked || m_matrix == HeatmapMatrix::Weights) && mode == AttentionMode::Causal)
            panel.maskSource = std::shared_ptr<const MatrixF>(head, &head->masked);
        return panel;
    };
    auto resultHead = [&result](int h) { return std::shared_ptr<const HeadResult>(result, &result->heads[size_t(h)]); };
    // Token labels in the language spoken, where the scenario translates them.
    const QString language = currentLanguage();
    const QStringList queryLabels = scenario.localizedQueryTokens(language);
    const QStringList keyLabels = scenario.localizedTokens(SequenceRole::Source, language);
    switch (m_arrangement) {
    case HeatmapArrangement::SelectedHead: {
        Panel panel = panelFrom(resultHead(m_head), scenario.mode, queryLabels, keyLabels);
        panel.head = m_head;
        m_panels.push_back(std::move(panel));
        break;
    }
    case HeatmapArrangement::AllHeads:
        for (int h = 0; h < heads; ++h) {
            Panel panel = panelFrom(resultHead(h), scenario.mode, queryLabels, keyLabels);
            panel.head = h;
            panel.title = tr("Head %1").arg(h + 1);
            m_panels.push_back(std::move(panel));
        }
        break;
    case HeatmapArrangement::CompareMasks:
        for (const ModeResult &variant : m_document->modeComparison(m_head)) {
            const QStringList queries = variant.mode == AttentionMode::Cross ? scenario.localizedTokens(SequenceRole::Target, language)
                                                                             : keyLabels;
            Panel panel = panelFrom(variant.head, variant.mode, queries, keyLabels);
            panel.head = m_head;
            panel.title = modeCaption(variant.mode);
            m_panels.push_back(std::move(panel));
        }
        break;
    }
}

void HeatmapPlot::rebuild()
{
    // A plot that is not shown (a hidden tab, a closed dock) does no work: it builds when it is shown.
    // The masks compared would otherwise run the engine twice more for every edit, for nobody.
    m_stale = true;
    if (isVisible())
        buildNow();
}

void HeatmapPlot::buildNow()
{
    m_stale = false;
    collectPanels();
    addPanelsToLayout(size());
    replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapPlot::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild(); // titles and axis labels in the language now spoken
    QCustomPlot::changeEvent(event);
}

void HeatmapPlot::showEvent(QShowEvent *event)
{
    if (m_stale)
        buildNow();
    QCustomPlot::showEvent(event);
}

int HeatmapPlot::columnsFor(const QSize &figureSize) const
{
    // The grid that gives each panel the largest square: three masks side by side on a wide slide,
    // one above the other in a tall, narrow dock.
    const int count = std::max<int>(1, int(m_panels.size()));
    int best = 1;
    double bestSide = 0;
    for (int columns = 1; columns <= count; ++columns) {
        const int rows = (count + columns - 1) / columns;
        const double side = std::min(figureSize.width() * 0.85 / columns, figureSize.height() * 0.8 / rows);
        if (side > bestSide + 1e-9) {
            bestSide = side;
            best = columns;
        }
    }
    return best;
}

void HeatmapPlot::addPanelsToLayout(const QSize &figureSize)
{
    clearPlottables();
    clearItems();
    for (QCPLayerable *layer : m_cellLayers)
        delete layer;
    m_cellLayers.clear();
    plotLayout()->clear();
    m_colourScale = nullptr;
    m_maskNote = nullptr;
    m_title = nullptr;

    m_title = new QCPTextElement(this, m_panels.empty() ? m_emptyReason : figureTitle(), pixelFont(22, true));
    plotLayout()->addElement(0, 0, m_title);
    if (m_panels.empty())
        return;

    auto *grid = new QCPLayoutGrid;
    plotLayout()->addElement(1, 0, grid);
    m_colourScale = new QCPColorScale(this);
    plotLayout()->addElement(1, 1, m_colourScale);
    plotLayout()->setRowStretchFactor(0, 0.001);
    plotLayout()->setColumnStretchFactor(1, 0.001);

    const int count = int(m_panels.size());
    const int columns = m_columns = columnsFor(figureSize);
    const bool single = count == 1;
    const Scenario &scenario = m_document->scenario();
    for (int p = 0; p < count; ++p) {
        Panel &panel = m_panels[size_t(p)];
        // Titled panels take two grid rows, the title's (as small as its text) and the heatmap's.
        const int rowsPerPanel = panel.title.isEmpty() ? 1 : 2;
        const int gridRow = rowsPerPanel * (p / columns);
        const int gridColumn = p % columns;
        if (rowsPerPanel == 2) {
            panel.titleElement = new QCPTextElement(this, panel.title, pixelFont(17, true));
            grid->addElement(gridRow, gridColumn, panel.titleElement);
            grid->setRowStretchFactor(gridRow, 0.001);
        }
        auto *rect = new QCPAxisRect(this, true);
        grid->addElement(gridRow + rowsPerPanel - 1, gridColumn, rect);
        panel.rect = rect;
        QCPAxis *keyAxis = rect->axis(QCPAxis::atTop);
        QCPAxis *queryAxis = rect->axis(QCPAxis::atLeft);
        rect->axis(QCPAxis::atBottom)->setVisible(false);
        rect->axis(QCPAxis::atRight)->setVisible(false);
        keyAxis->setVisible(true);
        auto setUpAxis = [&](QCPAxis *axis, const QStringList &labels) {
            // Every token up to 40; fitLabels() thins them further to the room the figure has.
            setTickLabels(axis, labels, std::max(1, int((labels.size() + 39) / 40)));
            axis->setSubTicks(false);
            axis->setTickLength(0, 0);
            axis->grid()->setVisible(false);
            axis->setRange(-0.5, labels.size() - 0.5);
            axis->setBasePen(Qt::NoPen);
        };
        setUpAxis(keyAxis, panel.keyLabels);
        setUpAxis(queryAxis, panel.queryLabels);
        queryAxis->setRangeReversed(true); // the first query on top, as in the tables
        if (single) {
            const bool cross = scenario.mode == AttentionMode::Cross;
            keyAxis->setLabel(tr("keys (source tokens)"));
            queryAxis->setLabel(cross ? tr("queries (target tokens)") : tr("queries (source tokens)"));
        }
        m_cellLayers.push_back(new CellLayer(this, p));
    }

    // The colour scale: weights always span 0 to 1; scores span -m to m with m the largest magnitude, so
    // that white (or the neutral colour) means 0 and equal distances mean equal differences.
    const bool scoreLike = isScoreLike(m_matrix);
    QCPRange range(0, 1);
    if (scoreLike) {
        double largest = 0;
        for (const Panel &panel : m_panels)
            for (Eigen::Index i = 0; i < panel.values->size(); ++i)
                if (std::isfinite(panel.values->data()[i]))
                    largest = std::max(largest, std::abs(double(panel.values->data()[i])));
        range = QCPRange(-(largest > 0 ? largest : 1), largest > 0 ? largest : 1);
    }
    // Fonts and the bar width are set with the others in applyFonts(), from fitLabels() below.
    m_colourScale->setType(QCPAxis::atRight);
    m_colourScale->setGradient(scoreLike ? divergingGradient(m_palette) : sequentialGradient(m_palette));
    m_colourScale->setDataRange(range);
    m_colourScale->axis()->setLabel(scoreLike ? tr("score") : tr("weight"));
    if (single) {
        auto *group = new QCPMarginGroup(this);
        m_panels.front().rect->setMarginGroup(QCP::msTop | QCP::msBottom, group);
        m_colourScale->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    }
    bool anyMasked = false;
    for (const Panel &panel : m_panels)
        anyMasked = anyMasked || panel.anyMasked();
    if (anyMasked) {
        m_maskNote = new QCPTextElement(this, QString(), pixelFont(16));
        plotLayout()->addElement(2, 0, m_maskNote);
        plotLayout()->setRowStretchFactor(2, 0.001);
    }
    fitLabels(figureSize);
}

void HeatmapPlot::setTickLabels(QCPAxis *axis, const QStringList &labels, int step)
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int i = 0; i < labels.size(); i += step)
        ticker->addTick(i, labels[i]);
    axis->setTicker(ticker);
}

void HeatmapPlot::fitLabels(const QSize &figureSize)
{
    // Key labels along the top turn when they would not fit across their columns; the title and the note
    // on masking wrap (or shrink) to their column.
    if (m_panels.empty())
        return;
    if (columnsFor(figureSize) != m_columns) {
        addPanelsToLayout(figureSize); // lays out again, and fits the labels for this grid
        return;
    }
    m_sizeFactor = std::clamp(std::min(figureSize.width() / 1100.0, figureSize.height() / 720.0), 1.0, 2.5);
    applyFonts();
    const int columns = m_columns;
    for (Panel &panel : m_panels)
        if (panel.titleElement)
            setFittingText(panel.titleElement, panel.title, figureSize.width() * 0.8 / columns);
    // Lay the plot out at the figure's size to learn how wide a column really is.
    const QRect widgetViewport = viewport();
    setViewport(QRect(QPoint(0, 0), figureSize));
    // The title and the note share the plot's first column with the panels (the colour bar has the
    // second): they are fitted to that column as laid out without them (a long line would widen it
    // beyond the figure), then the plot is laid out again with them.
    for (QCPTextElement *text : {m_title, m_maskNote}) {
        if (text)
            text->setText(QString());
    }
    updateLayout();
    auto room = [&figureSize](const QCPTextElement *text) {
        return text->outerRect().width() > 0 ? text->outerRect().width() - 8.0 : figureSize.width() * 0.8;
    };
    if (m_title)
        setFittingText(m_title, figureTitle(), room(m_title));
    if (m_maskNote)
        setFittingText(m_maskNote, tr("Hatched cells are masked: the query may not see that key."), room(m_maskNote));
    updateLayout();
    setViewport(widgetViewport);
    for (Panel &panel : m_panels) {
        QCPAxis *keyAxis = panel.rect->axis(QCPAxis::atTop);
        const QFontMetricsF metrics(keyAxis->tickLabelFont());
        const double widest = widestLabelWidth(panel.keyLabels, metrics);
        const double cellWidth = double(panel.rect->width()) / std::max<qsizetype>(1, panel.keyLabels.size());
        const bool turned = widest + 6 > cellWidth;
        keyAxis->setTickLabelRotation(turned ? -60 : 0);
        // Turned labels stand side by side one line apart: a line must not be taller than a column is wide.
        if (turned && metrics.height() > cellWidth) {
            QFont smaller = keyAxis->tickLabelFont();
            smaller.setPixelSize(std::max(9, int(smaller.pixelSize() * cellWidth / metrics.height())));
            keyAxis->setTickLabelFont(smaller);
        }
        // Where even the smallest labels do not fit every column (or row), every k-th token is named.
        const double keySpacing = turned ? QFontMetricsF(keyAxis->tickLabelFont()).height() * 1.2 : widest + 6;
        setTickLabels(keyAxis, panel.keyLabels, std::max(1, int(std::ceil(keySpacing / std::max(cellWidth, 1e-3)))));
        QCPAxis *queryAxis = panel.rect->axis(QCPAxis::atLeft);
        const double cellHeight = double(panel.rect->height()) / std::max<qsizetype>(1, panel.queryLabels.size());
        const double querySpacing = QFontMetricsF(queryAxis->tickLabelFont()).height() * 1.2;
        setTickLabels(queryAxis, panel.queryLabels, std::max(1, int(std::ceil(querySpacing / std::max(cellHeight, 1e-3)))));
    }
}

void HeatmapPlot::resizeEvent(QResizeEvent *event)
{
    fitLabels(event->size());
    QCustomPlot::resizeEvent(event);
}

QSize HeatmapPlot::minimumSizeHint() const
{
    // The layout's own minimum (every label at full size) would hold the window's docks apart.
    return {220, 180};
}

QCPRange HeatmapPlot::colourRange() const
{
    return m_colourScale ? m_colourScale->dataRange() : QCPRange();
}

QRectF HeatmapPlot::cellRect(int panel, int query, int key) const
{
    const Panel &p = m_panels[size_t(panel)];
    QCPAxis *keyAxis = p.rect->axis(QCPAxis::atTop);
    QCPAxis *queryAxis = p.rect->axis(QCPAxis::atLeft);
    const QPointF a(keyAxis->coordToPixel(key - 0.5), queryAxis->coordToPixel(query - 0.5));
    const QPointF b(keyAxis->coordToPixel(key + 0.5), queryAxis->coordToPixel(query + 0.5));
    return QRectF(a, b).normalized();
}

std::optional<HeatmapPlot::CellHit> HeatmapPlot::cellAt(const QPointF &position) const
{
    for (int p = 0; p < int(m_panels.size()); ++p) {
        const Panel &panel = m_panels[size_t(p)];
        if (!panel.rect || !panel.rect->rect().contains(position.toPoint()))
            continue;
        const int key = int(std::lround(panel.rect->axis(QCPAxis::atTop)->pixelToCoord(position.x())));
        const int query = int(std::lround(panel.rect->axis(QCPAxis::atLeft)->pixelToCoord(position.y())));
        if (query >= 0 && query < panel.values->rows() && key >= 0 && key < panel.values->cols())
            return CellHit{p, query, key};
    }
    return std::nullopt;
}

QString HeatmapPlot::cellDescription(int panel, int query, int key) const
{
    const Panel &p = m_panels[size_t(panel)];
    const QString pair = tr("query “%1” → key “%2”").arg(p.queryLabels.value(query), p.keyLabels.value(key));
    if (p.isMasked(query, key))
        return tr("%1: masked (this query may not see this key)").arg(pair);
    return QStringLiteral("%1: %2 = %3").arg(pair, isScoreLike(m_matrix) ? tr("score") : tr("weight"),
                                           QLocale().toString(double((*p.values)(query, key)), 'g', 6));
}

QImage HeatmapPlot::cellPicture(const Panel &panel, const QSize &pixels, QCPColorGradient &gradient, const QCPRange &range,
                                QRgb maskFill)
{
    // Each pixel covers a block of cells and shows the largest of them, so that a strong weight is never
    // lost between pixels. Masked cells need no special case: a masked weight is 0 and a masked score −∞,
    // below every visible value. The mask is causal (key j hidden from query i when j > i), so a block is
    // wholly masked, and grey, exactly when its lowest, leftmost cell is.
    const MatrixF &values = *panel.values;
    const Eigen::Index rows = values.rows(), columns = values.cols();
    const int width = pixels.width(), height = pixels.height();
    auto blockStart = [](int pixel, Eigen::Index cells, int pixelCount) { return Eigen::Index(pixel) * cells / pixelCount; };
    QImage image(pixels, QImage::Format_RGB32);
    std::vector<double> largest(static_cast<size_t>(width));
    for (int y = 0; y < height; ++y) {
        const Eigen::Index firstRow = blockStart(y, rows, height), endRow = blockStart(y + 1, rows, height);
        for (int x = 0; x < width; ++x) {
            const Eigen::Index firstColumn = blockStart(x, columns, width), endColumn = blockStart(x + 1, columns, width);
            largest[size_t(x)] = double(values.block(firstRow, firstColumn, endRow - firstRow, endColumn - firstColumn).maxCoeff());
        }
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        gradient.colorize(largest.data(), range, line, width);
        if (!panel.maskSource)
            continue;
        for (int x = 0; x < width; ++x)
            if (panel.isMasked(endRow - 1, blockStart(x, columns, width)))
                line[x] = maskFill;
    }
    return image;
}

void HeatmapPlot::drawCells(QCPPainter *painter, int panelIndex) const
{
    const Panel &panel = m_panels[size_t(panelIndex)];
    if (!m_colourScale)
        return;
    QCPColorGradient gradient = m_colourScale->gradient(); // color() is not const: it builds its lookup table
    const QCPRange range = m_colourScale->dataRange();
    const Eigen::Index rows = panel.values->rows();
    const Eigen::Index columns = panel.values->cols();
    if (rows == 0 || columns == 0)
        return;
    const QRectF first = cellRect(panelIndex, 0, 0);
    const QColor maskFill(0xdd, 0xdd, 0xdd);
    if (first.width() < 3 || first.height() < 3) {
        // Hundreds of tokens: cells smaller than a few pixels, drawn as one picture without smoothing. In
        // SVG and PDF it holds one pixel per cell, all n^2 of them. On the screen it holds one pixel per
        // screen pixel: thousands of tokens would otherwise colour millions of cells on the window's thread
        // to show a few hundred thousand pixels.
        const QRectF area = first.united(cellRect(panelIndex, int(rows - 1), int(columns - 1)));
        QSize pixels{int(columns), int(rows)};
        if (painter->paintEngine() && painter->paintEngine()->type() == QPaintEngine::Raster) {
            const qreal ratio = painter->device()->devicePixelRatioF();
            pixels = pixels.boundedTo(QSize(int(std::ceil(area.width() * ratio)), int(std::ceil(area.height() * ratio))));
        }
        if (panel.cellImage.size() != pixels || panel.cellImageRange != range) {
            panel.cellImage = cellPicture(panel, pixels, gradient, range, maskFill.rgb());
            panel.cellImageRange = range;
        }
        painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
        painter->drawImage(area, panel.cellImage);
        drawFocus(painter, panelIndex);
        return;
    }
    // Numbers are written when they fit: the widest one decides the size, and below 9 px they go. At a
    // fixed number of decimals the widest is the largest or the most negative value.
    QFont numberFont = font();
    double pixels = std::min(first.height() * 0.42, 30.0 * m_fontScale);
    if (pixels >= 9) {
        const float largest = panel.values->maxCoeff(), smallest = panel.values->minCoeff();
        QString widest = QLocale().toString(double(largest), 'f', m_precision);
        const QString negative = QLocale().toString(double(smallest), 'f', m_precision);
        if (negative.size() > widest.size())
            widest = negative;
        numberFont.setPixelSize(std::max(1, int(pixels)));
        const double width = QFontMetricsF(numberFont).horizontalAdvance(widest);
        if (width > first.width() * 0.88)
            pixels *= first.width() * 0.88 / width;
    }
    numberFont.setPixelSize(std::max(1, int(pixels)));
    const bool writeNumbers = pixels >= 9;
    painter->setFont(numberFont);

    const QColor hatch(0x88, 0x88, 0x88);
    for (Eigen::Index i = 0; i < rows; ++i) {
        for (Eigen::Index j = 0; j < columns; ++j) {
            const QRectF cell = cellRect(panelIndex, int(i), int(j));
            const bool masked = panel.isMasked(i, j);
            const float value = (*panel.values)(i, j);
            QColor fill = masked ? maskFill : QColor::fromRgb(gradient.color(double(value), range));
            painter->fillRect(cell, fill);
            if (masked) {
                // Diagonal lines rather than a pattern brush, and cut to the cell by arithmetic rather
                // than by a clip path, so that SVG (whose generator ignores clipping) and PDF keep them
                // as lines inside their cell.
                painter->setPen(QPen(hatch, 1.5));
                const double side = cell.height();
                for (double start = cell.left() - side; start < cell.right(); start += 9) {
                    // The line x = start + t·side, y = bottom − t·side for t in [0, 1], kept where x is in the cell.
                    const double first = std::max(0.0, (cell.left() - start) / side);
                    const double last = std::min(1.0, (cell.right() - start) / side);
                    if (first < last)
                        painter->drawLine(QPointF(start + first * side, cell.bottom() - first * side),
                                          QPointF(start + last * side, cell.bottom() - last * side));
                }
            }
            if (writeNumbers) {
                const QString text = masked && m_matrix == HeatmapMatrix::Masked
                                         ? QStringLiteral("−∞")
                                         : QLocale().toString(double(value), 'f', m_precision);
                if (masked) {
                    // A light box behind the number keeps it readable over the hatching.
                    const QRectF box = QFontMetricsF(numberFont).boundingRect(cell, Qt::AlignCenter, text).adjusted(-3, 0, 3, 0);
                    painter->fillRect(box, maskFill);
                }
                painter->setPen(masked ? QColor(0x44, 0x44, 0x44) : readableTextColour(fill));
                painter->drawText(cell, Qt::AlignCenter, text);
            }
        }
    }
    // Thin white lines between cells keep neighbouring cells of similar colour apart, where cells are
    // large enough for lines not to hide them.
    if (first.width() >= 6 && first.height() >= 6)
        drawGridLines(painter, panelIndex);
    drawFocus(painter, panelIndex);
}

void HeatmapPlot::drawGridLines(QCPPainter *painter, int panelIndex) const
{
    const Panel &panel = m_panels[size_t(panelIndex)];
    const Eigen::Index rows = panel.values->rows();
    const Eigen::Index columns = panel.values->cols();
    painter->setPen(QPen(Qt::white, 1));
    for (Eigen::Index i = 1; i < rows; ++i) {
        const QRectF cell = cellRect(panelIndex, int(i), 0);
        painter->drawLine(QPointF(cell.left(), cell.top()), QPointF(cellRect(panelIndex, int(i), int(columns - 1)).right(), cell.top()));
    }
    for (Eigen::Index j = 1; j < columns; ++j) {
        const QRectF cell = cellRect(panelIndex, 0, int(j));
        painter->drawLine(QPointF(cell.left(), cell.top()), QPointF(cell.left(), cellRect(panelIndex, int(rows - 1), int(j)).bottom()));
    }
}

void HeatmapPlot::drawFocus(QCPPainter *painter, int panelIndex) const
{
    const Panel &panel = m_panels[size_t(panelIndex)];
    const Eigen::Index rows = panel.values->rows();
    const Eigen::Index columns = panel.values->cols();
    // The focused pair: a black and a white outline, visible on any colour of any palette.
    if (m_focus && m_focus->isSet() && m_focus->query() < rows && m_focus->key() < columns &&
        (m_arrangement == HeatmapArrangement::CompareMasks || m_focus->head() == panel.head)) {
        QRectF cell = cellRect(panelIndex, m_focus->query(), m_focus->key());
        if (cell.width() < 12 || cell.height() < 12) // a tiny cell gets a ring around it that can be seen
            cell = QRectF(cell.center() - QPointF(8, 8), QSizeF(16, 16));
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(Qt::black, 5));
        painter->drawRect(cell.adjusted(2.5, 2.5, -2.5, -2.5));
        painter->setPen(QPen(Qt::white, 2));
        painter->drawRect(cell.adjusted(2.5, 2.5, -2.5, -2.5));
    }
}

void HeatmapPlot::paintFigure(QPaintDevice &device, const QSize &logicalSize)
{
    if (m_stale)
        buildNow();
    fitLabels(logicalSize);
    {
        QCPPainter painter(&device);
        toPainter(&painter, logicalSize.width(), logicalSize.height());
    }
    // toPainter laid the plot out for the figure's size; lay it out again for the widget.
    fitLabels(size());
    replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapPlot::mouseMoveEvent(QMouseEvent *event)
{
    QCustomPlot::mouseMoveEvent(event);
    const std::optional<CellHit> hit = cellAt(event->position());
    if (!hit) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(event->globalPosition().toPoint(), cellDescription(hit->panel, hit->query, hit->key), this);
    if (m_focus)
        m_focus->setFocus(m_panels[size_t(hit->panel)].head, hit->query, hit->key);
}

void HeatmapPlot::mousePressEvent(QMouseEvent *event)
{
    QCustomPlot::mousePressEvent(event);
    const std::optional<CellHit> hit = cellAt(event->position());
    if (!hit)
        return;
    const int head = m_panels[size_t(hit->panel)].head;
    if (m_focus)
        m_focus->setFocus(head, hit->query, hit->key);
    Q_EMIT cellClicked(head, hit->query, hit->key);
}

} // namespace attn
