#pragma once

#include "Scenario.h"

namespace attn {

/// What computing every stage of a scenario asks of the machine. The lesson path keeps four n_q x n_k
/// matrices per head (scores, scaled, masked, weights), so memory grows with n^2 x heads; the work is
/// 2 n (d_model d_k + d_model d_k + d_model d_v) for the projections plus 2 n_q n_k (d_k + d_v) for
/// QK^T and weights x V, per head, and 2 n_q (sum d_v) d_model for the output projection.
struct LessonCost
{
    double flops = 0;
    qint64 resultBytes = 0; ///< float32 result, every stage of every head
    /// The input as the window holds it: the token vectors (and learned positions) in double and X in
    /// float32, once per sequence. Small beside the result until d_model is large (4096 tokens of GPT-2
    /// XL's 1600).
    qint64 inputBytes = 0;

    /// What showing every stage takes: the result and the input.
    qint64 memoryBytes() const { return resultBytes + inputBytes; }

    /// Small enough to compute between two frames on any machine: the window does it at once, without a
    /// background thread.
    bool isInstant() const { return flops < 5e7 && resultBytes < 8LL * 1024 * 1024; }
    /// Large enough that the window asks before starting it.
    bool deservesWarning() const { return memoryBytes() >= 512LL * 1024 * 1024 || flops >= 2e10; }
};

/// The cost of a scenario whose shapes are valid (heads fit d_model).
LessonCost lessonCost(const Scenario &scenario);

} // namespace attn
