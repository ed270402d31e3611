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
/// this thread; x given transposed (inputs x rows) when xTransposed.
void multiply(const float *x, const float *w, float *y, Eigen::Index rows, Eigen::Index inputs, Eigen::Index outputs,
              bool xTransposed = false)
{
    AffineBuffers product;
    product.rows = rows;
    product.inputs = inputs;
    product.outputs = outputs;
    product.x = x;
    product.xTransposed = xTransposed;
    product.weight = w;
    product.y = y;
    product.onCallingThread = true; // the heads share the cores
    affine(product);
}

/// Eight floats, a lesson head's usual d_v: half of an AVX-512 register, one of AVX's, two of SSE's.
typedef float EightFloats __attribute__((vector_size(32)));
constexpr Eigen::Index kEightFloats = 8;

/// Rows firstRow ... firstRow + Count - 1 of the head's output, O = W V: each row the weighted sum of the
/// value vectors, sum_j w_ij v_j. The sums stay in registers, eight of a row's d_v numbers at a time, while
/// each v_j is loaded once for the Count rows. Causal, a query's weights after the diagonal are 0, so the
/// sums stop at the block's last query: about half the work of a square matrix.
template <int Count>
void weightedValues(const LessonHeadBuffers &b, Eigen::Index firstRow)
{
    const Eigen::Index keys = b.causal ? std::min(b.keys, firstRow + Count) : b.keys;
    const float *weights = b.weights + firstRow * b.keys;
    float *output = b.output + firstRow * b.dv;
    Eigen::Index column = 0;
    for (; column + kEightFloats <= b.dv; column += kEightFloats) {
        EightFloats sums[Count] = {};
        for (Eigen::Index key = 0; key < keys; ++key) {
            EightFloats value;
            std::memcpy(&value, b.v + key * b.dv + column, sizeof value);
            for (int row = 0; row < Count; ++row)
                sums[row] += weights[row * b.keys + key] * value;
        }
        for (int row = 0; row < Count; ++row)
            std::memcpy(output + row * b.dv + column, &sums[row], sizeof sums[row]);
    }
    for (; column < b.dv; ++column) { // the last d_v % 8
        for (int row = 0; row < Count; ++row) {
            float sum = 0.0f;
            for (Eigen::Index key = 0; key < keys; ++key)
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
    // No flushing of denormals here: the lesson shows every number as float32 computes it, also from
    // inputs as small as 1e-38 (the masked softmax keeps -inf out of exp, where denormals came from).
    // The projections transposed, Q^T = W_Q^T X^T: a head's d_k numbers per token are fewer than a vector
    // register holds, its tokens are not, so the tokens go across the registers. K^T is then just what
    // S = Q K^T multiplies by, one number of every key per row; Q, K and V are kept as the lesson shows them.
    const auto projected = [&](const float *weights, Eigen::Index width, const float *inputsTransposed, Eigen::Index tokens) {
        RowMajor transposed(width, tokens);
        multiply(weights, inputsTransposed, transposed.data(), width, b.dModel, tokens, true); // W^T: W read across
        return transposed;
    };
    const RowMajor keysTransposed = projected(b.wk, b.dk, b.keyValueInputsTransposed, b.keys);
    Rows(b.q, b.queries, b.dk) = projected(b.wq, b.dk, b.queryInputsTransposed, b.queries).transpose();
    Rows(b.k, b.keys, b.dk) = keysTransposed.transpose();
    Rows(b.v, b.keys, b.dv) = projected(b.wv, b.dv, b.keyValueInputsTransposed, b.keys).transpose();
    multiply(b.q, keysTransposed.data(), b.scores, b.queries, b.dk, b.keys);
    // Scaling by 1/sqrt(d_k) keeps the scores' spread near 1 however long the vectors are, so softmax
    // does not saturate into a one-hot row as d_k grows. (A multiplication by 1/sqrt(d_k): a vector
    // division took a fifth of this function's time.) Causal: query i may not see keys j > i, the part of
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
