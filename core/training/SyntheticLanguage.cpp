#include "SyntheticLanguage.h"

#include <QRegularExpression>
#include <algorithm>
#include <array>

namespace attn {

namespace {

constexpr std::array kFirstNames{"ana", "bram", "cleo", "dev", "edda", "finn", "gia", "hugo"};
constexpr std::array kSurnames{"kerr", "lund", "moreau", "novak", "oduya", "pike", "quist", "rowe"};
constexpr std::array kSyllables{"do", "re", "mi", "fa", "so", "la", "ti", "nu", "ka", "po"};
/// Singular and plural of each noun, and of each verb that agrees with its subject.
constexpr std::array kNouns{std::array{"cat", "cats"}, std::array{"dog", "dogs"}, std::array{"owl", "owls"},
                            std::array{"fox", "foxes"}};
constexpr std::array kVerbs{std::array{"sleeps", "sleep"}, std::array{"runs", "run"}, std::array{"hides", "hide"}};
constexpr std::array kAdjectives{"old", "small", "grey"};
constexpr std::array kPrepositions{"near", "under", "behind"};
constexpr std::array kFunctionWords{"the", "met", "sang", "again", "polly", "said", ":", "."};

constexpr int kCast = 3;
/// The song's syllables and the parrot's words: long enough that knowing which tokens came before, without
/// their order, does not say which comes next.
constexpr int kShortestPhrase = 4;
constexpr int kLongestPhrase = 7;

QStringList buildVocabulary()
{
    QStringList words;
    const auto add = [&words](const auto &list) {
        for (const char *word : list)
            words << QString::fromLatin1(word);
    };
    add(kFirstNames);
    add(kSurnames);
    add(kSyllables);
    for (const auto &noun : kNouns)
        add(noun);
    for (const auto &verb : kVerbs)
        add(verb);
    add(kAdjectives);
    add(kPrepositions);
    add(kFunctionWords);
    return words;
}

int idOf(const char *word)
{
    return int(SyntheticLanguage::vocabulary().indexOf(QLatin1String(word)));
}

struct Person
{
    int firstName;
    int surname;
};

/// "the [adjective] noun": the subject or the object of the preposition.
void appendNounPhrase(std::vector<int> &out, bool plural, TrainingRandom &random)
{
    out.push_back(idOf("the"));
    if (random.below(2) == 0)
        out.push_back(idOf(kAdjectives[size_t(random.below(int(kAdjectives.size())))]));
    out.push_back(idOf(kNouns[size_t(random.below(int(kNouns.size())))][plural ? 1 : 0]));
}

} // namespace

const QStringList &SyntheticLanguage::vocabulary()
{
    static const QStringList words = buildVocabulary();
    return words;
}

std::optional<int> SyntheticLanguage::tokenOf(const QString &word)
{
    const qsizetype index = vocabulary().indexOf(word);
    if (index < 0)
        return std::nullopt;
    return int(index);
}

QString SyntheticLanguage::text(const std::vector<int> &tokens)
{
    QStringList words;
    for (int token : tokens)
        words << vocabulary().value(token);
    return words.join(u' ');
}

std::optional<std::vector<int>> SyntheticLanguage::tokens(const QString &text, QString *unknownWord)
{
    std::vector<int> ids;
    static const QRegularExpression space(QStringLiteral("\\s+"));
    for (const QString &word : text.split(space, Qt::SkipEmptyParts)) {
        const std::optional<int> id = tokenOf(word.toLower());
        if (!id) {
            if (unknownWord)
                *unknownWord = word;
            return std::nullopt;
        }
        ids.push_back(*id);
    }
    return ids;
}

std::vector<int> SyntheticLanguage::document(int minimumTokens, TrainingRandom &random)
{
    std::vector<int> out;
    for (const std::vector<int> &sentence : sentences(minimumTokens, random))
        out.insert(out.end(), sentence.begin(), sentence.end());
    return out;
}

std::vector<std::vector<int>> SyntheticLanguage::sentences(int minimumTokens, TrainingRandom &random)
{
    const std::vector<int> firstNames = random.distinct(kCast, int(kFirstNames.size()));
    const std::vector<int> surnames = random.distinct(kCast, int(kSurnames.size()));
    std::array<Person, kCast> cast;
    for (int index = 0; index < kCast; ++index)
        cast[size_t(index)] = Person{idOf(kFirstNames[size_t(firstNames[size_t(index)])]),
                                     idOf(kSurnames[size_t(surnames[size_t(index)])])};
    // The document's song (syllables) and what the parrot says (any words), fixed for the document.
    const auto phrase = [&random](int shortest, int longest, const auto &draw) {
        std::vector<int> words(size_t(shortest + random.below(longest - shortest + 1)));
        for (int &word : words)
            word = draw();
        return words;
    };
    const std::vector<int> song = phrase(kShortestPhrase, kLongestPhrase, [&random] { return idOf(kSyllables[size_t(random.below(int(kSyllables.size())))]); });
    // Any token at all, punctuation too: a parrot does not know what a full stop is. With "." and ":" left
    // out, the induction head found by layer 2 leans on the sentence's frame ("said again :") and its score
    // on repeated random tokens falls from 0.55 to 0.45 as training goes on.
    const std::vector<int> parrotPhrase = phrase(kShortestPhrase, kLongestPhrase, [&random] { return random.below(vocabularySize()); });
    bool songSung = false, parrotSpoke = false;

    std::vector<std::vector<int>> sentences;
    int tokens = 0;
    std::vector<int> out;
    const auto appendName = [&out](const Person &person) {
        out.push_back(person.firstName);
        out.push_back(person.surname);
    };
    // "<speaker> <verb> : phrase", with "again" before the colon from the second time on.
    const auto appendRepeat = [&out](const char *verb, const std::vector<int> &words, bool &saidBefore) {
        out.push_back(idOf(verb));
        if (saidBefore)
            out.push_back(idOf("again"));
        out.push_back(idOf(":"));
        out.insert(out.end(), words.begin(), words.end());
        saidBefore = true;
    };
    while (tokens < minimumTokens) {
        out.clear();
        switch (random.below(5)) {
        case 0: { // "ana kerr met finn lund ."
            const std::vector<int> pair = random.distinct(2, kCast);
            appendName(cast[size_t(pair[0])]);
            out.push_back(idOf("met"));
            appendName(cast[size_t(pair[1])]);
            break;
        }
        case 1: { // "the old cat near the owls sleeps ."
            const bool plural = random.below(2) == 1;
            appendNounPhrase(out, plural, random);
            out.push_back(idOf(kPrepositions[size_t(random.below(int(kPrepositions.size())))]));
            appendNounPhrase(out, random.below(2) == 1, random);
            out.push_back(idOf(kVerbs[size_t(random.below(int(kVerbs.size())))][plural ? 1 : 0]));
            break;
        }
        case 2: // "finn lund sang : do la mi ka ." then "ana kerr sang again : do la mi ka ."
            appendName(cast[size_t(random.below(kCast))]);
            appendRepeat("sang", song, songSung);
            break;
        default: // two sentences in five: "polly said : owl met so the ." then "polly said again : ..."
            out.push_back(idOf("polly"));
            appendRepeat("said", parrotPhrase, parrotSpoke);
            break;
        }
        out.push_back(idOf("."));
        tokens += int(out.size());
        sentences.push_back(out);
    }
    return sentences;
}

std::vector<int> SyntheticLanguage::drill(int tokens, int longestRun, TrainingRandom &random)
{
    const int shortest = std::clamp(longestRun, 1, kShortestPhrase);
    const int run = shortest + random.below(std::max(1, longestRun - shortest + 1));
    std::vector<int> words(static_cast<size_t>(run));
    for (int &word : words)
        word = random.below(vocabularySize());
    std::vector<int> out;
    while (int(out.size()) < tokens)
        out.push_back(words[out.size() % words.size()]);
    return out;
}

} // namespace attn
