#pragma once

#include "AttentionBatch.h"
#include "AttentionResult.h"
#include "scenario/Scenario.h"

#include <QString>
#include <stdexcept>

namespace attn {

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
    /// The memory attend() needs for this batch beyond Q, K, V and the output (scratch, copies):
    /// what the complexity view puts next to an n x n matrix.
    virtual qint64 workingBytes(const AttentionBatch &batch) const = 0;
};

} // namespace attn
