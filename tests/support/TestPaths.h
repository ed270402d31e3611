#pragma once

#include <QDir>
#include <QString>
#include <QStringList>

namespace attn::test {

/// resources/examples, where the lessons live (set by CMake).
inline QString examplesFolder()
{
    return QStringLiteral(ATTN_EXAMPLES_DIR);
}

inline QStringList exampleFiles()
{
    QStringList files;
    for (const QString &name : QDir(examplesFolder()).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        files << examplesFolder() + u'/' + name;
    return files;
}

} // namespace attn::test
