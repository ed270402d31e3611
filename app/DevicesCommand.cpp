#include "CommandLine.h"
#include "SubcommandSupport.h"
#include "cpu/CpuKernels.h"
#include "runtime/EngineFactory.h"

#ifdef ATTN_HAVE_OPENCL
#include "opencl/OpenClDevices.h"
#endif

namespace attn::cli {

int runDevices(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Lists the engines and the devices they can run on."));
    parser.addPositionalArgument(QStringLiteral("devices"), {}, QStringLiteral("devices"));
    if (std::optional<int> stop = parseSubcommand(parser, arguments))
        return *stop;
    if (!takesNoArgumentsOrReport(parser, QStringLiteral("devices")))
        return UsageError;
    QByteArray out = "engines:\n";
    for (const QString &name : knownEngineNames()) {
        const EngineChoice choice = createEngine(name);
        // The commands refuse the CPU engine while ATTN_CPU_KERNEL names no kernel that runs here: listed
        // as they would find it, not as available.
        const QString kernelProblem = engineKindFromKey(name) == EngineKind::Cpu ? CpuKernel::environmentProblem() : QString();
        const QString line = !kernelProblem.isEmpty()
                                 ? QStringLiteral("  %1  unavailable to the commands: %2").arg(name, kernelProblem)
                             : choice.engine ? QStringLiteral("  %1  available: %2").arg(name, choice.engine->description())
                                             : QStringLiteral("  %1  unavailable: %2").arg(name, choice.unavailableReason);
        out += line.toUtf8() + '\n';
    }
    // Which instruction sets the CPU engine's kernels can use here, best first, and why a module is
    // missing if one is (the engine then runs a slower one, and says which in its description).
    out += "CPU kernels (" + QByteArray(kCpuKernelVariable) + "=NAME): " + CpuKernel::availableNames().join(u", ").toUtf8() + '\n';
    if (!CpuKernel::loadProblem().isEmpty())
        out += "  modules not loaded: " + CpuKernel::loadProblem().toUtf8() + '\n';
#ifdef ATTN_HAVE_OPENCL
    const OpenClDeviceList openCl = listOpenClDevices();
    out += "OpenCL devices (--device N, or " + QByteArray(kOpenClDeviceVariable) + "=N):\n";
    for (const OpenClDeviceInfo &device : openCl.devices)
        out += "  " + device.toString().toUtf8() + '\n';
    if (openCl.devices.empty())
        out += "  none: " + openCl.error.toUtf8() + '\n';
#endif
    printOut(out);
    return Done;
}

} // namespace attn::cli
