#pragma once

#include "TinyGpt2Checkpoint.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <functional>
#include <QJsonDocument>
#include <QStringList>
#include <QtEndian>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
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

/// A float16 checkpoint whose embedding is vocabulary x width, written sparse: the file is as large as its
/// header says (every tensor's bytes are there, zeros), but takes no disk.
inline bool writeSparseFloat16Checkpoint(const QString &folder, int vocabulary, int width)
{
    TinyGpt2Checkpoint checkpoint;
    checkpoint.dtype = QStringLiteral("F16");
    checkpoint.width = width;
    checkpoint.heads = 1;
    checkpoint.layers = 1;
    checkpoint.positions = 4;
    checkpoint.randomize(1);
    if (!checkpoint.write(folder))
        return false;
    QJsonObject config = QJsonDocument::fromJson([&] {
                             QFile file(folder + QStringLiteral("/config.json"));
                             return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
                         }()).object();
    config[QStringLiteral("vocab_size")] = vocabulary;
    // The header: every tensor as the small checkpoint has it, but the embedding of the large vocabulary.
    QJsonObject header;
    qint64 offset = 0;
    const auto add = [&](const QString &name, QJsonArray shape, qint64 elements) {
        header[name] = QJsonObject{{"dtype", "F16"}, {"shape", shape}, {"data_offsets", QJsonArray{double(offset), double(offset + 2 * elements)}}};
        offset += 2 * elements;
    };
    for (const auto &[name, values] : checkpoint.tensors) {
        if (name == QLatin1String("wte.weight"))
            add(name, QJsonArray{vocabulary, width}, qint64(vocabulary) * width);
        else if (checkpoint.isVector.at(name))
            add(name, QJsonArray{int(values.cols())}, values.cols());
        else
            add(name, QJsonArray{int(values.rows()), int(values.cols())}, values.size());
    }
    QByteArray headerText = QJsonDocument(header).toJson(QJsonDocument::Compact);
    while (headerText.size() % 8 != 0)
        headerText += ' ';
    QFile weights(folder + QStringLiteral("/model.safetensors"));
    if (!weights.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    char length[8];
    qToLittleEndian<quint64>(quint64(headerText.size()), length);
    weights.write(length, 8);
    weights.write(headerText);
    weights.close();
    QFile configFile(folder + QStringLiteral("/config.json"));
    return QFile::resize(folder + QStringLiteral("/model.safetensors"), 8 + headerText.size() + offset) &&
           configFile.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           configFile.write(QJsonDocument(config).toJson()) > 0;
}


/// A checkpoint whose merges are one chain, "b a", "ba a", "baa a", ... (count merges): a word of "b" and n
/// a's takes n joins, and GPT-2's reference scans the whole word again for each (27 s for 30 words of 4000).
inline TinyGpt2Checkpoint mergeChainCheckpoint(int count, int positions)
{
    TinyGpt2Checkpoint checkpoint;
    checkpoint.layers = 1;
    checkpoint.heads = 1;
    checkpoint.positions = positions;
    checkpoint.merges.clear();
    QString piece = QStringLiteral("b");
    for (int index = 0; index < count; ++index) {
        checkpoint.merges << piece + QStringLiteral(" a");
        piece += u'a';
    }
    checkpoint.randomize(5);
    return checkpoint;
}

/// The words a merge chain joins: count words of "b" and length - 1 a's, between full stops.
inline QString mergeChainText(int count, int length)
{
    QStringList words;
    for (int index = 0; index < count; ++index)
        words << u'b' + QString(length - 1, u'a');
    return words.join(u'.');
}

/// Bytes a process (0: this one) has read so far: rchar of /proc/<pid>/io.
inline qint64 bytesReadBy(qint64 pid = 0)
{
    QFile io(pid == 0 ? QStringLiteral("/proc/self/io") : QStringLiteral("/proc/%1/io").arg(pid));
    if (!io.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : io.readAll().split('\n'))
        if (line.startsWith("rchar:"))
            return line.mid(6).trimmed().toLongLong();
    return -1;
}

/// Text that reads as other text: a right-to-left override, a zero-width space, a line separator and a
/// soft hyphen between words, each a token's bytes in GPT-2's byte-level vocabulary.
inline QString textThatLies()
{
    return QStringLiteral("the \u202Eevil ca\u200Bt a\u2028b sat\u00AD");
}

/// Merges that make each lying character of textThatLies() one token (its UTF-8 bytes joined), so that
/// the token's text is the character itself rather than its bytes one by one.
inline QStringList mergesOfTheCharactersThatLie()
{
    QStringList merges;
    for (const char16_t character : {u'\u202E', u'\u200B', u'\u2028', u'\u00AD'}) {
        const QByteArray bytes = QString(QChar(character)).toUtf8();
        QString joined = byteCharacter(uchar(bytes[0]));
        for (qsizetype index = 1; index < bytes.size(); ++index) {
            merges << joined + u' ' + byteCharacter(uchar(bytes[index]));
            joined += byteCharacter(uchar(bytes[index]));
        }
    }
    return merges;
}

/// Runs work with the address space limited to what the process holds and `room` bytes more (ulimit -v
/// from inside), then lifts the limit again.
template <typename Work>
void withAddressSpaceRoom(qint64 room, Work work)
{
    struct rlimit before {};
    ::getrlimit(RLIMIT_AS, &before);
    QFile statm(QStringLiteral("/proc/self/statm"));
    statm.open(QIODevice::ReadOnly);
    const qint64 used = statm.readAll().split(' ').first().toLongLong() * ::sysconf(_SC_PAGESIZE);
    struct rlimit limited = before;
    limited.rlim_cur = rlim_t(used + room);
    ::setrlimit(RLIMIT_AS, &limited);
    work();
    ::setrlimit(RLIMIT_AS, &before);
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
