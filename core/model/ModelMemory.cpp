#include "ModelMemory.h"

#include "io/SystemMemory.h"

#include <QCoreApplication>
#include <omp.h>

namespace attn {

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(ModelMemory)
};

/// A hash table of strings takes several times the bytes of the file the strings were read from (each
/// string a heap block of UTF-16 with its header, each entry a node): measured on GPT-2's vocab.json and
/// merges.txt (1.5 MB) as 14 MB.
constexpr qint64 kTokenizerBytesPerFileByte = 10;

} // namespace

ModelMemoryEstimate estimateModelMemory(const Gpt2Config &config, qint64 weightBytes, qint64 tokenizerFileBytes, int tokens)
{
    const qint64 n = tokens, width = config.width, layers = config.layers, heads = config.heads;
    constexpr qint64 floatBytes = sizeof(float);
    ModelMemoryEstimate estimate;
    estimate.weights = weightBytes;
    estimate.tokenizer = tokenizerFileBytes * kTokenizerBytesPerFileByte;
    estimate.trace = floatBytes * (layers * 15 * n * width + 4 * n * width + n * n + 2 * qint64(config.vocabulary));
    estimate.headWeights = floatBytes * layers * heads * n * n;
    estimate.working = floatBytes * (4 * n * width + qint64(omp_get_max_threads()) * n * n);
    return estimate;
}

ModelMemoryEstimate estimateModelMemory(const Gpt2Model &model, int tokens)
{
    return estimateModelMemory(model.config, model.weightBytes, model.tokenizerFileBytes, tokens);
}

QString memoryShortfall(qint64 needed, const QString &what)
{
    const MemoryRoom room = memoryRoom();
    if (needed <= room.bytes)
        return {};
    //: %1 names what needs the memory ("the weights of model.safetensors as float32"), %2 and %3 are
    //: sizes ("1.72 GB"), %4 what limits it ("available memory", "ulimit -v")
    return Text::tr("%1 needs %2 of memory, but %4 leaves %3").arg(what, memoryText(needed), memoryText(room.bytes), room.limitedBy);
}

} // namespace attn
