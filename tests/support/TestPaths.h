#pragma once

#include <QCoreApplication>
#include <QDir>
#include <QString>
#include <QStringList>

namespace attn::test {

/// A path CMake gives relative to the tests' folder (attn_test_path in tests/CMakeLists.txt), made whole
/// against the folder of the running test, wherever the repository was cloned.
inline QString fromTestFolder(const char *relative)
{
    return QDir::cleanPath(QCoreApplication::applicationDirPath() + u'/' + QString::fromUtf8(relative));
}

/// resources/examples, where the lessons live.
inline QString examplesFolder()
{
    return fromTestFolder(ATTN_EXAMPLES_DIR);
}

#ifdef ATTENTIONLAB_BINARY
/// The attentionlab program of this build.
inline QString attentionlabBinary()
{
    return fromTestFolder(ATTENTIONLAB_BINARY);
}
#endif

inline QStringList exampleFiles()
{
    QStringList files;
    for (const QString &name : QDir(examplesFolder()).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        files << examplesFolder() + u'/' + name;
    return files;
}

} // namespace attn::test
