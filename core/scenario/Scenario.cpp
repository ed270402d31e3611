#include "Scenario.h"

#include "RowStandardisation.h"
#include "PositionEncoding.h"
#include "base/EnumKeys.h"

#include <algorithm>

namespace attn {

/// The modes' names in scenario files and on the command line, in the order they are listed.
constexpr auto kModeNames = enumKeys<AttentionMode>({
    {AttentionMode::Cross, "cross"},
    {AttentionMode::Causal, "causal"},
    {AttentionMode::Bidirectional, "bidirectional"},
});

QString modeName(AttentionMode mode)
{
    return kModeNames.key(mode);
}

std::optional<AttentionMode> modeFromName(const QString &name)
{
    return kModeNames.fromKey(name);
}

bool sameMatrix(const MatrixD &a, const MatrixD &b)
{
    return a.rows() == b.rows() && a.cols() == b.cols() && (a.array() == b.array()).all();
}

bool TokenSequence::operator==(const TokenSequence &other) const
{
    return tokens == other.tokens && sameMatrix(vectors, other.vectors) && sameOptionalMatrix(positions, other.positions) &&
           unknownKeys == other.unknownKeys;
}

bool sameOptionalMatrix(const std::optional<MatrixD> &a, const std::optional<MatrixD> &b)
{
    return a.has_value() == b.has_value() && (!a || sameMatrix(*a, *b));
}

bool HeadWeights::operator==(const HeadWeights &other) const
{
    return sameMatrix(wq, other.wq) && sameMatrix(wk, other.wk) && sameMatrix(wv, other.wv) && sameOptionalMatrix(bq, other.bq) &&
           sameOptionalMatrix(bk, other.bk) && sameOptionalMatrix(bv, other.bv) && unknownKeys == other.unknownKeys;
}

bool ScenarioLayerNorm::operator==(const ScenarioLayerNorm &other) const
{
    return sameMatrix(gain, other.gain) && sameMatrix(bias, other.bias) && epsilon == other.epsilon && unknownKeys == other.unknownKeys;
}

bool Scenario::operator==(const Scenario &other) const
{
    const bool sameWo = sameOptionalMatrix(wo, other.wo) && sameOptionalMatrix(bo, other.bo);
    return title == other.title && notes == other.notes && translations == other.translations && mode == other.mode && scaled == other.scaled &&
           temperature == other.temperature && positions == other.positions && layerNorm == other.layerNorm && source == other.source &&
           target == other.target && heads == other.heads && sameWo && slides == other.slides && unknownKeys == other.unknownKeys;
}

const TokenSequence &Scenario::querySequence() const
{
    return mode == AttentionMode::Cross && target ? *target : source;
}

const TokenSequence &Scenario::sequence(SequenceRole role) const
{
    return role == SequenceRole::Target ? target.value() : source;
}

TokenSequence &Scenario::sequence(SequenceRole role)
{
    return role == SequenceRole::Target ? target.value() : source;
}

std::vector<const TokenSequence *> Scenario::sequences() const
{
    return target ? std::vector<const TokenSequence *>{&source, &*target} : std::vector<const TokenSequence *>{&source};
}

std::vector<TokenSequence *> Scenario::sequences()
{
    return target ? std::vector<TokenSequence *>{&source, &*target} : std::vector<TokenSequence *>{&source};
}

std::vector<HeadWeights> Scenario::effectiveHeads() const
{
    return heads ? *heads : std::vector<HeadWeights>{effectiveHead(0)};
}

/// The positions' names in scenario files, in the order they are listed.
constexpr auto kPositionsNames = enumKeys<ScenarioPositions>({
    {ScenarioPositions::None, "none"},
    {ScenarioPositions::Sinusoidal, "sinusoidal"},
    {ScenarioPositions::Learned, "learned"},
});

QString positionsName(ScenarioPositions positions)
{
    return kPositionsNames.key(positions);
}

std::optional<ScenarioPositions> positionsFromName(const QString &name)
{
    return kPositionsNames.fromKey(name);
}

MatrixD Scenario::positionVectors(SequenceRole role) const
{
    const TokenSequence &tokens = sequence(role);
    switch (positions) {
    case ScenarioPositions::Sinusoidal:
        return sinusoidalPositions(tokens.vectors.rows(), tokens.vectors.cols()).cast<double>();
    case ScenarioPositions::Learned:
        if (tokens.positions)
            return *tokens.positions;
        break;
    case ScenarioPositions::None:
        break;
    }
    return MatrixD::Zero(tokens.vectors.rows(), tokens.vectors.cols());
}

MatrixD Scenario::positionedVectors(SequenceRole role) const
{
    if (positions == ScenarioPositions::None)
        return sequence(role).vectors;
    return sequence(role).vectors + positionVectors(role);
}

MatrixD Scenario::positionedRow(SequenceRole role, Eigen::Index row) const
{
    const TokenSequence &tokens = sequence(role);
    MatrixD x = tokens.vectors.row(row);
    if (positions == ScenarioPositions::Sinusoidal)
        x += sinusoidalPositions(row + 1, tokens.vectors.cols()).bottomRows(1).cast<double>();
    else if (positions == ScenarioPositions::Learned && tokens.positions)
        x += tokens.positions->row(row);
    return x;
}

MatrixD Scenario::standardisedVectors(SequenceRole role) const
{
    MatrixD rows = positionedVectors(role);
    for (Eigen::Index i = 0; i < rows.rows(); ++i)
        rows.row(i) = standardisedRow(rows.row(i), layerNorm.value().epsilon);
    return rows;
}

MatrixD Scenario::inputVectors(SequenceRole role) const
{
    if (!layerNorm)
        return positionedVectors(role);
    // X = x_hat * gain + bias, number by number along each row.
    MatrixD rows = standardisedVectors(role);
    rows.array().rowwise() *= layerNorm->gain.row(0).array();
    rows.rowwise() += layerNorm->bias.row(0);
    return rows;
}

MatrixD Scenario::queryInputVectors() const
{
    return inputVectors(mode == AttentionMode::Cross ? SequenceRole::Target : SequenceRole::Source);
}

bool Scenario::hasBiases() const
{
    return bo || hasHeadBiases();
}

bool Scenario::hasHeadBiases() const
{
    return heads && std::any_of(heads->begin(), heads->end(), [](const HeadWeights &head) { return head.hasBiases(); });
}

HeadWeights Scenario::effectiveHead(int head) const
{
    if (heads)
        return heads->at(size_t(head));
    const MatrixD identity = MatrixD::Identity(dModel(), dModel());
    return HeadWeights{identity, identity, identity, {}, {}, {}, {}};
}

HeadShape Scenario::headShape(int head) const
{
    if (!heads)
        return HeadShape{dModel(), dModel()};
    const HeadWeights &weights = heads->at(size_t(head));
    return HeadShape{weights.dk(), weights.dv()};
}

Eigen::Index Scenario::concatWidth() const
{
    Eigen::Index width = 0;
    for (int head = 0; head < headCount(); ++head)
        width += headShape(head).dv;
    return width;
}

MatrixD Scenario::effectiveWo() const
{
    return wo ? *wo : MatrixD(MatrixD::Identity(concatWidth(), dModel()));
}

QString Scenario::localizedTitle(const QString &language) const
{
    const auto found = translations.find(language);
    return found != translations.end() && !found->second.title.isEmpty() ? found->second.title : title;
}

QStringList Scenario::localizedTokens(SequenceRole role, const QString &language) const
{
    if (role == SequenceRole::Target && !target)
        return {};
    const QStringList &own = sequence(role).tokens;
    const auto found = translations.find(language);
    if (found == translations.end())
        return own;
    const QStringList &labels = role == SequenceRole::Target ? found->second.targetTokens : found->second.sourceTokens;
    return labels.size() == own.size() ? labels : own;
}

QStringList Scenario::localizedQueryTokens(const QString &language) const
{
    return localizedTokens(mode == AttentionMode::Cross ? SequenceRole::Target : SequenceRole::Source, language);
}

QString Scenario::localizedNotes(const QString &language) const
{
    const auto found = translations.find(language);
    return found != translations.end() && !found->second.notes.isEmpty() ? found->second.notes : notes;
}

} // namespace attn
