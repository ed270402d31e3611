#pragma once

// One table of broken scenario files, each with the words its message must contain, shared by the tests of
// every place that opens a file: the reader, the command line (exit code 2) and the window (a dialog).
// Besides bad contents it holds what is no file at all: a device that never ends, a pipe that nobody
// writes, a folder. Each must be refused at once, never read until memory runs out or waited on for ever.

#include <QByteArray>
#include <QByteArrayList>
#include <QDir>
#include <QFile>
#include <QTest>
#include <QString>
#include <sys/stat.h>
#include <vector>

namespace attn::test {

/// What stands at a bad file's path.
enum class BadFileKind {
    Bytes,        ///< a regular file holding the row's bytes
    Oversized,    ///< a sparse regular file larger than any scenario may be (it costs no disk)
    EndlessDevice, ///< a link to /dev/zero, whose size says 0 and whose reading never ends
    EmptyDevice,  ///< a link to /dev/null: a character device, not a file
    Fifo,         ///< a named pipe with no writer: opening it to read would wait for ever
    Folder,       ///< a folder
};

struct BadScenarioFile
{
    const char *name;  ///< the test row
    QByteArray bytes;  ///< the file's contents, for BadFileKind::Bytes
    QString expected;  ///< what the message must contain after "<path>"
    BadFileKind kind = BadFileKind::Bytes;
};

/// A JSON array of count copies of item.
inline QByteArray jsonArrayOf(const QByteArray &item, int count)
{
    QByteArrayList items;
    items.reserve(count);
    for (int i = 0; i < count; ++i)
        items << item;
    return '[' + items.join(',') + ']';
}

inline std::vector<BadScenarioFile> badScenarioFiles()
{
    const QByteArray good = R"({"mode": "causal", "source": {"tokens": ["a", "b"], "vectors": [[1, 2], [3, 4]]}})";
    // 4096 tokens of d_model 1 under 17 heads: 17 x 4 x 4096^2 floats are 4.25 GiB, above the 4 GiB cap.
    const QByteArray manyHeads = "{\"mode\": \"causal\", \"source\": {\"tokens\": " + jsonArrayOf("\"t\"", 4096) +
                                 ", \"vectors\": " + jsonArrayOf("[1]", 4096) + "}, \"heads\": " +
                                 jsonArrayOf(R"({"wq": [[1]], "wk": [[1]], "wv": [[1]]})", 17) +
                                 ", \"wo\": " + jsonArrayOf("[1]", 17) + "}";
    return {
        {"not JSON", "mode: causal\n", ":1:2: not valid JSON: illegal value"},
        {"empty file", "", ": the file is empty"},
        // Valid JSON, but not an object: Qt's parser called it an "illegal value" at 1:2.
        {"null at the top level", "null\n", ": expected a JSON object at the top level, found null"},
        {"a number at the top level", "42", ": expected a JSON object at the top level, found a number"},
        {"only white space", " \n\t\n", ": the file is empty"},
        {"truncated", good.left(40), ":1:41: not valid JSON: unterminated object: the file ends before the object's closing \"}\""},
        {"binary garbage", QByteArray("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", 16), ":3:1: a NUL byte, which no text file holds"},
        // JSON writes control characters inside strings escaped; Qt's parser took them raw, a NUL inside "mode"
        // read as another key ("mode: missing").
        {"a raw tab inside a token's name", "{\"mode\": \"causal\", \"source\": {\"tokens\": [\"a\tb\"], \"vectors\": [[1]]}}",
         ":1:44: a string holds a raw control character (U+0009)"},
        {"a NUL inside a key", QByteArray("{\"mo\0de\": \"causal\"}", 20), ":1:5: a NUL byte, which no text file holds"},
        // Qt names what is wrong ("unterminated object" for a missing comma); the message adds what was expected.
        {"a comma missing between two keys", "{\"mode\": \"causal\"\n \"source\": {\"tokens\": [\"a\"], \"vectors\": [[1]]}}",
         ":2:3: not valid JSON: unterminated object: expected \",\" before the next \"key\", or \"}\" to close the object"},
        {"a comma missing between two rows", R"({"mode": "causal", "source": {"tokens": ["a", "b"], "vectors": [[1] [2]]}})",
         ":1:70: not valid JSON: missing value separator: expected \",\" between two values of the array, or \"]\" to close it"},
        {"a colon missing after a key", R"({"mode" "causal", "source": {"tokens": ["a"], "vectors": [[1]]}})",
         ":1:10: not valid JSON: missing name separator: expected \":\" between the key and its value"},
        {"a comma before a closing bracket", R"({"mode": "causal", "source": {"tokens": ["a"], "vectors": [[1],]}})",
         ":1:65: not valid JSON: object is missing after a comma: expected a value; JSON allows no \",\" before \"]\" or \"}\""},
        {"nesting too deep", QByteArray(2000, '[') + QByteArray(2000, ']'), "not valid JSON: too deeply nested"},
        {"wrong type", R"({"mode": "causal", "source": {"tokens": ["a"], "vectors": [[1, "x"]]}})",
         ": source.vectors[0][1] (source token 1 “a”, dimension 2): expected a finite number, found a string"},
        {"non-finite number", R"({"mode": "causal", "source": {"tokens": ["a"], "vectors": [[1e999]]}})",
         ":1:66: 1e999 is beyond float32's range"}, // JSON has no infinity: 1e999 is refused as it is read
        // What JavaScript and Python write for non-finite numbers, named at the literal's first character.
        {"NaN", R"({"mode": "causal", "source": {"tokens": ["a"], "vectors": [[NaN]]}})",
         ":1:61: NaN: JSON has no NaN or infinity; every number must be finite"},
        {"-Infinity on a later line", "{\"mode\": \"causal\",\n \"source\": {\"tokens\": [\"a\"], \"vectors\": [[1, -Infinity]]}}",
         ":2:46: -Infinity: JSON has no NaN or infinity; every number must be finite"},
        {"nan in lower case", R"({"mode": "causal", "source": {"tokens": ["a"], "vectors": [[nan]]}})",
         ":1:61: nan: JSON has no NaN or infinity"},
        // A sign alone is no number: not "- is beyond float32's range".
        {"a sign without digits", R"({"mode": "causal", "source": {"tokens": ["a"], "vectors": [[-]]}})",
         ":1:62: not valid JSON: illegal number"},
        {"ragged rows", R"({"mode": "causal", "source": {"tokens": ["a", "b"], "vectors": [[1, 2], [3]]}})",
         ": source.vectors[1] (source token 2 “b”): has 1 number, but source.vectors[0] has 2: every row needs the same count"},
        {"shapes that do not fit",
         R"({"mode": "causal", "source": {"tokens": ["a"], "vectors": [[1, 2]]}, "heads": [{"wq": [[1]], "wk": [[1]], "wv": [[1]]}]})",
         ": heads[0].wq (W_Q of head 1): expected a 2 x 1 matrix (d_model x d_k), found 1 x 1"},
        {"empty sequence", R"({"mode": "causal", "source": {"tokens": [], "vectors": [[1]]}})", ": source.tokens:"},
        {"too many heads",
         "{\"mode\": \"causal\", \"source\": {\"tokens\": [\"a\"], \"vectors\": [[1]]}, \"heads\": " +
             jsonArrayOf(R"({"wq": [[1]], "wk": [[1]], "wv": [[1]]})", 65) + "}",
         ": heads: expected 1 to 64 heads, found 65"},
        {"too much memory", manyHeads, ": heads: every stage of 17 heads over 4096 x 4096 tokens needs"},
        {"too large to be a scenario", {}, "bytes is too large for a scenario", BadFileKind::Oversized},
        {"/dev/zero", {}, ": is not a regular file (a device, pipe or socket)", BadFileKind::EndlessDevice},
        {"/dev/null", {}, ": is not a regular file (a device, pipe or socket)", BadFileKind::EmptyDevice},
        {"FIFO with no writer", {}, ": is not a regular file (a device, pipe or socket)", BadFileKind::Fifo},
        {"a folder", {}, ": is a folder, not a scenario file", BadFileKind::Folder},
        {"token name of 65 characters",
         R"({"mode": "causal", "source": {"tokens": ["a", ")" + QByteArray(65, 'x') + R"("], "vectors": [[1], [2]]}})",
         ": source.tokens[1] (source token 2): \"xxxxxxxxxxxxxxxx…\" has 65 characters; a token name has at most 64"},
        {"token name of 30000 characters",
         R"({"mode": "causal", "source": {"tokens": [")" + QByteArray(30000, 'y') + R"("], "vectors": [[1]]}})",
         ": source.tokens[0] (source token 1): \"yyyyyyyyyyyyyyyy…\" has 30000 characters; a token name has at most 64"},
        {"control character in a token name",
         R"({"mode": "causal", "source": {"tokens": ["a\nb"], "vectors": [[1]]}})",
         ": source.tokens[0] (source token 1): contains a control character (U+000A)"},
        // Characters that make a name read as another: "\u202Eevil" is drawn as "live".
        {"right-to-left override in a token name",
         R"({"mode": "causal", "source": {"tokens": ["a", "\u202Eevil"], "vectors": [[1], [2]]}})",
         ": source.tokens[1] (source token 2): contains U+202E, an invisible character"},
        {"raw right-to-left isolate in a token name",
         "{\"mode\": \"causal\", \"source\": {\"tokens\": [\"\xE2\x81\xA7" "ab\"], \"vectors\": [[1]]}}",
         ": source.tokens[0] (source token 1): contains U+2067, an invisible character"},
        {"zero-width space in a token name",
         R"({"mode": "causal", "source": {"tokens": ["ca\u200bt"], "vectors": [[1]]}})",
         ": source.tokens[0] (source token 1): contains U+200B"},
        // Half of a pair, valid in JSON's escapes but in no encoding: it had become "?" on saving.
        {"lone surrogate in a token name",
         R"({"mode": "causal", "source": {"tokens": ["a\ud800"], "vectors": [[1]]}})",
         ": source.tokens[0] (source token 1): contains U+D800, half of a surrogate pair without the other half"},
        {"low surrogate first in a token name",
         R"({"mode": "causal", "source": {"tokens": ["a", "\udc00\ud83d"], "vectors": [[1], [2]]}})",
         ": source.tokens[1] (source token 2): contains U+DC00, half of a surrogate pair without the other half"},
        {"duplicate key", R"({"mode": "causal", "mode": "bidirectional", "source": {"tokens": ["a"], "vectors": [[1]]}})",
         ": mode: the key is given twice in one object; keep one"},
        {"number beyond float32", R"({"mode": "causal", "source": {"tokens": ["a"], "vectors": [[1e39]]}})",
         ": source.vectors[0][0] (source token 1 “a”, dimension 1): 1e+39 is beyond float32's range"},
    };
}

/// One data row per broken file, in a column "row" that indexes badScenarioFiles().
inline void addBadScenarioFileRows()
{
    QTest::addColumn<int>("row");
    const auto files = badScenarioFiles();
    for (size_t row = 0; row < files.size(); ++row)
        QTest::newRow(files[row].name) << int(row);
}

/// Puts a row's file (or device, pipe or folder) at path; the oversized one is sparse, so it costs no disk.
inline bool writeBadScenarioFile(const BadScenarioFile &bad, const QString &path)
{
    switch (bad.kind) {
    case BadFileKind::EndlessDevice:
        return QFile::link(QStringLiteral("/dev/zero"), path);
    case BadFileKind::EmptyDevice:
        return QFile::link(QStringLiteral("/dev/null"), path);
    case BadFileKind::Fifo:
        return ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0;
    case BadFileKind::Folder:
        return QDir().mkpath(path);
    case BadFileKind::Oversized:
    case BadFileKind::Bytes:
        break;
    }
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    if (bad.kind == BadFileKind::Oversized)
        return file.resize(300LL * 1024 * 1024);
    return file.write(bad.bytes) == bad.bytes.size();
}

} // namespace attn::test
