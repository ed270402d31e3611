#pragma once

#include "BytePairTokenizer.h"
#include "SafetensorsFile.h"

#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

namespace attn {

/// Which formula a checkpoint's MLP uses for GELU(x) = x Phi(x).
enum class GeluFormula {
    /// GPT-2's approximation: 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))) ("gelu_new").
    Tanh,
    /// The exact form: 0.5 x (1 + erf(x / sqrt(2))) ("gelu").
    Erf,
};

/// What config.json says of a GPT-2 model.
struct Gpt2Config
{
    int layers = 0;     ///< n_layer
    int heads = 0;      ///< n_head
    int width = 0;      ///< n_embd, d_model
    int positions = 0;  ///< n_positions: the longest text the position embeddings cover
    int vocabulary = 0; ///< vocab_size
    double layerNormEpsilon = 1e-5;
    GeluFormula gelu = GeluFormula::Tanh;

    int headWidth() const { return width / heads; } ///< d_k = d_v = n_embd / n_head
};

/// Layer norm's gain and bias: y = (x - mean(x)) / sqrt(var(x) + eps) * gain + bias, over one token's vector.
struct LayerNormWeights
{
    FloatTensor gain; ///< 1 x width
    FloatTensor bias; ///< 1 x width
};

/// A weight matrix and its bias, y = x W + b. GPT-2 stores W as inputs x outputs (its "Conv1D"), so that
/// a row of x times W needs no transpose.
struct AffineWeights
{
    FloatTensor weight; ///< inputs x outputs
    FloatTensor bias;   ///< 1 x outputs
};

/// One transformer block of GPT-2: attention and an MLP, each after a layer norm and added to the residual.
struct Gpt2LayerWeights
{
    LayerNormWeights beforeAttention; ///< ln_1
    AffineWeights queryKeyValue;      ///< attn.c_attn: width x 3 width, [W_Q | W_K | W_V], heads side by side in each
    AffineWeights attentionOutput;    ///< attn.c_proj: W_O and its bias, width x width
    LayerNormWeights beforeMlp;       ///< ln_2
    AffineWeights mlpIn;              ///< mlp.c_fc: width x 4 width
    AffineWeights mlpOut;             ///< mlp.c_proj: 4 width x width
};

/// A GPT-2 checkpoint read from a folder: its configuration, its tokenizer and its weights, read into
/// memory as float32.
struct Gpt2Model
{
    QString folder;
    Gpt2Config config;
    std::unique_ptr<BytePairTokenizer> tokenizer;
    FloatTensor tokenEmbedding;    ///< wte: vocabulary x width; also the unembedding (GPT-2 ties them)
    FloatTensor positionEmbedding; ///< wpe: positions x width, learned
    std::vector<Gpt2LayerWeights> layers;
    LayerNormWeights finalNorm;    ///< ln_f
    qint64 weightBytes = 0;        ///< every weight of model.safetensors as float32, for the memory estimate
    qint64 tokenizerFileBytes = 0; ///< vocab.json and merges.txt, likewise
};

/// A model that was read, or why the folder was refused.
struct Gpt2LoadResult
{
    std::unique_ptr<Gpt2Model> model;
    QString error; ///< names the file and the field or tensor
};

/// What loadGpt2Folder reads of the weights.
enum class Gpt2Read {
    Everything,
    /// model.safetensors' header only: the sizes, for the memory estimate of a model that may not fit.
    WithoutWeights,
};

/// Reads a folder in Hugging Face's GPT-2 layout: config.json, model.safetensors (tensor names with or
/// without "transformer."), vocab.json and merges.txt. Every tensor's shape is checked against the
/// configuration before anything is computed, and the weights' memory against what is left (memoryRoom)
/// before they are read.
Gpt2LoadResult loadGpt2Folder(const QString &folder, Gpt2Read read = Gpt2Read::Everything);
/// The files of a checkpoint's folder that loadGpt2Folder reads.
QStringList gpt2CheckpointFiles(const QString &folder);

} // namespace attn
