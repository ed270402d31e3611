// The dense layers of a transformer block, y = x W + b. Like TiledAttentionKernel.cpp, compiled into
// attn_core for the baseline and into each instruction-set module, with the same register blocking: the
// products of a GPT-2 block are most of its time.
//
// A block has few rows (the text's tokens) and large weights. So the weights are read where they lie,
// never packed: for a strip of output columns (kStripVectors vectors wide) and up to kRowStep rows of x,
// the sums stay in registers while each row k of the strip of W is loaded once and multiplied by the rows'
// x[i][k], broadcast. The strip of W (inputs x 64 floats, 192 KB for GPT-2 small) stays in the L2 cache
// while the row blocks pass over it; the strips are shared across the threads.
#include "AffineBuffers.h"
#include "ThreadedWork.h"
#include "VectorRegisters.h"

#include <algorithm>

namespace attn::ATTN_KERNEL_NAMESPACE {

namespace {
using RowMajor = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using ConstRows = Eigen::Map<const RowMajor>;
using Rows = Eigen::Map<RowMajor>;
using ConstStridedRows = Eigen::Map<const RowMajor, 0, Eigen::OuterStride<>>;

// Sums in registers: kRowStep x kStripVectors, beside the kStripVectors of W loaded and one broadcast:
// 24 + 4 + 1 of AVX-512's 32 registers, 12 + 2 + 1 of the 16 that AVX2 and SSE have. Six rows per pass
// over W either way (a strip of W is read from the cache once per six tokens).
constexpr int kStripVectors = kVectorBytes == 64 ? 4 : 2;
constexpr Eigen::Index kStripColumns = kStripVectors * kLanes;
constexpr int kRowStep = 6;

/// Rows first ... first + Count - 1 of y, in one whole strip of columns.
template <int Count>
void stripRows(const AffineBuffers &b, Eigen::Index firstRow, Eigen::Index firstColumn)
{
    FloatVector sums[Count][kStripVectors];
    for (int row = 0; row < Count; ++row)
        for (int v = 0; v < kStripVectors; ++v)
            sums[row][v] = b.bias ? load(b.bias + firstColumn + v * kLanes) : FloatVector{};
    // x[row][k] lies at row * inputs + k, or at k * rows + row when x is given transposed (xStride in place
    // of inputs or rows when x is columns of a wider matrix).
    const Eigen::Index rowStride = b.xTransposed ? 1 : b.xStride > 0 ? b.xStride : b.inputs;
    const Eigen::Index inputStride = b.xTransposed ? b.xStride > 0 ? b.xStride : b.rows : 1;
    const float *x = b.x + firstRow * rowStride;
    const float *w = b.weight + firstColumn;
    const Eigen::Index weightStride = b.weightRowStride > 0 ? b.weightRowStride : b.outputs;
    for (Eigen::Index k = 0; k < b.inputs; ++k) {
        FloatVector weights[kStripVectors];
        loadRow(w + k * weightStride, weights);
        multiplyAddBroadcast(sums, x + k * inputStride, int(rowStride), weights);
    }
    for (int row = 0; row < Count; ++row)
        for (int v = 0; v < kStripVectors; ++v)
            store(b.y + (firstRow + row) * b.outputs + firstColumn + v * kLanes, sums[row][v]);
}

/// The columns after the last whole strip, a few at most: plainly, by Eigen.
void lastColumns(const AffineBuffers &b, Eigen::Index firstColumn)
{
    const Eigen::Index width = b.outputs - firstColumn;
    auto y = Rows(b.y, b.rows, b.outputs).rightCols(width);
    const Eigen::Index weightStride = b.weightRowStride > 0 ? b.weightRowStride : b.outputs;
    const auto w = ConstStridedRows(b.weight, b.inputs, b.outputs, Eigen::OuterStride<>(weightStride)).rightCols(width);
    if (b.xTransposed)
        y.noalias() = ConstStridedRows(b.x, b.inputs, b.rows, Eigen::OuterStride<>(b.xStride > 0 ? b.xStride : b.rows)).transpose() * w;
    else
        y.noalias() = ConstStridedRows(b.x, b.rows, b.inputs, Eigen::OuterStride<>(b.xStride > 0 ? b.xStride : b.inputs)) * w;
    if (b.bias)
        y.rowwise() += Eigen::Map<const Eigen::RowVectorXf>(b.bias + firstColumn, width);
}

} // namespace

void affine(const AffineBuffers &b)
{
    if (b.weightTransposed) {
        // One row against an embedding matrix (the unembedding): a matrix-vector product, bound by reading
        // the matrix, its rows shared across the threads.
        const ConstStridedRows x(b.x, b.rows, b.inputs, Eigen::OuterStride<>(b.xStride > 0 ? b.xStride : b.inputs));
        const ConstRows w(b.weight, b.outputs, b.inputs);
        Rows y(b.y, b.rows, b.outputs);
        constexpr Eigen::Index kRowsPerTask = 4096;
        const Eigen::Index tasks = (b.outputs + kRowsPerTask - 1) / kRowsPerTask;
#pragma omp parallel for schedule(static) if (!b.onCallingThread)
        for (Eigen::Index task = 0; task < tasks; ++task) {
            const Eigen::Index first = task * kRowsPerTask;
            const Eigen::Index count = std::min(kRowsPerTask, b.outputs - first);
            y.middleCols(first, count).noalias() = x * w.middleRows(first, count).transpose();
            if (b.bias)
                y.middleCols(first, count).rowwise() += Eigen::Map<const Eigen::RowVectorXf>(b.bias + first, count);
        }
        return;
    }
    const Eigen::Index strips = b.outputs / kStripColumns;
    const auto stripsFrom = [&b](Eigen::Index strip) {
        inSteps<kRowStep>(int(b.rows), [&]<int Count>(int firstRow) {
            stripRows<Count>(b, firstRow, strip * kStripColumns);
        });
    };
    if (b.onCallingThread || strips < 2 || double(b.rows) * double(b.inputs) * double(b.outputs) <= kWorkWorthWakingThreads) {
        for (Eigen::Index strip = 0; strip < strips; ++strip)
            stripsFrom(strip);
    } else {
#pragma omp parallel for schedule(static)
        for (Eigen::Index strip = 0; strip < strips; ++strip)
            stripsFrom(strip);
    }
    if (strips * kStripColumns < b.outputs)
        lastColumns(b, strips * kStripColumns);
}

} // namespace attn::ATTN_KERNEL_NAMESPACE

#ifdef ATTN_KERNEL_MODULE
extern "C" __attribute__((visibility("default"))) void attn_affine(const attn::AffineBuffers *buffers)
{
    attn::ATTN_KERNEL_NAMESPACE::affine(*buffers);
}
#endif
