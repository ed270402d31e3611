#pragma once

#include "engine/Engine.h"

namespace attn {

/// The reference engine: Eigen on the CPU, float32. Always available.
class CpuEngine final : public Engine
{
public:
    QString name() const override { return QStringLiteral("cpu"); }
    QString description() const override;
    int threadCount() const override;
    AttentionResult run(const Scenario &scenario) override;
    void attend(const AttentionBatch &batch) override;
};

} // namespace attn
