#include "OpenClFaults.h"

#include <QDebug>
#include <array>
#include <utility>

namespace attn {
namespace {

constexpr std::array<std::pair<OpenClFault, const char *>, 4> kFaultNames{{
    {OpenClFault::NoPlatform, "no-platform"},
    {OpenClFault::BuildFailure, "build-failure"},
    {OpenClFault::OutOfResources, "out-of-resources"},
    {OpenClFault::DeviceLost, "device-lost"},
}};

} // namespace

OpenClFault injectedOpenClFault()
{
    const QByteArray name = qgetenv(kOpenClFaultVariable);
    if (name.isEmpty())
        return OpenClFault::None;
    for (const auto &[fault, faultName] : kFaultNames)
        if (name == faultName)
            return fault;
    static bool warned = false;
    if (!warned) {
        warned = true;
        qWarning().noquote() << QStringLiteral("%1=%2 is not a fault this program can inject (known: no-platform, "
                                               "build-failure, out-of-resources, device-lost); ignored")
                                    .arg(QLatin1String(kOpenClFaultVariable), QString::fromLocal8Bit(name));
    }
    return OpenClFault::None;
}

QString openClFaultName(OpenClFault fault)
{
    for (const auto &[known, name] : kFaultNames)
        if (known == fault)
            return QString::fromLatin1(name);
    return QStringLiteral("none");
}

} // namespace attn
