#pragma once

#include "AttentionBatch.h"
#include "AttentionResult.h"
#include "scenario/Scenario.h"

#include <QString>
#include <atomic>
#include <optional>
#include <stdexcept>

namespace attn {

/// An engine failed while computing (a device lost, out of memory). The message says why.
class EngineError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/// run() stopped because its caller raised the cancellation flag (see Engine::setCancellationFlag).
class ComputationCancelled : public std::runtime_error
{
public:
    ComputationCancelled() : std::runtime_error("cancelled") {}
};

/// The engines this program has. The CPU engine is the reference: every other engine's numbers are checked
/// against it, and the window falls back to it.
enum class EngineKind { Cpu, OpenCl };
/// An engine's name on the command line, in settings and in the status bar: "cpu", "opencl".
QString engineKindKey(EngineKind kind);
std::optional<EngineKind> engineKindFromKey(const QString &key);

/// Turns a scenario into a result. Views never compute; engines never draw.
class Engine
{
public:
    virtual ~Engine() = default;

    virtual EngineKind kind() const = 0;
    /// Short name used on the command line and in the status bar: its kind's key.
    virtual QString name() const { return engineKindKey(kind()); }
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
    /// The time the device spent in the last attend()'s kernels, without the copies to and from it:
    /// what a GPU-resident peer (PyTorch on the same card) is compared with. Nothing for engines that
    /// compute in the program's own threads, where the wall-clock time is the whole story.
    virtual std::optional<double> lastKernelMilliseconds() const { return std::nullopt; }

    /// A flag another thread may raise to stop run() at the next head, which then throws
    /// ComputationCancelled. nullptr (the default): run() always finishes.
    void setCancellationFlag(const std::atomic<bool> *flag) { m_cancellation = flag; }

protected:
    bool isCancellable() const { return m_cancellation != nullptr; }
    bool cancellationRequested() const { return m_cancellation && m_cancellation->load(std::memory_order_relaxed); }

private:
    const std::atomic<bool> *m_cancellation = nullptr;
};

} // namespace attn
