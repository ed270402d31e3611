#pragma once

#include "engine/Engine.h"

namespace attn {

class CpuKernel;

/// The reference engine: Eigen on the CPU, float32. Always available.
class CpuEngine final : public Engine
{
public:
    /// Uses the long-sequence kernel of that name (see CpuKernel); the preferred one when empty or
    /// not available here.
    explicit CpuEngine(const QString &kernelName = {});

    EngineKind kind() const override { return EngineKind::Cpu; }
    QString description() const override;
    int threadCount() const override;
    AttentionResult run(const Scenario &scenario) override;
    void attend(const AttentionBatch &batch) override;
    qint64 workingBytes(const AttentionBatch &batch) const override;
    /// The instruction set of the long-sequence kernel: "x86-64-v3", "baseline", ...
    QString kernelName() const;

private:
    const CpuKernel *m_kernel;
};

} // namespace attn
