#pragma once

#include "AttentionResult.h"
#include "scenario/Scenario.h"

#include <QString>
#include <stdexcept>

namespace attn {

/// Attention alone, for many heads at once: the long-sequence path that never holds an n x n matrix.
/// Arrays are head-major and row-major: element (h, i, c) of Q lives at q[(h * queries + i) * dHead + c].
/// out_i = sum_j softmax_j(scale * q_i . k_j) v_j, over the keys j that the mask lets query i see.
struct AttentionBatch
{
    int heads = 1;
    Eigen::Index queries = 0;
    Eigen::Index keys = 0;
    int dHead = 0;
    bool causal = false; ///< query i sees keys j <= i (needs queries == keys)
    float scale = 1.0f;  ///< usually 1 / sqrt(d_head)
    const float *q = nullptr;
    const float *k = nullptr;
    const float *v = nullptr;
    float *out = nullptr;
};

/// An engine failed while computing (a device lost, out of memory). The message says why.
class EngineError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/// Turns a scenario into a result. Views never compute; engines never draw.
class Engine
{
public:
    virtual ~Engine() = default;

    /// Short name used on the command line and in the status bar: "cpu", "opencl".
    virtual QString name() const = 0;
    /// What the engine runs on, for `attentionlab devices` and the window.
    virtual QString description() const = 0;
    /// How many threads or compute units work in parallel, for benchmark reports.
    virtual int threadCount() const = 0;

    /// Time spent so far building device code (OpenCL kernels); 0 for engines that build nothing.
    virtual double kernelBuildMilliseconds() const { return 0.0; }

    /// The lesson path: every intermediate of every head. The scenario must be valid
    /// (validateScenario() returned nothing).
    virtual AttentionResult run(const Scenario &scenario) = 0;
    /// The long-sequence path: fills batch.out only.
    virtual void attend(const AttentionBatch &batch) = 0;
};

} // namespace attn
