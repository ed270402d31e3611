// A window that makes one edit, waits until the autosave has written it, prints the autosave's path and
// then runs until it is killed: tst_autosave kills it with SIGKILL and recovers the edit.
#include "document/ScenarioDocument.h"
#include "lessonwindow/MainWindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <cstdio>

int main(int argc, char *argv[])
{
    QApplication application(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("AttentionLab"));
    QCoreApplication::setApplicationName(QStringLiteral("attentionlab"));
    attn::MainWindow window;
    window.show();
    if (!window.document()->editEntry({attn::MatrixKind::SourceVectors}, 0, 0, 0.125))
        return 2;
    QElapsedTimer waited;
    waited.start();
    while (!QFile::exists(window.autosave()->filePath()) && waited.elapsed() < 20000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    std::printf("%s\n", qPrintable(window.autosave()->filePath()));
    std::fflush(stdout);
    return QApplication::exec();
}
