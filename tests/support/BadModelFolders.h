#pragma once

#include "TinyGpt2Checkpoint.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <functional>
#include <sys/stat.h>
#include <vector>

namespace attn::test {

/// A checkpoint folder made bad in one way, and what the refusal must say: the model files' rows of the
/// fault table, read through the reader, the command line and the window alike.
struct BadModelFolder
{
    const char *name;
    /// Damages a good checkpoint written into the folder; false if it could not.
    std::function<bool(const QString &folder)> damage;
    QString expected; ///< part of the refusal, after the file's path
};

inline bool replaceWithFifo(const QString &path)
{
    return QFile::remove(path) && ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0;
}

inline bool replaceWithLink(const QString &path, const QString &target)
{
    return QFile::remove(path) && QFile::link(target, path);
}

inline bool replaceContents(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

/// merges.txt of a chain: "a a", "aa a", "aaa a", ... (count merges), each making a longer run of a's.
inline QByteArray mergeChain(int count)
{
    QByteArray merges = "#version: 0.2\n";
    QByteArray piece = "a";
    for (int index = 0; index < count; ++index) {
        merges += piece + " a\n";
        piece += 'a';
    }
    return merges;
}

inline std::vector<BadModelFolder> badModelFolders()
{
    const QString notRegular = QStringLiteral("is not a regular file (a device, pipe or socket)");
    std::vector<BadModelFolder> rows;
    for (const char *file : {"config.json", "vocab.json", "merges.txt", "model.safetensors"}) {
        const QString name = QString::fromLatin1(file);
        rows.push_back({file, [name](const QString &folder) { return replaceWithFifo(folder + u'/' + name); }, notRegular});
    }
    rows.push_back({"config.json is /dev/zero", [](const QString &folder) { return replaceWithLink(folder + QStringLiteral("/config.json"), QStringLiteral("/dev/zero")); }, notRegular});
    rows.push_back({"config.json is /dev/urandom", [](const QString &folder) { return replaceWithLink(folder + QStringLiteral("/config.json"), QStringLiteral("/dev/urandom")); }, notRegular});
    rows.push_back({"vocab.json is /dev/urandom", [](const QString &folder) { return replaceWithLink(folder + QStringLiteral("/vocab.json"), QStringLiteral("/dev/urandom")); }, notRegular});
    rows.push_back({"merges.txt is /dev/zero", [](const QString &folder) { return replaceWithLink(folder + QStringLiteral("/merges.txt"), QStringLiteral("/dev/zero")); }, notRegular});
    rows.push_back({"model.safetensors is /dev/zero", [](const QString &folder) { return replaceWithLink(folder + QStringLiteral("/model.safetensors"), QStringLiteral("/dev/zero")); }, notRegular});
    rows.push_back({"more merges than tokens", [](const QString &folder) { return replaceContents(folder + QStringLiteral("/merges.txt"), mergeChain(300)); },
                    QStringLiteral("merges.txt: line 264: more merges than config.json's vocab_size (262)")});
    rows.push_back({"a raw tab inside a vocabulary token", [](const QString &folder) {
                        return replaceContents(folder + QStringLiteral("/vocab.json"), QByteArray("{\"a\": 0, \"b\tc\": 1}"));
                    }, QStringLiteral("vocab.json: byte 12: a string holds a raw control character")});
    rows.push_back({"a raw line break inside config.json's model_type", [](const QString &folder) {
                        return replaceContents(folder + QStringLiteral("/config.json"),
                                               QByteArray("{\"model_type\": \"gp\nt2\", \"n_layer\": 2, \"n_head\": 2, \"n_embd\": 8, "
                                                          "\"n_positions\": 12, \"vocab_size\": 262}"));
                    }, QStringLiteral("config.json: byte 19: a string holds a raw control character")});
    rows.push_back({"a NUL byte in merges.txt", [](const QString &folder) {
                        return replaceContents(folder + QStringLiteral("/merges.txt"), QByteArray("#version: 0.2\nĠ t\nh \0e\n", 24));
                    }, QStringLiteral("merges.txt:3:3: a NUL byte, which no text file holds")});
    return rows;
}

} // namespace attn::test
