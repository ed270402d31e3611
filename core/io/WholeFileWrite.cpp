#include "WholeFileWrite.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace attn {
namespace {

/// Qt leaves errorString() as "Unknown error" when a later successful call has cleared the failure; the
/// first reason seen is the one the user needs.
QString reasonOf(const QFileDevice &file, const QString &fallback)
{
    const QString reason = file.errorString();
    return reason.isEmpty() || reason == QLatin1String("Unknown error") ? fallback : reason;
}

} // namespace

QString commitWhole(QSaveFile &file)
{
    if (file.error() != QFileDevice::NoError || !file.flush()) {
        const QString reason = reasonOf(file, QStringLiteral("the data could not be written"));
        file.cancelWriting();
        file.commit(); // closes the temporary file, which cancelWriting() has marked to be removed
        return reason;
    }
    if (!file.commit())
        return reasonOf(file, QStringLiteral("the file could not be replaced"));
    return {};
}

bool isWrittenInPlace(const QString &path)
{
    const QFileInfo target(path); // follows symbolic links: /dev/stdout is a pipe or a terminal
    return target.exists() && !target.isFile() && !target.isDir();
}

QString writeInPlace(const QString &path, const std::function<bool(QIODevice &)> &write)
{
    QFile device(path);
    if (!device.open(QIODevice::WriteOnly))
        return reasonOf(device, QStringLiteral("cannot be opened for writing"));
    if (!write(device))
        return reasonOf(device, QStringLiteral("the data could not be written"));
    return flushOrReason(device);
}

QString writeFileWhole(const QString &path, const QByteArray &bytes)
{
    if (QFileInfo(path).isDir())
        return QStringLiteral("is a folder");
    if (isWrittenInPlace(path))
        return writeInPlace(path, [&bytes](QIODevice &device) { return device.write(bytes) == bytes.size(); });
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return reasonOf(file, QStringLiteral("cannot be created"));
    if (file.write(bytes) != bytes.size()) {
        const QString reason = reasonOf(file, QStringLiteral("the data could not be written"));
        file.cancelWriting();
        file.commit();
        return reason;
    }
    return commitWhole(file);
}

QString flushOrReason(QIODevice &device)
{
    auto *file = qobject_cast<QFileDevice *>(&device);
    if (file && (file->error() != QFileDevice::NoError || !file->flush()))
        return reasonOf(*file, QStringLiteral("the output could not be written"));
    return {};
}

} // namespace attn
