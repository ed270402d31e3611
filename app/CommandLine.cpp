#include "CommandLine.h"

#include <cstdio>

namespace attn::cli {

void printError(const QString &message)
{
    std::fprintf(stderr, "attentionlab: %s\n", message.toLocal8Bit().constData());
}

void printOut(const QByteArray &text)
{
    std::fwrite(text.constData(), 1, size_t(text.size()), stdout);
    std::fflush(stdout);
}

} // namespace attn::cli
