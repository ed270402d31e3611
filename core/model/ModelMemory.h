#pragma once

#include "Gpt2Checkpoint.h"

#include <QString>

namespace attn {

/// The memory a model takes, in bytes, worked out from its sizes before any of it is taken.
struct ModelMemoryEstimate
{
    qint64 weights = 0;   ///< every weight as float32 (float16 and bfloat16 are widened when read)
    qint64 tokenizer = 0; ///< the vocabulary and merges, as hash tables of strings
    /// A pass's trace for the text: per layer 15 n x width matrices (x, LN_1(x), Q, K, V, concat, W_O's
    /// output, y, LN_2(y), the MLP's 4 width hidden layer and output, the block's output), the embeddings
    /// (3 n x width), the mask (n x n) and the next-token distribution.
    qint64 trace = 0;
    qint64 headWeights = 0; ///< every head's weights kept for the pictures: layers x heads x n x n
    qint64 working = 0;     ///< what one block's attention holds while it runs (its Q, K, V and output head by head, and one head's scores per thread)
    qint64 total() const { return weights + tokenizer + trace + headWeights + working; }
    /// The pass alone, for a model already in memory.
    qint64 pass() const { return trace + headWeights + working; }
};

/// The estimate for a model of config's sizes over a text of tokens tokens. weightBytes is the weights'
/// size as float32 (SafetensorsFile::float32Bytes), tokenizerFileBytes the size of vocab.json and
/// merges.txt together.
ModelMemoryEstimate estimateModelMemory(const Gpt2Config &config, qint64 weightBytes, qint64 tokenizerFileBytes, int tokens);
/// The same for a model read (its weights or only its header, Gpt2Read::WithoutWeights).
ModelMemoryEstimate estimateModelMemory(const Gpt2Model &model, int tokens);

/// Why there is no room for `needed` more bytes ("... needs 1.72 GB ..., but ulimit -v leaves 0.95 GB"),
/// naming what needs it; empty when there is room.
QString memoryShortfall(qint64 needed, const QString &what);

} // namespace attn
