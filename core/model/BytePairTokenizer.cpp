#include "BytePairTokenizer.h"

#include "scenario/JsonChecks.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <array>
#include <limits>

namespace attn {

namespace {

/// The messages in the language the window speaks (English on the command line); the files' names, the
/// tokens and the numbers stay as they are.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(BytePairTokenizer)
};

/// The longest word encode() merges (far beyond any word of a language; a URL or a long number fits).
constexpr qsizetype kLongestWordBytes = 4096;

/// GPT-2's map from bytes to printable characters: the printable Latin-1 bytes stand for themselves and
/// the other 68 (controls, space, soft hyphen...) are given the code points from U+0100 on, in order.
const std::array<char16_t, 256> &byteCharacters()
{
    static const std::array<char16_t, 256> characters = [] {
        std::array<char16_t, 256> table{};
        auto printable = [](int byte) {
            return (byte >= '!' && byte <= '~') || (byte >= 0xA1 && byte <= 0xAC) || (byte >= 0xAE && byte <= 0xFF);
        };
        int next = 256;
        for (int byte = 0; byte < 256; ++byte)
            table[size_t(byte)] = char16_t(printable(byte) ? byte : next++);
        return table;
    }();
    return characters;
}

/// The inverse of byteCharacters(), -1 for characters that stand for no byte.
int byteOfCharacter(char16_t character)
{
    static const QHash<char16_t, int> bytes = [] {
        QHash<char16_t, int> table;
        for (int byte = 0; byte < 256; ++byte)
            table.insert(byteCharacters()[size_t(byte)], byte);
        return table;
    }();
    return bytes.value(character, -1);
}

/// GPT-2's pre-tokenizer: contractions; letters, digits or other symbols, each run with one space before
/// it; whitespace that a word does not take.
const QRegularExpression &wordPattern()
{
    static const QRegularExpression pattern(
        QStringLiteral(R"('s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+)"),
        QRegularExpression::UseUnicodePropertiesOption);
    return pattern;
}

} // namespace

TokenizerReadResult BytePairTokenizer::read(const QString &vocabularyPath, const QString &mergesPath, int vocabularySize)
{
    std::unique_ptr<BytePairTokenizer> tokenizer(new BytePairTokenizer);
    tokenizer->m_vocabularySize = vocabularySize;
    tokenizer->m_pieces.resize(size_t(vocabularySize));
    auto refuse = [](const QString &path, const QString &reason) {
        return TokenizerReadResult{nullptr, path + QStringLiteral(": ") + reason};
    };

    QFile vocabularyFile(vocabularyPath);
    if (!vocabularyFile.open(QIODevice::ReadOnly))
        return refuse(vocabularyPath, vocabularyFile.errorString());
    QJsonParseError parseError;
    const QByteArray vocabularyText = vocabularyFile.readAll();
    const QJsonDocument vocabulary = QJsonDocument::fromJson(vocabularyText, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return refuse(vocabularyPath, QCoreApplication::translate("JsonReading", "not valid JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset));
    if (!vocabulary.isObject())
        return refuse(vocabularyPath, Text::tr("expected an object from token to id"));
    if (const std::optional<ScenarioProblem> duplicate = findDuplicateKey(vocabularyText))
        return refuse(vocabularyPath, duplicate->toString());
    const QJsonObject entries = vocabulary.object();
    for (auto it = entries.begin(); it != entries.end(); ++it) {
        const double id = it.value().toDouble(-1);
        if (!it.value().isDouble() || id < 0 || id >= vocabularySize || id != int(id))
            return refuse(vocabularyPath, Text::tr("token '%1': its id must be a whole number from 0 to %2 "
                                                   "(config.json's vocab_size - 1)")
                                              .arg(it.key())
                                              .arg(vocabularySize - 1));
        for (QChar character : it.key())
            if (byteOfCharacter(character.unicode()) < 0)
                return refuse(vocabularyPath, Text::tr("token '%1' holds '%2', which stands for no byte in GPT-2's "
                                                       "byte-level vocabulary")
                                                  .arg(it.key(), character));
        if (!tokenizer->m_pieces[size_t(id)].isEmpty())
            return refuse(vocabularyPath, Text::tr("tokens '%1' and '%2' have the same id %3")
                                              .arg(tokenizer->m_pieces[size_t(id)], it.key())
                                              .arg(int(id)));
        tokenizer->m_ids.insert(it.key(), int(id));
        tokenizer->m_pieces[size_t(id)] = it.key();
    }

    QFile mergesFile(mergesPath);
    if (!mergesFile.open(QIODevice::ReadOnly | QIODevice::Text))
        return refuse(mergesPath, mergesFile.errorString());
    int lineNumber = 0;
    while (!mergesFile.atEnd()) {
        const QString line = QString::fromUtf8(mergesFile.readLine()).trimmed();
        ++lineNumber;
        if (line.isEmpty() || (lineNumber == 1 && line.startsWith(QLatin1String("#version"))))
            continue;
        const QStringList pair = line.split(u' ');
        if (pair.size() != 2 || pair[0].isEmpty() || pair[1].isEmpty())
            return refuse(mergesPath, Text::tr("line %1: expected two pieces separated by one space, found '%2'")
                                          .arg(lineNumber)
                                          .arg(line));
        // The first listing of a pair is the one that counts, as in the reference implementation.
        if (!tokenizer->m_mergeRanks.contains(line))
            tokenizer->m_mergeRanks.insert(line, lineNumber);
    }
    return {std::move(tokenizer), {}};
}

QStringList BytePairTokenizer::mergeWord(const QString &word) const
{
    QStringList pieces;
    for (QChar character : word)
        pieces << QString(character);
    while (pieces.size() > 1) {
        int bestRank = std::numeric_limits<int>::max();
        qsizetype bestAt = -1;
        for (qsizetype i = 0; i + 1 < pieces.size(); ++i) {
            const auto rank = m_mergeRanks.constFind(pieces[i] + u' ' + pieces[i + 1]);
            if (rank != m_mergeRanks.constEnd() && *rank < bestRank) {
                bestRank = *rank;
                bestAt = i;
            }
        }
        if (bestAt < 0)
            break;
        // Every occurrence of the best pair is joined in one pass, left to right.
        const QString left = pieces[bestAt];
        const QString right = pieces[bestAt + 1];
        QStringList merged;
        for (qsizetype i = 0; i < pieces.size(); ++i) {
            if (i + 1 < pieces.size() && pieces[i] == left && pieces[i + 1] == right) {
                merged << left + right;
                ++i;
            } else {
                merged << pieces[i];
            }
        }
        pieces = merged;
    }
    return pieces;
}

std::vector<Token> BytePairTokenizer::encode(const QString &text, QString *error) const
{
    std::vector<Token> tokens;
    QRegularExpressionMatchIterator words = wordPattern().globalMatch(text);
    while (words.hasNext()) {
        const QByteArray bytes = words.next().captured().toUtf8();
        // Merging a word takes time growing with the square of its length: a pasted run of letters with no
        // space must not hang the window.
        if (bytes.size() > kLongestWordBytes) {
            if (error)
                *error = Text::tr("a word of %1 bytes without a space; words of up to %2 are tokenized")
                             .arg(bytes.size())
                             .arg(kLongestWordBytes);
            return {};
        }
        QString word;
        for (char byte : bytes)
            word += QChar(byteCharacters()[uchar(byte)]);
        for (const QString &piece : mergeWord(word)) {
            const auto id = m_ids.constFind(piece);
            if (id == m_ids.constEnd()) {
                if (error)
                    *error = Text::tr("vocab.json has no token for '%1' (from the word '%2')")
                                 .arg(piece, QString::fromUtf8(bytes));
                return {};
            }
            tokens.push_back({*id, decode(*id)});
        }
    }
    return tokens;
}

QString BytePairTokenizer::decode(int id) const
{
    if (id < 0 || size_t(id) >= m_pieces.size())
        return {};
    QByteArray bytes;
    for (QChar character : m_pieces[size_t(id)])
        bytes += char(byteOfCharacter(character.unicode()));
    return readableUtf8(bytes);
}

QString readableUtf8(const QByteArray &bytes)
{
    // A token may hold part of a character: "é" is C3 A9, often two tokens. Decoded alone each would be
    // U+FFFD, and two different tokens would read alike; as \xc3 and \xa9 a student sees the bytes.
    QString text;
    qsizetype at = 0;
    while (at < bytes.size()) {
        const uchar lead = uchar(bytes[at]);
        // The length a lead byte announces (RFC 3629); 0 for a byte that cannot begin a character.
        const qsizetype length = lead < 0x80 ? 1 : lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3
                                             : lead >= 0xF0 && lead <= 0xF4 ? 4 : 0;
        bool whole = length > 0 && at + length <= bytes.size();
        for (qsizetype next = 1; whole && next < length; ++next)
            whole = (uchar(bytes[at + next]) & 0xC0) == 0x80;
        const QString character = whole ? QString::fromUtf8(bytes.mid(at, length)) : QString();
        // (fromUtf8 also refuses an overlong form or a surrogate, as U+FFFD; EF BF BD is U+FFFD itself.)
        if (whole && (!character.contains(QChar::ReplacementCharacter) || bytes.mid(at, length) == "\xEF\xBF\xBD")) {
            text += character;
            at += length;
        } else {
            text += QStringLiteral("\\x%1").arg(uint(lead), 2, 16, QLatin1Char('0'));
            ++at;
        }
    }
    return text;
}

QString tokenLabel(const Token &token)
{
    const QString text = token.text.startsWith(u' ') ? u'·' + token.text.mid(1) : token.text;
    QString label;
    for (QChar character : text) {
        if (character == u'\n' || character == u'\r')
            label += u'↵';
        else if (character == u'\t')
            label += u'→';
        // Any other control character (C0, DEL, C1) as Python writes it, \x0c, like a byte of a partial
        // character. Unicode's pictures of them (␀, ␌) are in no font of a stock Debian 12: they drew as boxes.
        else if (character.category() == QChar::Other_Control)
            label += QStringLiteral("\\x%1").arg(uint(character.unicode()), 2, 16, QLatin1Char('0'));
        else
            label += character;
    }
    return label;
}

} // namespace attn
