#include "WindowProcess.h"

#include <QByteArray>
#include <QtGlobal>

#ifdef Q_OS_LINUX
#include <unistd.h>
#endif

namespace attn::cli {

void startAgainWithSleepingOpenMpThreads(char *argv[])
{
#ifdef Q_OS_LINUX
    if (qEnvironmentVariableIsSet("OMP_WAIT_POLICY") || qEnvironmentVariableIsSet("GOMP_SPINCOUNT"))
        return;
    qputenv("OMP_WAIT_POLICY", "passive");
    ::execv("/proc/self/exe", argv);
    // Not started again: this process's OpenMP already runs with the default policy. The variable stays set
    // and says so to nothing but programs this one starts, which may as well sleep too.
#else
    Q_UNUSED(argv)
#endif
}

const char *openMpWaitPolicy()
{
    static const QByteArray policy = qgetenv("OMP_WAIT_POLICY").toLower();
    return policy.isEmpty() ? "default" : policy.constData();
}

} // namespace attn::cli
