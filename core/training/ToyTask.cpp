#include "ToyTask.h"

#include "base/EnumKeys.h"

#include <QCoreApplication>
#include <array>
#include <cmath>
#include <numbers>

namespace attn {

namespace {

/// The keys of ToyTask on the command line and in settings, in the order they are listed.
constexpr auto kToyTaskKeys = enumKeys<ToyTask>({
    {ToyTask::Mirror, "mirror"},
    {ToyTask::PreviousOccurrence, "previous-occurrence"},
    {ToyTask::Translation, "translation"},
});

/// The English words of the translation task and, at the same index, the made-up language's words.
constexpr std::array kEnglishWords{"the", "a", "red", "big", "small", "cat", "dog", "bird", "sees",
                                   "eats", "likes", "fish", "cake", "ball", "today", "often"};
constexpr std::array kMadeUpWords{"ka", "mi", "rubo", "gran", "piko", "neko", "vuf", "tiri", "mira",
                                  "nami", "ama", "pesu", "torta", "bola", "oje", "spes"};
enum EnglishWord { The, A, Red, Big, Small, Cat, Dog, Bird, Sees, Eats, Likes, Fish, Cake, Ball, Today, Often };
/// English says "the red cat sees fish today"; the made-up language starts with the adverb, puts the
/// adjective after its noun and the verb last: "oje ka neko rubo pesu mira". Target word i translates
/// English word kTargetFromSource[i]. Every slot has a choice of words, so no pair of words always comes
/// together (with "the" and "a" in every sentence, the layer could answer "a" while looking at "the").
constexpr std::array kTargetFromSource{5, 0, 2, 1, 4, 3};

constexpr int kMirrorVocabulary = 6;

QStringList letters(int count)
{
    QStringList names;
    for (int index = 0; index < count; ++index)
        names << QString(QChar(u'A' + index));
    return names;
}

} // namespace

QString toyTaskKey(ToyTask task)
{
    return kToyTaskKeys.key(task);
}

std::optional<ToyTask> toyTaskFromKey(const QString &key)
{
    return kToyTaskKeys.fromKey(key);
}

QStringList toyTaskKeys()
{
    return kToyTaskKeys.keys();
}

QString toyTaskTitle(ToyTask task)
{
    switch (task) {
    case ToyTask::Mirror:
        return QCoreApplication::translate("ToyTask", "Mirror the sequence");
    case ToyTask::PreviousOccurrence:
        return QCoreApplication::translate("ToyTask", "Find the previous occurrence");
    case ToyTask::Translation:
        return QCoreApplication::translate("ToyTask", "Align a translation");
    }
    return {};
}

QString toyTaskDescription(ToyTask task)
{
    switch (task) {
    case ToyTask::Mirror:
        return QCoreApplication::translate(
            "ToyTask", "Bidirectional attention. At position i the answer is the token at the mirrored position n − 1 − i. "
                       "Only that key's value holds the answer, so the weights should form the anti-diagonal.");
    case ToyTask::PreviousOccurrence:
        return QCoreApplication::translate(
            "ToyTask", "Causal attention. The answer at each position is where the same token appeared before (or the "
                       "position itself, the first time). The weights should leave the diagonal exactly where a "
                       "token repeats.");
    case ToyTask::Translation:
        return QCoreApplication::translate(
            "ToyTask", "Cross attention. Each word of a made-up language must name the English word it translates. Its "
                       "word order differs (adjective after the noun, verb last, adverb first), so the alignment is not the diagonal.");
    }
    return {};
}

AttentionMode toyTaskMode(ToyTask task)
{
    switch (task) {
    case ToyTask::Mirror:
        return AttentionMode::Bidirectional;
    case ToyTask::PreviousOccurrence:
        return AttentionMode::Causal;
    case ToyTask::Translation:
        return AttentionMode::Cross;
    }
    return AttentionMode::Bidirectional;
}

int TrainingRandom::below(int count)
{
    // Rejection sampling: exactly uniform, unlike a plain modulo.
    const std::uint64_t range = std::uint64_t(count);
    const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max() - std::numeric_limits<std::uint64_t>::max() % range;
    std::uint64_t draw = m_engine();
    while (draw >= limit)
        draw = m_engine();
    return int(draw % range);
}

std::vector<int> TrainingRandom::distinct(int k, int count)
{
    std::vector<int> pool(static_cast<size_t>(count));
    for (int index = 0; index < count; ++index)
        pool[size_t(index)] = index;
    for (int index = 0; index < k; ++index)
        std::swap(pool[size_t(index)], pool[size_t(index + below(count - index))]);
    pool.resize(size_t(k));
    return pool;
}

double TrainingRandom::normal()
{
    // Two uniforms in (0, 1] from 53 random bits each, then Box-Muller.
    const double first = (double(m_engine() >> 11) + 1.0) * 0x1.0p-53;
    const double second = double(m_engine() >> 11) * 0x1.0p-53;
    return std::sqrt(-2.0 * std::log(first)) * std::cos(2.0 * std::numbers::pi * second);
}

MatrixD TrainingRandom::normalMatrix(Eigen::Index rows, Eigen::Index columns, double spread)
{
    MatrixD matrix(rows, columns);
    for (Eigen::Index row = 0; row < rows; ++row)
        for (Eigen::Index column = 0; column < columns; ++column)
            matrix(row, column) = spread * normal();
    return matrix;
}

ToyTaskData::ToyTaskData(ToyTask task, int length, int dModel, std::uint64_t seed)
    : m_task(task), m_length(task == ToyTask::Translation ? kTranslationLength : length)
{
    switch (task) {
    case ToyTask::Mirror:
        m_queryVocabulary = letters(kMirrorVocabulary);
        m_classNames = m_queryVocabulary;
        break;
    case ToyTask::PreviousOccurrence:
        // As many letters as positions, so that a fresh letter is always left.
        m_queryVocabulary = letters(m_length);
        for (int position = 1; position <= m_length; ++position)
            m_classNames << QCoreApplication::translate("ToyTask", "position %1").arg(position);
        break;
    case ToyTask::Translation:
        for (const char *word : kMadeUpWords)
            m_queryVocabulary << QString::fromLatin1(word);
        for (const char *word : kEnglishWords)
            m_keyVocabulary << QString::fromLatin1(word);
        m_classNames = m_keyVocabulary;
        break;
    }
    if (m_keyVocabulary.isEmpty())
        m_keyVocabulary = m_queryVocabulary;
    // Entries N(0, 1/d_model): every embedding has length about 1 whatever d_model is.
    TrainingRandom random(seed ^ 0x9e3779b97f4a7c15ULL);
    const double spread = 1.0 / std::sqrt(double(dModel));
    m_queryTokenEmbeddings = random.normalMatrix(m_queryVocabulary.size(), dModel, spread);
    m_keyTokenEmbeddings = task == ToyTask::Translation ? random.normalMatrix(m_keyVocabulary.size(), dModel, spread)
                                                        : m_queryTokenEmbeddings;
    m_positionEmbeddings = random.normalMatrix(m_length, dModel, spread);
}

TrainingExample ToyTaskData::embed(const std::vector<int> &queryTokens, const std::vector<int> &keyTokens) const
{
    // The translation's words carry no position: with positions in the values, the layer could answer by
    // mixing positions in a pattern that spells out the query instead of finding the right word.
    const bool withPositions = m_task != ToyTask::Translation;
    TrainingExample example;
    example.queryInputs.resize(Eigen::Index(queryTokens.size()), dModel());
    for (size_t position = 0; position < queryTokens.size(); ++position) {
        example.queryTokens << m_queryVocabulary[queryTokens[position]];
        example.queryInputs.row(Eigen::Index(position)) = m_queryTokenEmbeddings.row(queryTokens[position]);
        if (withPositions)
            example.queryInputs.row(Eigen::Index(position)) += m_positionEmbeddings.row(Eigen::Index(position));
    }
    example.keyInputs.resize(Eigen::Index(keyTokens.size()), dModel());
    for (size_t position = 0; position < keyTokens.size(); ++position) {
        example.keyTokens << m_keyVocabulary[keyTokens[position]];
        example.keyInputs.row(Eigen::Index(position)) = m_keyTokenEmbeddings.row(keyTokens[position]);
        if (withPositions)
            example.keyInputs.row(Eigen::Index(position)) += m_positionEmbeddings.row(Eigen::Index(position));
    }
    return example;
}

TrainingExample ToyTaskData::draw(TrainingRandom &random) const
{
    std::vector<int> queryTokens(static_cast<size_t>(m_length));
    std::vector<int> keyTokens;
    std::vector<int> rightKey(static_cast<size_t>(m_length));
    std::vector<int> answer(static_cast<size_t>(m_length));
    switch (m_task) {
    case ToyTask::Mirror:
        for (int &token : queryTokens)
            token = random.below(kMirrorVocabulary);
        keyTokens = queryTokens;
        for (int position = 0; position < m_length; ++position) {
            rightKey[size_t(position)] = m_length - 1 - position;
            answer[size_t(position)] = queryTokens[size_t(m_length - 1 - position)];
        }
        break;
    case ToyTask::PreviousOccurrence: {
        // About half the positions repeat a letter seen once so far; no letter appears more than twice, so
        // "the previous occurrence" is always one position.
        std::vector<int> firstPosition(static_cast<size_t>(m_length), -1);
        std::vector<int> seenOnce;
        std::vector<int> unused(static_cast<size_t>(m_length));
        for (int letter = 0; letter < m_length; ++letter)
            unused[size_t(letter)] = letter;
        for (int position = 0; position < m_length; ++position) {
            int letter;
            if (!seenOnce.empty() && random.below(2) == 0) {
                const int pick = random.below(int(seenOnce.size()));
                letter = seenOnce[size_t(pick)];
                seenOnce.erase(seenOnce.begin() + pick);
            } else {
                const int pick = random.below(int(unused.size()));
                letter = unused[size_t(pick)];
                unused.erase(unused.begin() + pick);
                seenOnce.push_back(letter);
                firstPosition[size_t(letter)] = position;
            }
            queryTokens[size_t(position)] = letter;
            rightKey[size_t(position)] = firstPosition[size_t(letter)];
            answer[size_t(position)] = firstPosition[size_t(letter)];
        }
        keyTokens = queryTokens;
        break;
    }
    case ToyTask::Translation: {
        keyTokens = {The + random.below(2), Red + random.below(3), Cat + random.below(3),
                     Sees + random.below(3), Fish + random.below(3), Today + random.below(2)};
        for (int position = 0; position < m_length; ++position) {
            const int sourcePosition = kTargetFromSource[size_t(position)];
            queryTokens[size_t(position)] = keyTokens[size_t(sourcePosition)];
            rightKey[size_t(position)] = sourcePosition;
            answer[size_t(position)] = keyTokens[size_t(sourcePosition)];
        }
        break;
    }
    }
    TrainingExample example = embed(queryTokens, keyTokens);
    example.rightKey = std::move(rightKey);
    example.answer = std::move(answer);
    return example;
}

} // namespace attn
