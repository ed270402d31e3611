#pragma once

#include "base/Matrices.h"
#include "PipelineStage.h"

#include <Eigen/Core>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <map>
#include <optional>
#include <vector>

namespace attn {

/// Same shape and the same numbers. (Eigen's own == assumes equal shapes.)
bool sameMatrix(const MatrixD &a, const MatrixD &b);
/// Both absent, or both present and the same.
bool sameOptionalMatrix(const std::optional<MatrixD> &a, const std::optional<MatrixD> &b);

enum class AttentionMode {
    Cross,         ///< queries from the target, keys and values from the source; no mask
    Causal,        ///< self-attention, query i sees keys j <= i
    Bidirectional, ///< self-attention, every query sees every key
};

QString modeName(AttentionMode mode);
std::optional<AttentionMode> modeFromName(const QString &name);

/// What a scenario adds to each token's vector to say where it stands. Attention weighs keys by content
/// alone: without positions, reordering the tokens only reorders the outputs.
enum class ScenarioPositions {
    None,       ///< the vectors as they are
    Sinusoidal, ///< "Attention Is All You Need": P(p, 2i) = sin(p w_i), P(p, 2i+1) = cos(p w_i), w_i = 10000^(-2i/d)
    Learned,    ///< a vector per place, given with each sequence (TokenSequence::positions), as GPT-2's wpe
};
QString positionsName(ScenarioPositions positions);
std::optional<ScenarioPositions> positionsFromName(const QString &name);

/// Layer normalisation of each token's vector before the projections, as GPT-2 does before attention (its
/// LN_1): X = (x - mean(x)) / sqrt(var(x) + epsilon) * gain + bias, the mean and variance over the token's
/// own d_model numbers, the product with the gain taken number by number. It puts every token on one
/// scale, whatever the length of the vector it came in with, and lets the model choose that scale.
struct ScenarioLayerNorm
{
    MatrixD gain; ///< 1 x d_model, gamma
    MatrixD bias; ///< 1 x d_model, beta
    double epsilon = 1e-5; ///< keeps the division finite for a vector with no spread
    QJsonObject unknownKeys;

    bool operator==(const ScenarioLayerNorm &other) const;
};

/// Which token sequence an edit or a view refers to.
enum class SequenceRole {
    Source, ///< keys and values (and queries in the self modes)
    Target, ///< queries in cross mode
};

/// A sequence of tokens, one row vector of length d_model per token.
struct TokenSequence
{
    QStringList tokens;
    MatrixD vectors; ///< tokens.size() x d_model
    /// With learned positions: row p is what place p adds, tokens.size() x d_model. The rows belong to the
    /// places, not to the tokens: moving a token leaves them where they are.
    std::optional<MatrixD> positions;
    QJsonObject unknownKeys; ///< keys this version does not know, kept so that saving loses nothing

    bool operator==(const TokenSequence &other) const;
};

/// The learnt projections of one head: Q = X W_Q + b_Q, K = X W_K + b_K, V = X W_V + b_V, the bias (a row,
/// added to every token's projection) absent meaning zero, as in the original Transformer; GPT-2 has them.
struct HeadWeights
{
    MatrixD wq; ///< d_model x d_k
    MatrixD wk; ///< d_model x d_k
    MatrixD wv; ///< d_model x d_v
    std::optional<MatrixD> bq; ///< 1 x d_k
    std::optional<MatrixD> bk; ///< 1 x d_k
    std::optional<MatrixD> bv; ///< 1 x d_v
    QJsonObject unknownKeys;

    bool hasBiases() const { return bq || bk || bv; }

    Eigen::Index dk() const { return wq.cols(); }
    Eigen::Index dv() const { return wv.cols(); }
    bool operator==(const HeadWeights &other) const;
};

/// A head's widths, apart from its weights.
struct HeadShape
{
    Eigen::Index dk = 0;
    Eigen::Index dv = 0;
};

/// A lesson's title, notes and token labels in another language.
struct LocalizedText
{
    QString title;
    QString notes;
    /// The labels of the source's and the target's tokens, one per token (empty: the tokens' own names).
    /// Only labels: the vectors, and the tokens the editor edits, stay those of the scenario.
    QStringList sourceTokens;
    QStringList targetTokens;
    bool operator==(const LocalizedText &) const = default;

    QStringList &tokens(SequenceRole role) { return role == SequenceRole::Target ? targetTokens : sourceTokens; }
};

// A lesson as a deck of slides (LessonDeck.h): what each slide shows, and what it changes on the lesson's
// scenario first, so that a what-if ("the same scores without √d_k") is a slide, not a trip to the editor.
enum class SlideKind {
    Title, ///< the lesson's title, what it computes and with what
    Stage, ///< a stage (or a part of it, or its result alone) with its true numbers
    Text,  ///< words of the lesson's own: a question to the room, a point to make
    End,   ///< what the stages showed: where each query looked most
    Figure, ///< a heatmap of the lesson's numbers (SlideHeatmap), as large as the slide holds
};
/// The heatmap a figure slide draws; its keys are those `attentionlab export` names the same figures by.
enum class SlideHeatmap {
    Weights, ///< a head's weights, query by key: the articles' picture of who looks at whom
    Scores,  ///< a head's scores QK^T, on a scale symmetric about 0
    Heads,   ///< every head's weights side by side
    Compare, ///< one head's weights under the causal and the bidirectional mask (and as cross attention)
};
/// What a slide changes on the lesson's scenario before it is shown. Each slide starts from the lesson's
/// own scenario: a what-if lasts one slide, and the next shows the lesson as it is again.
struct SlideChanges
{
    std::optional<bool> scaled;
    std::optional<AttentionMode> mode;
    /// None or sinusoidal (learned positions come with a scenario's own vectors).
    std::optional<ScenarioPositions> positions;
    std::optional<double> temperature;
    /// Heads whose output W_O no longer reads (their rows of W_O zero), from 0: what the output is without them.
    std::vector<int> silencedHeads;
    /// A token moved to another place of its sequence (from 0), its vector with it.
    struct TokenMove
    {
        SequenceRole sequence = SequenceRole::Source;
        int from = 0;
        int to = 0;
        bool operator==(const TokenMove &) const = default;
    };
    std::optional<TokenMove> movedToken;

    bool any() const { return scaled || mode || positions || temperature || !silencedHeads.empty() || movedToken; }
    bool operator==(const SlideChanges &) const = default;
};

/// A slide's words in another language.
struct SlideWords
{
    QString title;
    QString text;
    QString notes;
    bool operator==(const SlideWords &) const = default;
};

struct Slide
{
    SlideKind kind = SlideKind::Stage;
    PipelineStage stage = PipelineStage::Embeddings;
    StagePart part = StagePart::All;
    int head = 0; ///< from 0 (files count from 1)
    SlideHeatmap heatmap = SlideHeatmap::Weights; ///< a figure slide's heatmap
    /// Only the matrix the stage computes, its inputs named in the formula: the 14 × 14 weights of a long
    /// sentence, large, rather than the scores beside them at half the size.
    bool resultOnly = false;
    /// The slide's own title and text (a stage slide has its stage's title where it has none), and what the
    /// presenter reads beside it; each may be translated.
    QString title;
    QString text;
    QString notes;
    std::map<QString, SlideWords> translations;
    SlideChanges changes;
    QJsonObject unknownKeys;

    QString localizedTitle(const QString &language) const;
    QString localizedText(const QString &language) const;
    QString localizedNotes(const QString &language) const;
    bool operator==(const Slide &) const = default;
};

/// Everything one forward pass needs; what a scenario file holds.
struct Scenario
{
    QString title;
    /// A lesson's notes for the lecturer and the student (Markdown), shown beside the stepper.
    QString notes;
    /// Title and notes by language code ("it", "de"), for lessons that speak the student's language.
    std::map<QString, LocalizedText> translations;
    AttentionMode mode = AttentionMode::Bidirectional;
    bool scaled = true; ///< divide scores by sqrt(d_k)
    /// Softmax temperature T: weights = softmax(masked / T). Below 1 sharpens, above 1 flattens.
    double temperature = 1.0;
    /// Added to each sequence's vectors before the projections, each sequence counting from position 0.
    ScenarioPositions positions = ScenarioPositions::None;
    /// Applied to each sequence's vectors (after the positions) before the projections; absent: none.
    std::optional<ScenarioLayerNorm> layerNorm;
    TokenSequence source; ///< supplies K and V (and Q in the self modes)
    std::optional<TokenSequence> target; ///< supplies Q in cross mode
    /// Absent: one head with identity projections (d_k = d_v = d_model).
    std::optional<std::vector<HeadWeights>> heads;
    /// Absent: identity, which needs h * d_v == d_model.
    std::optional<MatrixD> wo;
    /// Output = Concat W_O + b_O; absent: zero. 1 x d_model.
    std::optional<MatrixD> bo;
    /// The lesson's deck as its file writes it; absent: the deck made from its stages (defaultDeck).
    std::optional<std::vector<Slide>> slides;
    QJsonObject unknownKeys;

    /// The title and notes in a language, falling back to the scenario's own where there is no translation.
    QString localizedTitle(const QString &language) const;
    QString localizedNotes(const QString &language) const;
    /// The token labels of a sequence in a language, the tokens' own names where there is no translation.
    QStringList localizedTokens(SequenceRole role, const QString &language) const;
    /// The labels of the sequence queries come from (the target in cross mode), in a language.
    QStringList localizedQueryTokens(const QString &language) const;
    Eigen::Index dModel() const { return source.vectors.cols(); }
    /// The sequence queries come from: the target in cross mode, else the source.
    const TokenSequence &querySequence() const;
    /// The source, or the target (which must exist) for SequenceRole::Target.
    const TokenSequence &sequence(SequenceRole role) const;
    TokenSequence &sequence(SequenceRole role);
    /// The source, and the target where there is one: what an edit of every sequence goes through.
    std::vector<const TokenSequence *> sequences() const;
    std::vector<TokenSequence *> sequences();
    /// What the positions add to a sequence's vectors: tokens x d_model (zeros without positions).
    MatrixD positionVectors(SequenceRole role) const;
    /// The sequence's vectors plus its positions, x = E + P (the vectors themselves without positions).
    MatrixD positionedVectors(SequenceRole role) const;
    /// One row of x = E + P, without making the others (a hover's arithmetic on thousands of tokens).
    MatrixD positionedRow(SequenceRole role, Eigen::Index row) const;
    /// Each row of x standardised, (x - mean) / sqrt(var + epsilon): the layer norm before its gain and
    /// bias. Only for a scenario with a layer norm.
    MatrixD standardisedVectors(SequenceRole role) const;
    /// The vectors the projections take: X = LN(E + P), or E + P without a layer norm.
    MatrixD inputVectors(SequenceRole role) const;
    /// The inputs of the queries: the target's in cross mode, else the source's.
    MatrixD queryInputVectors() const;
    /// The heads as the engines use them, with the identity head filled in when none are given.
    std::vector<HeadWeights> effectiveHeads() const;
    /// How many heads the engines compute (1 when none are given), without copying any weights.
    int headCount() const { return heads ? int(heads->size()) : 1; }
    /// The widths of one head's queries/keys and values (d_model for the identity head), without copying
    /// its weights: what the editors, the texts and the checks need.
    HeadShape headShape(int head) const;
    /// The sum of the heads' d_v: the width of the concatenation, and the rows of W_O.
    Eigen::Index concatWidth() const;
    /// One head as the engines use it; copies that head's weights only.
    HeadWeights effectiveHead(int head) const;
    /// W_O as the engines use it, identity when absent.
    MatrixD effectiveWo() const;
    /// Whether any projection has a bias (b_Q, b_K, b_V of a head, or b_O).
    bool hasBiases() const;
    /// Whether any head has b_Q, b_K or b_V.
    bool hasHeadBiases() const;

    bool operator==(const Scenario &other) const;
};

/// Whether query i may attend to key j under the scenario's mode.
inline bool isMasked(AttentionMode mode, Eigen::Index queryRow, Eigen::Index keyColumn)
{
    return mode == AttentionMode::Causal && keyColumn > queryRow;
}

} // namespace attn
