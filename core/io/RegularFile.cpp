#include "RegularFile.h"

#include <QCoreApplication>
#include <QFile>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace attn {

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(JsonReading)
};

QString systemError()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

/// A text file is read in pieces of this size, each checked for NUL bytes before the next is read.
constexpr qint64 kTextPieceBytes = 1 << 20;

} // namespace

RegularFile::RegularFile(QString path, int descriptor, qint64 size)
    : m_path(std::move(path)), m_descriptor(descriptor), m_size(size)
{
}

RegularFile::~RegularFile()
{
    if (m_descriptor >= 0)
        ::close(m_descriptor);
}

std::unique_ptr<RegularFile> RegularFile::open(const QString &path, qint64 maxBytes, const QString &kind, QString *error)
{
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer. The type is checked on the
    // descriptor (fstat), so nothing can be swapped in between the check and the read.
    const int descriptor = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (descriptor < 0) {
        *error = Text::tr("%1: cannot open: %2").arg(path, systemError());
        return nullptr;
    }
    struct stat status {};
    if (::fstat(descriptor, &status) != 0 || !S_ISREG(status.st_mode)) {
        *error = S_ISDIR(status.st_mode)
                     ? Text::tr("%1: is a folder, not a %2 file").arg(path, kind)
                     : Text::tr("%1: is not a regular file (a device, pipe or socket); a %2 is read from a file")
                           .arg(path, kind);
        ::close(descriptor);
        return nullptr;
    }
    ::fcntl(descriptor, F_SETFL, ::fcntl(descriptor, F_GETFL) & ~O_NONBLOCK);
    if (status.st_size > maxBytes) {
        *error = Text::tr("%1: %2 bytes is too large for a %3 (at most %4)")
                     .arg(path)
                     .arg(qint64(status.st_size))
                     .arg(kind)
                     .arg(maxBytes);
        ::close(descriptor);
        return nullptr;
    }
    return std::unique_ptr<RegularFile>(new RegularFile(path, descriptor, qint64(status.st_size)));
}

qint64 RegularFile::readSome(qint64 offset, void *out, qint64 bytes, QString *error) const
{
    for (;;) {
        const ssize_t got = ::pread(m_descriptor, out, size_t(bytes), off_t(offset));
        if (got >= 0)
            return qint64(got);
        if (errno != EINTR) {
            *error = Text::tr("%1: cannot read: %2").arg(m_path, systemError());
            return -1;
        }
    }
}

bool RegularFile::readAt(qint64 offset, void *out, qint64 bytes, QString *error) const
{
    char *into = static_cast<char *>(out);
    qint64 done = 0;
    while (done < bytes) {
        const qint64 got = readSome(offset + done, into + done, bytes - done, error);
        if (got < 0)
            return false;
        if (got == 0) {
            *error = Text::tr("%1: the file changed while it was read: it ends at byte %2, where %3 bytes were "
                              "expected from byte %4 (was it replaced or cut while the program read it?)")
                         .arg(m_path)
                         .arg(offset + done)
                         .arg(bytes)
                         .arg(offset);
            return false;
        }
        done += got;
    }
    return true;
}

std::optional<QByteArray> readRegularFile(const QString &path, qint64 maxBytes, const QString &kind, QString *error,
                                          FileContent content)
{
    if (path.startsWith(u':')) {
        QFile resource(path);
        if (!resource.open(QIODevice::ReadOnly)) {
            *error = Text::tr("%1: cannot open: %2").arg(path, resource.errorString());
            return std::nullopt;
        }
        return resource.readAll();
    }
    const std::unique_ptr<RegularFile> file = RegularFile::open(path, maxBytes, kind, error);
    if (!file)
        return std::nullopt;
    // Read to the end, whatever the size said, and at most maxBytes + 1: a file that grows while it is
    // read is refused rather than read without bound.
    QByteArray bytes;
    const qint64 piece = content == FileContent::Text ? kTextPieceBytes : std::max<qint64>(file->size(), 1);
    for (;;) {
        const qint64 before = bytes.size();
        const qint64 wanted = std::min(piece, maxBytes + 1 - before);
        bytes.resize(qsizetype(before + wanted));
        const qint64 got = file->readSome(before, bytes.data() + before, wanted, error);
        if (got < 0)
            return std::nullopt;
        bytes.resize(qsizetype(before + got));
        if (content == FileContent::Text) {
            if (const qsizetype nul = bytes.indexOf('\0', before); nul >= 0) {
                const qsizetype lineStart = bytes.lastIndexOf('\n', nul) + 1;
                *error = Text::tr("%1:%2:%3: a NUL byte, which no text file holds; a %4 is text (is this a binary file?)")
                             .arg(path)
                             .arg(bytes.left(nul).count('\n') + 1)
                             .arg(nul - lineStart + 1)
                             .arg(kind);
                return std::nullopt;
            }
        }
        if (bytes.size() > maxBytes) {
            *error = Text::tr("%1: more than %2 bytes is too large for a %3").arg(path).arg(maxBytes).arg(kind);
            return std::nullopt;
        }
        if (got == 0)
            return bytes;
    }
}

} // namespace attn
