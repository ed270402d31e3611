#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

namespace attn::test {

/// What a run of the program gave.
struct ProgramRun
{
    int exitCode = -1; ///< -1 when it crashed or did not finish in time
    QByteArray out;
    QString err;
};

/// Runs the attentionlab binary (ATTENTIONLAB_BINARY, set by CMake) with the arguments and waits for it.
inline ProgramRun runAttentionlab(const QStringList &arguments, int timeoutMilliseconds = 120000,
                                  const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(ATTENTIONLAB_BINARY), arguments);
    if (!process.waitForFinished(timeoutMilliseconds)) {
        process.kill();
        process.waitForFinished();
        return {-1, process.readAllStandardOutput(), QString::fromLocal8Bit(process.readAllStandardError())};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            QString::fromLocal8Bit(process.readAllStandardError())};
}

} // namespace attn::test
