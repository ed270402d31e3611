#include "CommandLine.h"

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace attn::cli {
namespace {

/// The first reason a write to stdout failed, kept for finishOutput().
QString &outputFailure()
{
    static QString failure;
    return failure;
}

} // namespace

void printError(const QString &message)
{
    std::fprintf(stderr, "attentionlab: %s\n", message.toLocal8Bit().constData());
}

void printOut(const QByteArray &text)
{
    const size_t written = std::fwrite(text.constData(), 1, size_t(text.size()), stdout);
    if ((written != size_t(text.size()) || std::fflush(stdout) != 0) && outputFailure().isEmpty())
        outputFailure() = QString::fromLocal8Bit(std::strerror(errno));
}

int finishOutput(int exitCode)
{
    if (std::fflush(stdout) != 0 && outputFailure().isEmpty())
        outputFailure() = QString::fromLocal8Bit(std::strerror(errno));
    // A subcommand that failed has said why already.
    if (exitCode != Done || (outputFailure().isEmpty() && !std::ferror(stdout)))
        return exitCode;
    printError(QStringLiteral("standard output: %1").arg(outputFailure().isEmpty() ? QStringLiteral("write error") : outputFailure()));
    return OutputFailed;
}

} // namespace attn::cli
