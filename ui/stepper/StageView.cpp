#include "StageView.h"

#include "window/Translations.h"
#include "StageText.h"
#include "document/ScenarioDocument.h"
#include "engine/StageExplanations.h"
#include "text/MatrixText.h"
#include "views/MatrixView.h"

#include <QEvent>
#include <QScrollArea>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QVBoxLayout>

namespace attn {
namespace {

QString number(float value, int precision)
{
    return QLocale().toString(double(value), 'f', precision);
}

/// "a×b + c×d + …", shortened past eight terms.
QString terms(const std::vector<ProductTerm> &products, int precision)
{
    QStringList parts;
    const size_t shown = products.size() > 8 ? 6 : products.size();
    for (size_t t = 0; t < shown; ++t)
        parts << QStringLiteral("%1×%2").arg(number(products[t].left, precision), number(products[t].right, precision));
    if (shown < products.size())
        parts << StageView::tr("… (%1 terms)").arg(products.size());
    return parts.join(QStringLiteral(" + "));
}

/// The views whose cells are query-key pairs.
bool isPairRole(const QString &role)
{
    return role == QLatin1String("scores") || role == QLatin1String("scaled") || role == QLatin1String("masked") ||
           role == QLatin1String("weights");
}

} // namespace

StageView::StageView(ScenarioDocument *document, QWidget *parent) : QWidget(parent), m_document(document)
{
    m_title = new QLabel(this);
    m_title->setTextFormat(Qt::RichText);
    m_title->setWordWrap(true);
    m_formula = new QLabel(this);
    m_formula->setTextFormat(Qt::RichText);
    m_formula->setWordWrap(true); // a narrow window breaks the formula's line rather than growing wider
    m_explanation = new QLabel(this);
    m_explanation->setTextFormat(Qt::RichText);
    m_explanation->setWordWrap(true);
    m_notice = new QLabel(this);
    m_notice->setObjectName(QStringLiteral("stageNotice"));
    m_notice->setWordWrap(true);
    m_notice->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
    m_matrices = new QWidget;
    // The matrices' own minimum never pushes the window past the screen (which would cut the Figures dock
    // off): where they do not fit, they scroll.
    auto *matricesArea = new QScrollArea(this);
    matricesArea->setWidget(m_matrices);
    matricesArea->setWidgetResizable(true);
    matricesArea->setFrameShape(QFrame::NoFrame);
    matricesArea->setBackgroundRole(QPalette::Window);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_formula);
    layout->addWidget(m_explanation);
    layout->addWidget(m_notice);
    layout->addWidget(matricesArea, 1);
    setFontScale(1.0);
    connect(document, &ScenarioDocument::resultChanged, this, &StageView::refresh);
    connect(document, &ScenarioDocument::scenarioChanged, this, [this] {
        // A change of mode or head count changes which matrices a stage shows; other edits keep the
        // widgets (and the selected cell) and only refresh the numbers.
        m_head = std::min(m_head, m_document->scenario().headCount() - 1);
        if (m_layoutKey != layoutKey())
            rebuild();
    });
    rebuild();
}

void StageView::setStage(PipelineStage stage)
{
    if (stage == m_stage)
        return;
    m_stage = stage;
    rebuild();
    Q_EMIT stageChanged(stage);
}

void StageView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        // Titles, captions and the stage's words are composed in the language spoken: compose them again.
        rebuild();
        refresh();
    }
    QWidget::changeEvent(event);
}

void StageView::setHead(int head)
{
    m_head = std::clamp(head, 0, m_document->scenario().headCount() - 1);
    refresh();
}

void StageView::setPrecision(int decimals)
{
    m_precision = decimals;
    for (auto &[role, view] : m_views)
        view->setPrecision(decimals);
}

void StageView::setFontScale(double scale)
{
    m_fontScale = scale;
    QFont titleFont = font();
    titleFont.setPixelSize(int(30 * scale));
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    QFont formulaFont = font();
    formulaFont.setPixelSize(int(26 * scale));
    m_formula->setFont(formulaFont);
    QFont textFont = font();
    textFont.setPixelSize(int(19 * scale));
    m_explanation->setFont(textFont);
    m_notice->setFont(textFont);
    for (auto &[role, view] : m_views)
        view->setFontScale(scale);
}

QString StageView::layoutKey() const
{
    // Everything that decides which views a stage has and where they go.
    const Scenario &scenario = m_document->scenario();
    QStringList shape{QString::number(int(m_stage)), QString::number(int(scenario.mode)),
                      QString::number(scenario.source.tokens.size()), QString::number(scenario.dModel())};
    for (const HeadWeights &head : scenario.effectiveHeads())
        shape << QStringLiteral("%1x%2").arg(head.dk()).arg(head.dv());
    return shape.join(u'/');
}

MatrixView *StageView::matrixView(const QString &role) const
{
    const auto found = m_views.find(role);
    return found == m_views.end() ? nullptr : found->second;
}

QStringList StageView::roles() const
{
    QStringList list;
    for (const auto &[role, view] : m_views)
        list << role;
    return list;
}

MatrixView *StageView::addView(const QString &role, int row, int column, int rowSpan)
{
    auto *view = new MatrixView(m_matrices);
    view->setPrecision(m_precision);
    view->setFontScale(m_fontScale);
    view->setToolTipProvider([this, role](int i, int j) { return toolTip(role, i, j); });
    connect(view, &MatrixView::cellClicked, this, [this, role](int i, int j) {
        selectCell(role, i, j);
        if (isPairRole(role))
            Q_EMIT pairClicked(m_head, i, j);
    });
    m_grid->addWidget(view, row, column, rowSpan, 1);
    m_views[role] = view;
    return view;
}

void StageView::addOperator(const QString &symbol, int row, int column, int rowSpan)
{
    auto *label = new QLabel(symbol, m_matrices);
    QFont operatorFont = font();
    operatorFont.setPixelSize(int(30 * m_fontScale));
    label->setFont(operatorFont);
    label->setAlignment(Qt::AlignCenter);
    m_grid->addWidget(label, row, column, rowSpan, 1);
}

void StageView::addProduct(const QStringList &roles, qsizetype columns, const QStringList &operators)
{
    // Three matrices side by side leave too little width per number once they hold many columns
    // together; then the result moves to a second row, under the first two, at about twice the size.
    constexpr qsizetype kColumnsInOneRow = 18;
    addView(roles[0], 0, 0);
    addOperator(operators[0], 0, 1);
    addView(roles[1], 0, 2);
    if (columns <= kColumnsInOneRow) {
        addOperator(operators[1], 0, 3);
        addView(roles[2], 0, 4);
        return;
    }
    addOperator(operators[1], 1, 1);
    addView(roles[2], 1, 2);
}

void StageView::rebuild()
{
    qDeleteAll(m_matrices->findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly));
    delete m_grid;
    m_views.clear();
    m_grid = new QGridLayout(m_matrices);
    m_grid->setContentsMargins(0, 0, 0, 0);
    const Scenario &scenario = m_document->scenario();
    auto concatWidth = [](const Scenario &s) {
        Eigen::Index width = 0;
        for (const HeadWeights &head : s.effectiveHeads())
            width += head.dv();
        return width;
    };
    m_layoutKey = layoutKey();
    const bool cross = scenario.mode == AttentionMode::Cross;
    switch (m_stage) {
    case PipelineStage::Embeddings:
        if (cross) {
            addView(QStringLiteral("xq"), 0, 0);
            addView(QStringLiteral("xkv"), 0, 1);
        } else {
            addView(QStringLiteral("xkv"), 0, 0);
        }
        break;
    case PipelineStage::Projections:
        if (cross) {
            addView(QStringLiteral("xq"), 0, 0);
            addView(QStringLiteral("xkv"), 1, 0, 2);
        } else {
            addView(QStringLiteral("xkv"), 0, 0, 3);
        }
        for (int r = 0; r < 3; ++r) {
            addOperator(QStringLiteral("×"), r, 1);
            addView(QStringList{"wq", "wk", "wv"}[r], r, 2);
            addOperator(QStringLiteral("="), r, 3);
            addView(QStringList{"q", "k", "v"}[r], r, 4);
        }
        break;
    case PipelineStage::Scores:
        addProduct({QStringLiteral("q"), QStringLiteral("k"), QStringLiteral("scores")},
                   2 * scenario.effectiveHead(m_head).dk() + scenario.source.tokens.size(),
                   {QStringLiteral("·"), QStringLiteral("→")});
        break;
    case PipelineStage::Scaling:
        addView(QStringLiteral("scores"), 0, 0);
        addOperator(QStringLiteral("→"), 0, 1);
        addView(QStringLiteral("scaled"), 0, 2);
        break;
    case PipelineStage::Mask:
        addView(QStringLiteral("scaled"), 0, 0);
        addOperator(QStringLiteral("→"), 0, 1);
        addView(QStringLiteral("masked"), 0, 2);
        break;
    case PipelineStage::Softmax:
        addView(QStringLiteral("masked"), 0, 0);
        addOperator(QStringLiteral("→"), 0, 1);
        addView(QStringLiteral("weights"), 0, 2);
        break;
    case PipelineStage::WeightedSum:
        addProduct({QStringLiteral("weights"), QStringLiteral("v"), QStringLiteral("output")},
                   scenario.source.tokens.size() + scenario.effectiveHead(m_head).dv() * 2);
        break;
    case PipelineStage::Concatenation: {
        const int heads = m_document->scenario().headCount();
        for (int h = 0; h < heads; ++h) {
            addView(QStringLiteral("head%1").arg(h + 1), 0, 2 * h);
            addOperator(h + 1 < heads ? QStringLiteral("|") : QStringLiteral("→"), 0, 2 * h + 1);
        }
        addView(QStringLiteral("concat"), 0, 2 * heads);
        break;
    }
    case PipelineStage::OutputProjection:
        addProduct({QStringLiteral("concat"), QStringLiteral("wo"), QStringLiteral("final")},
                   concatWidth(scenario) + 2 * scenario.dModel());
        break;
    }
    refresh();
}

void StageView::refresh()
{
    const Scenario &scenario = m_document->scenario();
    const StageText text = stageText(m_stage, scenario, m_head);
    const int heads = scenario.headCount();
    m_title->setText(heads > 1 && m_stage != PipelineStage::Embeddings && m_stage != PipelineStage::Concatenation &&
                             m_stage != PipelineStage::OutputProjection
                         ? tr("%1 — head %2 of %3").arg(text.title).arg(m_head + 1).arg(heads)
                         : text.title);
    m_formula->setText(text.formula);
    m_explanation->setText(text.explanation);
    QString notice = m_document->engineNotice();
    if (m_document->problem())
        notice = tr("Nothing to show: %1").arg(m_document->problem()->toString());
    else if (m_document->isComputing())
        notice = tr("Computing every stage of %1 tokens and %2 heads… (Esc cancels)")
                     .arg(scenario.querySequence().tokens.size())
                     .arg(heads);
    m_notice->setText(notice);
    m_notice->setVisible(!notice.isEmpty());
    if (!m_document->result())
        return;
    const AttentionResult &result = *m_document->result();
    const HeadResult &head = result.heads.at(size_t(std::clamp(m_head, 0, heads - 1)));
    const int shownHead = std::clamp(m_head, 0, heads - 1);
    const HeadWeights weights = scenario.effectiveHead(shownHead);
    const QStringList queries = scenario.localizedQueryTokens(currentLanguage());
    const QStringList keys = scenario.localizedTokens(SequenceRole::Source, currentLanguage());
    const QStringList dims = indexLabels(scenario.dModel());
    const bool cross = scenario.mode == AttentionMode::Cross;
    // Each role: its caption, its matrix, and the labels of its rows and columns. The matrix is made only
    // for a role this stage shows: converting thousands of token vectors for nothing held the window.
    auto show = [this](const QString &role, const QString &caption, const auto &matrix, const QStringList &rows,
                       const QStringList &columns) {
        if (MatrixView *view = matrixView(role)) {
            view->setCaption(caption);
            view->setMatrix(matrix(), rows, columns);
        }
    };
    // The scenario's numbers (double) are converted for the view; the result's matrices are shared with it,
    // not copied, and stay alive in the view as long as it shows them.
    if (m_convertedGeneration != m_document->generation()) {
        m_converted.clear();
        m_convertedGeneration = m_document->generation();
    }
    auto converted = [this](const QString &role, const auto &convert) {
        std::shared_ptr<const MatrixF> &kept = m_converted[role];
        if (!kept)
            kept = std::make_shared<const MatrixF>(convert());
        return kept;
    };
    auto asFloat = [&converted](const QString &role, const MatrixD &matrix) {
        return [&converted, role, &matrix] { return converted(role, [&matrix] { return MatrixF(matrix.cast<float>()); }); };
    };
    const std::shared_ptr<const AttentionResult> snapshot = m_document->result();
    auto as = [&snapshot](const MatrixF &matrix) { return [&snapshot, &matrix] { return std::shared_ptr<const MatrixF>(snapshot, &matrix); }; };
    show(QStringLiteral("xq"), cross ? tr("X target (queries)") : tr("X"), [this] { return m_document->queryVectors(); },
         queries, dims);
    show(QStringLiteral("xkv"), cross ? tr("X source (keys, values)") : tr("X"), [this] { return m_document->keyVectors(); },
         keys, dims);
    show(QStringLiteral("wq"), tr("W_Q"), asFloat(QStringLiteral("wq%1").arg(shownHead), weights.wq), dims, indexLabels(weights.dk()));
    show(QStringLiteral("wk"), tr("W_K"), asFloat(QStringLiteral("wk%1").arg(shownHead), weights.wk), dims, indexLabels(weights.dk()));
    show(QStringLiteral("wv"), tr("W_V"), asFloat(QStringLiteral("wv%1").arg(shownHead), weights.wv), dims, indexLabels(weights.dv()));
    show(QStringLiteral("q"), tr("Q (queries)"), as(head.q), queries, indexLabels(head.q.cols()));
    show(QStringLiteral("k"), tr("K (keys)"), as(head.k), keys, indexLabels(head.k.cols()));
    show(QStringLiteral("v"), tr("V (values)"), as(head.v), keys, indexLabels(head.v.cols()));
    show(QStringLiteral("scores"), tr("Scores Q Kᵀ"), as(head.scores), queries, keys);
    show(QStringLiteral("scaled"), scenario.scaled ? tr("Scaled scores") : tr("Scores (not scaled)"), as(head.scaled), queries, keys);
    show(QStringLiteral("masked"), tr("Masked scores"), as(head.masked), queries, keys);
    show(QStringLiteral("weights"), tr("Attention weights"), as(head.weights), queries, keys);
    show(QStringLiteral("output"), tr("Head output Z"), as(head.output), queries, indexLabels(head.output.cols()));
    for (int h = 0; h < int(result.heads.size()); ++h)
        show(QStringLiteral("head%1").arg(h + 1), tr("Z%1").arg(h + 1), as(result.heads[size_t(h)].output), queries,
             indexLabels(result.heads[size_t(h)].output.cols()));
    show(QStringLiteral("concat"), tr("Concatenation"), as(result.concat), queries, indexLabels(result.concat.cols()));
    show(QStringLiteral("wo"), tr("W_O"), [&converted, &scenario] { return converted(QStringLiteral("wo"), [&scenario] { return MatrixF(scenario.effectiveWo().cast<float>()); }); }, indexLabels(result.concat.cols()), dims);
    show(QStringLiteral("final"), tr("Output"), as(result.output), queries, dims);
    balanceColumns();
}

void StageView::balanceColumns()
{
    // Spare width goes to each matrix in proportion to its natural width, so that a narrow V beside wide
    // weights grows as much as they do instead of keeping its smallest size.
    std::map<int, int> widths;
    for (const auto &[role, view] : m_views) {
        int row = 0, column = 0, rowSpan = 0, columnSpan = 0;
        m_grid->getItemPosition(m_grid->indexOf(view), &row, &column, &rowSpan, &columnSpan);
        widths[column] = std::max(widths[column], view->sizeHint().width());
    }
    for (const auto &[column, width] : widths)
        m_grid->setColumnStretch(column, std::max(1, width / 10));
}

void StageView::selectCell(const QString &role, int row, int column)
{
    for (auto &[name, view] : m_views) {
        view->setHighlights({}, {});
        view->setSelectedCell(-1, -1);
    }
    MatrixView *selected = matrixView(role);
    if (!selected)
        return;
    selected->setSelectedCell(row, column);
    auto highlight = [this](const QString &name, QSet<int> rows, QSet<int> columns) {
        if (MatrixView *view = matrixView(name))
            view->setHighlights(rows, columns);
    };
    auto select = [this](const QString &name, int i, int j) {
        if (MatrixView *view = matrixView(name))
            view->setSelectedCell(i, j);
    };
    const bool cross = m_document->scenario().mode == AttentionMode::Cross;
    if (role == QLatin1String("q") && m_stage == PipelineStage::Projections) {
        highlight(cross ? QStringLiteral("xq") : QStringLiteral("xkv"), {row}, {});
        highlight(QStringLiteral("wq"), {}, {column});
    } else if ((role == QLatin1String("k") || role == QLatin1String("v")) && m_stage == PipelineStage::Projections) {
        highlight(QStringLiteral("xkv"), {row}, {});
        highlight(role == QLatin1String("k") ? QStringLiteral("wk") : QStringLiteral("wv"), {}, {column});
    } else if (role == QLatin1String("scores") && m_stage == PipelineStage::Scores) {
        highlight(QStringLiteral("q"), {row}, {});
        highlight(QStringLiteral("k"), {column}, {});
    } else if (role == QLatin1String("scaled") && m_stage == PipelineStage::Scaling) {
        select(QStringLiteral("scores"), row, column);
    } else if (role == QLatin1String("masked") && m_stage == PipelineStage::Mask) {
        select(QStringLiteral("scaled"), row, column);
    } else if (role == QLatin1String("weights") && m_stage == PipelineStage::Softmax) {
        highlight(QStringLiteral("masked"), {row}, {});
    } else if (role == QLatin1String("output")) {
        highlight(QStringLiteral("weights"), {row}, {});
        highlight(QStringLiteral("v"), {}, {column});
    } else if (role == QLatin1String("concat") && m_stage == PipelineStage::Concatenation && m_document->result()) {
        int first = 0;
        for (size_t h = 0; h < m_document->result()->heads.size(); ++h) {
            const int width = int(m_document->result()->heads[h].output.cols());
            if (column < first + width)
                select(QStringLiteral("head%1").arg(h + 1), row, column - first);
            first += width;
            if (column < first)
                break;
        }
    } else if (role == QLatin1String("final")) {
        highlight(QStringLiteral("concat"), {row}, {});
        highlight(QStringLiteral("wo"), {}, {column});
    }
}

void StageView::showFocus(int head, int query, int key)
{
    if (head != m_head)
        return;
    // The stage's own query x key matrix when it has one: its cell, with what it was computed from.
    for (const QString &role : {QStringLiteral("weights"), QStringLiteral("masked"), QStringLiteral("scaled"), QStringLiteral("scores")}) {
        const MatrixView *view = matrixView(role);
        if (view && query < view->matrix().rows() && key < view->matrix().cols()) {
            const bool producedHere = (role == QLatin1String("weights") && m_stage == PipelineStage::Softmax) ||
                                      (role == QLatin1String("masked") && m_stage == PipelineStage::Mask) ||
                                      (role == QLatin1String("scaled") && m_stage == PipelineStage::Scaling) ||
                                      (role == QLatin1String("scores") && m_stage == PipelineStage::Scores);
            if (producedHere) {
                selectCell(role, query, key);
                return;
            }
        }
    }
    for (auto &[name, view] : m_views) {
        view->setHighlights({}, {});
        view->setSelectedCell(-1, -1);
    }
    // Otherwise the rows that belong to the query and to the key.
    const bool cross = m_document->scenario().mode == AttentionMode::Cross;
    auto highlightRows = [this](const QString &role, QSet<int> rows) {
        if (MatrixView *view = matrixView(role))
            view->setHighlights(rows, {});
    };
    if (cross) {
        highlightRows(QStringLiteral("xq"), {query});
        highlightRows(QStringLiteral("xkv"), {key});
    } else {
        highlightRows(QStringLiteral("xkv"), QSet<int>{query, key});
    }
    highlightRows(QStringLiteral("q"), {query});
    highlightRows(QStringLiteral("k"), {key});
    highlightRows(QStringLiteral("v"), {key});
    if (m_stage == PipelineStage::WeightedSum) {
        selectCell(QStringLiteral("output"), query, 0);
        if (MatrixView *weights = matrixView(QStringLiteral("weights")))
            weights->setSelectedCell(query, key);
    }
}

QString StageView::figureTitle() const
{
    return stageText(m_stage, m_document->scenario(), m_head).title;
}

void StageView::paintFigure(QPaintDevice &device, const QSize &logicalSize)
{
    QPainter painter(&device);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(QRect(QPoint(0, 0), logicalSize), Qt::white);
    render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
}

QString StageView::toolTip(const QString &role, int row, int column) const
{
    const MatrixView *view = matrixView(role);
    const float value = view->matrix()(row, column);
    const int precision = std::max(m_precision, 4);
    const std::shared_ptr<const AttentionResult> &result = m_document->result();
    if (!result)
        return {};
    const Scenario &scenario = m_document->scenario();
    const HeadResult &head = result->heads.at(size_t(m_head));
    const QStringList queries = scenario.localizedQueryTokens(currentLanguage());
    const QStringList keys = scenario.localizedTokens(SequenceRole::Source, currentLanguage());
    if (role == QLatin1String("scores") || role == QLatin1String("scaled")) {
        const ScoreExplanation score = explainScore(head, row, column, scenario.scaled);
        QString text = tr("q(%1) · k(%2) = %3 = %4")
                           .arg(queries[row], keys[column], terms(score.terms, precision), number(score.score, precision));
        if (role == QLatin1String("scaled") && scenario.scaled)
            text += tr("<br>%1 / √%2 = %1 / %3 = %4")
                        .arg(number(score.score, precision))
                        .arg(head.q.cols())
                        .arg(number(score.divisor, precision), number(score.scaled, precision));
        return text;
    }
    if (role == QLatin1String("masked"))
        return std::isinf(value) ? tr("'%1' may not see '%2', which comes later: −∞, so its weight will be 0")
                                       .arg(queries[row], keys[column])
                                 : tr("'%1' may see '%2': %3").arg(queries[row], keys[column], number(value, precision));
    if (role == QLatin1String("weights") && m_stage == PipelineStage::Softmax) {
        const SoftmaxExplanation softmax = explainWeight(head, row, column, float(scenario.temperature));
        if (softmax.masked[size_t(column)])
            return tr("masked: weight exactly 0");
        const QString temperature = scenario.temperature == 1.0 ? QString() : tr(" / T");
        return tr("e<sup>(s − max)%1</sup> = e<sup>(%2 − %3)%1</sup> = %4<br>row sum of these = %5<br>weight = %4 / %5 = %6")
            .arg(temperature, number(head.masked(row, column), precision), number(softmax.rowMaximum, precision),
                 number(softmax.exponentials[size_t(column)], precision), number(softmax.sum, precision),
                 number(softmax.weight, precision));
    }
    auto product = [&](const MatrixF &left, const MatrixF &right, const MatrixF &out) {
        const WeightedSumExplanation sum = explainProduct(left, right, out, row, column);
        return QStringLiteral("%1 = %2").arg(terms(sum.terms, precision), number(sum.value, precision));
    };
    if (role == QLatin1String("output"))
        return tr("Σ weight × value = ") + product(head.weights, head.v, head.output);
    if (role == QLatin1String("final"))
        return tr("concat row × W_O column = ") + product(result->concat, scenario.effectiveWo().cast<float>(), result->output);
    if (m_stage == PipelineStage::Projections && (role == QLatin1String("q") || role == QLatin1String("k") || role == QLatin1String("v"))) {
        const HeadWeights weights = scenario.effectiveHead(m_head);
        const MatrixD &w = role == QLatin1String("q") ? weights.wq : role == QLatin1String("k") ? weights.wk : weights.wv;
        const MatrixD &x = role == QLatin1String("q") ? scenario.querySequence().vectors : scenario.source.vectors;
        return tr("x row × W column = ") + product(x.cast<float>(), w.cast<float>(), view->matrix());
    }
    return QLocale().toString(double(value), 'g', 9);
}

} // namespace attn
