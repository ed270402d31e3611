#pragma once

#include "LanguageModelTrainer.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>

namespace attn {

/// A trained language model as `train-lm` writes it: the words it reads, its weights, how it was trained
/// and how it did. The format is JSON (see the README's "Language model files"):
///   { "format": "attentionlab-language-model", "version": 1,
///     "vocabulary": ["ana", ...],
///     "shape": {"context": 48, "d_model": 64, "layers": 2, "heads": 2, "d_head": 32},
///     "training": {"seed": 1, "steps": 4000, "batch_size": 16, "learning_rate": 0.003, "warmup_steps": 50},
///     "loss_curve": [[0, 5.33], [100, 2.1], ...],          (step, held-out loss in nats per token)
///     "heads": [{"layer": 1, "head": 1, "previous_token_score": 0.8, "induction_score": 0.0}, ...],
///     "token_embeddings": [[...], ...],                   (vocabulary x d_model)
///     "position_embeddings": [[...], ...],                (context x d_model)
///     "layers": [{"heads": [{"w_q": ..., "w_k": ..., "w_v": ...}, ...], "w_o": ...}, ...],
///     "unembedding": [[...], ...] }                       (d_model x vocabulary)
/// Weights are written as float32 (the shortest decimal that reads back as the same float).
struct LanguageModelFile
{
    QStringList vocabulary;
    LanguageModelSettings training; ///< as trained (layers, heads, d_model, d_head, context match the weights)
    /// Updates taken: training.steps (those planned, which set the learning rate's schedule) unless the model
    /// was saved while it trained. Written as "steps_taken" only then.
    int stepsTaken = 0;
    std::vector<LossPoint> lossCurve;
    std::vector<HeadScores> heads;  ///< the scores measured at the end of training
    LanguageModelParameters parameters;
};

/// The trainer's model as it is now, with its loss curve and the scores of its last evaluation.
LanguageModelFile languageModelFile(const LanguageModelTrainer &trainer, const LanguageModelEvaluation &evaluation);

struct LanguageModelReadResult
{
    std::optional<LanguageModelFile> model;
    QString error;        ///< "FILE: place: why" when model is empty
    QStringList warnings; ///< keys this version does not know, ignored
};

LanguageModelReadResult readLanguageModel(const QByteArray &json, const QString &fileName);
/// Only a regular file, and at most kMaxLanguageModelFileBytes of it; ":/" paths are Qt resources.
LanguageModelReadResult readLanguageModelFile(const QString &path);
QByteArray writeLanguageModel(const LanguageModelFile &model);
/// Whether the file at path begins as a language model does ({"format": "attentionlab-language-model"), valid
/// or not: a command's --out must not replace one with another kind of file, and the window opens one in its
/// own window. Reads only the first 4 KiB.
bool looksLikeLanguageModelFile(const QString &path);

constexpr qint64 kMaxLanguageModelFileBytes = 64LL * 1024 * 1024;

/// The model `train-lm` trains with its defaults, as it wrote it, inside the program (a Qt resource that
/// the ui library embeds; tst_languagemodel trains it again and compares).
inline const QString kBuiltInLanguageModel = QStringLiteral(":/models/induction-lm.json");

/// A text as the model's tokens: its words, separated by white space, each looked up in the vocabulary.
/// Nothing, with *problem naming each unknown word and its place ("word 3, 'cat', is not in the model's
/// vocabulary"; "these words are not …: 'cat' (word 3), 'dog' (word 5)"), for unknown words, an empty text
/// or one longer than the context.
std::optional<std::vector<int>> tokensOfText(const QStringList &vocabulary, const QStringList &words, int context,
                                             QString *problem);
/// The words of a text, split at white space.
QStringList wordsOfText(const QString &text);

/// A word the model may read next, by its probability.
struct LikelyWord
{
    int token = 0;
    double probability = 0;
};
/// The count likeliest tokens after the last token of a pass, likeliest first (ties in vocabulary order).
std::vector<LikelyWord> likeliestNextWords(const LanguageModelPass &pass, int count);

} // namespace attn
