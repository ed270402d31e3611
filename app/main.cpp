// attentionlab: the window, or one of the subcommands that run without a display.
#include "CommandLine.h"

#include <QCoreApplication>
#include <functional>
#include <map>

namespace {

const char kUsage[] = R"(Usage: attentionlab <command> [options]

AttentionLab shows how attention in transformers computes, stage by stage:
projections, scores QK^T, scaling by sqrt(d_k), the mask, softmax, weights times V,
concatenation of heads and the output projection.

Commands (no display needed):
  compute FILE [--engine cpu|opencl]   every stage of a scenario file, as JSON
  bench [--scenario FILE | --n N --d-head D --heads H [--causal]] [--engine E] [--repeat R]
                                       time an engine; prints median_ms and min_ms as JSON
  devices                              the engines and the devices they can use

  attentionlab <command> --help        the options of one command
  attentionlab --version               the version

Exit codes: 0 done, 1 usage error, 2 invalid input, 3 engine unavailable.
)";

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication application(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("attentionlab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ATTENTIONLAB_VERSION));

    using namespace attn::cli;
    const std::map<QString, std::function<int(const QStringList &)>> subcommands{
        {QStringLiteral("compute"), runCompute},
        {QStringLiteral("bench"), runBench},
        {QStringLiteral("devices"), runDevices},
    };
    const QStringList arguments = QCoreApplication::arguments().mid(1);
    if (!arguments.isEmpty()) {
        const auto subcommand = subcommands.find(arguments.first());
        if (subcommand != subcommands.end())
            return subcommand->second(arguments);
        if (arguments.first() == QLatin1String("--help") || arguments.first() == QLatin1String("-h")) {
            printOut(kUsage);
            return Done;
        }
        if (arguments.first() == QLatin1String("--version")) {
            printOut("attentionlab " ATTENTIONLAB_VERSION "\n");
            return Done;
        }
        if (arguments.first().startsWith(u'-')) {
            printError(QStringLiteral("unknown option '%1' (see 'attentionlab --help')").arg(arguments.first()));
            return UsageError;
        }
    }
    // Without a subcommand the program would open the window, which this version does not have yet.
    printError(QStringLiteral("this version has no window yet; use one of the commands below."));
    std::fputs(kUsage, stderr);
    return UsageError;
}
