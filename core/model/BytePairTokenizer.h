#pragma once

#include <QHash>
#include <QString>
#include <memory>
#include <vector>

namespace attn {

/// One token of a text: its id in the vocabulary and the text it stands for.
struct Token
{
    int id = 0;
    QString text; ///< as the user would read it (readableUtf8): a byte of a partial character shows as \xc3
};

/// UTF-8 as text, except that each byte of an incomplete or invalid character is written \xNN (lower-case
/// hex, as Python writes bytes): a token's text, which may end or begin inside a character.
QString readableUtf8(const QByteArray &bytes);

/// A token as the pictures, the window and a scenario name it: a leading space, which a label cannot show,
/// as "·", a line break or tab as ↵ or →, any other control character as \x0c, and an invisible character
/// that changes how text is shown (U+202E, U+200B, U+00AD, U+2028) as \u202e, since a label is one line of
/// printable text that shows what the token holds.
QString tokenLabel(const Token &token);

class BytePairTokenizer;

/// A tokenizer that was read, or why it was refused.
struct TokenizerReadResult
{
    std::unique_ptr<BytePairTokenizer> tokenizer;
    QString error; ///< names the file and the line or key
};

/// GPT-2's byte-level byte-pair encoding. The text's UTF-8 bytes are first split into words (GPT-2's
/// pattern: contractions, letters, digits, other symbols, each with the space before it); each byte of a
/// word is written as one printable character (so that the vocabulary is text); then the two neighbours
/// whose pair comes earliest in merges.txt are joined, again and again, until no listed pair is left.
/// Each piece that remains is one token, looked up in vocab.json.
class BytePairTokenizer
{
public:
    /// vocab.json (token text -> id, every id below vocabularySize) and merges.txt (a pair per line,
    /// "#version" first optionally).
    static TokenizerReadResult read(const QString &vocabularyPath, const QString &mergesPath, int vocabularySize);

    /// The tokens of a text; an error names the piece that the vocabulary lacks.
    std::vector<Token> encode(const QString &text, QString *error) const;
    /// The text of one token id, or an empty string for an id the vocabulary does not hold.
    QString decode(int id) const;
    int vocabularySize() const { return m_vocabularySize; }

private:
    BytePairTokenizer() = default;
    /// The id of a piece's text among every piece the merges name, made where it is new.
    int internPiece(const QString &piece);
    /// The pieces (their ids) the merges make of a word's characters.
    std::vector<int> mergeWord(const QString &word) const;

    /// What a pair of neighbouring pieces becomes: its line among the merges (earlier merges first) and
    /// the piece it makes.
    struct Merge
    {
        int rank = 0;
        int piece = 0;
    };

    QHash<QString, int> m_ids;
    std::vector<QString> m_pieces; ///< by id: the printable form of the token's bytes
    QHash<QString, int> m_pieceIds;   ///< every piece the byte characters and the merges make, by text
    std::vector<QString> m_pieceTexts; ///< their texts, by piece id
    QHash<quint64, Merge> m_merges;    ///< (left piece << 32 | right piece) -> the merge
    int m_vocabularySize = 0;
};

} // namespace attn
