#pragma once

#include "AttentionLayer.h"

#include <QString>
#include <cstdint>
#include <optional>
#include <random>

namespace attn {

/// Tasks whose right attention pattern is known, so a student can watch a layer find it.
enum class ToyTask {
    Mirror,             ///< bidirectional: answer with the token at the mirrored position (an anti-diagonal)
    PreviousOccurrence, ///< causal: point at the earlier position of the same token (or at itself, if none)
    Translation,        ///< cross: each word of a made-up translation finds the English word it translates
};

QString toyTaskKey(ToyTask task);
std::optional<ToyTask> toyTaskFromKey(const QString &key);
QStringList toyTaskKeys();
QString toyTaskTitle(ToyTask task);
/// What the task asks and which pattern solves it, for the panel and the lesson's notes.
QString toyTaskDescription(ToyTask task);
AttentionMode toyTaskMode(ToyTask task);

/// Random numbers that are the same on every platform for one seed: the 64-bit Mersenne Twister is
/// specified exactly by the C++ standard, but its distributions are not, so they are written here.
class TrainingRandom
{
public:
    explicit TrainingRandom(std::uint64_t seed) : m_engine(seed) {}
    /// Uniform in 0 .. count - 1.
    int below(int count);
    /// k different numbers below count, in random order (the start of a Fisher-Yates shuffle).
    std::vector<int> distinct(int k, int count);
    /// Standard normal (Box-Muller).
    double normal();
    /// Entries drawn from N(0, spread²), row by row.
    MatrixD normalMatrix(Eigen::Index rows, Eigen::Index columns, double spread = 1.0);

private:
    std::mt19937_64 m_engine;
};

/// The examples of one task at one size: fixed token and position embeddings (drawn once from the seed,
/// then frozen) so that x_i = e(token_i) + p(i), and a generator of random sequences with their answers.
class ToyTaskData
{
public:
    ToyTaskData(ToyTask task, int length, int dModel, std::uint64_t seed);

    ToyTask task() const { return m_task; }
    AttentionMode mode() const { return toyTaskMode(m_task); }
    /// The query sequence's length: the one asked for, or 6 for the translation's fixed sentence pattern.
    int length() const { return m_length; }
    int dModel() const { return int(m_queryTokenEmbeddings.cols()); }
    /// How many answers the readout chooses from, and their names.
    int classCount() const { return int(m_classNames.size()); }
    const QStringList &classNames() const { return m_classNames; }
    TrainingExample draw(TrainingRandom &random) const;

    static constexpr int kTranslationLength = 6;

private:
    TrainingExample embed(const std::vector<int> &queryTokens, const std::vector<int> &keyTokens) const;

    ToyTask m_task;
    int m_length;
    QStringList m_queryVocabulary;
    QStringList m_keyVocabulary;
    QStringList m_classNames;
    MatrixD m_queryTokenEmbeddings; ///< one row per query-side token
    MatrixD m_keyTokenEmbeddings;   ///< one row per key-side token (the same in self-attention)
    MatrixD m_positionEmbeddings;   ///< one row per position
};

} // namespace attn
