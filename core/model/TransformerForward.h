#pragma once

#include "Gpt2Checkpoint.h"
#include "scenario/PositionEncoding.h"
#include "engine/AttentionResult.h"

#include <stdexcept>
#include <vector>

namespace attn {

class Engine;

/// Every intermediate of one transformer block for one text, rows = tokens:
///   a = LN_1(x);  [Q | K | V] = a W_QKV + b_QKV;  head_h = softmax(Q_h K_h^T / sqrt(d_k) + causal mask) V_h
///   y = x + [head_1 | ... | head_H] W_O + b_O;  m = LN_2(y);  out = y + GELU(m W_in + b_in) W_out + b_out
struct LayerTrace
{
    MatrixF input;         ///< x: the residual stream entering the block
    MatrixF normedInput;   ///< LN_1(x): the X every head projects
    MatrixF queries;       ///< Q with its bias, heads side by side (head h in columns h d_k ... (h+1) d_k - 1); rotated with rotary positions
    MatrixF keys;          ///< K, likewise
    MatrixF values;        ///< V, likewise
    std::vector<MatrixF> weights; ///< per head: softmax of the masked, scaled scores (queries x keys)
    MatrixF concat;        ///< the heads' outputs side by side, as the engine computed them
    MatrixF attentionOutput; ///< concat W_O + b_O
    MatrixF afterAttention;  ///< y = x + attentionOutput
    MatrixF normedMiddle;    ///< LN_2(y)
    MatrixF mlpHidden;       ///< GELU(LN_2(y) W_in + b_in), 4 width wide
    MatrixF mlpOutput;       ///< mlpHidden W_out + b_out
    MatrixF output;          ///< y + mlpOutput: the next block's x
};

/// One token the model may say next, with its probability.
struct NextToken
{
    int id = 0;
    float probability = 0;
};

/// A forward pass of the whole model over a text.
struct ModelTrace
{
    std::vector<int> tokenIds;
    MatrixF tokenEmbeddings;    ///< the rows of wte for the tokens
    MatrixF positionEmbeddings; ///< what the positions add: wpe's rows, sinusoids, or zeros (none, rotary)
    MatrixF embedded;           ///< their sum: the first block's x
    std::vector<LayerTrace> layers;
    /// 0 where query i may see key j (j <= i), -infinity where the causal mask hides it: what every head's
    /// picture hatches.
    MatrixF causalMask;
    MatrixF finalNormed;        ///< LN_f of the last block's output
    Eigen::RowVectorXf lastLogits; ///< the last position's logits: LN_f(x_last) wte^T, one per vocabulary entry
    Eigen::RowVectorXf nextProbabilities; ///< softmax(lastLogits / temperature)
    QString engine;             ///< which engine computed the attention
    PositionEncoding positions = PositionEncoding::Learned; ///< the positions the pass used
};

/// What a run may change about the model, for teaching.
struct ModelRunOptions
{
    float temperature = 1.0f; ///< of the next-token softmax: below 1 sharpens, above 1 flattens
    /// The checkpoint's own learned positions, or another encoding in their place (a GPT-2 was trained with
    /// its own, so the others show what changes rather than what the model would say).
    PositionEncoding positions = PositionEncoding::Learned;
};

/// A pass that would not fit in the memory left (estimateModelMemory against memoryRoom); what() says how
/// much it needs and what limits it.
struct ModelMemoryError : std::runtime_error
{
    explicit ModelMemoryError(const QString &message) : std::runtime_error(message.toStdString()) {}
};

/// Runs the model over the tokens: embeddings, every block, the final norm and the next-token
/// distribution. The attention of every block runs on the engine, all heads in one call; the layer norms,
/// projections and MLP on the CPU. tokenIds must be non-empty, each below the vocabulary size, and no more
/// than the model's positions (checkModelInput; std::invalid_argument otherwise). Throws EngineError when
/// the engine fails, ModelMemoryError when the pass's estimate does not fit in the memory left.
ModelTrace runModel(const Gpt2Model &model, const std::vector<int> &tokenIds, Engine &engine,
                    const ModelRunOptions &options = {});
/// The same into an earlier trace, whose matrices keep their memory where the shapes are unchanged: what
/// a window that recomputes as the student edits the text wants (fresh memory costs page faults).
void runModel(const Gpt2Model &model, const std::vector<int> &tokenIds, Engine &engine, ModelTrace &trace,
              const ModelRunOptions &options = {});

/// The memory a trace's matrices hold, in bytes.
qint64 traceBytes(const ModelTrace &trace);

/// The first number of a pass that is not finite (or beyond float32's range), in the order the pass makes
/// them, as "layer 2, head 1 weights (3, 1): ..."; empty when every number is usable. Weights large enough
/// to overflow a product give infinities, and softmax of infinities NaN: a student must read where and why,
/// never "nan" in every cell. (Masked scores are not kept in a trace: its weights there are 0.)
QString findModelOverflow(const ModelTrace &trace, int headWidth);

/// Why these tokens cannot go through the model (none, too many for its positions, an id outside the
/// vocabulary), or an empty string.
QString checkModelInput(const Gpt2Model &model, const std::vector<int> &tokenIds);

/// The text's tokens for this model, or none with *problem saying why not: a piece the vocabulary
/// lacks, no tokens at all, or more than the model's positions.
std::vector<Token> modelTokens(const Gpt2Model &model, const QString &text, QString *problem);
/// The ids of the tokens, in order: what runModel takes.
std::vector<int> tokenIds(const std::vector<Token> &tokens);

/// The pass's likeliest next tokens, most likely first by their logits (ties: smaller id first), each
/// with its probability at the pass's temperature.
std::vector<NextToken> likeliestTokens(const ModelTrace &trace, int count);

/// Layer norm of each row into out: (x - mean) / sqrt(variance + epsilon) * gain + bias, the variance over
/// the row's own entries (divided by the width, not width - 1).
void layerNorm(const MatrixF &rows, const LayerNormWeights &weights, double epsilon, MatrixF &out);

/// GELU of every entry, by the checkpoint's formula.
void applyGelu(MatrixF &values, GeluFormula formula);

} // namespace attn
