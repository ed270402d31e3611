#include "EngineFactory.h"

#include "cpu/CpuEngine.h"

namespace attn {

QStringList knownEngineNames()
{
    return {QStringLiteral("cpu"), QStringLiteral("opencl")};
}

EngineChoice createEngine(const QString &name)
{
    if (name == QStringLiteral("cpu"))
        return {std::make_unique<CpuEngine>(), {}};
    if (name == QStringLiteral("opencl"))
        return {nullptr, QStringLiteral("this build has no OpenCL engine yet")};
    return {nullptr, QStringLiteral("unknown engine '%1' (known: %2)").arg(name, knownEngineNames().join(u", "))};
}

} // namespace attn
