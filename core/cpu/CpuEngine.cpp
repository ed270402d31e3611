#include "CpuEngine.h"

#include "DenormalsAsZero.h"
#include "TiledAttention.h"
#include "engine/MaskedSoftmax.h"

#include <cmath>
#include <limits>
#include <omp.h>

namespace attn {
namespace {

MatrixF toFloat(const MatrixD &matrix)
{
    return matrix.cast<float>();
}

HeadResult runHead(const MatrixF &queryInputs, const MatrixF &keyValueInputs, const HeadWeights &weights,
                   const Scenario &scenario)
{
    const DenormalsAsZero fast; // per thread: heads may run on several
    HeadResult head;
    head.q.noalias() = queryInputs * toFloat(weights.wq);
    head.k.noalias() = keyValueInputs * toFloat(weights.wk);
    head.v.noalias() = keyValueInputs * toFloat(weights.wv);
    head.scores.noalias() = head.q * head.k.transpose();
    // Scaling by 1/sqrt(d_k) keeps the scores' spread near 1 however long the vectors are, so softmax
    // does not saturate into a one-hot row as d_k grows.
    head.scaled = scenario.scaled ? MatrixF(head.scores / std::sqrt(float(weights.dk()))) : head.scores;
    head.masked = head.scaled;
    if (scenario.mode == AttentionMode::Causal) {
        // isMasked(): query i may not see keys j > i, the part of each row after the diagonal.
        for (Eigen::Index row = 0; row + 1 < head.masked.cols() && row < head.masked.rows(); ++row)
            head.masked.row(row).tail(head.masked.cols() - row - 1).setConstant(-std::numeric_limits<float>::infinity());
    }
    softmaxRows(head.masked, head.weights, head.fullyMaskedRows, float(scenario.temperature));
    head.output.noalias() = head.weights * head.v;
    return head;
}

} // namespace

CpuEngine::CpuEngine(const QString &kernelName)
    : m_kernel(kernelName.isEmpty() ? nullptr : TiledKernel::named(kernelName))
{
    if (!m_kernel)
        m_kernel = &TiledKernel::preferred();
}

QString CpuEngine::kernelName() const
{
    return m_kernel->name();
}

QString CpuEngine::description() const
{
    return QStringLiteral("Eigen %1.%2.%3, float32, %4 threads; lesson path %5, long-sequence kernel %6")
        .arg(EIGEN_WORLD_VERSION)
        .arg(EIGEN_MAJOR_VERSION)
        .arg(EIGEN_MINOR_VERSION)
        .arg(threadCount())
        .arg(QString::fromLatin1(Eigen::SimdInstructionSetsInUse()), m_kernel->name());
}

int CpuEngine::threadCount() const
{
    return omp_get_max_threads();
}

AttentionResult CpuEngine::run(const Scenario &scenario)
{
    const MatrixF queryInputs = toFloat(scenario.querySequence().vectors);
    const MatrixF keyValueInputs = toFloat(scenario.source.vectors);
    AttentionResult result;
    result.engine = name();
    const std::vector<HeadWeights> heads = scenario.effectiveHeads();
    result.heads.resize(heads.size());
    // Heads are independent: share them over the cores when there is enough work to pay for waking
    // the threads (a few microseconds), not for a lesson of a handful of tokens.
    const double work = double(queryInputs.rows()) * double(keyValueInputs.rows() + scenario.dModel()) *
                        double(scenario.dModel()) * double(heads.size());
    const bool parallel = heads.size() > 1 && work > 2e5;
#pragma omp parallel for schedule(static) if (parallel)
    for (long h = 0; h < long(heads.size()); ++h)
        result.heads[size_t(h)] = runHead(queryInputs, keyValueInputs, heads[size_t(h)], scenario);
    Eigen::Index concatWidth = 0;
    for (const HeadWeights &weights : heads)
        concatWidth += weights.dv();
    // Concat = [head_1 | ... | head_h], then Output = Concat W_O.
    result.concat.resize(queryInputs.rows(), concatWidth);
    Eigen::Index column = 0;
    for (const HeadResult &head : result.heads) {
        result.concat.middleCols(column, head.output.cols()) = head.output;
        column += head.output.cols();
    }
    result.output.noalias() = result.concat * toFloat(scenario.effectiveWo());
    return result;
}

qint64 CpuEngine::workingBytes(const AttentionBatch &batch) const
{
    // Each thread's tile scratch (TiledAttentionKernel.cpp): scaled queries and accumulator (64 x d),
    // one block of scores (64 x 256), running maximum and sum (64 each).
    const qint64 perThread = (2 * 64 * qint64(batch.dHead) + 64 * 256 + 2 * 64) * qint64(sizeof(float));
    return perThread * threadCount();
}

void CpuEngine::attend(const AttentionBatch &batch)
{
    m_kernel->run(batch);
}

} // namespace attn
