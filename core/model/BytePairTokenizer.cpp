#include "BytePairTokenizer.h"

#include "io/RegularFile.h"
#include "scenario/JsonChecks.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <array>
#include <queue>
#include <tuple>
#include <limits>

namespace attn {

namespace {

/// The messages in the language the window speaks (English on the command line); the files' names, the
/// tokens and the numbers stay as they are.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(BytePairTokenizer)
};

/// The largest vocab.json or merges.txt read: GPT-2's are 1 MB and 0.5 MB.
constexpr qint64 kMaxTokenizerFileBytes = 64LL << 20;

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

    QString readError;
    const std::optional<QByteArray> vocabularyBytes =
        readRegularFile(vocabularyPath, kMaxTokenizerFileBytes, Text::tr("vocabulary"), &readError);
    if (!vocabularyBytes)
        return {nullptr, readError};
    const QByteArray &vocabularyText = *vocabularyBytes;
    QJsonParseError parseError;
    const QJsonDocument vocabulary = QJsonDocument::fromJson(vocabularyText, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return refuse(vocabularyPath, QCoreApplication::translate("JsonReading", "not valid JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset));
    if (!vocabulary.isObject())
        return refuse(vocabularyPath, Text::tr("expected an object from token to id"));
    if (const std::optional<ScenarioProblem> duplicate = findDuplicateKey(vocabularyText))
        return refuse(vocabularyPath, duplicate->toString());
    if (const std::optional<qsizetype> control = rawControlInString(vocabularyText))
        return refuse(vocabularyPath, QCoreApplication::translate("JsonReading", "byte %1: a string holds a raw control character; "
                                                                                 "JSON writes it escaped")
                                          .arg(*control + 1));
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

    QString error;
    const std::optional<QByteArray> mergesText = readRegularFile(mergesPath, kMaxTokenizerFileBytes, Text::tr("merges file"), &error);
    if (!mergesText)
        return {nullptr, error};
    // Every byte's character is a piece from the start; each merge adds the piece it makes.
    for (char16_t character : byteCharacters())
        tokenizer->internPiece(QString(QChar(character)));
    int lineNumber = 0, merges = 0;
    for (const QByteArray &rawLine : mergesText->split('\n')) {
        const QString line = QString::fromUtf8(rawLine).trimmed();
        ++lineNumber;
        if (line.isEmpty() || (lineNumber == 1 && line.startsWith(QLatin1String("#version"))))
            continue;
        const QStringList pair = line.split(u' ');
        if (pair.size() != 2 || pair[0].isEmpty() || pair[1].isEmpty())
            return refuse(mergesPath, Text::tr("line %1: expected two pieces separated by one space, found '%2'")
                                          .arg(lineNumber)
                                          .arg(line));
        // Each merge makes one token of the vocabulary, so there are fewer merges than tokens: this bounds
        // the tables and the work of a crafted file.
        if (++merges > vocabularySize)
            return refuse(mergesPath, Text::tr("line %1: more merges than config.json's vocab_size (%2); each merge "
                                               "makes one token of the vocabulary")
                                          .arg(lineNumber)
                                          .arg(vocabularySize));
        const int left = tokenizer->internPiece(pair[0]), right = tokenizer->internPiece(pair[1]);
        // The first listing of a pair is the one that counts, as in the reference implementation.
        const quint64 key = (quint64(quint32(left)) << 32) | quint32(right);
        if (!tokenizer->m_merges.contains(key))
            tokenizer->m_merges.insert(key, Merge{lineNumber, tokenizer->internPiece(pair[0] + pair[1])});
    }
    return {std::move(tokenizer), {}};
}

int BytePairTokenizer::internPiece(const QString &piece)
{
    const auto found = m_pieceIds.constFind(piece);
    if (found != m_pieceIds.constEnd())
        return *found;
    const int id = int(m_pieceTexts.size());
    m_pieceIds.insert(piece, id);
    m_pieceTexts.push_back(piece);
    return id;
}

std::vector<int> BytePairTokenizer::mergeWord(const QString &word) const
{
    // The reference joins, again and again, every occurrence (left to right) of the pair that comes
    // earliest in merges.txt, scanning the whole word each time: time growing with the square of the
    // word. Here each neighbouring pair that merges.txt lists waits in a heap by (rank, place); the
    // pairs of the lowest rank are joined left to right in one round, as the reference does, and the
    // new neighbours they make join the heap. Pieces are ids, so a pair is looked up without building a
    // string: time n log n in the word's length n, whatever the merges.
    struct Piece
    {
        int id;
        int previous, next; // places in `pieces`, -1 at the ends
    };
    std::vector<Piece> pieces;
    pieces.reserve(size_t(word.size()));
    for (qsizetype i = 0; i < word.size(); ++i)
        pieces.push_back({m_pieceIds.value(QString(word[i]), -1), int(i) - 1, i + 1 < word.size() ? int(i) + 1 : -1});
    struct Candidate
    {
        int rank;
        int place; // of the pair's left piece
        int left, right; // the ids it was made of, to tell a stale candidate
        bool operator>(const Candidate &other) const { return std::tie(rank, place) > std::tie(other.rank, other.place); }
    };
    std::priority_queue<Candidate, std::vector<Candidate>, std::greater<>> heap;
    const auto consider = [&](int place) {
        if (place < 0 || pieces[size_t(place)].next < 0)
            return;
        const int left = pieces[size_t(place)].id, right = pieces[size_t(pieces[size_t(place)].next)].id;
        const auto merge = m_merges.constFind((quint64(quint32(left)) << 32) | quint32(right));
        if (merge != m_merges.constEnd())
            heap.push({merge->rank, place, left, right});
    };
    for (int place = 0; place < int(pieces.size()); ++place)
        consider(place);
    std::vector<char> alive(pieces.size(), 1);
    while (!heap.empty()) {
        const int rank = heap.top().rank;
        std::vector<int> joined;
        while (!heap.empty() && heap.top().rank == rank) {
            const Candidate candidate = heap.top();
            heap.pop();
            Piece &left = pieces[size_t(candidate.place)];
            // Stale: the left piece was taken into an earlier join, or either side has changed since.
            if (!alive[size_t(candidate.place)] || left.id != candidate.left || left.next < 0 ||
                pieces[size_t(left.next)].id != candidate.right)
                continue;
            const int rightPlace = left.next;
            left.id = m_merges.value((quint64(quint32(candidate.left)) << 32) | quint32(candidate.right)).piece;
            left.next = pieces[size_t(rightPlace)].next;
            if (left.next >= 0)
                pieces[size_t(left.next)].previous = candidate.place;
            alive[size_t(rightPlace)] = 0;
            joined.push_back(candidate.place);
        }
        for (int place : joined) {
            consider(pieces[size_t(place)].previous);
            consider(place);
        }
    }
    std::vector<int> result;
    for (int place = pieces.empty() ? -1 : 0; place >= 0; place = pieces[size_t(place)].next)
        result.push_back(pieces[size_t(place)].id);
    return result;
}

std::vector<Token> BytePairTokenizer::encode(const QString &text, QString *error) const
{
    std::vector<Token> tokens;
    QRegularExpressionMatchIterator words = wordPattern().globalMatch(text);
    while (words.hasNext()) {
        const QByteArray bytes = words.next().captured().toUtf8();
        // A pasted run of letters with no space is one word: bounded, so that no text holds up the window.
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
        for (int pieceId : mergeWord(word)) {
            const QString &piece = m_pieceTexts[size_t(pieceId)];
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
    for (qsizetype at = 0; at < text.size(); ++at) {
        const QChar character = text[at];
        // Beyond the first plane too (tag characters, U+1FFFF): a pair of halves, written out whole as \U000e0041.
        if (character.isHighSurrogate() && at + 1 < text.size() && text[at + 1].isLowSurrogate()) {
            const char32_t codePoint = QChar::surrogateToUcs4(character, text[at + 1]);
            label += QChar::category(codePoint) == QChar::Other_Format || QChar::isNonCharacter(codePoint)
                         ? QStringLiteral("\\U%1").arg(uint(codePoint), 8, 16, QLatin1Char('0'))
                         : text.mid(at, 2);
            ++at;
            continue;
        }
        if (character == u'\n' || character == u'\r')
            label += u'↵';
        else if (character == u'\t')
            label += u'→';
        // Any other control character (C0, DEL, C1) as Python writes it, \x0c, like a byte of a partial
        // character: Unicode's pictures of them (␀, ␌), in no font of a stock Debian 12, would draw as boxes.
        else if (character.category() == QChar::Other_Control)
            label += QStringLiteral("\\x%1").arg(uint(character.unicode()), 2, 16, QLatin1Char('0'));
        // Characters that change how the label is shown without being seen (a direction override, a
        // zero-width space, a soft hyphen, a line separator), and noncharacters, as Python writes them,
        // \u200b: a label shows what the token holds.
        else if (character.category() == QChar::Other_Format || character.category() == QChar::Separator_Line ||
                 character.category() == QChar::Separator_Paragraph || character.isNonCharacter())
            label += QStringLiteral("\\u%1").arg(uint(character.unicode()), 4, 16, QLatin1Char('0'));
        else
            label += character;
    }
    return label;
}

} // namespace attn
