#pragma once

#include <QByteArray>
#include <QString>
#include <memory>
#include <optional>

// The one way this program opens a file it reads (scenarios, language models, checkpoints, tokenizers,
// settings): regular files only, refused by type before a byte is read, so that a FIFO cannot block and a
// device cannot stream for ever; bounded by a limit stated per kind of file.
namespace attn {

/// A regular file open for reading by offset. A file that shrinks while it is read gives an error at the
/// read that misses its bytes, never a signal (it is read with pread, not mapped).
class RegularFile
{
public:
    /// Opens path without blocking and checks that it is a regular file of at most maxBytes; kind names
    /// the file in messages ("checkpoint", "vocabulary"). Nothing, with *error set, when it is not.
    static std::unique_ptr<RegularFile> open(const QString &path, qint64 maxBytes, const QString &kind, QString *error);
    ~RegularFile();
    RegularFile(const RegularFile &) = delete;
    RegularFile &operator=(const RegularFile &) = delete;

    const QString &path() const { return m_path; }
    /// The size when it was opened.
    qint64 size() const { return m_size; }
    /// Reads exactly bytes bytes at offset into out; false with *error set ("changed while it was read")
    /// when the file ends early or the read fails.
    bool readAt(qint64 offset, void *out, qint64 bytes, QString *error) const;

    /// Reads up to bytes bytes at offset; how many (0 at the end), or -1 with *error set.
    qint64 readSome(qint64 offset, void *out, qint64 bytes, QString *error) const;

private:
    RegularFile(QString path, int descriptor, qint64 size);

    QString m_path;
    int m_descriptor = -1;
    qint64 m_size = 0;
};

/// Whether the bytes a text file may hold are in its first bytes: text files hold no NUL byte.
enum class FileContent { Binary, Text };

/// The bytes of a regular file of at most maxBytes, or nothing with *error set. A text file is read in
/// pieces and refused at its first NUL byte, so that a large file of zeros costs one piece to refuse.
/// Paths starting with ':' are Qt resources (the built-in lessons).
std::optional<QByteArray> readRegularFile(const QString &path, qint64 maxBytes, const QString &kind, QString *error,
                                          FileContent content = FileContent::Text);

} // namespace attn
