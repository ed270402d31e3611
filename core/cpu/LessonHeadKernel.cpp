// The lesson path of one head: every intermediate, from the projections to the head's output. Like
// TiledAttentionKernel.cpp, compiled into attn_core for the baseline and into each instruction-set module.
#include "LessonHeadBuffers.h"
#include "engine/MaskedSoftmaxKernel.h"

#include <cmath>

#ifndef ATTN_KERNEL_NAMESPACE
#define ATTN_KERNEL_NAMESPACE baseline
#endif

namespace attn::ATTN_KERNEL_NAMESPACE {

void lessonHead(const LessonHeadBuffers &b)
{
    using Rows = kernel::RowMajorMap;
    using ConstRows = kernel::ConstRowMajorMap;
    // No flushing of denormals here: the lesson shows every number as float32 computes it, also from
    // inputs as small as 1e-38 (the masked softmax keeps -inf out of exp, where denormals came from).
    const ConstRows queryInputs(b.queryInputs, b.queries, b.dModel);
    const ConstRows keyValueInputs(b.keyValueInputs, b.keys, b.dModel);
    Rows q(b.q, b.queries, b.dk), k(b.k, b.keys, b.dk), v(b.v, b.keys, b.dv);
    Rows scores(b.scores, b.queries, b.keys), scaled(b.scaled, b.queries, b.keys), masked(b.masked, b.queries, b.keys);
    q.noalias() = queryInputs * ConstRows(b.wq, b.dModel, b.dk);
    k.noalias() = keyValueInputs * ConstRows(b.wk, b.dModel, b.dk);
    v.noalias() = keyValueInputs * ConstRows(b.wv, b.dModel, b.dv);
    scores.noalias() = q * k.transpose();
    // Scaling by 1/sqrt(d_k) keeps the scores' spread near 1 however long the vectors are, so softmax
    // does not saturate into a one-hot row as d_k grows.
    if (b.scaledByRootDk)
        scaled = scores / std::sqrt(float(b.dk));
    else
        scaled = scores;
    masked = scaled;
    if (b.causal) {
        // Query i may not see keys j > i: the part of each row after the diagonal.
        for (Eigen::Index row = 0; row + 1 < b.keys && row < b.queries; ++row)
            masked.row(row).tail(b.keys - row - 1).setConstant(-std::numeric_limits<float>::infinity());
    }
    kernel::maskedSoftmax(ConstRows(b.masked, b.queries, b.keys), Rows(b.weights, b.queries, b.keys),
                          b.fullyMaskedRows, b.temperature);
    Rows(b.output, b.queries, b.dv).noalias() = ConstRows(b.weights, b.queries, b.keys) * v;
}

} // namespace attn::ATTN_KERNEL_NAMESPACE

#ifdef ATTN_KERNEL_MODULE
extern "C" __attribute__((visibility("default"))) void attn_lesson_head(const attn::LessonHeadBuffers *buffers)
{
    attn::ATTN_KERNEL_NAMESPACE::lessonHead(*buffers);
}
#endif
