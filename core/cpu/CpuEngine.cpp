#include "CpuEngine.h"

#include "CpuKernels.h"
#include "ThreadedWork.h"
#include "engine/FoldedProjections.h"

#include <cmath>
#include <limits>
#include <omp.h>

namespace attn {

CpuEngine::CpuEngine(const QString &kernelName)
    : m_kernel(kernelName.isEmpty() ? nullptr : CpuKernel::named(kernelName))
{
    if (!m_kernel)
        m_kernel = &CpuKernel::preferred();
}

QString CpuEngine::kernelName() const
{
    return m_kernel->name();
}

QString CpuEngine::description() const
{
    return QStringLiteral("Eigen %1.%2.%3, float32, %4 threads, kernels for %5")
        .arg(EIGEN_WORLD_VERSION)
        .arg(EIGEN_MAJOR_VERSION)
        .arg(EIGEN_MINOR_VERSION)
        .arg(threadCount())
        .arg(m_kernel->name());
}

int CpuEngine::threadCount() const
{
    return omp_get_max_threads();
}

AttentionResult CpuEngine::run(const Scenario &scenario)
{
    // Biases ride in the projections: X W + b = [X | 1] [W ; b].
    const FoldedProjections folded = foldProjections(scenario);
    const MatrixF &queryInputs = folded.queryInputs, &keyValueInputs = folded.keyValueInputs;
    const size_t headCount = folded.wq.size();
    AttentionResult result;
    result.engine = name();
    result.heads.resize(headCount);
    std::vector<std::vector<unsigned char>> fullyMasked(headCount);
    // Heads are independent: share them over the cores when there is enough work to pay for waking
    // the threads.
    const double work = double(queryInputs.rows()) * double(keyValueInputs.rows() + scenario.dModel()) *
                        double(scenario.dModel()) * double(headCount);
    const bool parallel = headCount > 1 && work > kWorkWorthWakingThreads;
#pragma omp parallel for schedule(static) if (parallel)
    for (long h = 0; h < long(headCount); ++h) {
        // A cancelled run skips the heads not yet begun (an OpenMP loop cannot be left early).
        if (cancellationRequested())
            continue;
        HeadResult &head = result.heads[size_t(h)];
        const Eigen::Index queries = queryInputs.rows(), keys = keyValueInputs.rows();
        const Eigen::Index dk = folded.wq[size_t(h)].cols(), dv = folded.wv[size_t(h)].cols();
        head.q.resize(queries, dk);
        head.k.resize(keys, dk);
        head.v.resize(keys, dv);
        for (MatrixF *square : {&head.scores, &head.scaled, &head.masked, &head.weights})
            square->resize(queries, keys);
        head.output.resize(queries, dv);
        fullyMasked[size_t(h)].resize(size_t(queries));
        LessonHeadBuffers buffers;
        buffers.queries = queries;
        buffers.keys = keys;
        buffers.dModel = folded.inputWidth();
        buffers.dk = dk;
        buffers.dv = dv;
        buffers.scaledByRootDk = scenario.scaled;
        buffers.causal = scenario.mode == AttentionMode::Causal;
        buffers.temperature = float(scenario.temperature);
        buffers.queryInputs = queryInputs.data();
        buffers.keyValueInputs = keyValueInputs.data();
        buffers.wq = folded.wq[size_t(h)].data();
        buffers.wk = folded.wk[size_t(h)].data();
        buffers.wv = folded.wv[size_t(h)].data();
        buffers.q = head.q.data();
        buffers.k = head.k.data();
        buffers.v = head.v.data();
        buffers.scores = head.scores.data();
        buffers.scaled = head.scaled.data();
        buffers.masked = head.masked.data();
        buffers.weights = head.weights.data();
        buffers.output = head.output.data();
        buffers.fullyMaskedRows = fullyMasked[size_t(h)].data();
        m_kernel->runLessonHead(buffers);
    }
    if (cancellationRequested())
        throw ComputationCancelled();
    Eigen::Index concatWidth = 0;
    for (size_t h = 0; h < headCount; ++h) {
        for (size_t row = 0; row < fullyMasked[h].size(); ++row)
            if (fullyMasked[h][row])
                result.heads[h].fullyMaskedRows.push_back(Eigen::Index(row));
        concatWidth += folded.wv[h].cols();
    }
    // Concat = [head_1 | ... | head_h], then Output = Concat W_O + b_O.
    result.concat.resize(queryInputs.rows(), concatWidth);
    Eigen::Index column = 0;
    for (const HeadResult &head : result.heads) {
        result.concat.middleCols(column, head.output.cols()) = head.output;
        column += head.output.cols();
    }
    // The output projection is the largest single product of a scenario like one layer of a real model
    // (n x d_model x d_model): it runs on the same instruction-set kernel as the heads, not on the
    // portable build's Eigen.
    result.output.resize(queryInputs.rows(), folded.wo.cols());
    AffineBuffers outputProjection;
    outputProjection.rows = queryInputs.rows();
    outputProjection.inputs = concatWidth;
    outputProjection.outputs = folded.wo.cols();
    outputProjection.x = result.concat.data();
    outputProjection.weight = folded.wo.data();
    outputProjection.bias = folded.bo.size() == folded.wo.cols() ? folded.bo.data() : nullptr;
    outputProjection.y = result.output.data();
    m_kernel->runAffine(outputProjection);
    return result;
}

qint64 CpuEngine::workingBytes(const AttentionBatch &batch) const
{
    // Each thread's tile scratch (TiledAttentionKernel.cpp), for tiles of at most 64 query rows: Q^T and
    // O^T (d x 64 each) and one block of scores (128 keys x 64).
    const qint64 perThread = (2 * 64 * qint64(batch.dHead) + 128 * 64) * qint64(sizeof(float));
    return perThread * threadCount();
}

void CpuEngine::attend(const AttentionBatch &batch)
{
    m_kernel->run(batch);
}

} // namespace attn
