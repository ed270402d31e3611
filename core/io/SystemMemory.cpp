#include "SystemMemory.h"

#include <QFile>
#include <QRegularExpression>
#include <QStringList>
#include <limits>
#include <sys/resource.h>
#include <unistd.h>

namespace attn {

namespace {

/// A small file of the kernel's (/proc, /sys): read whole, at most a page or two.
QByteArray kernelFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.read(64 * 1024);
}

/// "Name:   1234 kB" of a /proc status-like file, in bytes; -1 when absent.
qint64 kilobyteField(const QByteArray &text, const char *name)
{
    const QRegularExpression field(QStringLiteral("^%1:\\s+(\\d+) kB").arg(QLatin1String(name)), QRegularExpression::MultilineOption);
    const QRegularExpressionMatch match = field.match(QString::fromLatin1(text));
    return match.hasMatch() ? match.captured(1).toLongLong() * 1024 : -1;
}

qint64 pageBytes()
{
    return qint64(::sysconf(_SC_PAGESIZE));
}

/// The process's address space now (statm's first field, in pages).
qint64 addressSpaceBytes()
{
    const QList<QByteArray> fields = kernelFile(QStringLiteral("/proc/self/statm")).split(' ');
    return fields.isEmpty() ? 0 : fields.first().toLongLong() * pageBytes();
}

/// What a limit leaves, or nothing (the largest number) where it is not set.
qint64 roomUnderLimit(int resource, qint64 used)
{
    struct rlimit limit {};
    if (::getrlimit(resource, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY)
        return std::numeric_limits<qint64>::max();
    return std::max<qint64>(0, qint64(limit.rlim_cur) - used);
}

/// memory.max less memory.current of the process's control group (version 2), or the largest number.
qint64 roomInControlGroup()
{
    const QString membership = QString::fromLatin1(kernelFile(QStringLiteral("/proc/self/cgroup")));
    for (const QString &line : membership.split(u'\n')) {
        if (!line.startsWith(QLatin1String("0::")))
            continue;
        const QString folder = QStringLiteral("/sys/fs/cgroup") + line.mid(3).trimmed();
        const QByteArray maximum = kernelFile(folder + QStringLiteral("/memory.max")).trimmed();
        const QByteArray current = kernelFile(folder + QStringLiteral("/memory.current")).trimmed();
        bool maximumOk = false, currentOk = false;
        const qint64 maximumBytes = maximum.toLongLong(&maximumOk), currentBytes = current.toLongLong(&currentOk);
        if (maximumOk && currentOk)
            return std::max<qint64>(0, maximumBytes - currentBytes);
    }
    return std::numeric_limits<qint64>::max();
}

} // namespace

MemoryRoom memoryRoom()
{
    MemoryRoom room{std::numeric_limits<qint64>::max(), {}};
    const auto consider = [&room](qint64 bytes, const char *limit) {
        if (bytes < room.bytes)
            room = MemoryRoom{bytes, QString::fromLatin1(limit)};
    };
    if (const qint64 available = kilobyteField(kernelFile(QStringLiteral("/proc/meminfo")), "MemAvailable"); available >= 0)
        consider(available, "available memory");
    const qint64 used = addressSpaceBytes();
    consider(roomUnderLimit(RLIMIT_AS, used), "ulimit -v");
    consider(roomUnderLimit(RLIMIT_DATA, used), "ulimit -d");
    consider(roomInControlGroup(), "the control group's memory.max");
    return room;
}

QString memoryText(qint64 bytes)
{
    if (bytes >= 1000LL * 1000 * 1000)
        return QStringLiteral("%1 GB").arg(double(bytes) / 1e9, 0, 'f', 2);
    return QStringLiteral("%1 MB").arg(std::max<qint64>(1, (bytes + 500 * 1000) / (1000 * 1000)));
}

qint64 peakResidentBytes()
{
    return std::max<qint64>(0, kilobyteField(kernelFile(QStringLiteral("/proc/self/status")), "VmHWM"));
}

} // namespace attn
