#pragma once

#include <QByteArray>
#include <QString>
#include <functional>

class QFileDevice;
class QIODevice;
class QSaveFile;

namespace attn {

/// Whether path names something that is written in place rather than replaced: a device (/dev/null), a named
/// pipe, a terminal (/dev/stdout). Renaming a temporary file over it would replace the device itself (run as
/// root, `--out /dev/null` would turn /dev/null into a regular file), and it holds no earlier content to
/// keep. A symbolic link to a regular file is not: QSaveFile replaces the file it points to.
bool isWrittenInPlace(const QString &path);
/// Writes such a target through write, which says whether every byte went: the system's reason on
/// failure, else an empty string.
QString writeInPlace(const QString &path, const std::function<bool(QIODevice &)> &write);
/// Writes an open device (standard output) through write, likewise: the system's reason where write says
/// a byte did not go (a short write) or the flush fails, else an empty string.
QString writeThrough(QFileDevice &device, const std::function<bool(QIODevice &)> &write);

/// Writes path whole or not at all through write, which says whether every byte went (the output of a
/// command, formatted as it is written): into a temporary file beside it, renamed over the target only if
/// write and the flush both succeeded. A write the system cut short (a nearly full disk takes 20 KB of 45
/// and refuses the rest) is a failure with the system's reason: Qt reports such a short write without an
/// error, and would keep a truncated file as if whole. A target written in place (isWrittenInPlace) is
/// written directly. A symbolic link is followed: the file it leads to is replaced (a link in a loop is
/// refused). The new file keeps the old one's owner and group where the system allows; other
/// hard links to the old file keep the old content (hardLinkCount tells a caller to say so). The system's
/// reason on failure, else an empty string.
QString writeWhole(const QString &path, const std::function<bool(QIODevice &)> &write);

/// How many names a regular file has (st_nlink), 0 where path is not one.
int hardLinkCount(const QString &path);

/// Writes bytes to path whole or not at all: into a temporary file beside it, flushed and checked, then
/// renamed over the target. On failure the previous file is untouched and the system's reason comes back
/// ("No space left on device"); on success, an empty string. A target written in place (isWrittenInPlace)
/// is opened and written directly.
QString writeFileWhole(const QString &path, const QByteArray &bytes);

/// Completes a QSaveFile that has been written to: flushes it, and only if every byte reached the disk
/// renames it over the target; otherwise discards it. Returns the system's reason on failure, else empty.
/// QSaveFile::commit() alone is not enough in Qt 6.4: it flushes its buffer while closing and ignores a
/// failure there, so a full disk leaves a 0-byte file and commit() reports success.
QString commitWhole(QSaveFile &file);

/// Flushes standard output (or any sequential device) and says why it failed, if it did: a script that
/// redirects output to a full disk must not be told that everything was written.
QString flushOrReason(QIODevice &device);

} // namespace attn
