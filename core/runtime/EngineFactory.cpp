#include "runtime/EngineFactory.h"

#include "cpu/CpuEngine.h"
#include "base/EnumKeys.h"

#include <QCoreApplication>

#ifdef ATTN_HAVE_OPENCL
#include "opencl/OpenClEngine.h"
#endif

namespace attn {

/// The engines' names, in the order they are listed (the menu, `devices`, "expected one of").
constexpr auto kEngineKeys = enumKeys<EngineKind>({
    {EngineKind::Cpu, "cpu"},
    {EngineKind::OpenCl, "opencl"},
});

QString engineKindKey(EngineKind kind)
{
    return kEngineKeys.key(kind);
}

std::optional<EngineKind> engineKindFromKey(const QString &key)
{
    return kEngineKeys.fromKey(key);
}

QStringList knownEngineNames()
{
    return kEngineKeys.keys();
}

EngineChoice createEngine(const QString &name, const EngineOptions &options)
{
    if (const std::optional<EngineKind> kind = engineKindFromKey(name))
        return createEngine(*kind, options);
    return {nullptr, QStringLiteral("unknown engine '%1' (known: %2)").arg(name, knownEngineNames().join(u", "))};
}

EngineChoice createEngine(EngineKind kind, const EngineOptions &options)
{
    switch (kind) {
    case EngineKind::Cpu:
        return {std::make_unique<CpuEngine>(), {}};
    case EngineKind::OpenCl: {
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
        return {nullptr, QCoreApplication::translate("OpenClEngine", "this program was built without OpenCL (ATTN_WITH_OPENCL=OFF)")};
#endif
    }
    }
    return {};
}

} // namespace attn
