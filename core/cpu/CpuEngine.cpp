#include "CpuEngine.h"

#include "CpuKernels.h"
#include "ThreadedWork.h"
#include "engine/FoldedProjections.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <limits>
#include <omp.h>

namespace attn {
namespace {

/// Rows of the output projection per task: 64 tokens make two, one for each of two cores.
constexpr Eigen::Index kOutputRowsPerBlock = 32;

} // namespace

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
    // In the window's language, as its Engine menu shows it (English on the command line).
    return QCoreApplication::translate("CpuEngine", "Eigen %1.%2.%3, float32, %4 threads, kernels for %5")
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
    // Biases ride in the projections: X W + b = [X | 1] [W ; b]. Each head's weights are folded in the loop
    // over heads, in parallel.
    // W_O is converted in the parallel region, by one thread while the others begin the heads.
    const FoldedProjections folded = foldInputs(scenario, false);
    MatrixF wo;
    const MatrixF &queryInputs = folded.queryInputs, &keyValueInputs = folded.keyValueInputs;
    // The heads' kernel takes the inputs transposed, one token per column (LessonHeadKernel.cpp).
    const MatrixF keyValueInputsTransposed = keyValueInputs.transpose();
    // In self-attention the queries' inputs are the keys' own (foldInputs): transposed once for both.
    const bool crossAttention = scenario.mode == AttentionMode::Cross;
    const MatrixF crossQueryInputsTransposed = crossAttention ? MatrixF(queryInputs.transpose()) : MatrixF();
    const MatrixF &queryInputsTransposed = crossAttention ? crossQueryInputsTransposed : keyValueInputsTransposed;
    const Eigen::Index queries = queryInputs.rows(), keys = keyValueInputs.rows();
    const size_t headCount = size_t(scenario.headCount());
    AttentionResult result;
    result.engine = name();
    result.heads.resize(headCount);
    std::vector<std::vector<unsigned char>> fullyMasked(headCount);
    // Concat = [head_1 | ... | head_h]: where each head's columns begin.
    std::vector<Eigen::Index> firstConcatColumn(headCount + 1, 0);
    for (size_t h = 0; h < headCount; ++h)
        firstConcatColumn[h + 1] = firstConcatColumn[h] + scenario.headShape(int(h)).dv;
    result.concat.resize(queries, firstConcatColumn.back());
    result.output.resize(queries, scenario.dModel());
    // Heads are independent: share them over the cores when there is enough work to pay for waking the
    // threads. The output projection's rows are then shared too, in the same parallel region: waking the
    // threads twice would cost a lesson of 64 tokens a tenth of its time.
    const double work = double(queries) * double(keys + scenario.dModel()) * double(scenario.dModel()) * double(headCount);
    const bool parallel = headCount > 1 && work > kWorkWorthWakingThreads;
#pragma omp parallel if (parallel)
    {
#pragma omp single nowait
        wo = foldOutputProjection(scenario);
#pragma omp for schedule(dynamic) // a thread that finishes first takes the next head
        for (long h = 0; h < long(headCount); ++h) {
            // A cancelled run skips the heads not yet begun (an OpenMP loop cannot be left early).
            if (cancellationRequested())
                continue;
            const MatrixF projections = foldHeadSideBySide(scenario, int(h));
            HeadResult &head = result.heads[size_t(h)];
            const HeadShape shape = scenario.headShape(int(h));
            const Eigen::Index dk = shape.dk, dv = shape.dv;
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
            buffers.keyValueInputsTransposed = keyValueInputsTransposed.data();
            buffers.queryInputsTransposed = queryInputsTransposed.data();
            buffers.projections = projections.data();
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
            result.concat.middleCols(firstConcatColumn[size_t(h)], dv) = head.output;
        }
        // (The loop's end waits for every head: the whole of Concat is written.)
        // Output = Concat W_O + b_O, the largest single product of a scenario like one layer of a real model
        // (n x d_model x d_model), on the instruction-set kernel, in blocks of rows shared over the threads.
        // The blocks are the same whatever the number of threads: the columns after the kernel's last whole
        // strip are Eigen's product, whose rounding of a row depends on where the row lies in its block, and
        // the numbers must not change with the machine's cores.
        const Eigen::Index blocks = (queries + kOutputRowsPerBlock - 1) / kOutputRowsPerBlock;
#pragma omp for schedule(static)
        for (Eigen::Index block = 0; block < blocks; ++block) {
            const Eigen::Index firstRow = block * kOutputRowsPerBlock;
            const Eigen::Index rows = std::min(kOutputRowsPerBlock, queries - firstRow);
            if (cancellationRequested())
                continue;
            AffineBuffers outputProjection;
            outputProjection.rows = rows;
            outputProjection.inputs = result.concat.cols();
            outputProjection.outputs = wo.cols();
            outputProjection.x = result.concat.data() + firstRow * result.concat.cols();
            outputProjection.weight = wo.data();
            outputProjection.bias = folded.bo.size() == wo.cols() ? folded.bo.data() : nullptr;
            outputProjection.y = result.output.data() + firstRow * result.output.cols();
            outputProjection.onCallingThread = parallel;
            m_kernel->runAffine(outputProjection);
        }
    }
    if (cancellationRequested())
        throw ComputationCancelled();
    for (size_t h = 0; h < headCount; ++h)
        for (size_t row = 0; row < fullyMasked[h].size(); ++row)
            if (fullyMasked[h][row])
                result.heads[h].fullyMaskedRows.push_back(Eigen::Index(row));
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
