#include "EngineFactory.h"

#include "cpu/CpuEngine.h"

#ifdef ATTN_HAVE_OPENCL
#include "opencl/OpenClEngine.h"
#endif

namespace attn {

QStringList knownEngineNames()
{
    return {QStringLiteral("cpu"), QStringLiteral("opencl")};
}

EngineChoice createEngine(const QString &name, const EngineOptions &options)
{
    if (name == QStringLiteral("cpu"))
        return {std::make_unique<CpuEngine>(), {}};
    if (name == QStringLiteral("opencl")) {
#ifdef ATTN_HAVE_OPENCL
        try {
            OpenClOptions openClOptions;
            openClOptions.deviceIndex = options.openClDevice;
            return {std::make_unique<OpenClEngine>(openClOptions), {}};
        } catch (const EngineError &error) {
            return {nullptr, QString::fromUtf8(error.what())};
        }
#else
        Q_UNUSED(options)
        return {nullptr, QStringLiteral("this program was built without OpenCL (ATTN_WITH_OPENCL=OFF)")};
#endif
    }
    return {nullptr, QStringLiteral("unknown engine '%1' (known: %2)").arg(name, knownEngineNames().join(u", "))};
}

} // namespace attn
