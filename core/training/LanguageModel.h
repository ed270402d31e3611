#pragma once

#include "AttentionLayer.h"
#include "ToyTask.h"

#include <QStringList>
#include <vector>

namespace attn {

/// The sizes of a small attention-only language model.
struct LanguageModelShape
{
    int vocabulary = 0; ///< tokens it reads and predicts
    int context = 0;    ///< the most tokens it reads at once (rows of its position embeddings)
    int dModel = 0;     ///< width of the residual stream
    int layers = 0;
    int heads = 0;      ///< per layer
    int dHead = 0;      ///< d_k = d_v of every head

    bool operator==(const LanguageModelShape &) const = default;
};

/// One layer's heads (W_Q, W_K, W_V each d_model x d_head) and its output projection W_O (heads d_head x d_model).
struct AttentionBlockWeights
{
    std::vector<MatrixD> wq, wk, wv;
    MatrixD wo;
};

/// A transformer with attention layers only (no MLP, no layer norm), as in Elhage et al.'s "A Mathematical
/// Framework for Transformer Circuits": every layer adds its heads' output to the residual stream,
///   x_0 = E[token] + P[position],   x_{l+1} = x_l + [head_1 | ... | head_H] W_O,   logits = x_L W_U,
/// where head_h = softmax(causal(Q_h K_h^T / sqrt(d_head))) V_h with Q_h = x_l W_Q^h and so on. Without
/// an MLP, what each head reads and writes can be followed exactly, which is why the circuits are read
/// in such models.
struct LanguageModelParameters
{
    MatrixD tokenEmbeddings;    ///< E: vocabulary x d_model
    MatrixD positionEmbeddings; ///< P: context x d_model
    std::vector<AttentionBlockWeights> blocks;
    MatrixD unembedding;        ///< W_U: d_model x vocabulary

    LanguageModelShape shape() const;
    /// Every matrix in one fixed order: E, P, then per layer each head's W_Q, W_K, W_V and W_O, then W_U.
    std::vector<MatrixD *> matrices();
    std::vector<const MatrixD *> matrices() const;
    /// Names in the same order: "E", "P", "layer 1 head 1 W_Q", ..., "layer 1 W_O", ..., "W_U".
    QStringList matrixNames() const;
    LanguageModelParameters zerosLike() const;
};

/// Starting weights: E and P with entries N(0, 1), so x_0's rows have about unit size per entry, the
/// projections N(0, 1/d_model) (Glorot), W_O and W_U smaller, so the residual stream starts near x_0.
LanguageModelParameters initialLanguageModel(const LanguageModelShape &shape, TrainingRandom &random);

/// A head by place, counted from 0.
struct HeadPlace
{
    int layer = 0;
    int head = 0;
    bool operator==(const HeadPlace &) const = default;
};

/// Every intermediate of one pass, rows = tokens.
struct LanguageModelPass
{
    std::vector<MatrixD> residual;                     ///< x_0 ... x_L
    std::vector<std::vector<HeadActivations>> heads;   ///< [layer][head]: Q, K, V, A and A V
    std::vector<MatrixD> concatenated;                 ///< per layer: the heads' outputs side by side
    MatrixD logits;                                    ///< x_L W_U: row t scores the token after token t
};

/// Runs the model over 1 to context tokens. An ablated head's output is set to zero before W_O, so the
/// layer adds nothing of it to the stream (its weights A are still computed and kept).
LanguageModelPass runLanguageModel(const LanguageModelParameters &parameters, const std::vector<int> &tokens,
                                   const std::vector<HeadPlace> &ablated = {});

/// Next-token probabilities of each row of logits (a row softmax).
MatrixD nextTokenProbabilities(const MatrixD &logits);

struct LanguageModelGradients
{
    double loss = 0; ///< mean cross-entropy in nats per predicted token
    LanguageModelParameters gradients;
};

/// The mean next-token cross-entropy over every sequence (each of 2 to context + 1 tokens: every token but
/// the last is read, every token but the first predicted),
///   L = -(1/N) sum_sequences sum_t log p(token_{t+1} | tokens_0..t),
/// and its gradient for every parameter by back-propagation. Sequences are computed in parallel and their
/// gradients added in their order, so the result does not depend on the number of threads.
LanguageModelGradients languageModelGradients(const LanguageModelParameters &parameters,
                                              const std::vector<std::vector<int>> &sequences);
/// Memory that languageModelGradients can keep between calls: a gradient per sequence and their sum.
/// Without it every update allocates and clears a copy of the model per sequence, which costs more time in
/// page faults than the arithmetic.
struct GradientBuffers
{
    std::vector<LanguageModelParameters> perSequence;
    LanguageModelParameters sum;
};
/// The same into buffers: returns the loss, the gradient is buffers.sum.
double languageModelGradients(const LanguageModelParameters &parameters, const std::vector<std::vector<int>> &sequences,
                              GradientBuffers &buffers);

/// The loss alone.
double languageModelLoss(const LanguageModelParameters &parameters, const std::vector<std::vector<int>> &sequences);

/// What each head does on repeated random tokens.
struct HeadScores
{
    HeadPlace place;
    /// Mean weight a query gives the token just before it (positions 1 on).
    double previousToken = 0;
    /// Mean weight a query in the repeat gives the token after the same token's first occurrence (the
    /// standard measure of Olsson et al., 2022): in r_0 ... r_{n-1} r_0 ... r_{n-1}, query n + i looks at
    /// key i + 1. An induction head puts most of its weight there; a head that merely spreads its weight
    /// over the 2n keys gives about 1/n or less.
    double induction = 0;
};

/// count sequences of period random tokens below vocabulary, each repeated once (2 period tokens). The
/// first half has no token twice, so "the earlier occurrence" is one place.
std::vector<std::vector<int>> repeatedRandomSequences(int count, int period, int vocabulary, TrainingRandom &random);

/// Every head's scores on such sequences, in layer then head order.
std::vector<HeadScores> headScores(const LanguageModelParameters &parameters,
                                   const std::vector<std::vector<int>> &repeatedSequences);

} // namespace attn
