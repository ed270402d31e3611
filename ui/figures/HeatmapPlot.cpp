#include "HeatmapPlot.h"
#include "common/Translations.h"

#include "document/AttentionFocus.h"
#include "document/ScenarioDocument.h"
#include "base/EnumKeys.h"

#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QTextDocument>
#include <QToolTip>
#include <cmath>
#include <limits>

namespace attn {

/// The keys of HeatmapMatrix in files, settings and on the command line, in the order they are listed.
constexpr auto kHeatmapMatrixKeys = enumKeys<HeatmapMatrix>({
    {HeatmapMatrix::Scores, "scores"},
    {HeatmapMatrix::Scaled, "scaled"},
    {HeatmapMatrix::Masked, "masked"},
    {HeatmapMatrix::Weights, "weights"},
});

QString heatmapMatrixKey(HeatmapMatrix value)
{
    return kHeatmapMatrixKeys.key(value);
}

std::optional<HeatmapMatrix> heatmapMatrixFromKey(const QString &key)
{
    return kHeatmapMatrixKeys.fromKey(key);
}

QStringList heatmapMatrixKeys()
{
    return kHeatmapMatrixKeys.keys();
}

namespace {

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

bool isScoreLike(HeatmapMatrix matrix)
{
    return matrix != HeatmapMatrix::Weights;
}

QString matrixTitle(const Scenario &scenario, HeatmapArrangement arrangement, HeatmapMatrix matrix)
{
    switch (matrix) {
    case HeatmapMatrix::Scores:
        return HeatmapPlot::tr("Scores QKᵀ");
    case HeatmapMatrix::Scaled:
        return scenario.scaled ? HeatmapPlot::tr("Scaled scores QKᵀ/√d_k") : HeatmapPlot::tr("Scores QKᵀ (scaling is off)");
    case HeatmapMatrix::Masked:
        // Only causal attention masks; the masks compared each have a panel of their own and keep the word.
        if (scenario.mode == AttentionMode::Causal || arrangement == HeatmapArrangement::CompareMasks)
            return HeatmapPlot::tr("Masked scores");
        return scenario.scaled ? HeatmapPlot::tr("Scaled scores, no mask") : HeatmapPlot::tr("Scores, no mask");
    case HeatmapMatrix::Weights:
        return HeatmapPlot::tr("Attention weights");
    }
    return {};
}

QString figureTitleFor(const Scenario &scenario, HeatmapArrangement arrangement, HeatmapMatrix matrix, int head)
{
    const int heads = scenario.headCount();
    switch (arrangement) {
    case HeatmapArrangement::SelectedHead:
        return heads > 1 ? HeatmapPlot::tr("%1, head %2 of %3").arg(matrixTitle(scenario, arrangement, matrix)).arg(head + 1).arg(heads)
                         : matrixTitle(scenario, arrangement, matrix);
    case HeatmapArrangement::AllHeads:
        return heads > 1 ? HeatmapPlot::tr("%1, every head").arg(matrixTitle(scenario, arrangement, matrix))
                         : HeatmapPlot::tr("%1: this lesson has one head").arg(matrixTitle(scenario, arrangement, matrix));
    case HeatmapArrangement::CompareMasks:
        return heads > 1 ? HeatmapPlot::tr("%1 under each mask, head %2").arg(matrixTitle(scenario, arrangement, matrix)).arg(head + 1)
                         : HeatmapPlot::tr("%1 under each mask").arg(matrixTitle(scenario, arrangement, matrix));
    }
    return {};
}

} // namespace

HeatmapContent heatmapContent(ScenarioDocument &document, HeatmapArrangement arrangement, HeatmapMatrix matrix, int head,
                              PaletteKind palette, int precision, ColourRange range, ComparisonWait wait)
{
    HeatmapContent content;
    const Scenario &scenario = document.scenario();
    const bool scoreLike = isScoreLike(matrix);
    content.scoreLike = scoreLike;
    content.valueName = scoreLike ? HeatmapPlot::tr("score") : HeatmapPlot::tr("weight");
    content.gradient = scoreLike ? divergingGradient(palette) : sequentialGradient(palette);
    content.precision = precision;
    content.range = range;
    content.maskNote = HeatmapPlot::tr("Hatched cells are masked: the query may not see that key.");
    const std::shared_ptr<const AttentionResult> &result = document.result();
    if (!result) {
        content.emptyReason = document.problem() ? document.problem()->toString() : HeatmapPlot::tr("No result");
        return content;
    }
    const int heads = int(result->heads.size());
    head = std::clamp(head, 0, heads - 1);
    content.title = figureTitleFor(scenario, arrangement, matrix, head);
    auto panelFrom = [matrix](const std::shared_ptr<const HeadResult> &headResult, AttentionMode mode, const QStringList &queries,
                              const QStringList &keys) {
        HeatmapPanel panel;
        panel.values = std::shared_ptr<const MatrixF>(headResult, &matrixOf(*headResult, matrix));
        panel.queryLabels = queries;
        panel.keyLabels = keys;
        // The mask applies from the masked stage on; before it the scores are all real numbers.
        if ((matrix == HeatmapMatrix::Masked || matrix == HeatmapMatrix::Weights) && mode == AttentionMode::Causal)
            panel.maskSource = std::shared_ptr<const MatrixF>(headResult, &headResult->masked);
        return panel;
    };
    auto resultHead = [&result](int h) { return std::shared_ptr<const HeadResult>(result, &result->heads[size_t(h)]); };
    // Token labels in the language spoken, where the scenario translates them.
    const QString language = currentLanguage();
    const QStringList queryLabels = scenario.localizedQueryTokens(language);
    const QStringList keyLabels = scenario.localizedTokens(SequenceRole::Source, language);
    switch (arrangement) {
    case HeatmapArrangement::SelectedHead: {
        HeatmapPanel panel = panelFrom(resultHead(head), scenario.mode, queryLabels, keyLabels);
        panel.head = head;
        content.panels.push_back(std::move(panel));
        const bool cross = scenario.mode == AttentionMode::Cross;
        // Self-attention's queries and keys are the same tokens: "queries (source tokens)" had spoken of a
        // source that only cross attention has.
        content.keyAxisTitle = cross ? HeatmapPlot::tr("keys (source tokens)") : HeatmapPlot::tr("keys (the same tokens)");
        content.queryAxisTitle = cross ? HeatmapPlot::tr("queries (target tokens)") : HeatmapPlot::tr("queries (tokens)");
        break;
    }
    case HeatmapArrangement::AllHeads:
        for (int h = 0; h < heads; ++h) {
            HeatmapPanel panel = panelFrom(resultHead(h), scenario.mode, queryLabels, keyLabels);
            panel.head = h;
            panel.title = HeatmapPlot::tr("Head %1").arg(h + 1);
            content.panels.push_back(std::move(panel));
        }
        break;
    case HeatmapArrangement::CompareMasks: {
        const std::vector<ModeResult> *variants = wait == ComparisonWait::Yes ? &document.modeComparisonNow(head) : document.modeComparison(head);
        if (!variants) {
            content.emptyReason = HeatmapPlot::tr("Computing head %1 under the other masks…").arg(head + 1);
            break;
        }
        if (variants->empty())
            content.emptyReason = HeatmapPlot::tr("No comparison: not enough memory for this head under the other masks.");
        for (const ModeResult &variant : *variants) {
            const QStringList queries = variant.mode == AttentionMode::Cross ? scenario.localizedTokens(SequenceRole::Target, language)
                                                                             : keyLabels;
            HeatmapPanel panel = panelFrom(variant.head, variant.mode, queries, keyLabels);
            panel.head = head;
            panel.title = modeCaption(variant.mode);
            content.panels.push_back(std::move(panel));
        }
        break;
    }
    }
    return content;
}

std::optional<std::array<int, 3>> heatmapFocus(const AttentionFocus *focus, HeatmapArrangement arrangement, int head)
{
    if (!focus || !focus->isSet())
        return std::nullopt;
    // The masks compared all show the selected head: the focused pair is outlined in each.
    return std::array<int, 3>{arrangement == HeatmapArrangement::CompareMasks ? head : focus->head(), focus->query(), focus->key()};
}

HeatmapPlot::HeatmapPlot(ScenarioDocument *document, AttentionFocus *focus, QWidget *parent)
    : QWidget(parent), m_document(document), m_focus(focus)
{
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    connect(document, &ScenarioDocument::resultChanged, this, &HeatmapPlot::rebuild);
    connect(document, &ScenarioDocument::modeComparisonChanged, this, [this] {
        if (m_arrangement == HeatmapArrangement::CompareMasks)
            rebuild();
    });
    if (focus)
        connect(focus, &AttentionFocus::changed, this, qOverload<>(&QWidget::update));
}

HeatmapPlot::~HeatmapPlot() = default;

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

void HeatmapPlot::setColourPalette(PaletteKind palette)
{
    m_palette = palette;
    rebuild();
}

void HeatmapPlot::setPrecision(int decimals)
{
    m_precision = decimals;
    rebuild();
}

void HeatmapPlot::setColourRange(ColourRange range)
{
    m_range = range;
    rebuild();
}

void HeatmapPlot::setFontScale(double scale)
{
    m_fontScale = scale;
    if (m_picture && !m_stale)
        setPictureLayout(m_picture->layOut(size(), m_fontScale));
    update();
}

void HeatmapPlot::rebuild()
{
    // A figure that is not shown (a hidden tab, a closed dock) does no work: it builds when it is shown.
    // The masks compared would otherwise run the engine twice more for every edit, for nobody.
    // A shown one builds when it next paints: a new result's stage page and figures are then made in
    // separate turns of the event loop, and the window answers input between them.
    m_stale = true;
    if (isVisible())
        update();
}

void HeatmapPlot::buildNow()
{
    m_stale = false;
    m_head = std::clamp(m_head, 0, m_document->scenario().headCount() - 1);
    m_picture = std::make_unique<HeatmapPicture>(
        heatmapContent(*m_document, m_arrangement, m_matrix, m_head, m_palette, m_precision, m_range, ComparisonWait::No));
    setPictureLayout(m_picture->layOut(size(), m_fontScale));
    update();
}

void HeatmapPlot::setPictureLayout(HeatmapPicture::Layout layout)
{
    m_layout = std::move(layout);
    m_drawnValid = false;
}

void HeatmapPlot::ensureBuilt() const
{
    if (m_stale || !m_picture)
        const_cast<HeatmapPlot *>(this)->buildNow();
}

const HeatmapPicture &HeatmapPlot::picture() const
{
    ensureBuilt();
    return *m_picture;
}

const HeatmapPicture::Layout &HeatmapPlot::pictureLayout() const
{
    ensureBuilt();
    return m_layout;
}

const std::vector<HeatmapPanel> &HeatmapPlot::panels() const
{
    return picture().content().panels;
}

ValueRange HeatmapPlot::colourRange() const
{
    return picture().figureRange();
}

void HeatmapPlot::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild(); // titles and axis labels in the language now spoken
    QWidget::changeEvent(event);
}

void HeatmapPlot::showEvent(QShowEvent *event)
{
    if (m_stale)
        buildNow();
    QWidget::showEvent(event);
}

void HeatmapPlot::resizeEvent(QResizeEvent *event)
{
    if (m_picture && !m_stale)
        setPictureLayout(m_picture->layOut(event->size(), m_fontScale));
    QWidget::resizeEvent(event);
}

void HeatmapPlot::paintEvent(QPaintEvent *)
{
    ensureBuilt();
    // The picture is kept between paints: moving the mouse over hundreds of tokens redraws one outline, not
    // every cell.
    const qreal ratio = devicePixelRatioF();
    const QSize pixels = (QSizeF(size()) * ratio).toSize();
    if (!m_drawnValid || m_drawn.size() != pixels) {
        m_drawn = QPixmap(pixels);
        m_drawn.setDevicePixelRatio(ratio);
        QPainter cache(&m_drawn);
        m_picture->paint(cache, m_layout, std::nullopt);
        m_drawnValid = true;
    }
    QPainter painter(this);
    painter.drawPixmap(0, 0, m_drawn);
    m_picture->paintFocus(painter, m_layout, heatmapFocus(m_focus, m_arrangement, m_head));
}


QRectF HeatmapPlot::cellRect(int panel, int query, int key) const
{
    return picture().cellRect(pictureLayout(), panel, query, key);
}

std::optional<HeatmapPicture::CellHit> HeatmapPlot::cellAt(const QPointF &position) const
{
    return picture().cellAt(pictureLayout(), position);
}

QString HeatmapPlot::cellDescription(int panel, int query, int key) const
{
    const HeatmapPanel &p = panels()[size_t(panel)];
    const QString pair = tr("query “%1” → key “%2”").arg(p.queryLabels.value(query), p.keyLabels.value(key));
    if (p.isMasked(query, key))
        return tr("%1: masked (this query may not see this key)").arg(pair);
    return QStringLiteral("%1: %2 = %3").arg(pair, isScoreLike(m_matrix) ? tr("score") : tr("weight"),
                                           QLocale().toString(double((*p.values)(query, key)), 'g', 6));
}

void HeatmapPlot::mouseMoveEvent(QMouseEvent *event)
{
    QWidget::mouseMoveEvent(event);
    const std::optional<HeatmapPicture::CellHit> hit = cellAt(event->position());
    if (!hit) {
        QToolTip::hideText();
        return;
    }
    // As plain text: a token such as <s> is shown as itself, not read as markup.
    QToolTip::showText(event->globalPosition().toPoint(),
                       Qt::convertFromPlainText(cellDescription(hit->panel, hit->query, hit->key), Qt::WhiteSpaceNormal), this);
    if (m_focus)
        m_focus->setFocus(panels()[size_t(hit->panel)].head, hit->query, hit->key);
}

void HeatmapPlot::mousePressEvent(QMouseEvent *event)
{
    QWidget::mousePressEvent(event);
    const std::optional<HeatmapPicture::CellHit> hit = cellAt(event->position());
    if (!hit)
        return;
    const int head = panels()[size_t(hit->panel)].head;
    if (m_focus)
        m_focus->setFocus(head, hit->query, hit->key);
    Q_EMIT cellClicked(head, hit->query, hit->key);
}

} // namespace attn
