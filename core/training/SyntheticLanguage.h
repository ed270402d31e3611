#pragma once

#include "ToyTask.h"

#include <QStringList>
#include <optional>
#include <vector>

namespace attn {

/// A small made-up language for training a language model in which attention has work to do. Each
/// document is a string of sentences about a cast of three people, each with a first name and a surname
/// paired at random for that document:
///   - "ana kerr met finn lund ." : after a first name seen earlier, only copying from that earlier place
///     can say which surname follows (every pairing is equally likely across documents);
///   - "finn lund sang : do la mi ka ." and later "ana kerr sang again : do la mi ka ." : a document has
///     one song of 4 to 7 syllables, drawn at random, so its notes, and where it ends, come only from
///     copying the first time it was sung;
///   - "polly said : owl met so the ." and later "polly said again : owl met so the .": Polly is a parrot
///     who repeats 4 to 7 tokens drawn from the whole vocabulary, "." and ":" included. These are the sentences that teach the
///     model to copy any token, which is what the standard induction score measures (on repeated random
///     tokens); without them (songs and names only) the induction score stays below 0.1 after 5000 updates of
///     a narrower model, which copies from the songs' frames instead;
///   - "the old cat near the owls sleeps ." : the verb agrees with the subject three to five words back,
///     not with the noun just before it (whose number is random);
///   - plain local order: "the", then perhaps an adjective, then a noun.
/// Copying "... A B ... A → B" is exactly what an induction head does, so a model of two or more layers
/// can lower its loss by growing one. Words are tokens; the vocabulary is fixed and small.
class SyntheticLanguage
{
public:
    /// Every word, in token-id order.
    static const QStringList &vocabulary();
    static int vocabularySize() { return int(vocabulary().size()); }
    /// The token id of a word, or nothing when the language lacks it.
    static std::optional<int> tokenOf(const QString &word);
    /// Words for the ids, joined by spaces.
    static QString text(const std::vector<int> &tokens);
    /// The ids of a text of words separated by white space, or the first word the language lacks (as
    /// unknownWord) and nothing.
    static std::optional<std::vector<int>> tokens(const QString &text, QString *unknownWord = nullptr);

    /// One document of at least minimumTokens tokens (whole sentences), drawn with random.
    static std::vector<int> document(int minimumTokens, TrainingRandom &random);
    /// The same document as its sentences, each ending with its own "." (a parrot's words may hold
    /// another).
    static std::vector<std::vector<int>> sentences(int minimumTokens, TrainingRandom &random);
    /// A drill of tokens tokens: a run of 4 to longestRun words (fewer where longestRun is less) drawn from
    /// the whole vocabulary, said again and again. Past its first run every token is the one that followed
    /// the same token one run earlier, which only a head that copies can say: the repeated random tokens the
    /// induction score is measured on, of a length the model cannot count. (A word drawn twice within a run
    /// has two followers; the later words tell them apart.)
    static std::vector<int> drill(int tokens, int longestRun, TrainingRandom &random);
};

} // namespace attn
