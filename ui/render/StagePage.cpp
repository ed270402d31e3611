#include "StagePage.h"

#include "FigureText.h"

#include "document/ScenarioDocument.h"
#include "engine/StageExplanations.h"
#include "stepper/StageText.h"
#include "text/MatrixText.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QFontMetrics>
#include <QLocale>
#include <QPainter>
#include <QTextDocument>
#include <algorithm>
#include <cmath>

namespace attn {
namespace {

/// The page's texts keep the stage view's translation context, where translators already find them.
struct StageStrings
{
    Q_DECLARE_TR_FUNCTIONS(attn::StageView)
};

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
        parts << StageStrings::tr("… (%1 terms)").arg(products.size());
    return parts.join(QStringLiteral(" + "));
}

/// Font sizes at text scale 1, in pixels: the page's texts, and the largest the numbers grow to.
constexpr double kTitlePixels = 30;
constexpr double kFormulaPixels = 26;
constexpr double kTextPixels = 19;
constexpr double kArithmeticPixels = 22;
constexpr double kLargestNumberPixels = 40;
/// The smallest numbers drawn; smaller would be unreadable even on a desk.
constexpr int kSmallestNumberPixels = 8;
/// Numbers below this are not worth saving a scroll bar for: where the page's width allows more, the window's
/// view scrolls up and down rather than shrink them further. Above it, a page seen whole reads better than
/// larger numbers scrolled, whatever the text scale.
constexpr int kReadableNumberPixels = 10;
/// How many rows and columns a matrix shows at most: whole up to 16, larger ones their first and last rows
/// and columns around ⋮ and ⋯. A page that cannot fit them even at the smallest numbers scrolls in the
/// window rather than hide a token.
constexpr int kBudget = 16;
/// What a matrix cut anyway shows where 16 of its rows or columns would keep the page from readable numbers
/// in its width, or from numbers as large as the text scale asks (see layOut): a real model's 768
/// dimensions, of which 16 or 8 are equally a glimpse.
constexpr int kNarrowBudget = 8;

/// A part as the title names it: "K (2 of 3)", "γ and β (2 of 2)".
QString partName(StagePart part)
{
    switch (part) {
    case StagePart::Queries:
        return QStringLiteral("Q");
    case StagePart::Keys:
        return QStringLiteral("K");
    case StagePart::Values:
        return QStringLiteral("V");
    case StagePart::Standardise:
        return StageStrings::tr("standardised");
    case StagePart::GainAndBias:
        return StageStrings::tr("γ and β");
    case StagePart::All:
        break;
    }
    return {};
}

std::shared_ptr<QTextDocument> richText(const QString &html, double pixels, bool bold, int width)
{
    auto text = std::make_shared<QTextDocument>();
    text->setDefaultFont(pixelFont(pixels, bold));
    text->setDocumentMargin(0);
    text->setHtml(html);
    text->setTextWidth(std::max(1, width));
    return text;
}

} // namespace

struct StagePage::Grid
{
    int pixelSize = 0;
    QSize size;
    std::map<QString, MatrixPicture::Layout> matrices;
    std::vector<std::pair<QString, QRect>> operators;
    QFont operatorFont;
    bool fits = false;
};

StagePage::StagePage(const ScenarioDocument &document, PipelineStage stage, int head, int precision, const QString &language,
                     StagePart part)
    : m_document(document), m_stage(stage), m_part(partIndex(stage, part) < 0 ? StagePart::All : part),
      m_head(std::clamp(head, 0, document.scenario().headCount() - 1)), m_precision(precision)
{
    const Scenario &scenario = document.scenario();
    const StageText text = stageText(m_stage, scenario, m_head);
    const int heads = scenario.headCount();
    // "2. Queries, keys and values — head 1 of 2, K (2 of 3)": which head, and which part of the stage.
    QStringList which;
    const bool perHead = m_stage != PipelineStage::Embeddings && m_stage != PipelineStage::Positions &&
                         m_stage != PipelineStage::LayerNorm && m_stage != PipelineStage::Concatenation &&
                         m_stage != PipelineStage::OutputProjection;
    if (heads > 1 && perHead)
        which << StageStrings::tr("head %1 of %2").arg(m_head + 1).arg(heads);
    if (m_part != StagePart::All)
        which << StageStrings::tr("%1 (%2 of %3)")
                     .arg(partName(m_part))
                     .arg(partIndex(m_stage, m_part) + 1)
                     .arg(partsOf(m_stage).size());
    m_title = which.isEmpty() ? text.title : StageStrings::tr("%1 — %2").arg(text.title, which.join(QStringLiteral(", ")));
    m_formula = text.formula;
    m_explanation = text.explanation;
    m_screenHint = text.screenHint;
    m_notice = document.engineNotice();
    if (document.problem())
        m_notice = StageStrings::tr("Nothing to show: %1").arg(document.problem()->toString());
    else if (document.isComputing())
        m_notice = StageStrings::tr("Computing every stage of %1 tokens and %2 heads… (Esc cancels)")
                       .arg(scenario.querySequence().tokens.size())
                       .arg(heads);
    arrange();
    if (document.result())
        makePictures(language);
    else
        m_arrangements.clear(); // nothing computed (yet): the page is its texts and the notice
}

StagePage::~StagePage() = default;

void StagePage::addArrangement()
{
    m_arrangements.emplace_back();
}

void StagePage::addMatrix(const QString &role, int row, int column, int rowSpan)
{
    m_arrangements.back().push_back({role, QString(), row, column, rowSpan});
}

void StagePage::addOperator(const QString &symbol, int row, int column, int rowSpan)
{
    m_arrangements.back().push_back({QString(), symbol, row, column, rowSpan});
}

void StagePage::addProduct(const QStringList &roles, const QStringList &operators)
{
    // "A × B = C" or, with a bias, "A × B + b = C": side by side on a wide page; on a narrower one, or with
    // many columns, the result under the operands; on a narrow one (a small screen at a large text scale),
    // all of them one under another.
    const int last = int(roles.size()) - 1;
    addChain(0, roles, operators);
    addArrangement();
    for (int i = 0; i < last; ++i) {
        addMatrix(roles[i], 0, 2 * i);
        if (i + 1 < last)
            addOperator(operators[i], 0, 2 * i + 1);
    }
    addOperator(operators[last - 1], 1, 1);
    addMatrix(roles[last], 1, 2);
    addArrangement();
    addColumn(roles, operators);
}

void StagePage::addColumn(const QStringList &roles, const QStringList &operators)
{
    // One under another, an arrow pointing down.
    for (int i = 0; i < int(roles.size()); ++i) {
        addMatrix(roles[i], 2 * i, 0);
        if (i < int(operators.size()))
            addOperator(operators[i] == QLatin1String("→") ? QStringLiteral("↓") : operators[i], 2 * i + 1, 0);
    }
}

void StagePage::addChain(int row, const QStringList &roles, const QStringList &operators)
{
    // "A + B = C" along one row of the current arrangement, matrices in the even columns.
    for (int i = 0; i < int(roles.size()); ++i) {
        addMatrix(roles[i], row, 2 * i);
        if (i < int(operators.size()))
            addOperator(operators[i], row, 2 * i + 1);
    }
}

void StagePage::addScaleAndShift(int column)
{
    // Both sequences' rows, with the one γ and β between them (a matrix is drawn once).
    addMatrix(QStringLiteral("gamma"), 0, column + 1, 2);
    addMatrix(QStringLiteral("beta"), 0, column + 3, 2);
    for (int row = 0; row < 2; ++row) {
        addOperator(QStringLiteral("⊙"), row, column);
        addOperator(QStringLiteral("+"), row, column + 2);
        addOperator(QStringLiteral("="), row, column + 4);
        addMatrix(row == 0 ? QStringLiteral("xq") : QStringLiteral("xkv"), row, column + 5);
    }
}

void StagePage::addStep(const QString &from, const QString &to)
{
    // One matrix becoming another: side by side, or the second under the first.
    addMatrix(from, 0, 0);
    addOperator(QStringLiteral("→"), 0, 1);
    addMatrix(to, 0, 2);
    addArrangement();
    addMatrix(from, 0, 0);
    addOperator(QStringLiteral("↓"), 1, 0);
    addMatrix(to, 2, 0);
}

void StagePage::arrange()
{
    const Scenario &scenario = m_document.scenario();
    const bool cross = scenario.mode == AttentionMode::Cross;
    const bool biases = scenario.hasHeadBiases();
    addArrangement();
    switch (m_stage) {
    case PipelineStage::Embeddings: {
        // E: the vectors as typed; they are X itself unless positions or a layer norm come first.
        const bool prepared = hasStage(scenario, PipelineStage::Positions) || hasStage(scenario, PipelineStage::LayerNorm);
        const QString queries = prepared ? QStringLiteral("eq") : QStringLiteral("xq");
        const QString keys = prepared ? QStringLiteral("ekv") : QStringLiteral("xkv");
        if (cross) {
            addMatrix(queries, 0, 0);
            addMatrix(keys, 0, 1);
            addArrangement();
            addMatrix(queries, 0, 0);
            addMatrix(keys, 1, 0);
        } else {
            addMatrix(keys, 0, 0);
        }
        break;
    }
    case PipelineStage::Positions: {
        // E + P = x (X where no layer norm follows): each sequence's vectors, its positions, and their sum.
        const bool normed = hasStage(scenario, PipelineStage::LayerNorm);
        const QString sumQ = normed ? QStringLiteral("sq") : QStringLiteral("xq");
        const QString sumKV = normed ? QStringLiteral("skv") : QStringLiteral("xkv");
        if (cross) {
            addChain(0, {QStringLiteral("eq"), QStringLiteral("pq"), sumQ}, {QStringLiteral("+"), QStringLiteral("=")});
            addChain(1, {QStringLiteral("ekv"), QStringLiteral("pkv"), sumKV}, {QStringLiteral("+"), QStringLiteral("=")});
        } else {
            addProduct({QStringLiteral("ekv"), QStringLiteral("pkv"), sumKV}, {QStringLiteral("+"), QStringLiteral("=")});
        }
        break;
    }
    case PipelineStage::LayerNorm: {
        // x → x̂ ⊙ γ + β = X: each row standardised, then scaled and shifted column by column.
        const bool positioned = hasStage(scenario, PipelineStage::Positions);
        const QString inQ = positioned ? QStringLiteral("sq") : QStringLiteral("eq");
        const QString inKV = positioned ? QStringLiteral("skv") : QStringLiteral("ekv");
        const QStringList operators{QStringLiteral("→"), QStringLiteral("⊙"), QStringLiteral("+"), QStringLiteral("=")};
        // Lecture mode's two steps: x → x̂, then x̂ ⊙ γ + β = X (five matrices in a row would shrink the numbers
        // below what the back of a room reads).
        if (m_part == StagePart::Standardise) {
            if (cross) {
                addChain(0, {inQ, QStringLiteral("nq")}, {QStringLiteral("→")});
                addChain(1, {inKV, QStringLiteral("nkv")}, {QStringLiteral("→")});
            } else {
                addStep(inKV, QStringLiteral("nkv"));
            }
            break;
        }
        if (m_part == StagePart::GainAndBias) {
            if (cross) {
                addMatrix(QStringLiteral("nq"), 0, 0);
                addMatrix(QStringLiteral("nkv"), 1, 0);
                addScaleAndShift(1);
            } else {
                addProduct({QStringLiteral("nkv"), QStringLiteral("gamma"), QStringLiteral("beta"), QStringLiteral("xkv")},
                           {QStringLiteral("⊙"), QStringLiteral("+"), QStringLiteral("=")});
                // Or γ over β, one row each, between x̂ and X: three matrices wide instead of four.
                addArrangement();
                addMatrix(QStringLiteral("nkv"), 0, 0, 2);
                addOperator(QStringLiteral("⊙"), 0, 1);
                addMatrix(QStringLiteral("gamma"), 0, 2);
                addOperator(QStringLiteral("+"), 1, 1);
                addMatrix(QStringLiteral("beta"), 1, 2);
                addOperator(QStringLiteral("="), 0, 3, 2);
                addMatrix(QStringLiteral("xkv"), 0, 4, 2);
            }
            break;
        }
        if (cross) {
            addChain(0, {inQ, QStringLiteral("nq")}, {QStringLiteral("→")});
            addChain(1, {inKV, QStringLiteral("nkv")}, {QStringLiteral("→")});
            addScaleAndShift(3);
            break;
        }
        // In one row; or γ, β and X one under another (all three d_model wide, one column of the grid)
        // beside x → x̂; or that column under x ↓ x̂; or everything in one column.
        addChain(0, {inKV, QStringLiteral("nkv"), QStringLiteral("gamma"), QStringLiteral("beta"), QStringLiteral("xkv")}, operators);
        addArrangement();
        addChain(0, {inKV, QStringLiteral("nkv"), QStringLiteral("gamma")}, {QStringLiteral("→"), QStringLiteral("⊙")});
        addOperator(QStringLiteral("+"), 1, 3);
        addMatrix(QStringLiteral("beta"), 1, 4);
        addOperator(QStringLiteral("="), 2, 3);
        addMatrix(QStringLiteral("xkv"), 2, 4);
        addArrangement();
        addMatrix(inKV, 0, 0);
        addOperator(QStringLiteral("↓"), 1, 0);
        addChain(2, {QStringLiteral("nkv"), QStringLiteral("gamma")}, {QStringLiteral("⊙")});
        addOperator(QStringLiteral("+"), 3, 1);
        addMatrix(QStringLiteral("beta"), 3, 2);
        addOperator(QStringLiteral("="), 4, 1);
        addMatrix(QStringLiteral("xkv"), 4, 2);
        addArrangement();
        addColumn({inKV, QStringLiteral("nkv"), QStringLiteral("gamma"), QStringLiteral("beta"), QStringLiteral("xkv")}, operators);
        break;
    }
    case PipelineStage::Projections: {
        if (m_part != StagePart::All) {
            // One product, X W_Q = Q (or K, or V), laid out as the other products are. With two sequences the
            // queries come from the target and the keys and values from the source.
            const int index = int(m_part) - int(StagePart::Queries);
            const QString input = cross && m_part == StagePart::Queries ? QStringLiteral("xq") : QStringLiteral("xkv");
            if (biases)
                addProduct({input, QStringList{"wq", "wk", "wv"}[index], QStringList{"bq", "bk", "bv"}[index], QStringList{"q", "k", "v"}[index]},
                           {QStringLiteral("×"), QStringLiteral("+"), QStringLiteral("=")});
            else
                addProduct({input, QStringList{"wq", "wk", "wv"}[index], QStringList{"q", "k", "v"}[index]},
                           {QStringLiteral("×"), QStringLiteral("=")});
            break;
        }
        // With biases, each row reads X × W + b = Q: the bias and its sign take two more columns.
        const int resultColumn = biases ? 6 : 4;
        if (cross) {
            addMatrix(QStringLiteral("xq"), 0, 0);
            addMatrix(QStringLiteral("xkv"), 1, 0, 2);
        } else {
            addMatrix(QStringLiteral("xkv"), 0, 0, 3);
        }
        for (int r = 0; r < 3; ++r) {
            addOperator(QStringLiteral("×"), r, 1);
            addMatrix(QStringList{"wq", "wk", "wv"}[r], r, 2);
            if (biases) {
                addOperator(QStringLiteral("+"), r, 3);
                addMatrix(QStringList{"bq", "bk", "bv"}[r], r, 4);
            }
            addOperator(QStringLiteral("="), r, resultColumn - 1);
            addMatrix(QStringList{"q", "k", "v"}[r], r, resultColumn);
        }
        // Or, where height is short, the three weight matrices in a row and Q, K and V under them: "X × W = ·"
        // read down each column. Only for self-attention: with two sequences it would read X_source = Q.
        if (cross)
            break;
        addArrangement();
        addMatrix(QStringLiteral("xkv"), 0, 0, biases ? 3 : 2);
        addOperator(QStringLiteral("×"), 0, 1);
        if (biases)
            addOperator(QStringLiteral("+"), 1, 1);
        addOperator(QStringLiteral("="), biases ? 2 : 1, 1);
        for (int c = 0; c < 3; ++c) {
            addMatrix(QStringList{"wq", "wk", "wv"}[c], 0, 2 + c);
            if (biases)
                addMatrix(QStringList{"bq", "bk", "bv"}[c], 1, 2 + c);
            addMatrix(QStringList{"q", "k", "v"}[c], biases ? 2 : 1, 2 + c);
        }
        break;
    }
    case PipelineStage::Scores:
        addProduct({QStringLiteral("q"), QStringLiteral("k"), QStringLiteral("scores")}, {QStringLiteral("·"), QStringLiteral("→")});
        break;
    case PipelineStage::Scaling:
        addStep(QStringLiteral("scores"), QStringLiteral("scaled"));
        break;
    case PipelineStage::Mask:
        addStep(QStringLiteral("scaled"), QStringLiteral("masked"));
        break;
    case PipelineStage::Softmax:
        addStep(QStringLiteral("masked"), QStringLiteral("weights"));
        break;
    case PipelineStage::WeightedSum:
        addProduct({QStringLiteral("weights"), QStringLiteral("v"), QStringLiteral("output")}, {QStringLiteral("×"), QStringLiteral("=")});
        break;
    case PipelineStage::Concatenation: {
        const int heads = scenario.headCount();
        // Up to four heads side by side; more go on further rows, with the concatenation on its own row.
        const int perRow = std::min(heads, 4);
        for (int h = 0; h < heads; ++h) {
            addMatrix(QStringLiteral("head%1").arg(h + 1), h / perRow, 2 * (h % perRow));
            if (h + 1 < heads && (h + 1) % perRow != 0)
                addOperator(QStringLiteral("|"), h / perRow, 2 * (h % perRow) + 1);
        }
        if (heads <= perRow) {
            addOperator(QStringLiteral("→"), 0, 2 * heads - 1);
            addMatrix(QStringLiteral("concat"), 0, 2 * heads);
        } else {
            addMatrix(QStringLiteral("concat"), (heads + perRow - 1) / perRow, 0);
        }
        // Or, on a narrow page, the heads one under another and the concatenation under them.
        addArrangement();
        for (int h = 0; h < heads; ++h)
            addMatrix(QStringLiteral("head%1").arg(h + 1), h, 0);
        addOperator(QStringLiteral("↓"), heads, 0);
        addMatrix(QStringLiteral("concat"), heads + 1, 0);
        break;
    }
    case PipelineStage::OutputProjection:
        if (scenario.bo)
            addProduct({QStringLiteral("concat"), QStringLiteral("wo"), QStringLiteral("bo"), QStringLiteral("final")},
                       {QStringLiteral("×"), QStringLiteral("+"), QStringLiteral("=")});
        else
            addProduct({QStringLiteral("concat"), QStringLiteral("wo"), QStringLiteral("final")}, {QStringLiteral("×"), QStringLiteral("=")});
        break;
    }
}

void StagePage::makePictures(const QString &language)
{
#ifndef QT_NO_DEBUG
    // A matrix is drawn once per arrangement: the layout keeps one place per role.
    for (const std::vector<Item> &items : m_arrangements) {
        QStringList seen;
        for (const Item &item : items) {
            Q_ASSERT_X(item.role.isEmpty() || !seen.contains(item.role), "StagePage", qPrintable(item.role));
            seen << item.role;
        }
    }
#endif
    const Scenario &scenario = m_document.scenario();
    const std::shared_ptr<const AttentionResult> result = m_document.result();
    const HeadResult &head = result->heads.at(size_t(m_head));
    const HeadWeights weights = scenario.effectiveHead(m_head);
    const QStringList queries = scenario.localizedQueryTokens(language);
    const QStringList keys = scenario.localizedTokens(SequenceRole::Source, language);
    const QStringList dims = indexLabels(scenario.dModel());
    const bool cross = scenario.mode == AttentionMode::Cross;
    const QFont font;
    // The result's matrices are shared with the picture through shared_ptr's aliasing constructor, not
    // copied; only a role this stage shows is made (thousands of tokens make millions of numbers).
    auto shown = [this](const QString &role) {
        const std::vector<Item> &items = m_arrangements.front(); // every arrangement holds the same matrices
        return std::any_of(items.begin(), items.end(), [&role](const Item &item) { return item.role == role; });
    };
    auto add = [&](const QString &role, const QString &caption, const auto &matrix, const QStringList &rows, const QStringList &columns) {
        if (shown(role))
            m_pictures[role] = std::make_unique<MatrixPicture>(role, caption, matrix(), rows, columns, m_precision, font);
    };
    auto fromResult = [&result](const MatrixF &matrix) { return [&result, &matrix] { return std::shared_ptr<const MatrixF>(result, &matrix); }; };
    auto converted = [](const MatrixD &matrix) { return [&matrix] { return std::make_shared<const MatrixF>(matrix.cast<float>()); }; };
    add(QStringLiteral("xq"), cross ? StageStrings::tr("X target (queries)") : StageStrings::tr("X"),
        [this] { return m_document.queryVectors(); }, queries, dims);
    add(QStringLiteral("xkv"), cross ? StageStrings::tr("X source (keys, values)") : StageStrings::tr("X"),
        [this] { return m_document.keyVectors(); }, keys, dims);
    // Before the projections: E, P, x = E + P and x̂, each sequence's own (the target's for the queries in
    // cross mode), made only where this stage shows them.
    const SequenceRole queryRole = cross ? SequenceRole::Target : SequenceRole::Source;
    auto computedFromScenario = [&scenario](MatrixD (Scenario::*vectors)(SequenceRole) const, SequenceRole role) {
        return [&scenario, vectors, role] { return std::make_shared<const MatrixF>((scenario.*vectors)(role).cast<float>()); };
    };
    // E where positions are added to it; without them, what the layer norm takes is x itself.
    const bool positioned = hasStage(scenario, PipelineStage::Positions);
    add(QStringLiteral("eq"),
        positioned ? (cross ? StageStrings::tr("E target (token vectors)") : StageStrings::tr("E (token vectors)"))
                   : (cross ? StageStrings::tr("x target (vectors in)") : StageStrings::tr("x (vectors in)")),
        converted(scenario.querySequence().vectors), queries, dims);
    add(QStringLiteral("ekv"),
        positioned ? (cross ? StageStrings::tr("E source (token vectors)") : StageStrings::tr("E (token vectors)"))
                   : (cross ? StageStrings::tr("x source (vectors in)") : StageStrings::tr("x (vectors in)")),
        converted(scenario.source.vectors), keys, dims);
    add(QStringLiteral("pq"), StageStrings::tr("P target (positions)"), computedFromScenario(&Scenario::positionVectors, queryRole), queries, dims);
    add(QStringLiteral("pkv"), cross ? StageStrings::tr("P source (positions)") : StageStrings::tr("P (positions)"),
        computedFromScenario(&Scenario::positionVectors, SequenceRole::Source), keys, dims);
    add(QStringLiteral("sq"), cross ? StageStrings::tr("x target = E + P") : StageStrings::tr("x = E + P"),
        computedFromScenario(&Scenario::positionedVectors, queryRole), queries, dims);
    add(QStringLiteral("skv"), cross ? StageStrings::tr("x source = E + P") : StageStrings::tr("x = E + P"),
        computedFromScenario(&Scenario::positionedVectors, SequenceRole::Source), keys, dims);
    if (scenario.layerNorm) {
        add(QStringLiteral("nq"), StageStrings::tr("x̂ target (standardised)"), computedFromScenario(&Scenario::standardisedVectors, queryRole),
            queries, dims);
        add(QStringLiteral("nkv"), cross ? StageStrings::tr("x̂ source (standardised)") : StageStrings::tr("x̂ (standardised)"),
            computedFromScenario(&Scenario::standardisedVectors, SequenceRole::Source), keys, dims);
        add(QStringLiteral("gamma"), StageStrings::tr("γ (gain)"), converted(scenario.layerNorm->gain), QStringList{QStringLiteral("γ")}, dims);
        add(QStringLiteral("beta"), StageStrings::tr("β (bias)"), converted(scenario.layerNorm->bias), QStringList{QStringLiteral("β")}, dims);
    }
    add(QStringLiteral("wq"), StageStrings::tr("W_Q"), converted(weights.wq), dims, indexLabels(weights.dk()));
    add(QStringLiteral("wk"), StageStrings::tr("W_K"), converted(weights.wk), dims, indexLabels(weights.dk()));
    add(QStringLiteral("wv"), StageStrings::tr("W_V"), converted(weights.wv), dims, indexLabels(weights.dv()));
    // A head without a bias of its own, in a scenario with biases, adds zeros: shown as such.
    const MatrixD zeroQK = MatrixD::Zero(1, weights.dk()), zeroV = MatrixD::Zero(1, weights.dv()), zeroO = MatrixD::Zero(1, scenario.dModel());
    const QStringList biasRow{QStringLiteral("b")};
    add(QStringLiteral("bq"), StageStrings::tr("b_Q"), converted(weights.bq ? *weights.bq : zeroQK), biasRow, indexLabels(weights.dk()));
    add(QStringLiteral("bk"), StageStrings::tr("b_K"), converted(weights.bk ? *weights.bk : zeroQK), biasRow, indexLabels(weights.dk()));
    add(QStringLiteral("bv"), StageStrings::tr("b_V"), converted(weights.bv ? *weights.bv : zeroV), biasRow, indexLabels(weights.dv()));
    add(QStringLiteral("bo"), StageStrings::tr("b_O"), converted(scenario.bo ? *scenario.bo : zeroO), biasRow, dims);
    add(QStringLiteral("q"), StageStrings::tr("Q (queries)"), fromResult(head.q), queries, indexLabels(head.q.cols()));
    add(QStringLiteral("k"), StageStrings::tr("K (keys)"), fromResult(head.k), keys, indexLabels(head.k.cols()));
    add(QStringLiteral("v"), StageStrings::tr("V (values)"), fromResult(head.v), keys, indexLabels(head.v.cols()));
    add(QStringLiteral("scores"), StageStrings::tr("Scores Q Kᵀ"), fromResult(head.scores), queries, keys);
    add(QStringLiteral("scaled"), scenario.scaled ? StageStrings::tr("Scaled scores") : StageStrings::tr("Scores (not scaled)"),
        fromResult(head.scaled), queries, keys);
    add(QStringLiteral("masked"), StageStrings::tr("Masked scores"), fromResult(head.masked), queries, keys);
    add(QStringLiteral("weights"), StageStrings::tr("Attention weights"), fromResult(head.weights), queries, keys);
    add(QStringLiteral("output"), StageStrings::tr("Head output Z"), fromResult(head.output), queries, indexLabels(head.output.cols()));
    for (int h = 0; h < int(result->heads.size()); ++h)
        add(QStringLiteral("head%1").arg(h + 1), StageStrings::tr("Z%1").arg(h + 1), fromResult(result->heads[size_t(h)].output),
            queries, indexLabels(result->heads[size_t(h)].output.cols()));
    add(QStringLiteral("concat"), StageStrings::tr("Concatenation"), fromResult(result->concat), queries,
        indexLabels(result->concat.cols()));
    if (const auto found = m_pictures.find(QStringLiteral("concat")); found != m_pictures.end()) {
        std::vector<int> starts;
        int start = 0;
        for (const HeadResult &each : result->heads) {
            starts.push_back(start);
            start += int(each.output.cols());
        }
        found->second->setColumnGroupStarts(starts);
    }
    add(QStringLiteral("wo"), StageStrings::tr("W_O"), converted(scenario.effectiveWo()), indexLabels(result->concat.cols()), dims);
    add(QStringLiteral("final"), StageStrings::tr("Output"), fromResult(result->output), queries, dims);
    // Items whose picture could not be made (a result of another shape, while a new one is computed) go.
    for (std::vector<Item> &items : m_arrangements)
        items.erase(std::remove_if(items.begin(), items.end(),
                                   [this](const Item &item) { return !item.role.isEmpty() && !m_pictures.count(item.role); }),
                    items.end());
}

QStringList StagePage::roles() const
{
    QStringList list;
    for (const auto &[role, picture] : m_pictures)
        list << role;
    return list;
}

const MatrixPicture *StagePage::matrix(const QString &role) const
{
    const auto found = m_pictures.find(role);
    return found == m_pictures.end() ? nullptr : found->second.get();
}

StagePage::Grid StagePage::gridAt(const std::vector<Item> &items, int pixelSize, const QRect &room, const PageStyle &style,
                                  const std::map<QString, QPoint> &scroll, int cutBudget) const
{
    auto budget = [cutBudget](Eigen::Index count) { return count <= kBudget ? kBudget : cutBudget; };
    Grid grid;
    grid.pixelSize = pixelSize;
    grid.operatorFont = QFont();
    grid.operatorFont.setPixelSize(std::max(1, pixelSize * 6 / 5));
    const QFontMetrics operatorMetrics(grid.operatorFont);
    int rows = 0, columns = 0;
    for (const Item &item : items) {
        rows = std::max(rows, item.row + item.rowSpan);
        columns = std::max(columns, item.column + 1);
    }
    // Each item's size at this font, then each column as wide as its widest item and each row as tall as its
    // tallest (an item spanning rows stretches the last of them if they are too short together).
    std::vector<QSize> sizes;
    for (const Item &item : items) {
        if (item.role.isEmpty()) {
            sizes.emplace_back(operatorMetrics.horizontalAdvance(item.symbol) + pixelSize / 3, operatorMetrics.height());
            continue;
        }
        const QPoint start = scroll.count(item.role) ? scroll.at(item.role) : QPoint();
        const MatrixPicture &picture = *m_pictures.at(item.role);
        sizes.push_back(picture.layOut({}, pixelSize, budget(picture.matrix().rows()), budget(picture.matrix().cols()), start.x(),
                                       start.y(), style.forScreen)
                            .bounds.size());
    }
    const int columnGap = std::max(4, pixelSize / 3), rowGap = std::max(4, pixelSize / 2);
    std::vector<int> widths(size_t(columns), 0), heights(size_t(rows), 0);
    for (size_t i = 0; i < items.size(); ++i) {
        widths[size_t(items[i].column)] = std::max(widths[size_t(items[i].column)], sizes[i].width());
        if (items[i].rowSpan == 1)
            heights[size_t(items[i].row)] = std::max(heights[size_t(items[i].row)], sizes[i].height());
    }
    for (size_t i = 0; i < items.size(); ++i) {
        const Item &item = items[i];
        if (item.rowSpan == 1)
            continue;
        int spanned = rowGap * (item.rowSpan - 1);
        for (int r = item.row; r < item.row + item.rowSpan; ++r)
            spanned += heights[size_t(r)];
        if (spanned < sizes[i].height())
            heights[size_t(item.row + item.rowSpan - 1)] += sizes[i].height() - spanned;
    }
    int totalWidth = columnGap * std::max(0, columns - 1), totalHeight = rowGap * std::max(0, rows - 1);
    for (int w : widths)
        totalWidth += w;
    for (int h : heights)
        totalHeight += h;
    grid.size = QSize(totalWidth, totalHeight);
    grid.fits = totalWidth <= room.width() && totalHeight <= room.height();
    if (!grid.fits)
        return grid; // its size is what the caller needs, to try a smaller font or to make room
    // Centred in the room; each item centred in its cell, so that the operators line up with the matrices.
    const int left = room.left() + (room.width() - totalWidth) / 2;
    const int top = room.top() + (room.height() - totalHeight) / 2;
    std::vector<int> xs(static_cast<size_t>(columns)), ys(static_cast<size_t>(rows));
    for (int c = 0, x = left; c < columns; ++c) {
        xs[size_t(c)] = x;
        x += widths[size_t(c)] + columnGap;
    }
    for (int r = 0, y = top; r < rows; ++r) {
        ys[size_t(r)] = y;
        y += heights[size_t(r)] + rowGap;
    }
    for (size_t i = 0; i < items.size(); ++i) {
        const Item &item = items[i];
        const int cellHeight = ys[size_t(item.row + item.rowSpan - 1)] + heights[size_t(item.row + item.rowSpan - 1)] - ys[size_t(item.row)];
        const QPoint topLeft(xs[size_t(item.column)] + (widths[size_t(item.column)] - sizes[i].width()) / 2,
                             ys[size_t(item.row)] + (cellHeight - sizes[i].height()) / 2);
        if (item.role.isEmpty()) {
            grid.operators.emplace_back(item.symbol, QRect(topLeft, sizes[i]));
            continue;
        }
        const QPoint start = scroll.count(item.role) ? scroll.at(item.role) : QPoint();
        const MatrixPicture &picture = *m_pictures.at(item.role);
        grid.matrices[item.role] = picture.layOut(topLeft, pixelSize, budget(picture.matrix().rows()), budget(picture.matrix().cols()),
                                                  start.x(), start.y(), style.forScreen);
    }
    return grid;
}

std::optional<StagePage::Grid> StagePage::largestGrid(const std::vector<Item> &items, int largest, const QRect &room,
                                                      const PageStyle &style, const std::map<QString, QPoint> &scroll,
                                                      int cutBudget) const
{
    if (!gridAt(items, kSmallestNumberPixels, room, style, scroll, cutBudget).fits)
        return std::nullopt;
    int low = kSmallestNumberPixels, high = largest; // low fits; find the largest that does
    while (low < high) {
        const int middle = (low + high + 1) / 2;
        if (gridAt(items, middle, room, style, scroll, cutBudget).fits)
            low = middle;
        else
            high = middle - 1;
    }
    return gridAt(items, low, room, style, scroll, cutBudget);
}

StagePage::Layout StagePage::layOut(const QSize &size, const PageStyle &style, const std::map<QString, QPoint> &scroll,
                                    const std::optional<PinnedCell> &pinned) const
{
    Layout layout;
    layout.size = size;
    layout.textScale = style.textScale;
    const double scale = style.textScale;
    // A margin that stays as the text grows: the numbers need the width more.
    const int margin = 12;
    const int width = std::max(1, size.width() - 2 * margin);
    // The title, formula and explanation take at most two fifths of what is seen of the page: on a small
    // screen at a large text scale they shrink (down to three fifths of their size) before they crowd the
    // numbers out. A page taller than its window (scrolled for readable numbers) keeps them the size the
    // window allows, so that the numbers start where they would.
    const int seen = style.visibleHeight > 0 ? std::min(style.visibleHeight, size.height()) : size.height();
    const int textWidth = style.visibleWidth > 0 ? std::clamp(style.visibleWidth - 2 * margin, 1, width) : width;
    int y = margin;
    for (double shrink = 1.0;; shrink *= 0.9) {
        layout.texts.clear();
        y = margin;
        auto addText = [&](const QString &name, const QString &html, double pixels, bool bold, const QColor &colour) {
            if (html.isEmpty())
                return;
            TextBlock block{name, richText(html, pixels * scale * shrink, bold, textWidth), {}, colour};
            const int height = int(std::ceil(block.text->size().height()));
            block.rect = QRect(margin, y, textWidth, height);
            y += height + int(std::lround(pixels * scale * shrink * 0.4));
            layout.texts.push_back(std::move(block));
        };
        addText(QStringLiteral("title"), m_title, kTitlePixels, true, style.colours.text);
        addText(QStringLiteral("formula"), m_formula, kFormulaPixels, false, style.colours.text);
        addText(QStringLiteral("explanation"),
                style.forScreen && !m_screenHint.isEmpty() ? m_explanation + QStringLiteral(" ") + m_screenHint : m_explanation,
                kTextPixels, false, style.colours.text);
        addText(QStringLiteral("notice"), m_notice.toHtmlEscaped(), kTextPixels, true, style.colours.notice);
        if (y <= seen * 2 / 5 || shrink < 0.65)
            break;
    }

    // The pinned arithmetic takes the bottom of the page, at a size the back of the room reads.
    int bottom = size.height() - margin;
    if (pinned && matrix(pinned->role)) {
        const MatrixPicture &picture = *matrix(pinned->role);
        const QString where = picture.rowLabels().value(pinned->row, QString::number(pinned->row + 1)) + QStringLiteral(", ") +
                              picture.columnLabels().value(pinned->column, QString::number(pinned->column + 1));
        const QString html = QStringLiteral("<b>%1 (%2)</b><br>%3")
                                 .arg(picture.caption().toHtmlEscaped(), where.toHtmlEscaped(),
                                      arithmetic(pinned->role, pinned->row, pinned->column));
        const int padding = int(std::lround(8 * scale));
        TextBlock block{QStringLiteral("arithmetic"), richText(html, kArithmeticPixels * scale, false, width - 2 * padding), {},
                        style.colours.text};
        const int height = int(std::ceil(block.text->size().height()));
        block.rect = QRect(margin + padding, bottom - height - padding, width - 2 * padding, height);
        bottom -= height + 2 * padding + margin;
        layout.texts.push_back(std::move(block));
    }
    const QRect room(margin, y, width, std::max(0, bottom - y));

    // The largest common font at which every matrix fits whole (up to 16 rows and columns, then their first
    // and last around the ellipses: 16 of them, or 8).
    const int largest = std::max(kSmallestNumberPixels, int(std::lround(kLargestNumberPixels * scale)));
    // The arrangement with the largest readable numbers in the width seen, whatever its height.
    const int readable = std::min(kReadableNumberPixels, largest);
    const int seenWidth = style.visibleWidth > 0 ? std::clamp(style.visibleWidth - 2 * margin, 1, room.width()) : room.width();
    const QRect roomOfAnyHeight(room.topLeft(), QSize(seenWidth, 1 << 20));
    auto readableAt = [&](int cutBudget) {
        std::optional<Grid> best;
        for (const std::vector<Item> &items : m_arrangements) {
            std::optional<Grid> grid = largestGrid(items, readable, roomOfAnyHeight, style, scroll, cutBudget);
            if (grid && (!best || grid->pixelSize > best->pixelSize ||
                         (grid->pixelSize == best->pixelSize && grid->size.height() < best->size.height())))
                best = std::move(grid);
        }
        return best;
    };
    // The arrangement with the largest numbers in an area; the first where they tie (side by side reads best).
    auto largestIn = [&](const QRect &area, int budget) {
        std::optional<Grid> best;
        for (const std::vector<Item> &items : m_arrangements) {
            std::optional<Grid> grid = largestGrid(items, largest, area, style, scroll, budget);
            if (grid && (!best || grid->pixelSize > best->pixelSize))
                best = std::move(grid);
        }
        return best;
    };
    // A matrix longer than 16 shows 16 of its rows or columns, or 8 where 16 would keep the page from
    // readable numbers in the width seen (a narrower page, whose numbers are larger or at least scroll
    // sideways less), or would make them smaller than the text's scale asks for in the room seen under the
    // texts (a lecture of a real model's 768 dimensions, where 8 of them are as much a glimpse as 16, and
    // larger). The pinned arithmetic's panel does not count: pinning a number must not hide it.
    int cutBudget = style.cutBudget > 0 ? style.cutBudget : kBudget;
    std::optional<Grid> readableGrid = readableAt(cutBudget);
    const bool longSides = std::any_of(m_pictures.begin(), m_pictures.end(), [](const auto &picture) {
        return picture.second->matrix().rows() > kBudget || picture.second->matrix().cols() > kBudget;
    });
    if (style.cutBudget <= 0 && longSides) {
        const QRect seenRoom(room.topLeft(), QSize(seenWidth, std::max(0, seen - margin - y)));
        auto largestSeen = [&](int budget) {
            const std::optional<Grid> grid = largestIn(seenRoom, budget);
            return grid ? grid->pixelSize : 0;
        };
        const int wanted = std::max(readable, int(std::lround(kReadableNumberPixels * scale)));
        if (!readableGrid) {
            cutBudget = kNarrowBudget;
        } else if (const int atFull = largestSeen(kBudget); atFull < wanted && largestSeen(kNarrowBudget) > atFull) {
            cutBudget = kNarrowBudget;
        }
        if (cutBudget != kBudget)
            readableGrid = readableAt(cutBudget);
    }
    layout.cutBudget = cutBudget;
    // The room the page needs at the least. Its width: the narrowest arrangement at the smallest numbers. Its
    // height: where that width allows readable numbers, what they need (the window's view scrolls up and
    // down rather than shrink them below that); else the narrowest arrangement's at the smallest. It depends
    // on the width and on what is seen, not on the page's height, so that a view given this much lays out
    // the same way again.
    static const std::vector<Item> nothing;
    const std::vector<Item> *first = &nothing;
    QSize smallest;
    for (const std::vector<Item> &items : m_arrangements) {
        const QSize size = gridAt(items, kSmallestNumberPixels, room, style, scroll, cutBudget).size;
        if (first == &nothing || size.width() < smallest.width() ||
            (size.width() == smallest.width() && size.height() < smallest.height())) {
            first = &items;
            smallest = size;
        }
    }
    const QSize neededGrid = readableGrid ? readableGrid->size : smallest;
    layout.needed = QSize(smallest.width() + 2 * margin, y + neededGrid.height() + (size.height() - bottom));
    // The arrangement with the largest numbers in the room.
    std::optional<Grid> chosen = largestIn(room, cutBudget);
    if (!chosen && !m_arrangements.empty()) {
        // The page is smaller than its smallest layout: that layout from the room's top left, cut at the edges
        // (the window's view asks for `needed` and scrolls; an export scales the page down).
        layout.fits = false;
        chosen = gridAt(*first, kSmallestNumberPixels, QRect(room.topLeft(), smallest.expandedTo(room.size())), style, scroll,
                        cutBudget);
    }
    if (chosen) {
        layout.numberPixelSize = chosen->pixelSize;
        layout.matrices = std::move(chosen->matrices);
        layout.operators = std::move(chosen->operators);
        layout.operatorFont = chosen->operatorFont;
    }
    if (y > size.height())
        layout.fits = false;
    return layout;
}

void StagePage::paint(QPainter &painter, const Layout &layout, const PageStyle &style,
                      const std::map<QString, MatrixMarks> &marks) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    for (const TextBlock &block : layout.texts) {
        if (block.name == QLatin1String("arithmetic")) {
            // A panel, framed like a note pinned to the page.
            const int padding = int(std::lround(8 * layout.textScale));
            painter.setPen(QPen(style.colours.selection, std::max(2.0, layout.textScale * 2)));
            painter.setBrush(style.colours.cell);
            painter.drawRoundedRect(block.rect.adjusted(-padding, -padding, padding, padding), padding, padding);
        }
        painter.save();
        painter.translate(block.rect.topLeft());
        QAbstractTextDocumentLayout::PaintContext context;
        context.palette.setColor(QPalette::Text, block.colour);
        context.clip = QRectF(QPointF(0, 0), block.rect.size());
        block.text->documentLayout()->draw(&painter, context);
        painter.restore();
    }
    painter.setFont(layout.operatorFont);
    painter.setPen(style.colours.text);
    for (const auto &[symbol, rect] : layout.operators)
        painter.drawText(rect, Qt::AlignCenter, symbol);
    static const MatrixMarks none;
    for (const auto &[role, matrixLayout] : layout.matrices) {
        const auto found = marks.find(role);
        m_pictures.at(role)->paint(painter, matrixLayout, found == marks.end() ? none : found->second, style.colours);
    }
    painter.restore();
}

std::vector<std::pair<QString, QRect>> StagePage::texts(const Layout &layout) const
{
    std::vector<std::pair<QString, QRect>> all;
    for (const TextBlock &block : layout.texts) {
        // The ink of each line, not the block's full width: a short title beside nothing overlaps nothing.
        const QRectF used(QPointF(0, 0), block.text->size());
        all.emplace_back(block.text->toPlainText(), QRect(block.rect.topLeft(), used.size().toSize()));
    }
    const QFontMetrics operatorMetrics(layout.operatorFont);
    for (const auto &[symbol, rect] : layout.operators)
        all.emplace_back(symbol, operatorMetrics.boundingRect(rect, Qt::AlignCenter, symbol));
    for (const auto &[role, matrixLayout] : layout.matrices) {
        for (auto &text : m_pictures.at(role)->texts(matrixLayout))
            all.push_back(std::move(text));
    }
    return all;
}

bool StagePage::isPairRole(const QString &role)
{
    return role == QLatin1String("scores") || role == QLatin1String("scaled") || role == QLatin1String("masked") ||
           role == QLatin1String("weights");
}

std::map<QString, MatrixMarks> StagePage::marksForCell(const QString &role, int row, int column) const
{
    std::map<QString, MatrixMarks> marks;
    if (!matrix(role))
        return marks;
    marks[role].selectedRow = row;
    marks[role].selectedColumn = column;
    auto highlight = [this, &marks](const QString &name, QSet<int> rows, QSet<int> columns) {
        if (matrix(name)) {
            marks[name].rows = rows;
            marks[name].columns = columns;
        }
    };
    auto select = [this, &marks](const QString &name, int i, int j) {
        if (matrix(name)) {
            marks[name].selectedRow = i;
            marks[name].selectedColumn = j;
        }
    };
    const bool cross = m_document.scenario().mode == AttentionMode::Cross;
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
    } else if (role == QLatin1String("concat") && m_stage == PipelineStage::Concatenation && m_document.result()) {
        int first = 0;
        for (size_t h = 0; h < m_document.result()->heads.size(); ++h) {
            const int width = int(m_document.result()->heads[h].output.cols());
            if (column < first + width) {
                select(QStringLiteral("head%1").arg(h + 1), row, column - first);
                break;
            }
            first += width;
        }
    } else if (role == QLatin1String("final")) {
        highlight(QStringLiteral("concat"), {row}, {});
        highlight(QStringLiteral("wo"), {}, {column});
    } else if (role == QLatin1String("gamma") || role == QLatin1String("beta")) {
        // A column's gain or bias: it scales or shifts that column of every token.
        for (const QString &name : {QStringLiteral("nq"), QStringLiteral("nkv"), QStringLiteral("xq"), QStringLiteral("xkv")})
            highlight(name, {}, {column});
    } else if (m_stage == PipelineStage::Positions || m_stage == PipelineStage::LayerNorm) {
        // Before the projections a number is made from its own place in the matrices to its left (E + P), or
        // from its row (the layer norm's mean and spread) and its column's gain and bias.
        const bool queries = role.endsWith(u'q');
        const QString side = queries ? QStringLiteral("q") : QStringLiteral("kv");
        for (const QString &part : {QStringLiteral("e"), QStringLiteral("p"), QStringLiteral("s"), QStringLiteral("n"), QStringLiteral("x")})
            if (part + side != role)
                select(part + side, row, column);
        if (m_stage == PipelineStage::LayerNorm) {
            highlight(hasStage(m_document.scenario(), PipelineStage::Positions) ? QStringLiteral("s") + side : QStringLiteral("e") + side,
                      {row}, {});
            select(QStringLiteral("gamma"), 0, column);
            select(QStringLiteral("beta"), 0, column);
        }
    }
    return marks;
}

std::map<QString, MatrixMarks> StagePage::marksForPair(int query, int key) const
{
    // The stage's own query x key matrix when it produces one: its cell, with what it was computed from.
    static const std::map<PipelineStage, QString> produced{{PipelineStage::Scores, QStringLiteral("scores")},
                                                           {PipelineStage::Scaling, QStringLiteral("scaled")},
                                                           {PipelineStage::Mask, QStringLiteral("masked")},
                                                           {PipelineStage::Softmax, QStringLiteral("weights")}};
    if (const auto found = produced.find(m_stage); found != produced.end()) {
        const MatrixPicture *picture = matrix(found->second);
        if (picture && query < picture->matrix().rows() && key < picture->matrix().cols())
            return marksForCell(found->second, query, key);
    }
    // Otherwise the rows that belong to the query and to the key.
    std::map<QString, MatrixMarks> marks;
    auto highlightRows = [this, &marks](const QString &role, QSet<int> rows) {
        if (matrix(role))
            marks[role].rows = rows;
    };
    // X and what it is made of (E, P, x, x̂) share their rows: a token's row in each.
    for (const QString &part : {QStringLiteral("x"), QStringLiteral("e"), QStringLiteral("p"), QStringLiteral("s"), QStringLiteral("n")}) {
        if (m_document.scenario().mode == AttentionMode::Cross) {
            highlightRows(part + QStringLiteral("q"), {query});
            highlightRows(part + QStringLiteral("kv"), {key});
        } else {
            highlightRows(part + QStringLiteral("kv"), QSet<int>{query, key});
        }
    }
    highlightRows(QStringLiteral("q"), {query});
    highlightRows(QStringLiteral("k"), {key});
    highlightRows(QStringLiteral("v"), {key});
    if (m_stage == PipelineStage::WeightedSum) {
        marks = marksForCell(QStringLiteral("output"), query, 0);
        marks[QStringLiteral("weights")].selectedRow = query;
        marks[QStringLiteral("weights")].selectedColumn = key;
    }
    return marks;
}

QString StagePage::arithmetic(const QString &role, int row, int column) const
{
    const MatrixPicture *picture = matrix(role);
    const std::shared_ptr<const AttentionResult> &result = m_document.result();
    if (!picture || !result || row < 0 || column < 0 || row >= picture->matrix().rows() || column >= picture->matrix().cols())
        return {};
    const float value = picture->matrix()(row, column);
    const int precision = std::max(m_precision, 4);
    const Scenario &scenario = m_document.scenario();
    const HeadResult &head = result->heads.at(size_t(m_head));
    // Rich text: a token such as <s> or & is written as itself, not read as markup.
    QStringList queries, keys;
    for (const QString &label : picture->rowLabels())
        queries << label.toHtmlEscaped();
    for (const QString &label : picture->columnLabels())
        keys << label.toHtmlEscaped();
    if (role == QLatin1String("scores") || role == QLatin1String("scaled")) {
        const ScoreExplanation score = explainScore(head, row, column, scenario.scaled);
        QString text = StageStrings::tr("q(%1) · k(%2) = %3 = %4")
                           .arg(queries[row], keys[column], terms(score.terms, precision), number(score.score, precision));
        if (role == QLatin1String("scaled") && scenario.scaled)
            text += StageStrings::tr("<br>%1 / √%2 = %1 / %3 = %4")
                        .arg(number(score.score, precision))
                        .arg(head.q.cols())
                        .arg(number(score.divisor, precision), number(score.scaled, precision));
        return text;
    }
    if (role == QLatin1String("masked"))
        return std::isinf(value) ? StageStrings::tr("'%1' may not see '%2', which comes later: −∞, so its weight will be 0")
                                       .arg(queries[row], keys[column])
                                 : StageStrings::tr("'%1' may see '%2': %3").arg(queries[row], keys[column], number(value, precision));
    if (role == QLatin1String("weights") && m_stage == PipelineStage::Softmax) {
        const SoftmaxExplanation softmax = explainWeight(head, row, column, float(scenario.temperature));
        if (softmax.masked[size_t(column)])
            return StageStrings::tr("masked: weight exactly 0");
        const QString temperature = scenario.temperature == 1.0 ? QString() : StageStrings::tr(" / T");
        return StageStrings::tr("e<sup>(s − max)%1</sup> = e<sup>(%2 − %3)%1</sup> = %4<br>row sum of these = %5<br>weight = %4 / %5 = %6")
            .arg(temperature, number(head.masked(row, column), precision), number(softmax.rowMaximum, precision),
                 number(softmax.exponentials[size_t(column)], precision), number(softmax.sum, precision),
                 number(softmax.weight, precision));
    }
    // The products term by term, then + b where there is a bias, then the engine's value.
    auto productPlusBias = [&](const MatrixF &left, const MatrixF &right, const std::optional<MatrixD> &bias, const MatrixF &out) {
        const WeightedSumExplanation sum = explainProduct(left, right, out, row, column);
        if (!bias)
            return QStringLiteral("%1 = %2").arg(terms(sum.terms, precision), number(sum.value, precision));
        return QStringLiteral("%1 + %2 = %3")
            .arg(terms(sum.terms, precision), number(float((*bias)(0, column)), precision), number(sum.value, precision));
    };
    if (role == QLatin1String("output"))
        return StageStrings::tr("Σ weight × value = ") + productPlusBias(head.weights, head.v, std::nullopt, head.output);
    if (role == QLatin1String("final"))
        return (scenario.bo ? StageStrings::tr("concat row × W_O column + b_O = ") : StageStrings::tr("concat row × W_O column = ")) +
               productPlusBias(result->concat, scenario.effectiveWo().cast<float>(), scenario.bo, result->output);
    if (m_stage == PipelineStage::Projections && (role == QLatin1String("q") || role == QLatin1String("k") || role == QLatin1String("v"))) {
        const HeadWeights weights = scenario.effectiveHead(m_head);
        const MatrixD &w = role == QLatin1String("q") ? weights.wq : role == QLatin1String("k") ? weights.wk : weights.wv;
        const std::optional<MatrixD> &b = role == QLatin1String("q") ? weights.bq : role == QLatin1String("k") ? weights.bk : weights.bv;
        // X as the engines projected it (positions added), kept by the document with the result.
        const MatrixF &x = role == QLatin1String("q") ? *m_document.queryVectors() : *m_document.keyVectors();
        return (b ? StageStrings::tr("x row × W column + b = ") : StageStrings::tr("x row × W column = ")) +
               productPlusBias(x, w.cast<float>(), b, picture->matrix());
    }
    if (const std::optional<ScenarioLayerNorm> &norm = scenario.layerNorm;
        norm && m_stage == PipelineStage::LayerNorm && (role.startsWith(u'n') || role.startsWith(u'x'))) {
        // x_hat = (x − μ) / √(σ² + ε), and X = x_hat γ + β, from the row of x the scenario holds.
        const bool queries = role.endsWith(u'q');
        const SequenceRole sequence = queries && scenario.mode == AttentionMode::Cross ? SequenceRole::Target : SequenceRole::Source;
        const LayerNormExplanation step = explainLayerNorm(scenario.positionedRow(sequence, row), norm->gain, norm->bias, norm->epsilon, 0, column);
        auto shown = [precision](double number) { return QLocale().toString(number, 'f', precision); };
        QString text = StageStrings::tr("standardised: (x − μ) / √(σ² + ε) = (%1 − %2) / %3 = %4")
                           .arg(shown(step.input), shown(step.mean), shown(step.spread), shown(step.standardised));
        if (role.startsWith(u'x'))
            text += StageStrings::tr("<br>X = standardised × γ + β = %1 × %2 + %3 = %4")
                        .arg(shown(step.standardised), shown(step.gain), shown(step.bias), number(value, precision));
        return text;
    }
    if (m_stage == PipelineStage::Positions && (role.startsWith(u's') || role.startsWith(u'x'))) {
        const bool queries = role.endsWith(u'q');
        const MatrixPicture *tokens = matrix(queries ? QStringLiteral("eq") : QStringLiteral("ekv"));
        const MatrixPicture *positions = matrix(queries ? QStringLiteral("pq") : QStringLiteral("pkv"));
        if (tokens && positions)
            return StageStrings::tr("E + P = %1 + %2 = %3")
                .arg(number(tokens->matrix()(row, column), precision), number(positions->matrix()(row, column), precision),
                     number(value, precision));
    }
    return QLocale().toString(double(value), 'g', 9);
}

} // namespace attn

