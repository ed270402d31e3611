#include "WholeFileWrite.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <cerrno>
#include <cstring>
#include <tuple>
#include <sys/stat.h>
#include <unistd.h>

namespace attn {
namespace {

/// The reasons in the language the window speaks (English on the command line); the system's own reason,
/// where it gives one, comes as the system words it.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(WholeFileWrite)
};

/// Qt leaves errorString() as "Unknown error" when a later successful call has cleared the failure; the
/// first reason seen is the one the user needs.
QString reasonOf(const QFileDevice &file, const QString &fallback)
{
    const QString reason = file.errorString();
    return reason.isEmpty() || reason == QLatin1String("Unknown error") ? fallback : reason;
}

/// Runs the writer: an empty string where it says every byte went, else the reason. A write the system cut
/// short (ENOSPC after part of it) leaves no error in Qt, only in errno, read at once.
QString writtenOrReason(QFileDevice &device, const std::function<bool(QIODevice &)> &write)
{
    errno = 0;
    if (write(device))
        return {};
    const int refused = errno;
    return reasonOf(device, refused ? QString::fromLocal8Bit(std::strerror(refused)) : Text::tr("the data could not be written"));
}

} // namespace

QString commitWhole(QSaveFile &file)
{
    if (file.error() != QFileDevice::NoError || !file.flush()) {
        const QString reason = reasonOf(file, Text::tr("the data could not be written"));
        file.cancelWriting();
        file.commit(); // closes the temporary file, which cancelWriting() has marked to be removed
        return reason;
    }
    if (!file.commit())
        return reasonOf(file, Text::tr("the file could not be replaced"));
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
        return reasonOf(device, Text::tr("cannot be opened for writing"));
    return writeThrough(device, write);
}

QString writeThrough(QFileDevice &device, const std::function<bool(QIODevice &)> &write)
{
    if (const QString refused = writtenOrReason(device, write); !refused.isEmpty())
        return refused;
    return flushOrReason(device);
}

QString writeWhole(const QString &path, const std::function<bool(QIODevice &)> &write)
{
    if (QFileInfo(path).isDir())
        return Text::tr("is a folder");
    const QByteArray name = QFile::encodeName(path);
    struct stat target {};
    const bool reachable = ::stat(name.constData(), &target) == 0;
    const int unreachable = reachable ? 0 : errno;
    // A link in a loop cannot be followed: the save file would replace the link itself with a file. (A link
    // to a file not yet there is followed, and the file made.)
    if (unreachable == ELOOP)
        return Text::tr("is a symbolic link that leads nowhere (%1); name the file itself")
            .arg(QString::fromLocal8Bit(std::strerror(unreachable)));
    if (isWrittenInPlace(path))
        return writeInPlace(path, write);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        // The new file is made in the folder and renamed over the old one: where the folder is the trouble,
        // the message says so, since "x.json: No such file or directory" would read as if the file were at
        // fault (and the user could do nothing to the file about it).
        const QString reason = reasonOf(file, Text::tr("cannot be created"));
        const QFileInfo folder(QFileInfo(path).absolutePath());
        if (!folder.isDir())
            return Text::tr("the folder %1 is not there (moved or deleted?)").arg(folder.absoluteFilePath());
        if (!folder.isWritable())
            return Text::tr("no new file can be made in the folder %1 (%2)").arg(folder.absoluteFilePath(), reason);
        return reason;
    }
    if (const QString reason = writtenOrReason(file, write); !reason.isEmpty()) {
        file.cancelWriting();
        file.commit();
        return reason;
    }
    if (const QString reason = commitWhole(file); !reason.isEmpty())
        return reason;
    // The new file is the program's; the one it replaces may have been another user's or group's (run as
    // root, or in a shared folder). Where the system allows, the new one keeps them.
    // (Where it does not, the new file stays the program's: chown's failure is no failure of the write.)
    if (reachable && S_ISREG(target.st_mode) && (target.st_uid != ::geteuid() || target.st_gid != ::getegid()))
        std::ignore = ::chown(name.constData(), target.st_uid, target.st_gid);
    return {};
}

int hardLinkCount(const QString &path)
{
    struct stat status {};
    if (::stat(QFile::encodeName(path).constData(), &status) != 0 || !S_ISREG(status.st_mode))
        return 0;
    return int(status.st_nlink);
}

QString writeFileWhole(const QString &path, const QByteArray &bytes)
{
    return writeWhole(path, [&bytes](QIODevice &device) { return device.write(bytes) == bytes.size(); });
}

QString flushOrReason(QIODevice &device)
{
    auto *file = qobject_cast<QFileDevice *>(&device);
    if (file && (file->error() != QFileDevice::NoError || !file->flush()))
        return reasonOf(*file, Text::tr("the output could not be written"));
    return {};
}

} // namespace attn
