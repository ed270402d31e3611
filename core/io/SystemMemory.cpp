#include "SystemMemory.h"

#include <QFile>
#include <QRegularExpression>
#include <QStringList>
#include <cstring>
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

/// A field of a cgroup's memory.stat ("inactive_file 1234"), in bytes; 0 when absent.
qint64 statField(const QByteArray &stat, const char *name)
{
    for (const QByteArray &line : stat.split('\n'))
        if (line.startsWith(name) && line.size() > qsizetype(std::strlen(name)) && line[qsizetype(std::strlen(name))] == ' ')
            return line.mid(qsizetype(std::strlen(name)) + 1).trimmed().toLongLong();
    return 0;
}

/// What the process's control group (version 2) and every group above it leave: the least of each one's
/// memory.max less memory.current, where the file cache that the kernel would drop first (inactive_file:
/// a checkpoint just read fills it) is not counted as used. The largest number where no limit is set.
qint64 roomInControlGroup()
{
    const QString membership = QString::fromLatin1(kernelFile(QStringLiteral("/proc/self/cgroup")));
    qint64 room = std::numeric_limits<qint64>::max();
    for (const QString &line : membership.split(u'\n')) {
        if (!line.startsWith(QLatin1String("0::")))
            continue;
        QString group = line.mid(3).trimmed();
        for (;;) {
            const QString folder = QStringLiteral("/sys/fs/cgroup") + (group == QLatin1String("/") ? QString() : group);
            const QByteArray maximum = kernelFile(folder + QStringLiteral("/memory.max")).trimmed();
            const QByteArray current = kernelFile(folder + QStringLiteral("/memory.current")).trimmed();
            bool maximumOk = false, currentOk = false;
            const qint64 maximumBytes = maximum.toLongLong(&maximumOk), currentBytes = current.toLongLong(&currentOk);
            if (maximumOk && currentOk) {
                const qint64 droppable = statField(kernelFile(folder + QStringLiteral("/memory.stat")), "inactive_file");
                room = std::min(room, std::max<qint64>(0, maximumBytes - (currentBytes - droppable)));
            }
            if (group.isEmpty() || group == QLatin1String("/"))
                break;
            group = group.left(std::max<qsizetype>(0, group.lastIndexOf(u'/')));
            if (group.isEmpty())
                group = QStringLiteral("/");
        }
    }
    return room;
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
    consider(roomUnderLimit(RLIMIT_AS, addressSpaceBytes()), "ulimit -v");
    // RLIMIT_DATA counts the data segment and private writable mappings, which VmData is.
    consider(roomUnderLimit(RLIMIT_DATA, std::max<qint64>(0, kilobyteField(kernelFile(QStringLiteral("/proc/self/status")), "VmData"))),
             "ulimit -d");
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
