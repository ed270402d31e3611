// The lesson path of one head: every intermediate, from the projections to the head's output. Like
// TiledAttentionKernel.cpp, compiled into attn_core for the baseline and into each instruction-set module.
#include "AffineBuffers.h"
#include "KernelInterface.h"
#include "LessonHeadBuffers.h"
#include "VectorRegisters.h"
#include "engine/MaskedSoftmaxKernel.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

#ifndef ATTN_KERNEL_NAMESPACE
#define ATTN_KERNEL_NAMESPACE baseline
#endif

namespace attn::ATTN_KERNEL_NAMESPACE {

void affine(const AffineBuffers &buffers); // AffineKernel.cpp, in the same instruction-set module

namespace {

using RowMajor = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

/// y = x W on the dense layer's register-blocked kernel, which reads W where it lies, never packed, on
/// this thread; x given transposed (inputs x rows) when xTransposed, and columns of a wider matrix (xStride
/// floats from one of its rows to the next) when xStride is not 0.
void multiply(const float *x, const float *w, float *y, Eigen::Index rows, Eigen::Index inputs, Eigen::Index outputs,
              bool xTransposed = false, Eigen::Index xStride = 0)
{
    AffineBuffers product;
    product.rows = rows;
    product.inputs = inputs;
    product.outputs = outputs;
    product.x = x;
    product.xTransposed = xTransposed;
    product.xStride = xStride;
    product.weight = w;
    product.y = y;
    product.onCallingThread = true; // the heads share the cores
    affine(product);
}

/// Eight floats, a lesson head's usual d_v: half of an AVX-512 register, one of AVX's, two of SSE's.
typedef float EightFloats __attribute__((vector_size(32)));
constexpr Eigen::Index kEightFloats = 8;

/// to = from^T for a rows x columns row-major matrix (to: columns x rows, row-major). Blocks of 8 x 8 go
/// through registers, transposed by three rounds of shuffles that interleave first single numbers, then
/// pairs, then fours (Eigen's transposing assignment moves one number at a time); the edges one by one.
void transposeInto(const float *from, Eigen::Index rows, Eigen::Index columns, float *to)
{
    Eigen::Index row = 0;
    for (; row + kEightFloats <= rows; row += kEightFloats) {
        Eigen::Index column = 0;
        for (; column + kEightFloats <= columns; column += kEightFloats) {
            EightFloats r[8], t[8], s[8];
            for (int i = 0; i < 8; ++i)
                std::memcpy(&r[i], from + (row + i) * columns + column, sizeof r[i]);
            // t: rows 2i and 2i + 1 interleaved number by number.
            for (int i = 0; i < 8; i += 2) {
                t[i] = __builtin_shufflevector(r[i], r[i + 1], 0, 8, 1, 9, 4, 12, 5, 13);
                t[i + 1] = __builtin_shufflevector(r[i], r[i + 1], 2, 10, 3, 11, 6, 14, 7, 15);
            }
            // s: pairs of t interleaved; s[0] = column 0 of rows 0-3 then column 4 of rows 0-3, and so on.
            for (int i = 0; i < 8; i += 4) {
                for (int half = 0; half < 2; ++half) {
                    s[i + 2 * half] = __builtin_shufflevector(t[i + half], t[i + 2 + half], 0, 1, 8, 9, 4, 5, 12, 13);
                    s[i + 2 * half + 1] = __builtin_shufflevector(t[i + half], t[i + 2 + half], 2, 3, 10, 11, 6, 7, 14, 15);
                }
            }
            // Columns c and c + 4 of all eight rows: the first and last fours of s[c] (rows 0-3) and s[c + 4].
            for (int c = 0; c < 4; ++c) {
                const EightFloats low = __builtin_shufflevector(s[c], s[c + 4], 0, 1, 2, 3, 8, 9, 10, 11);
                const EightFloats high = __builtin_shufflevector(s[c], s[c + 4], 4, 5, 6, 7, 12, 13, 14, 15);
                std::memcpy(to + (column + c) * rows + row, &low, sizeof low);
                std::memcpy(to + (column + c + 4) * rows + row, &high, sizeof high);
            }
        }
        for (; column < columns; ++column)
            for (Eigen::Index i = row; i < row + kEightFloats; ++i)
                to[column * rows + i] = from[i * columns + column];
    }
    for (; row < rows; ++row)
        for (Eigen::Index column = 0; column < columns; ++column)
            to[column * rows + row] = from[row * columns + column];
}

/// Rows firstRow ... firstRow + Count - 1 of the head's output, O = W V: each row the weighted sum of the
/// value vectors, sum_j w_ij v_j. The sums stay in registers, eight of a row's d_v numbers at a time, while
/// each v_j is loaded once for the Count rows. Causal, each sum stops at its query's diagonal: about half
/// the work of a square matrix.
template <int Count>
void weightedValues(const LessonHeadBuffers &b, Eigen::Index firstRow)
{
    // Causal, query firstRow + row sees keys 0 ... firstRow + row: the first firstRow + 1 keys every row of
    // the block, the next ones only the rows at or after their diagonal. The sum leaves out exactly what the
    // mask hides, rather than adding 0 * v_j, which is NaN where v_j overflowed.
    const Eigen::Index seenByAll = b.causal ? std::min(b.keys, firstRow + 1) : b.keys;
    const Eigen::Index seenBySome = b.causal ? std::min(b.keys, firstRow + Count) : b.keys;
    const float *weights = b.weights + firstRow * b.keys;
    float *output = b.output + firstRow * b.dv;
    Eigen::Index column = 0;
    for (; column + kEightFloats <= b.dv; column += kEightFloats) {
        EightFloats sums[Count] = {};
        const auto add = [&](Eigen::Index key, int firstSeeing) {
            EightFloats value;
            std::memcpy(&value, b.v + key * b.dv + column, sizeof value);
            for (int row = 0; row < Count; ++row)
                if (row >= firstSeeing)
                    sums[row] += weights[row * b.keys + key] * value;
        };
        for (Eigen::Index key = 0; key < seenByAll; ++key)
            add(key, 0);
        for (Eigen::Index key = seenByAll; key < seenBySome; ++key)
            add(key, int(key - firstRow));
        for (int row = 0; row < Count; ++row)
            std::memcpy(output + row * b.dv + column, &sums[row], sizeof sums[row]);
    }
    for (; column < b.dv; ++column) { // the last d_v % 8
        for (int row = 0; row < Count; ++row) {
            const Eigen::Index seen = b.causal ? std::min(b.keys, firstRow + row + 1) : b.keys;
            float sum = 0.0f;
            for (Eigen::Index key = 0; key < seen; ++key)
                sum += weights[row * b.keys + key] * b.v[key * b.dv + column];
            output[row * b.dv + column] = sum;
        }
    }
}

} // namespace

void lessonHead(const LessonHeadBuffers &b)
{
    using Rows = kernel::RowMajorMap;
    using ConstRows = kernel::ConstRowMajorMap;
    // No flushing of denormals here: the lesson shows every number as float32 computes it, also from inputs
    // as small as 1e-38 (the masked softmax keeps -inf, where denormals would come from, out of exp).
    // The projections transposed, Q^T = W_Q^T X^T: a head's d_k numbers per token are fewer than a vector
    // register holds, its tokens are not, so the tokens go across the registers. In self-attention Q, K and
    // V are one product, [W_Q | W_K | W_V]^T X^T, whose 2 d_k + d_v rows fill the kernel's blocks of six
    // better than three products of d_k rows each. K^T is then just what S = Q K^T multiplies by, one number
    // of every key per row; Q, K and V are kept as the lesson shows them.
    const Eigen::Index width = 2 * b.dk + b.dv;
    const bool selfAttention = b.queryInputsTransposed == b.keyValueInputsTransposed && b.queries == b.keys;
    RowMajor projected(selfAttention ? width : b.dk + b.dv, b.keys); // rows: [Q^T;] K^T; V^T
    RowMajor queriesTransposed(selfAttention ? 0 : b.dk, b.queries);
    if (selfAttention) {
        multiply(b.projections, b.keyValueInputsTransposed, projected.data(), width, b.dModel, b.keys, true);
    } else {
        multiply(b.projections, b.queryInputsTransposed, queriesTransposed.data(), b.dk, b.dModel, b.queries, true, width);
        multiply(b.projections + b.dk, b.keyValueInputsTransposed, projected.data(), b.dk + b.dv, b.dModel, b.keys, true,
                 width);
    }
    const float *qT = selfAttention ? projected.data() : queriesTransposed.data();
    const float *kT = selfAttention ? projected.data() + b.dk * b.keys : projected.data();
    const float *vT = kT + b.dk * b.keys;
    transposeInto(qT, b.dk, b.queries, b.q);
    transposeInto(kT, b.dk, b.keys, b.k);
    transposeInto(vT, b.dv, b.keys, b.v);
    multiply(b.q, kT, b.scores, b.queries, b.dk, b.keys);
    // Scaling by 1/sqrt(d_k) keeps the scores' spread near 1 however long the vectors are, so softmax
    // does not saturate into a one-hot row as d_k grows. (A multiplication by 1/sqrt(d_k): a vector division
    // would take a fifth of this function's time.) Causal: query i may not see keys j > i, the part of
    // its row after the diagonal. One pass over each row for both, which the compiler vectorises.
    const float scale = b.scaledByRootDk ? 1.0f / std::sqrt(float(b.dk)) : 1.0f;
    constexpr float negativeInfinity = -std::numeric_limits<float>::infinity();
    for (Eigen::Index row = 0; row < b.queries; ++row) {
        const float *scores = b.scores + row * b.keys;
        float *scaled = b.scaled + row * b.keys, *masked = b.masked + row * b.keys;
        const Eigen::Index visible = b.causal ? row + 1 : b.keys;
        for (Eigen::Index key = 0; key < b.keys; ++key) {
            const float value = scores[key] * scale; // exactly the score when unscaled (x * 1 = x)
            scaled[key] = value;
            masked[key] = key < visible ? value : negativeInfinity;
        }
    }
    kernel::maskedSoftmax(ConstRows(b.masked, b.queries, b.keys), Rows(b.weights, b.queries, b.keys),
                          b.fullyMaskedRows, b.temperature, b.causal);
    inSteps<8>(int(b.queries), [&b]<int Count>(int firstRow) { weightedValues<Count>(b, firstRow); });
}

} // namespace attn::ATTN_KERNEL_NAMESPACE

#ifdef ATTN_KERNEL_MODULE
extern "C" __attribute__((visibility("default"))) void attn_lesson_head(const attn::LessonHeadBuffers *buffers)
{
    attn::ATTN_KERNEL_NAMESPACE::lessonHead(*buffers);
}

/// What this module was built to read (KernelInterface.h); the program refuses a module of another version.
extern "C" __attribute__((visibility("default"))) int attn_kernel_interface()
{
    return attn::kKernelInterfaceVersion;
}
#endif
