#include "StageCatalogue.h"

#include "FigureText.h"

#include "ScenarioSnapshot.h"
#include "engine/StageExplanations.h"
#include "base/EnumKeys.h"
#include "text/MatrixText.h"
#include "text/ResultJson.h"

#include <QCoreApplication>
#include <QFont>
#include <QLocale>
#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

namespace attn {
namespace {

/// The stages' texts in the translation context StageText, where the .ts files hold them.
struct StageTextStrings
{
    Q_DECLARE_TR_FUNCTIONS(StageText)
};
/// Likewise the pages' captions and arithmetic.
struct StageStrings
{
    Q_DECLARE_TR_FUNCTIONS(attn::StageView)
};

// ---------------------------------------------------------------------------------------------------------
// The matrices a page can show. Those before the projections come in pairs, one per sequence: ...Q for the
// queries' sequence (the target in cross mode), ...KV for the keys' and values' (the source; the only one in
// self-attention).

enum class Role {
    TokensQ,        ///< E, the token vectors as typed
    TokensKV,
    PositionsQ,     ///< P, the position vectors
    PositionsKV,
    SumQ,           ///< x = E + P, where a layer norm follows
    SumKV,
    StandardisedQ,  ///< x̂, each row standardised
    StandardisedKV,
    Gain,           ///< γ
    Bias,           ///< β
    InputQ,         ///< X, what the heads project
    InputKV,
    WeightQ,        ///< W_Q, W_K, W_V of the page's head
    WeightK,
    WeightV,
    BiasQ,          ///< b_Q, b_K, b_V of the page's head
    BiasK,
    BiasV,
    Queries,        ///< Q, K, V of the page's head
    Keys,
    Values,
    Scores,         ///< Q Kᵀ
    Scaled,         ///< Q Kᵀ / √d_k
    Masked,         ///< the scaled scores, −∞ where a query may not see a key
    Weights,        ///< softmax of each row
    HeadOutput,     ///< Z = weights V, of the page's head
    EachHeadOutput, ///< Z_h of every head, side by side before the concatenation
    Concatenation,  ///< [Z_1 | … | Z_h]
    OutputWeight,   ///< W_O
    OutputBias,     ///< b_O
    Output,         ///< the attention layer's output
};

/// The roles' keys, by which the page, the window and the tests name a matrix. Every head's Z is "head1",
/// "head2", …: the key below followed by the head's number from 1.
constexpr auto kRoleKeys = enumKeys<Role>({
    {Role::TokensQ, "eq"},          {Role::TokensKV, "ekv"},      {Role::PositionsQ, "pq"},  {Role::PositionsKV, "pkv"},
    {Role::SumQ, "sq"},             {Role::SumKV, "skv"},         {Role::StandardisedQ, "nq"}, {Role::StandardisedKV, "nkv"},
    {Role::Gain, "gamma"},          {Role::Bias, "beta"},         {Role::InputQ, "xq"},      {Role::InputKV, "xkv"},
    {Role::WeightQ, "wq"},          {Role::WeightK, "wk"},        {Role::WeightV, "wv"},     {Role::BiasQ, "bq"},
    {Role::BiasK, "bk"},            {Role::BiasV, "bv"},          {Role::Queries, "q"},      {Role::Keys, "k"},
    {Role::Values, "v"},            {Role::Scores, "scores"},     {Role::Scaled, "scaled"},  {Role::Masked, "masked"},
    {Role::Weights, "weights"},     {Role::HeadOutput, "output"}, {Role::EachHeadOutput, "head"},
    {Role::Concatenation, "concat"}, {Role::OutputWeight, "wo"},  {Role::OutputBias, "bo"},  {Role::Output, "final"},
});

/// A matrix on a page: its role, and for EachHeadOutput which head's (from 0).
struct RoleId
{
    Role role;
    int head = 0;
};

QString key(Role role, int head = 0)
{
    return role == Role::EachHeadOutput ? kRoleKeys.key(role) + QString::number(head + 1) : kRoleKeys.key(role);
}

std::optional<RoleId> roleFromKey(const QString &key)
{
    if (const std::optional<Role> role = kRoleKeys.fromKey(key); role && *role != Role::EachHeadOutput)
        return RoleId{*role};
    const QString prefix = kRoleKeys.key(Role::EachHeadOutput);
    bool ok = false;
    const int number = key.startsWith(prefix) ? key.mid(prefix.size()).toInt(&ok) : 0;
    if (ok && number >= 1)
        return RoleId{Role::EachHeadOutput, number - 1};
    return std::nullopt;
}

/// The matrices before the projections that share the rows of one sequence, in the order they are made:
/// E, P, x = E + P, x̂, X.
std::array<Role, 5> sequenceChain(bool queries)
{
    if (queries)
        return {Role::TokensQ, Role::PositionsQ, Role::SumQ, Role::StandardisedQ, Role::InputQ};
    return {Role::TokensKV, Role::PositionsKV, Role::SumKV, Role::StandardisedKV, Role::InputKV};
}

bool isQuerySide(Role role)
{
    const std::array<Role, 5> chain = sequenceChain(true);
    return std::find(chain.begin(), chain.end(), role) != chain.end();
}

// ---------------------------------------------------------------------------------------------------------
// Arranging a page: matrices and operators in a grid, in several arrangements.

class Arranger
{
public:
    std::vector<PageArrangement> arrangements{PageArrangement()};

    /// Starts another way to arrange the same matrices; the page keeps the one with the largest numbers.
    void another() { arrangements.emplace_back(); }
    void matrix(Role role, int row, int column, int rowSpan = 1) { matrix(key(role), row, column, rowSpan); }
    void matrix(const QString &role, int row, int column, int rowSpan = 1)
    {
        arrangements.back().push_back({role, QString(), row, column, rowSpan});
    }
    void symbol(const QString &symbol, int row, int column, int rowSpan = 1)
    {
        arrangements.back().push_back({QString(), symbol, row, column, rowSpan});
    }

    /// Matrices joined by operators along one row of the current arrangement: "A + B = C", matrices in the
    /// even columns.
    void chain(int row, const std::vector<Role> &roles, const QStringList &operators)
    {
        for (int i = 0; i < int(roles.size()); ++i) {
            matrix(roles[size_t(i)], row, 2 * i);
            if (i < int(operators.size()))
                symbol(operators[i], row, 2 * i + 1);
        }
    }

    /// The same down the first column, an arrow pointing down (→ becomes ↓).
    void column(const std::vector<Role> &roles, const QStringList &operators)
    {
        for (int i = 0; i < int(roles.size()); ++i) {
            matrix(roles[size_t(i)], 2 * i, 0);
            if (i < int(operators.size()))
                symbol(operators[i] == QLatin1String("→") ? QStringLiteral("↓") : operators[i], 2 * i + 1, 0);
        }
    }

    /// "A × B = C" or, with a bias, "A × B + b = C": side by side on a wide page; on a narrower one, or with
    /// many columns, the result under the operands; on a narrow one (a small screen at a large text scale),
    /// all of them one under another.
    void product(const std::vector<Role> &roles, const QStringList &operators)
    {
        const int last = int(roles.size()) - 1;
        chain(0, roles, operators);
        another();
        for (int i = 0; i < last; ++i) {
            matrix(roles[size_t(i)], 0, 2 * i);
            if (i + 1 < last)
                symbol(operators[i], 0, 2 * i + 1);
        }
        symbol(operators[last - 1], 1, 1);
        matrix(roles[size_t(last)], 1, 2);
        another();
        column(roles, operators);
    }

    /// One matrix becoming another: side by side, or the second under the first.
    void step(Role from, Role to)
    {
        matrix(from, 0, 0);
        symbol(QStringLiteral("→"), 0, 1);
        matrix(to, 0, 2);
        another();
        matrix(from, 0, 0);
        symbol(QStringLiteral("↓"), 1, 0);
        matrix(to, 2, 0);
    }

    /// With two sequences, "⊙ γ + β = X" after both rows' x̂, from the given column: γ and β span both rows
    /// (a matrix is drawn once).
    void scaleAndShift(int column)
    {
        matrix(Role::Gain, 0, column + 1, 2);
        matrix(Role::Bias, 0, column + 3, 2);
        for (int row = 0; row < 2; ++row) {
            symbol(QStringLiteral("⊙"), row, column);
            symbol(QStringLiteral("+"), row, column + 2);
            symbol(QStringLiteral("="), row, column + 4);
            matrix(row == 0 ? Role::InputQ : Role::InputKV, row, column + 5);
        }
    }
};

// ---------------------------------------------------------------------------------------------------------
// What a clicked number was computed from: marks on the page's matrices (a matrix it does not show is not
// marked).

class Tracer
{
public:
    explicit Tracer(const StagePictures &pictures) : m_pictures(pictures) {}

    std::map<QString, MatrixMarks> marks;

    void rows(Role role, const QSet<int> &rows)
    {
        if (shows(key(role)))
            marks[key(role)].rows = rows;
    }
    void columns(Role role, const QSet<int> &columns)
    {
        if (shows(key(role)))
            marks[key(role)].columns = columns;
    }
    void select(Role role, int row, int column) { select(key(role), row, column); }
    void select(const QString &role, int row, int column)
    {
        if (!shows(role))
            return;
        marks[role].selectedRow = row;
        marks[role].selectedColumn = column;
    }

private:
    bool shows(const QString &role) const { return m_pictures.count(role) > 0; }
    const StagePictures &m_pictures;
};

// ---------------------------------------------------------------------------------------------------------
// The arithmetic behind a number.

QString number(double value, int precision)
{
    return fixedDecimals(value, precision, QLocale());
}

/// A number that follows an operator: a negative one in parentheses, so that "0.2000 + -0.4161" and
/// "0.5×-0.3" read as "0.2000 + (-0.4161)" and "0.5×(-0.3)".
QString operand(double value, int precision)
{
    const QString written = number(value, precision);
    return value < 0 ? QStringLiteral("(%1)").arg(written) : written;
}

/// "a×b + c×d + …", shortened past eight terms.
QString terms(const std::vector<ProductTerm> &products, int precision)
{
    QStringList parts;
    const size_t shown = products.size() > 8 ? 6 : products.size();
    for (size_t t = 0; t < shown; ++t)
        parts << QStringLiteral("%1×%2").arg(t == 0 ? number(products[t].left, precision) : operand(products[t].left, precision),
                                            operand(products[t].right, precision));
    if (shown < products.size())
        parts << StageStrings::tr("… (%1 terms)").arg(products.size());
    return parts.join(QStringLiteral(" + "));
}

/// A shown number and what its arithmetic reads.
struct Cell
{
    const StageScope &scope;
    RoleId id;
    const MatrixPicture &picture;
    int row;
    int column;
    float value;
    int precision;       ///< at least 4 decimals: the terms must add up visibly
    QStringList queries; ///< the picture's row labels, as rich text (a token such as <s> is written as itself)
    QStringList keys;    ///< its column labels, likewise
    const Scenario &scenario;
    const AttentionResult &result;
    const HeadResult &head;
};

/// s = q · k term by term, and on the scaled scores s / √d_k.
QString scoreArithmetic(const Cell &cell)
{
    const ScoreExplanation score = explainScore(cell.head, cell.row, cell.column, cell.scenario.scaled);
    QString text = StageStrings::tr("q(%1) · k(%2) = %3 = %4")
                       .arg(cell.queries[cell.row], cell.keys[cell.column], terms(score.terms, cell.precision),
                            number(score.score, cell.precision));
    if (cell.id.role == Role::Scaled && cell.scenario.scaled)
        text += StageStrings::tr("<br>%1 / √%2 = %1 / %3 = %4")
                    .arg(number(score.score, cell.precision))
                    .arg(cell.head.q.cols())
                    .arg(number(score.divisor, cell.precision), number(score.scaled, cell.precision));
    return text;
}

QString maskArithmetic(const Cell &cell)
{
    const QString &query = cell.queries[cell.row], &key = cell.keys[cell.column];
    return std::isinf(cell.value) ? StageStrings::tr("'%1' may not see '%2', which comes later: −∞, so its weight will be 0").arg(query, key)
                                  : StageStrings::tr("'%1' may see '%2': %3").arg(query, key, number(cell.value, cell.precision));
}

/// The products term by term, then + b where there is a bias, then the engine's value.
QString productPlusBias(const Cell &cell, const MatrixF &left, const MatrixF &right, const std::optional<MatrixD> &bias,
                        const MatrixF &out)
{
    const WeightedSumExplanation sum = explainProduct(left, right, out, cell.row, cell.column);
    if (!bias)
        return QStringLiteral("%1 = %2").arg(terms(sum.terms, cell.precision), number(sum.value, cell.precision));
    return QStringLiteral("%1 + %2 = %3")
        .arg(terms(sum.terms, cell.precision), operand((*bias)(0, cell.column), cell.precision), number(sum.value, cell.precision));
}

// ---------------------------------------------------------------------------------------------------------
// The stages, one section each: its texts (describe), its matrices on the page (arrange), what a clicked
// number was computed from (trace) and the arithmetic behind it (explain). The table at the end joins them.

// 1. The token vectors: E, or X itself when nothing comes between them and the projections.

void describeVectors(StageText &text, const Scenario &scenario, int)
{
    const bool cross = scenario.mode == AttentionMode::Cross;
    text.title = StageTextStrings::tr("Token vectors");
    text.shortTitle = StageTextStrings::tr("Vectors");
    if (hasStage(scenario, PipelineStage::Positions))
        // E: what the next stages turn into X, the vectors the heads project.
        text.formula = cross ? StageTextStrings::tr("E<sub>target</sub> (queries), E<sub>source</sub> (keys and values): one row "
                                                    "of d<sub>model</sub> numbers per token")
                             : StageTextStrings::tr("E: one row of d<sub>model</sub> numbers per token");
    else if (hasStage(scenario, PipelineStage::LayerNorm))
        // x: the vectors as they come in (in a model's later layer, the residual stream), normed next.
        text.formula = StageTextStrings::tr("x: one row of d<sub>model</sub> numbers per token, as it comes in; the layer norm "
                                            "makes X of it");
    else
        text.formula = cross ? StageTextStrings::tr("X<sub>target</sub> (queries), X<sub>source</sub> (keys and values): one row of "
                                                    "d<sub>model</sub> numbers per token")
                             : StageTextStrings::tr("X: one row of d<sub>model</sub> numbers per token");
    text.explanation = StageTextStrings::tr("Every token enters as a vector. Words with related meanings get vectors that point in "
                          "similar directions, and the dot product of two vectors is large when they do.");
}

void arrangeVectors(Arranger &page, const Scenario &scenario, StagePart)
{
    const bool prepared = hasStage(scenario, PipelineStage::Positions) || hasStage(scenario, PipelineStage::LayerNorm);
    const Role queries = prepared ? Role::TokensQ : Role::InputQ;
    const Role keys = prepared ? Role::TokensKV : Role::InputKV;
    if (scenario.mode != AttentionMode::Cross) {
        page.matrix(keys, 0, 0);
        return;
    }
    page.matrix(queries, 0, 0);
    page.matrix(keys, 0, 1);
    page.another();
    page.matrix(queries, 0, 0);
    page.matrix(keys, 1, 0);
}

// 2. Positions: E + P = x (X where no layer norm follows).

void describePositions(StageText &text, const Scenario &scenario, int)
{
    text.title = StageTextStrings::tr("Positions");
    text.shortTitle = StageTextStrings::tr("Positions");
    // x when a layer norm follows (it makes X of it), else X itself.
    text.formula = (scenario.positions == ScenarioPositions::Learned
                        ? StageTextStrings::tr("%1 = E + P,&nbsp; P<sub>p</sub>: a vector learnt for each place p, as GPT-2's")
                        : StageTextStrings::tr("%1 = E + P,&nbsp; P<sub>p, 2i</sub> = sin(p / 10000<sup>2i/d</sup>),&nbsp; "
                                               "P<sub>p, 2i+1</sub> = cos(p / 10000<sup>2i/d</sup>)"))
                       .arg(hasStage(scenario, PipelineStage::LayerNorm) ? QStringLiteral("x") : QStringLiteral("X"));
    text.explanation = StageTextStrings::tr("Attention compares vectors by their content only, so on its own it cannot tell "
                          "“dog bites man” from “man bites dog”. Adding to each token a vector that depends on its "
                          "place (p = 0, 1, 2, …) makes the same word at another place a different vector: "
                          "order now changes the scores.");
}

void arrangePositions(Arranger &page, const Scenario &scenario, StagePart)
{
    const bool normed = hasStage(scenario, PipelineStage::LayerNorm);
    const Role sumQ = normed ? Role::SumQ : Role::InputQ;
    const Role sumKV = normed ? Role::SumKV : Role::InputKV;
    const QStringList operators{QStringLiteral("+"), QStringLiteral("=")};
    if (scenario.mode == AttentionMode::Cross) {
        page.chain(0, {Role::TokensQ, Role::PositionsQ, sumQ}, operators);
        page.chain(1, {Role::TokensKV, Role::PositionsKV, sumKV}, operators);
    } else {
        page.product({Role::TokensKV, Role::PositionsKV, sumKV}, operators);
    }
}

/// Before the projections a number is made from its own place in the matrices to its left (E + P): the same
/// cell of each matrix of its sequence.
void traceSequence(Tracer &marks, RoleId id, int row, int column)
{
    for (Role each : sequenceChain(isQuerySide(id.role)))
        if (each != id.role)
            marks.select(each, row, column);
}

void tracePositions(Tracer &marks, const StageScope &, RoleId id, int row, int column)
{
    traceSequence(marks, id, row, column);
}

QString explainPositions(const Cell &cell)
{
    // x = E + P, read from the scenario: the pages after this stage read x (as X, without a layer norm) but
    // show neither E nor P.
    const Role role = cell.id.role;
    const bool sum = role == Role::SumQ || role == Role::SumKV;
    const bool input = (role == Role::InputQ || role == Role::InputKV) && !cell.scenario.layerNorm;
    if (!hasStage(cell.scenario, PipelineStage::Positions) || (!sum && !input))
        return {};
    const SequenceRole sequence =
        isQuerySide(role) && cell.scenario.mode == AttentionMode::Cross ? SequenceRole::Target : SequenceRole::Source;
    const double token = cell.scenario.sequence(sequence).vectors(cell.row, cell.column);
    const double position = cell.scenario.positionVectors(sequence)(cell.row, cell.column);
    return StageStrings::tr("E + P = %1 + %2 = %3")
        .arg(number(token, cell.precision), operand(position, cell.precision), number(cell.value, cell.precision));
}

// 3. The layer norm: x → x̂ ⊙ γ + β = X, each row standardised, then scaled and shifted column by column.

void describeLayerNorm(StageText &text, const Scenario &scenario, int)
{
    text.title = StageTextStrings::tr("Layer norm");
    text.shortTitle = StageTextStrings::tr("Norm");
    text.formula = StageTextStrings::tr("X = (x − μ) / √(σ² + ε) ⊙ γ + β,&nbsp; μ, σ²: each row's mean and variance,&nbsp; ε = %1")
                       // 1e-05 rather than QLocale's 1E-05, the way papers and config files write it
                       .arg(QLocale().toString(scenario.layerNorm ? scenario.layerNorm->epsilon : 0.0, 'g', 3).toLower());
    text.explanation = StageTextStrings::tr("Each token's vector is put on one scale: less its mean, divided by its spread, every "
                          "row has mean 0 and variance 1. A learnt gain γ and bias β then stretch and shift each "
                          "column. GPT-2 does this before every attention layer.");
    text.screenHint = StageTextStrings::tr("Hover a standardised number, or one of X, to see its arithmetic.");
}

void arrangeLayerNorm(Arranger &page, const Scenario &scenario, StagePart part)
{
    const bool cross = scenario.mode == AttentionMode::Cross;
    const bool positioned = hasStage(scenario, PipelineStage::Positions);
    const Role inQ = positioned ? Role::SumQ : Role::TokensQ;
    const Role inKV = positioned ? Role::SumKV : Role::TokensKV;
    const QStringList operators{QStringLiteral("→"), QStringLiteral("⊙"), QStringLiteral("+"), QStringLiteral("=")};
    // Lecture mode's two steps: x → x̂, then x̂ ⊙ γ + β = X (five matrices in a row would shrink the numbers
    // below what the back of a room reads).
    if (part == StagePart::Standardise) {
        if (cross) {
            page.chain(0, {inQ, Role::StandardisedQ}, {QStringLiteral("→")});
            page.chain(1, {inKV, Role::StandardisedKV}, {QStringLiteral("→")});
        } else {
            page.step(inKV, Role::StandardisedKV);
        }
        return;
    }
    if (part == StagePart::GainAndBias) {
        if (cross) {
            page.matrix(Role::StandardisedQ, 0, 0);
            page.matrix(Role::StandardisedKV, 1, 0);
            page.scaleAndShift(1);
            return;
        }
        page.product({Role::StandardisedKV, Role::Gain, Role::Bias, Role::InputKV}, operators.mid(1));
        // Or γ over β, one row each, between x̂ and X: three matrices wide instead of four.
        page.another();
        page.matrix(Role::StandardisedKV, 0, 0, 2);
        page.symbol(QStringLiteral("⊙"), 0, 1);
        page.matrix(Role::Gain, 0, 2);
        page.symbol(QStringLiteral("+"), 1, 1);
        page.matrix(Role::Bias, 1, 2);
        page.symbol(QStringLiteral("="), 0, 3, 2);
        page.matrix(Role::InputKV, 0, 4, 2);
        return;
    }
    if (cross) {
        page.chain(0, {inQ, Role::StandardisedQ}, {QStringLiteral("→")});
        page.chain(1, {inKV, Role::StandardisedKV}, {QStringLiteral("→")});
        page.scaleAndShift(3);
        return;
    }
    // In one row; or γ, β and X one under another (all three d_model wide, one column of the grid) beside
    // x → x̂; or that column under x ↓ x̂; or everything in one column.
    page.chain(0, {inKV, Role::StandardisedKV, Role::Gain, Role::Bias, Role::InputKV}, operators);
    page.another();
    page.chain(0, {inKV, Role::StandardisedKV, Role::Gain}, {QStringLiteral("→"), QStringLiteral("⊙")});
    page.symbol(QStringLiteral("+"), 1, 3);
    page.matrix(Role::Bias, 1, 4);
    page.symbol(QStringLiteral("="), 2, 3);
    page.matrix(Role::InputKV, 2, 4);
    page.another();
    page.matrix(inKV, 0, 0);
    page.symbol(QStringLiteral("↓"), 1, 0);
    page.chain(2, {Role::StandardisedKV, Role::Gain}, {QStringLiteral("⊙")});
    page.symbol(QStringLiteral("+"), 3, 1);
    page.matrix(Role::Bias, 3, 2);
    page.symbol(QStringLiteral("="), 4, 1);
    page.matrix(Role::InputKV, 4, 2);
    page.another();
    page.column({inKV, Role::StandardisedKV, Role::Gain, Role::Bias, Role::InputKV}, operators);
}

void traceLayerNorm(Tracer &marks, const StageScope &scope, RoleId id, int row, int column)
{
    if (id.role == Role::Gain || id.role == Role::Bias) {
        // A column's gain or bias: it scales or shifts that column of every token.
        for (Role each : {Role::StandardisedQ, Role::StandardisedKV, Role::InputQ, Role::InputKV})
            marks.columns(each, {column});
        return;
    }
    // From its row (the mean and spread) and its column's gain and bias.
    traceSequence(marks, id, row, column);
    const bool queries = isQuerySide(id.role);
    const bool positioned = hasStage(scope.snapshot.scenario(), PipelineStage::Positions);
    marks.rows(queries ? (positioned ? Role::SumQ : Role::TokensQ) : (positioned ? Role::SumKV : Role::TokensKV), {row});
    marks.select(Role::Gain, 0, column);
    marks.select(Role::Bias, 0, column);
}

QString explainLayerNorm(const Cell &cell)
{
    // x̂ = (x − μ) / √(σ² + ε), and X = x̂ γ + β, from the row of x the scenario holds.
    const Role role = cell.id.role;
    const std::optional<ScenarioLayerNorm> &norm = cell.scenario.layerNorm;
    const bool standardised = role == Role::StandardisedQ || role == Role::StandardisedKV;
    const bool normed = role == Role::InputQ || role == Role::InputKV;
    if (!norm || (!standardised && !normed))
        return {};
    const bool queries = isQuerySide(role);
    const SequenceRole sequence = queries && cell.scenario.mode == AttentionMode::Cross ? SequenceRole::Target : SequenceRole::Source;
    const LayerNormExplanation step =
        attn::explainLayerNorm(cell.scenario.positionedRow(sequence, cell.row), norm->gain, norm->bias, norm->epsilon, 0, cell.column);
    const int precision = cell.precision;
    QString text = StageStrings::tr("standardised: (x − μ) / √(σ² + ε) = (%1 − %2) / %3 = %4")
                       .arg(number(step.input, precision), operand(step.mean, precision), number(step.spread, precision),
                            number(step.standardised, precision));
    if (normed)
        text += StageStrings::tr("<br>X = standardised × γ + β = %1 × %2 + %3 = %4")
                    .arg(number(step.standardised, precision), operand(step.gain, precision), operand(step.bias, precision),
                         number(cell.value, precision));
    return text;
}

// 4. The projections: Q = X W_Q, K = X W_K, V = X W_V (+ b where the heads have biases).

void describeProjections(StageText &text, const Scenario &scenario, int)
{
    const bool cross = scenario.mode == AttentionMode::Cross;
    text.title = StageTextStrings::tr("Queries, keys and values");
    text.shortTitle = StageTextStrings::tr("Q, K, V");
    if (scenario.hasHeadBiases()) {
        text.formula = cross ? StageTextStrings::tr("Q = X<sub>target</sub> W<sub>Q</sub> + b<sub>Q</sub>,&nbsp; "
                                  "K = X<sub>source</sub> W<sub>K</sub> + b<sub>K</sub>,&nbsp; V = X<sub>source</sub> W<sub>V</sub> + b<sub>V</sub>")
                             : StageTextStrings::tr("Q = X W<sub>Q</sub> + b<sub>Q</sub>,&nbsp; K = X W<sub>K</sub> + b<sub>K</sub>,&nbsp; "
                                  "V = X W<sub>V</sub> + b<sub>V</sub>");
        text.explanation = StageTextStrings::tr("Each head multiplies the vectors by three matrices it has learnt and adds a learnt "
                              "bias, the same row for every token. A query says what a token is looking for, a key "
                              "what it can be found by, and a value what it hands on when it is found.");
    } else {
        text.formula = cross ? StageTextStrings::tr("Q = X<sub>target</sub> W<sub>Q</sub>,&nbsp; K = X<sub>source</sub> W<sub>K</sub>,&nbsp; "
                                  "V = X<sub>source</sub> W<sub>V</sub>")
                             : StageTextStrings::tr("Q = X W<sub>Q</sub>,&nbsp; K = X W<sub>K</sub>,&nbsp; V = X W<sub>V</sub>");
        text.explanation = StageTextStrings::tr("Each head multiplies the vectors by three matrices it has learnt. A query says what a "
                              "token is looking for, a key what it can be found by, and a value what it hands on "
                              "when it is found.");
    }
}

/// W, b and the product, for Q, K and V in turn.
constexpr std::array<Role, 3> kProjectionWeights{Role::WeightQ, Role::WeightK, Role::WeightV};
constexpr std::array<Role, 3> kProjectionBiases{Role::BiasQ, Role::BiasK, Role::BiasV};
constexpr std::array<Role, 3> kProjections{Role::Queries, Role::Keys, Role::Values};

void arrangeProjections(Arranger &page, const Scenario &scenario, StagePart part)
{
    const bool cross = scenario.mode == AttentionMode::Cross;
    const bool biases = scenario.hasHeadBiases();
    if (part != StagePart::All) {
        // One product, X W_Q = Q (or K, or V), laid out as the other products are. With two sequences the
        // queries come from the target and the keys and values from the source.
        const size_t index = size_t(partIndex(PipelineStage::Projections, part));
        const Role input = cross && part == StagePart::Queries ? Role::InputQ : Role::InputKV;
        if (biases)
            page.product({input, kProjectionWeights[index], kProjectionBiases[index], kProjections[index]},
                         {QStringLiteral("×"), QStringLiteral("+"), QStringLiteral("=")});
        else
            page.product({input, kProjectionWeights[index], kProjections[index]}, {QStringLiteral("×"), QStringLiteral("=")});
        return;
    }
    // With biases, each row reads X × W + b = Q: the bias and its sign take two more columns.
    const int resultColumn = biases ? 6 : 4;
    if (cross) {
        page.matrix(Role::InputQ, 0, 0);
        page.matrix(Role::InputKV, 1, 0, 2);
    } else {
        page.matrix(Role::InputKV, 0, 0, 3);
    }
    for (int r = 0; r < 3; ++r) {
        page.symbol(QStringLiteral("×"), r, 1);
        page.matrix(kProjectionWeights[size_t(r)], r, 2);
        if (biases) {
            page.symbol(QStringLiteral("+"), r, 3);
            page.matrix(kProjectionBiases[size_t(r)], r, 4);
        }
        page.symbol(QStringLiteral("="), r, resultColumn - 1);
        page.matrix(kProjections[size_t(r)], r, resultColumn);
    }
    // Or, where height is short, the three weight matrices in a row and Q, K and V under them: "X × W = ·"
    // read down each column. Only for self-attention: with two sequences it would read X_source = Q.
    if (cross)
        return;
    page.another();
    page.matrix(Role::InputKV, 0, 0, biases ? 3 : 2);
    page.symbol(QStringLiteral("×"), 0, 1);
    if (biases)
        page.symbol(QStringLiteral("+"), 1, 1);
    page.symbol(QStringLiteral("="), biases ? 2 : 1, 1);
    for (int c = 0; c < 3; ++c) {
        page.matrix(kProjectionWeights[size_t(c)], 0, 2 + c);
        if (biases)
            page.matrix(kProjectionBiases[size_t(c)], 1, 2 + c);
        page.matrix(kProjections[size_t(c)], biases ? 2 : 1, 2 + c);
    }
    // Or, on a narrow page (the window between its two docks), everything in one column, read down:
    // X × W_Q = Q, then "X ×" W_K = K and "X ×" W_V = V. The matrix X is drawn once, so the later products
    // name it in their operator; side by side, four matrices of 8 columns leave 8 px numbers in 400 px,
    // one under another 10 px or more. Last, so that where it ties with a wider arrangement, that is kept.
    page.another();
    page.matrix(Role::InputKV, 0, 0);
    for (size_t i = 0, row = 1; i < kProjections.size(); ++i) {
        page.symbol(i == 0 ? QStringLiteral("×") : QStringLiteral("X ×"), int(row++), 0);
        page.matrix(kProjectionWeights[i], int(row++), 0);
        if (biases) {
            page.symbol(QStringLiteral("+"), int(row++), 0);
            page.matrix(kProjectionBiases[i], int(row++), 0);
        }
        page.symbol(QStringLiteral("="), int(row++), 0);
        page.matrix(kProjections[i], int(row++), 0);
    }
}

/// Which of Q, K and V a role is: 0, 1, 2; -1 for another matrix.
int projectionIndex(Role role)
{
    const auto found = std::find(kProjections.begin(), kProjections.end(), role);
    return found == kProjections.end() ? -1 : int(found - kProjections.begin());
}

void traceProjections(Tracer &marks, const StageScope &scope, RoleId id, int row, int column)
{
    // A row of X times a column of W.
    const int index = projectionIndex(id.role);
    if (index < 0)
        return;
    const bool queriesFromTarget = index == 0 && scope.snapshot.scenario().mode == AttentionMode::Cross;
    marks.rows(queriesFromTarget ? Role::InputQ : Role::InputKV, {row});
    marks.columns(kProjectionWeights[size_t(index)], {column});
}

QString explainProjections(const Cell &cell)
{
    const int index = projectionIndex(cell.id.role);
    if (index < 0)
        return {};
    const HeadWeights weights = cell.scenario.effectiveHead(cell.scope.head);
    const MatrixD &w = index == 0 ? weights.wq : index == 1 ? weights.wk : weights.wv;
    const std::optional<MatrixD> &b = index == 0 ? weights.bq : index == 1 ? weights.bk : weights.bv;
    // X as the engines projected it (positions added), kept with the result.
    const MatrixF &x = index == 0 ? *cell.scope.snapshot.queryVectors() : *cell.scope.snapshot.keyVectors();
    return (b ? StageStrings::tr("x row × W column + b = ") : StageStrings::tr("x row × W column = ")) +
           productPlusBias(cell, x, w.cast<float>(), b, cell.picture.matrix());
}

// 5. The scores: S = Q Kᵀ.

void describeScores(StageText &text, const Scenario &, int)
{
    text.title = StageTextStrings::tr("Scores: every query against every key");
    text.shortTitle = StageTextStrings::tr("Scores");
    text.formula = StageTextStrings::tr("S = Q K<sup>T</sup>,&nbsp; s<sub>ij</sub> = q<sub>i</sub> · k<sub>j</sub> = "
                      "Σ<sub>c</sub> q<sub>ic</sub> k<sub>jc</sub>");
    text.explanation = StageTextStrings::tr("One dot product per pair of query and key. A large score means the two vectors point "
                          "the same way: this key is a good match for what the query is looking for.");
    text.screenHint = StageTextStrings::tr("Hover a score to see its products term by term; click it to pin them onto the page.");
}

void arrangeScores(Arranger &page, const Scenario &, StagePart)
{
    // The bullet, not the middle dot nor the bullet operator: at the back of a room "·" between two matrices is
    // a speck, and the operators' bold face draws "∙" smaller than its regular one.
    page.product({Role::Queries, Role::Keys, Role::Scores}, {QStringLiteral("•"), QStringLiteral("→")});
}

void traceScores(Tracer &marks, const StageScope &, RoleId id, int row, int column)
{
    // A query's row and a key's row.
    if (id.role != Role::Scores)
        return;
    marks.rows(Role::Queries, {row});
    marks.rows(Role::Keys, {column});
}

QString explainScores(const Cell &cell)
{
    return cell.id.role == Role::Scores ? scoreArithmetic(cell) : QString();
}

// 6. Scaling: S / √d_k.

void describeScaling(StageText &text, const Scenario &scenario, int head)
{
    const auto dk = scenario.headShape(std::clamp(head, 0, scenario.headCount() - 1)).dk;
    text.title = StageTextStrings::tr("Scaling by √d<sub>k</sub>");
    text.shortTitle = StageTextStrings::tr("Scale");
    // √16 is 4, said so; √2 is 1.414…, said to three decimals and as approximate.
    const double root = std::sqrt(double(dk));
    const bool whole = std::abs(root - std::round(root)) < 1e-12;
    if (!scenario.scaled)
        text.formula = StageTextStrings::tr("scaling is off: the scores pass on unchanged");
    else if (whole)
        text.formula = StageTextStrings::tr("S / √d<sub>k</sub> = S / √%1 = S / %2").arg(dk).arg(QLocale().toString(qlonglong(std::llround(root))));
    else
        text.formula = StageTextStrings::tr("S / √d<sub>k</sub> = S / √%1 ≈ S / %2").arg(dk).arg(QLocale().toString(root, 'f', 3));
    text.explanation = StageTextStrings::tr("A dot product adds up d<sub>k</sub> products, so it grows with the length of the "
                          "vectors. Dividing by √d<sub>k</sub> keeps the scores in a range where softmax still "
                          "shares attention between keys, instead of giving almost all of it to one.");
}

void arrangeScaling(Arranger &page, const Scenario &, StagePart)
{
    page.step(Role::Scores, Role::Scaled);
}

void traceScaling(Tracer &marks, const StageScope &, RoleId id, int row, int column)
{
    if (id.role == Role::Scaled)
        marks.select(Role::Scores, row, column);
}

QString explainScaling(const Cell &cell)
{
    return cell.id.role == Role::Scores || cell.id.role == Role::Scaled ? scoreArithmetic(cell) : QString();
}

// 7. The mask: −∞ where a query may not see a key.

void describeMask(StageText &text, const Scenario &scenario, int)
{
    const bool cross = scenario.mode == AttentionMode::Cross;
    text.title = StageTextStrings::tr("The mask");
    text.shortTitle = StageTextStrings::tr("Mask");
    if (scenario.mode == AttentionMode::Causal) {
        text.formula = StageTextStrings::tr("s<sub>ij</sub> = −∞ where j &gt; i");
        text.explanation = StageTextStrings::tr("Causal attention: a token may look only at itself and the tokens before it, as when "
                              "text is written one word at a time. Scores for later tokens become −∞, so softmax "
                              "gives them exactly nothing.");
    } else if (cross) {
        text.formula = StageTextStrings::tr("no mask");
        text.explanation = StageTextStrings::tr("Cross attention has no mask: each target token may look at every token of the source "
                              "sentence, as a translator reads the whole original.");
    } else {
        text.formula = StageTextStrings::tr("no mask");
        text.explanation = StageTextStrings::tr("Bidirectional attention has no mask: every token sees all the others, before and "
                              "after it, as in BERT's encoder.");
    }
}

void arrangeMask(Arranger &page, const Scenario &, StagePart)
{
    page.step(Role::Scaled, Role::Masked);
}

void traceMask(Tracer &marks, const StageScope &, RoleId id, int row, int column)
{
    if (id.role == Role::Masked)
        marks.select(Role::Scaled, row, column);
}

QString explainMask(const Cell &cell)
{
    if (cell.id.role == Role::Scaled)
        return scoreArithmetic(cell);
    return cell.id.role == Role::Masked ? maskArithmetic(cell) : QString();
}

// 8. Softmax: each row of scores to weights that sum to 1.

void describeSoftmax(StageText &text, const Scenario &scenario, int)
{
    text.title = StageTextStrings::tr("Softmax: scores become weights");
    text.shortTitle = StageTextStrings::tr("Softmax");
    text.formula = scenario.temperature == 1.0
                       ? StageTextStrings::tr("w<sub>ij</sub> = exp(s<sub>ij</sub>) / Σ<sub>j'</sub> exp(s<sub>ij'</sub>)")
                       : StageTextStrings::tr("w<sub>ij</sub> = exp(s<sub>ij</sub> / T) / Σ<sub>j'</sub> exp(s<sub>ij'</sub> / T),"
                            "&nbsp; T = %1")
                             .arg(QLocale().toString(scenario.temperature));
    // The masked key only where there is a mask: in a bidirectional or cross lesson it would contradict the
    // mask stage's "no mask".
    text.explanation = scenario.mode == AttentionMode::Causal
                           ? StageTextStrings::tr("Each row of scores turns into weights that are positive and add up to 1: how "
                                                  "much attention the query pays to each key. The largest score gets the "
                                                  "largest share; a masked key gets exactly 0.")
                           : StageTextStrings::tr("Each row of scores turns into weights that are positive and add up to 1: how "
                                                  "much attention the query pays to each key. The largest score gets the "
                                                  "largest share.");
}

void arrangeSoftmax(Arranger &page, const Scenario &, StagePart)
{
    page.step(Role::Masked, Role::Weights);
}

void traceSoftmax(Tracer &marks, const StageScope &, RoleId id, int row, int)
{
    // A weight reads its whole row of scores.
    if (id.role == Role::Weights)
        marks.rows(Role::Masked, {row});
}

QString explainSoftmax(const Cell &cell)
{
    if (cell.id.role == Role::Masked)
        return maskArithmetic(cell);
    if (cell.id.role != Role::Weights)
        return {};
    const SoftmaxExplanation softmax = explainWeight(cell.head, cell.row, cell.column, float(cell.scenario.temperature));
    if (softmax.masked[size_t(cell.column)])
        return StageStrings::tr("masked: weight exactly 0");
    const int precision = cell.precision;
    // exp(…) on the line rather than e with a superscript: a superscript is drawn at about two thirds of the
    // panel's size, too small for the back of the room, and its top is cut off.
    const QString score = number(cell.head.masked(cell.row, cell.column), precision);
    const QString maximum = operand(softmax.rowMaximum, precision);
    const QString exponential = cell.scenario.temperature == 1.0
                                    ? StageStrings::tr("exp(s − max) = exp(%1 − %2)").arg(score, maximum)
                                    : StageStrings::tr("exp((s − max) / T) = exp((%1 − %2) / %3)")
                                          .arg(score, maximum, QLocale().toString(cell.scenario.temperature));
    return StageStrings::tr("%1 = %2<br>row sum of these = %3<br>weight = %2 / %3 = %4")
        .arg(exponential, number(softmax.exponentials[size_t(cell.column)], precision), number(softmax.sum, precision),
             number(softmax.weight, precision));
}

// 9. The weighted sum: Z = W V.

void describeWeightedSum(StageText &text, const Scenario &, int)
{
    text.title = StageTextStrings::tr("Weighted sum of the values");
    text.shortTitle = StageTextStrings::tr("W · V");
    text.formula = StageTextStrings::tr("Z = W V,&nbsp; z<sub>i</sub> = Σ<sub>j</sub> w<sub>ij</sub> v<sub>j</sub>");
    text.explanation = StageTextStrings::tr("Each query's result is an average of the value vectors, weighted by its attention "
                          "weights: it takes most from the keys it matched best.");
}

void arrangeWeightedSum(Arranger &page, const Scenario &, StagePart)
{
    page.product({Role::Weights, Role::Values, Role::HeadOutput}, {QStringLiteral("×"), QStringLiteral("=")});
}

void traceWeightedSum(Tracer &marks, const StageScope &, RoleId id, int row, int column)
{
    // A query's row of weights and a column of the values.
    if (id.role != Role::HeadOutput)
        return;
    marks.rows(Role::Weights, {row});
    marks.columns(Role::Values, {column});
}

QString explainWeightedSum(const Cell &cell)
{
    if (cell.id.role != Role::HeadOutput)
        return {};
    return StageStrings::tr("Σ weight × value = ") + productPlusBias(cell, cell.head.weights, cell.head.v, std::nullopt, cell.head.output);
}

// 10. Concatenation: [Z_1 | … | Z_h].

void describeConcatenation(StageText &text, const Scenario &scenario, int)
{
    text.title = StageTextStrings::tr("Concatenating the heads");
    text.shortTitle = StageTextStrings::tr("Concat");
    // A lesson of one head has Z_1 alone: "Every head …" and Z_2 … Z_h would speak of heads it does not have.
    if (scenario.headCount() == 1) {
        text.formula = StageTextStrings::tr("[Z<sub>1</sub>] = Z<sub>1</sub>");
        text.explanation = StageTextStrings::tr("This layer has one head, so its output Z<sub>1</sub> goes on as it is. With "
                              "several heads, each does the same steps with its own matrices, and their results are "
                              "placed side by side, one row per token.");
        return;
    }
    text.formula = StageTextStrings::tr("[Z<sub>1</sub> | Z<sub>2</sub> | … | Z<sub>h</sub>]");
    text.explanation = StageTextStrings::tr("Every head did the same steps with its own matrices, so each may have looked for "
                          "something different. Their results are placed side by side, one row per token.");
}

void arrangeConcatenation(Arranger &page, const Scenario &scenario, StagePart)
{
    const int heads = scenario.headCount();
    // Up to four heads side by side; more go on further rows, with the concatenation on its own row.
    const int perRow = std::min(heads, 4);
    for (int h = 0; h < heads; ++h) {
        page.matrix(key(Role::EachHeadOutput, h), h / perRow, 2 * (h % perRow));
        if (h + 1 < heads && (h + 1) % perRow != 0)
            page.symbol(QStringLiteral("|"), h / perRow, 2 * (h % perRow) + 1);
    }
    if (heads <= perRow) {
        page.symbol(QStringLiteral("→"), 0, 2 * heads - 1);
        page.matrix(Role::Concatenation, 0, 2 * heads);
    } else {
        page.matrix(Role::Concatenation, (heads + perRow - 1) / perRow, 0);
    }
    // Or, on a narrow page, the heads one under another and the concatenation under them.
    page.another();
    for (int h = 0; h < heads; ++h)
        page.matrix(key(Role::EachHeadOutput, h), h, 0);
    page.symbol(QStringLiteral("↓"), heads, 0);
    page.matrix(Role::Concatenation, heads + 1, 0);
}

void traceConcatenation(Tracer &marks, const StageScope &scope, RoleId id, int row, int column)
{
    // A column of the concatenation is a column of one head's Z.
    if (id.role != Role::Concatenation || !scope.snapshot.result())
        return;
    int first = 0;
    const std::vector<HeadResult> &heads = scope.snapshot.result()->heads;
    for (size_t h = 0; h < heads.size(); ++h) {
        const int width = int(heads[h].output.cols());
        if (column < first + width) {
            marks.select(key(Role::EachHeadOutput, int(h)), row, column - first);
            return;
        }
        first += width;
    }
}

// 11. The output projection: [Z_1 | … | Z_h] W_O (+ b_O).

void describeOutputProjection(StageText &text, const Scenario &scenario, int)
{
    text.title = StageTextStrings::tr("Output projection");
    text.shortTitle = StageTextStrings::tr("Output");
    if (scenario.headCount() == 1)
        text.formula = scenario.bo ? StageTextStrings::tr("Output = Z<sub>1</sub> W<sub>O</sub> + b<sub>O</sub>")
                                   : StageTextStrings::tr("Output = Z<sub>1</sub> W<sub>O</sub>");
    else
        text.formula = scenario.bo ? StageTextStrings::tr("Output = [Z<sub>1</sub> | … | Z<sub>h</sub>] W<sub>O</sub> + b<sub>O</sub>")
                                   : StageTextStrings::tr("Output = [Z<sub>1</sub> | … | Z<sub>h</sub>] W<sub>O</sub>");
    text.explanation = StageTextStrings::tr("A last learnt matrix mixes what the heads found into one vector of d<sub>model</sub> "
                          "numbers per token: the output of the attention layer.");
}

void arrangeOutputProjection(Arranger &page, const Scenario &scenario, StagePart)
{
    if (scenario.bo)
        page.product({Role::Concatenation, Role::OutputWeight, Role::OutputBias, Role::Output},
                     {QStringLiteral("×"), QStringLiteral("+"), QStringLiteral("=")});
    else
        page.product({Role::Concatenation, Role::OutputWeight, Role::Output}, {QStringLiteral("×"), QStringLiteral("=")});
}

void traceOutputProjection(Tracer &marks, const StageScope &, RoleId id, int row, int column)
{
    // A row of the concatenation times a column of W_O.
    if (id.role != Role::Output)
        return;
    marks.rows(Role::Concatenation, {row});
    marks.columns(Role::OutputWeight, {column});
}

QString explainOutputProjection(const Cell &cell)
{
    if (cell.id.role != Role::Output)
        return {};
    const Scenario &scenario = cell.scenario;
    return (scenario.bo ? StageStrings::tr("concat row × W_O column + b_O = ") : StageStrings::tr("concat row × W_O column = ")) +
           productPlusBias(cell, cell.result.concat, scenario.effectiveWo().cast<float>(), scenario.bo, cell.result.output);
}

// ---------------------------------------------------------------------------------------------------------
// A query-key pair chosen in another view (the heatmap, the lines), on the pages that show it as one number.

std::map<QString, MatrixMarks> marksForCell(const StageScope &scope, const QString &role, int row, int column);

/// The cell of the query × key matrix the stage produces, with what it was computed from.
template <Role produced>
std::map<QString, MatrixMarks> markPairCell(const StageScope &scope, int query, int key)
{
    const auto found = scope.pictures.find(attn::key(produced));
    if (found == scope.pictures.end() || query >= found->second->matrix().rows() || key >= found->second->matrix().cols())
        return {};
    return marksForCell(scope, found->first, query, key);
}

/// The query's output row, made from its row of weights, with the pair's weight selected.
std::map<QString, MatrixMarks> markPairWeightedSum(const StageScope &scope, int query, int key)
{
    std::map<QString, MatrixMarks> marks = marksForCell(scope, attn::key(Role::HeadOutput), query, 0);
    marks[attn::key(Role::Weights)].selectedRow = query;
    marks[attn::key(Role::Weights)].selectedColumn = key;
    return marks;
}

// ---------------------------------------------------------------------------------------------------------
// The table: one entry per stage.

struct StageEntry
{
    PipelineStage stage;
    /// Whether the page shows one head's numbers (its title then names the head).
    bool perHead;
    void (*describe)(StageText &text, const Scenario &scenario, int head);
    void (*arrange)(Arranger &page, const Scenario &scenario, StagePart part);
    /// What a clicked number of the page was computed from; null where each number stands alone.
    void (*trace)(Tracer &marks, const StageScope &scope, RoleId id, int row, int column);
    /// The arithmetic behind a number, or empty where the stage has none for it; null where it has none at all.
    QString (*explain)(const Cell &cell);
    /// What a query-key pair chosen in another view marks on the page; null: the query's and the key's rows.
    std::map<QString, MatrixMarks> (*markPair)(const StageScope &scope, int query, int key);
};

constexpr StageEntry kStages[] = {
    {PipelineStage::Embeddings, false, describeVectors, arrangeVectors, nullptr, nullptr, nullptr},
    {PipelineStage::Positions, false, describePositions, arrangePositions, tracePositions, explainPositions, nullptr},
    {PipelineStage::LayerNorm, false, describeLayerNorm, arrangeLayerNorm, traceLayerNorm, explainLayerNorm, nullptr},
    {PipelineStage::Projections, true, describeProjections, arrangeProjections, traceProjections, explainProjections, nullptr},
    {PipelineStage::Scores, true, describeScores, arrangeScores, traceScores, explainScores, markPairCell<Role::Scores>},
    {PipelineStage::Scaling, true, describeScaling, arrangeScaling, traceScaling, explainScaling, markPairCell<Role::Scaled>},
    {PipelineStage::Mask, true, describeMask, arrangeMask, traceMask, explainMask, markPairCell<Role::Masked>},
    {PipelineStage::Softmax, true, describeSoftmax, arrangeSoftmax, traceSoftmax, explainSoftmax, markPairCell<Role::Weights>},
    {PipelineStage::WeightedSum, true, describeWeightedSum, arrangeWeightedSum, traceWeightedSum, explainWeightedSum, markPairWeightedSum},
    {PipelineStage::Concatenation, false, describeConcatenation, arrangeConcatenation, traceConcatenation, nullptr, nullptr},
    {PipelineStage::OutputProjection, false, describeOutputProjection, arrangeOutputProjection, traceOutputProjection,
     explainOutputProjection, nullptr},
};
static_assert(std::size(kStages) == kAllStages.size(), "every stage has its entry");

const StageEntry &entryOf(PipelineStage stage)
{
    const auto found = std::find_if(std::begin(kStages), std::end(kStages), [stage](const StageEntry &entry) { return entry.stage == stage; });
    Q_ASSERT(found != std::end(kStages));
    return *found;
}


// ---------------------------------------------------------------------------------------------------------
// The matrices' pictures: each role's caption, numbers and labels.

/// What a picture is made of. It is made only for the roles a page shows: thousands of tokens make millions
/// of numbers.
struct PictureSource
{
    QString caption;
    std::shared_ptr<const MatrixF> matrix;
    QStringList rows;
    QStringList columns;
};

std::optional<PictureSource> pictureSource(RoleId id, const ScenarioSnapshot &snapshot, int head, const QString &language)
{
    const Scenario &scenario = snapshot.scenario();
    const std::shared_ptr<const AttentionResult> result = snapshot.result();
    const bool cross = scenario.mode == AttentionMode::Cross;
    const QStringList queries = scenario.localizedQueryTokens(language);
    const QStringList keys = scenario.localizedTokens(SequenceRole::Source, language);
    const QStringList dims = indexLabels(scenario.dModel());
    // Before the projections each sequence has its own (the target's for the queries in cross mode).
    const SequenceRole queryRole = cross ? SequenceRole::Target : SequenceRole::Source;
    // The result's matrices are shared with the picture through shared_ptr's aliasing constructor.
    auto fromResult = [&result](const MatrixF &matrix) { return std::shared_ptr<const MatrixF>(result, &matrix); };
    auto converted = [](const MatrixD &matrix) { return std::make_shared<const MatrixF>(matrix.cast<float>()); };
    auto fromScenario = [&scenario](MatrixD (Scenario::*vectors)(SequenceRole) const, SequenceRole role) {
        return std::make_shared<const MatrixF>((scenario.*vectors)(role).cast<float>());
    };
    const HeadResult &own = result->heads.at(size_t(head));
    const HeadWeights weights = scenario.effectiveHead(head);
    // A head without a bias of its own, in a scenario with biases, adds zeros: shown as such.
    auto biasOr = [](const std::optional<MatrixD> &bias, Eigen::Index columns) { return bias ? *bias : MatrixD::Zero(1, columns); };
    const QStringList biasRow{QStringLiteral("b")};
    // E where positions are added to it; without them, what the layer norm takes is x itself.
    const bool positioned = hasStage(scenario, PipelineStage::Positions);
    switch (id.role) {
    case Role::TokensQ:
        return PictureSource{positioned ? (cross ? StageStrings::tr("E target (token vectors)") : StageStrings::tr("E (token vectors)"))
                                        : (cross ? StageStrings::tr("x target (vectors in)") : StageStrings::tr("x (vectors in)")),
                             converted(scenario.querySequence().vectors), queries, dims};
    case Role::TokensKV:
        return PictureSource{positioned ? (cross ? StageStrings::tr("E source (token vectors)") : StageStrings::tr("E (token vectors)"))
                                        : (cross ? StageStrings::tr("x source (vectors in)") : StageStrings::tr("x (vectors in)")),
                             converted(scenario.source.vectors), keys, dims};
    case Role::PositionsQ:
        return PictureSource{StageStrings::tr("P target (positions)"), fromScenario(&Scenario::positionVectors, queryRole), queries, dims};
    case Role::PositionsKV:
        return PictureSource{cross ? StageStrings::tr("P source (positions)") : StageStrings::tr("P (positions)"),
                             fromScenario(&Scenario::positionVectors, SequenceRole::Source), keys, dims};
    case Role::SumQ:
        return PictureSource{cross ? StageStrings::tr("x target = E + P") : StageStrings::tr("x = E + P"),
                             fromScenario(&Scenario::positionedVectors, queryRole), queries, dims};
    case Role::SumKV:
        return PictureSource{cross ? StageStrings::tr("x source = E + P") : StageStrings::tr("x = E + P"),
                             fromScenario(&Scenario::positionedVectors, SequenceRole::Source), keys, dims};
    case Role::StandardisedQ:
        if (!scenario.layerNorm)
            return std::nullopt;
        return PictureSource{StageStrings::tr("x̂ target (standardised)"), fromScenario(&Scenario::standardisedVectors, queryRole),
                             queries, dims};
    case Role::StandardisedKV:
        if (!scenario.layerNorm)
            return std::nullopt;
        return PictureSource{cross ? StageStrings::tr("x̂ source (standardised)") : StageStrings::tr("x̂ (standardised)"),
                             fromScenario(&Scenario::standardisedVectors, SequenceRole::Source), keys, dims};
    case Role::Gain:
        if (!scenario.layerNorm)
            return std::nullopt;
        return PictureSource{StageStrings::tr("γ (gain)"), converted(scenario.layerNorm->gain), QStringList{QStringLiteral("γ")}, dims};
    case Role::Bias:
        if (!scenario.layerNorm)
            return std::nullopt;
        return PictureSource{StageStrings::tr("β (bias)"), converted(scenario.layerNorm->bias), QStringList{QStringLiteral("β")}, dims};
    case Role::InputQ:
        return PictureSource{cross ? StageStrings::tr("X target (queries)") : StageStrings::tr("X"),
                             snapshot.queryVectors(), queries, dims};
    case Role::InputKV:
        return PictureSource{cross ? StageStrings::tr("X source (keys, values)") : StageStrings::tr("X"),
                             snapshot.keyVectors(), keys, dims};
    case Role::WeightQ:
        return PictureSource{StageStrings::tr("W_Q"), converted(weights.wq), dims, indexLabels(weights.dk())};
    case Role::WeightK:
        return PictureSource{StageStrings::tr("W_K"), converted(weights.wk), dims, indexLabels(weights.dk())};
    case Role::WeightV:
        return PictureSource{StageStrings::tr("W_V"), converted(weights.wv), dims, indexLabels(weights.dv())};
    case Role::BiasQ:
        return PictureSource{StageStrings::tr("b_Q"), converted(biasOr(weights.bq, weights.dk())), biasRow, indexLabels(weights.dk())};
    case Role::BiasK:
        return PictureSource{StageStrings::tr("b_K"), converted(biasOr(weights.bk, weights.dk())), biasRow, indexLabels(weights.dk())};
    case Role::BiasV:
        return PictureSource{StageStrings::tr("b_V"), converted(biasOr(weights.bv, weights.dv())), biasRow, indexLabels(weights.dv())};
    case Role::Queries:
        return PictureSource{StageStrings::tr("Q (queries)"), fromResult(own.q), queries, indexLabels(own.q.cols())};
    case Role::Keys:
        return PictureSource{StageStrings::tr("K (keys)"), fromResult(own.k), keys, indexLabels(own.k.cols())};
    case Role::Values:
        return PictureSource{StageStrings::tr("V (values)"), fromResult(own.v), keys, indexLabels(own.v.cols())};
    case Role::Scores:
        return PictureSource{StageStrings::tr("Scores Q Kᵀ"), fromResult(own.scores), queries, keys};
    case Role::Scaled:
        return PictureSource{scenario.scaled ? StageStrings::tr("Scaled scores") : StageStrings::tr("Scores (not scaled)"),
                             fromResult(own.scaled), queries, keys};
    case Role::Masked: {
        // Only causal attention masks: elsewhere softmax reads the scaled scores as they are, and the caption says so.
        const QString caption = scenario.mode == AttentionMode::Causal ? StageStrings::tr("Masked scores")
                                : scenario.scaled                      ? StageStrings::tr("Scaled scores, no mask")
                                                                       : StageStrings::tr("Scores, no mask");
        return PictureSource{caption, fromResult(own.masked), queries, keys};
    }
    case Role::Weights:
        return PictureSource{StageStrings::tr("Attention weights"), fromResult(own.weights), queries, keys};
    case Role::HeadOutput:
        return PictureSource{StageStrings::tr("Head output Z"), fromResult(own.output), queries, indexLabels(own.output.cols())};
    case Role::EachHeadOutput: {
        if (id.head >= int(result->heads.size()))
            return std::nullopt;
        const MatrixF &output = result->heads[size_t(id.head)].output;
        return PictureSource{StageStrings::tr("Z%1").arg(id.head + 1), fromResult(output), queries, indexLabels(output.cols())};
    }
    case Role::Concatenation:
        return PictureSource{StageStrings::tr("Concatenation"), fromResult(result->concat), queries, indexLabels(result->concat.cols())};
    case Role::OutputWeight:
        return PictureSource{StageStrings::tr("W_O"), converted(scenario.effectiveWo()), indexLabels(result->concat.cols()), dims};
    case Role::OutputBias:
        return PictureSource{StageStrings::tr("b_O"), converted(biasOr(scenario.bo, scenario.dModel())), biasRow, dims};
    case Role::Output:
        return PictureSource{StageStrings::tr("Output"), fromResult(result->output), queries, dims};
    }
    return std::nullopt;
}

std::map<QString, MatrixMarks> marksForCell(const StageScope &scope, const QString &role, int row, int column)
{
    const std::optional<RoleId> id = roleFromKey(role);
    if (!id || !scope.pictures.count(role))
        return {};
    Tracer tracer(scope.pictures);
    tracer.select(role, row, column);
    if (const auto trace = entryOf(scope.stage).trace)
        trace(tracer, scope, *id, row, column);
    return tracer.marks;
}

} // namespace

StageText stageText(PipelineStage stage, const Scenario &scenario, int head)
{
    StageText text;
    entryOf(stage).describe(text, scenario, head);
    // Numbered as this scenario counts its stages: positions and a layer norm, where present, come between
    // the vectors and Q, K, V.
    text.unnumberedTitle = text.title;
    text.title = QStringLiteral("%1. %2").arg(stageNumber(scenario, stage)).arg(text.title);
    return text;
}

bool isPerHeadStage(PipelineStage stage)
{
    return entryOf(stage).perHead;
}

std::vector<PageArrangement> stageArrangements(PipelineStage stage, StagePart part, const Scenario &scenario)
{
    Arranger arranger;
    entryOf(stage).arrange(arranger, scenario, part);
#ifndef QT_NO_DEBUG
    // A matrix is drawn once per arrangement: the layout keeps one place per role.
    for (const PageArrangement &items : arranger.arrangements) {
        QStringList seen;
        for (const PageItem &item : items) {
            Q_ASSERT_X(item.role.isEmpty() || !seen.contains(item.role), "stageArrangements", qPrintable(item.role));
            seen << item.role;
        }
    }
#endif
    return arranger.arrangements;
}

StagePictures stagePictures(const ScenarioSnapshot &snapshot, int head, int precision, const QString &language,
                            const QStringList &roles)
{
    StagePictures pictures;
    const QFont font;
    for (const QString &role : roles) {
        const std::optional<RoleId> id = roleFromKey(role);
        const std::optional<PictureSource> source = id ? pictureSource(*id, snapshot, head, language) : std::nullopt;
        if (source)
            pictures[role] = std::make_unique<MatrixPicture>(role, source->caption, source->matrix, source->rows, source->columns,
                                                             precision, font);
    }
    // The concatenation's heads are told apart by a heavier rule where each begins.
    if (const auto found = pictures.find(key(Role::Concatenation)); found != pictures.end()) {
        std::vector<int> starts;
        int start = 0;
        for (const HeadResult &each : snapshot.result()->heads) {
            starts.push_back(start);
            start += int(each.output.cols());
        }
        found->second->setColumnGroupStarts(starts);
    }
    return pictures;
}

std::map<QString, MatrixMarks> stageMarksForCell(const StageScope &scope, const QString &role, int row, int column)
{
    return marksForCell(scope, role, row, column);
}

std::map<QString, MatrixMarks> stageMarksForPair(const StageScope &scope, int query, int key)
{
    if (const auto markPair = entryOf(scope.stage).markPair) {
        std::map<QString, MatrixMarks> marks = markPair(scope, query, key);
        if (!marks.empty())
            return marks;
    }
    // Otherwise the rows that belong to the query and to the key: X and what it is made of (E, P, x, x̂)
    // share their rows, a token's row in each; then Q, K and V.
    Tracer tracer(scope.pictures);
    const bool cross = scope.snapshot.scenario().mode == AttentionMode::Cross;
    const std::array<Role, 5> queryChain = sequenceChain(true), keyChain = sequenceChain(false);
    for (size_t i = 0; i < keyChain.size(); ++i) {
        if (cross) {
            tracer.rows(queryChain[i], {query});
            tracer.rows(keyChain[i], {key});
        } else {
            tracer.rows(keyChain[i], QSet<int>{query, key});
        }
    }
    tracer.rows(Role::Queries, {query});
    tracer.rows(Role::Keys, {key});
    tracer.rows(Role::Values, {key});
    return tracer.marks;
}

QString stageArithmetic(const StageScope &scope, const QString &role, int row, int column)
{
    const auto found = scope.pictures.find(role);
    const std::shared_ptr<const AttentionResult> &result = scope.snapshot.result();
    const std::optional<RoleId> id = roleFromKey(role);
    if (found == scope.pictures.end() || !result || !id)
        return {};
    const MatrixPicture &picture = *found->second;
    if (row < 0 || column < 0 || row >= picture.matrix().rows() || column >= picture.matrix().cols())
        return {};
    const float value = picture.matrix()(row, column);
    Cell cell{scope, *id, picture, row, column, value, std::max(scope.precision, 4), {}, {}, scope.snapshot.scenario(), *result,
              result->heads.at(size_t(scope.head))};
    // Rich text: a token such as <s> or & is written as itself, not read as markup.
    for (const QString &label : picture.rowLabels())
        cell.queries << label.toHtmlEscaped();
    for (const QString &label : picture.columnLabels())
        cell.keys << label.toHtmlEscaped();
    if (const auto explain = entryOf(scope.stage).explain)
        if (QString text = explain(cell); !text.isEmpty())
            return text;
    // A matrix made at an earlier stage and read on this one (X on the Q, K, V page, after a layer norm or
    // with positions added) has the arithmetic its own stage gives it, rather than a float's eight digits.
    for (const auto earlier : {explainLayerNorm, explainPositions})
        if (QString text = earlier(cell); !text.isEmpty())
            return text;
    if (!std::isfinite(value))
        return QLocale().toString(double(value));
    // The number as typed, its shortest form that reads back to the same float ("0.71", not the float's
    // "0.709999979"), with the language's decimal mark; one with more decimals than the sums show (a sine of
    // the positions) to as many as they show.
    const QString typed = shortestDecimal(value);
    const qsizetype point = typed.indexOf(u'.');
    if (typed.contains(u'e') || (point >= 0 && typed.size() - point - 1 > cell.precision))
        return number(value, cell.precision);
    return QString(typed).replace(u'.', QLocale().decimalPoint());
}

bool isPairRole(const QString &role)
{
    const std::optional<RoleId> id = roleFromKey(role);
    return id && (id->role == Role::Scores || id->role == Role::Scaled || id->role == Role::Masked || id->role == Role::Weights);
}

} // namespace attn
