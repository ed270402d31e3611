#pragma once

#include "TestPaths.h"

#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace attn::test {

/// This environment with settings of its own: a run reads no settings the user's window saved (its
/// language, say, which the figures follow), only what a test writes there.
inline QProcessEnvironment programEnvironment()
{
    static const QTemporaryDir settings;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), settings.path());
    return environment;
}

/// What a run of the program gave.
struct ProgramRun
{
    int exitCode = -1; ///< -1 when it crashed or did not finish in time
    QByteArray out;
    QString err;
};

/// How to run it: for how long at most, with what environment, and where standard output goes.
struct ProgramOptions
{
    int timeoutMilliseconds = 120000;
    QProcessEnvironment environment = programEnvironment();
    QString standardOutputFile; ///< if set, standard output is written there rather than kept in ProgramRun::out
};

/// Runs this build's attentionlab program (attentionlabBinary()) with the arguments and waits for it.
inline ProgramRun runAttentionlab(const QStringList &arguments, const ProgramOptions &options = {})
{
    QProcess process;
    process.setProcessEnvironment(options.environment);
    if (!options.standardOutputFile.isEmpty())
        process.setStandardOutputFile(options.standardOutputFile);
    process.start(attentionlabBinary(), arguments);
    if (!process.waitForFinished(options.timeoutMilliseconds)) {
        process.kill();
        process.waitForFinished();
        return {-1, process.readAllStandardOutput(), QString::fromLocal8Bit(process.readAllStandardError())};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            QString::fromLocal8Bit(process.readAllStandardError())};
}

} // namespace attn::test
