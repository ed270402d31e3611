#pragma once

// A full disk, for real: a 64 KiB tmpfs mounted in a temporary folder and filled to the last page, so that
// every write there fails as it does for a user whose disk is full ("No space left on device"). And one
// table of the program's writes, shared by the tests of every place that writes: the core's scenario
// writer, the command line and the window. Each write must fail with the system's reason and leave the
// file it would have replaced as it was.

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <QTest>
#include <cerrno>
#include <cstring>
#include <sys/mount.h>
#include <vector>

namespace attn::test {

class FullDisk
{
public:
    FullDisk()
    {
        if (!m_folder.isValid()) {
            m_whyNot = QStringLiteral("no temporary folder to mount on");
            return;
        }
        // Mounting needs root (CAP_SYS_ADMIN), which the CI's machine and scripts/test.sh as root have.
        if (::mount("tmpfs", QFile::encodeName(m_folder.path()).constData(), "tmpfs", MS_NOSUID | MS_NODEV,
                    "size=64k,mode=0700") != 0) {
            m_whyNot = QStringLiteral("mounting a 64 KiB tmpfs failed (%1); it needs root").arg(QString::fromLocal8Bit(std::strerror(errno)));
            return;
        }
        m_mounted = true;
    }
    ~FullDisk()
    {
        if (m_mounted)
            ::umount2(QFile::encodeName(m_folder.path()).constData(), MNT_DETACH);
    }
    FullDisk(const FullDisk &) = delete;
    FullDisk &operator=(const FullDisk &) = delete;

    bool isMounted() const { return m_mounted; }
    QString whyNot() const { return m_whyNot; }
    QString filePath(const QString &name) const { return m_folder.filePath(name); }

    /// Takes every free page, so that the next write of a new file fails with ENOSPC.
    bool fill()
    {
        QFile filler(filePath(QStringLiteral(".filler")));
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return false;
        const QByteArray page(4096, 'f');
        while (filler.write(page) == page.size()) {
        }
        return filler.error() != QFileDevice::NoError;
    }
    /// Fills the disk but for about `bytes` (whole pages), so that a larger write is cut short: the system
    /// takes what fits and refuses the rest, which Qt reports as a short write without an error.
    bool fillLeaving(qint64 bytes)
    {
        if (!fill())
            return false;
        QFile filler(filePath(QStringLiteral(".filler")));
        return filler.resize(std::max<qint64>(0, filler.size() - bytes));
    }
    /// Frees what fill() took.
    void makeRoom() { QFile::remove(filePath(QStringLiteral(".filler"))); }

private:
    QTemporaryDir m_folder;
    bool m_mounted = false;
    QString m_whyNot;
};

/// What the system says of a full disk: the words every failed write must pass on.
inline QString noSpaceReason()
{
    return QString::fromLocal8Bit(std::strerror(ENOSPC));
}

/// The places that write a user's data, and who exercises each.
enum class WritePlace {
    ScenarioWriter,       ///< core: writeScenarioFile, under every save
    WindowSave,           ///< the window: File › Save over the open file
    WindowAutosave,       ///< the window: the autosave two seconds after an edit
    WindowExport,         ///< the window: File › Export figure over an earlier figure
    CommandLineExport,    ///< attentionlab export --out over an earlier figure
    CommandLineStdout,    ///< attentionlab compute > file
    CommandLineOutFile,   ///< attentionlab compute --out over an earlier result
};

enum class Writer { Core, CommandLine, Window };

struct FullDiskWrite
{
    const char *name;
    WritePlace place;
    Writer writer;
};

inline std::vector<FullDiskWrite> fullDiskWrites()
{
    return {
        {"scenario writer", WritePlace::ScenarioWriter, Writer::Core},
        {"save", WritePlace::WindowSave, Writer::Window},
        {"autosave", WritePlace::WindowAutosave, Writer::Window},
        {"export from the window", WritePlace::WindowExport, Writer::Window},
        {"export", WritePlace::CommandLineExport, Writer::CommandLine},
        {"compute to standard output", WritePlace::CommandLineStdout, Writer::CommandLine},
        {"compute --out", WritePlace::CommandLineOutFile, Writer::CommandLine},
    };
}

/// One data row per write of the given writer, in a column "place".
inline void addFullDiskRows(Writer writer)
{
    QTest::addColumn<int>("place");
    for (const FullDiskWrite &write : fullDiskWrites()) {
        if (write.writer == writer)
            QTest::newRow(write.name) << int(write.place);
    }
}

} // namespace attn::test
