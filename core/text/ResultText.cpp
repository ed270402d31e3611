#include "ResultText.h"

namespace attn {
namespace {

struct NamedMatrix
{
    QString key;
    LabelledMatrix matrix;
};

std::vector<NamedMatrix> headMatrices(const Scenario &scenario, const HeadResult &head, int index)
{
    const QStringList &queries = scenario.querySequence().tokens;
    const QStringList &keys = scenario.source.tokens;
    const QString suffix = QStringLiteral(", head %1").arg(index + 1);
    // The captions say what was computed: X = E + P with positions, LN(...) with a layer norm, + b with a bias.
    const HeadWeights *weights = scenario.heads ? &(*scenario.heads)[size_t(index)] : nullptr;
    QString x = scenario.positions == ScenarioPositions::None ? QStringLiteral("X") : QStringLiteral("(E + P)");
    if (scenario.layerNorm)
        x = scenario.positions == ScenarioPositions::None ? QStringLiteral("LN(X)") : QStringLiteral("LN(E + P)");
    const auto caption = [&](const QString &name, const QString &matrix, bool bias) {
        return QStringLiteral("%1 = %2 %3%4").arg(name, x, matrix, bias ? QStringLiteral(" + b_") + name : QString()) + suffix;
    };
    return {
        {QStringLiteral("q"), {caption(QStringLiteral("Q"), QStringLiteral("W_Q"), weights && weights->bq), &head.q, queries, indexLabels(head.q.cols())}},
        {QStringLiteral("k"), {caption(QStringLiteral("K"), QStringLiteral("W_K"), weights && weights->bk), &head.k, keys, indexLabels(head.k.cols())}},
        {QStringLiteral("v"), {caption(QStringLiteral("V"), QStringLiteral("W_V"), weights && weights->bv), &head.v, keys, indexLabels(head.v.cols())}},
        {QStringLiteral("scores"), {QStringLiteral("Scores Q K^T") + suffix, &head.scores, queries, keys}},
        {QStringLiteral("scaled"),
         {(scenario.scaled ? QStringLiteral("Scaled scores Q K^T / sqrt(d_k)") : QStringLiteral("Scores (not scaled)")) + suffix,
          &head.scaled, queries, keys}},
        // Only causal attention masks: elsewhere the matrix is the scaled scores as they are, and its caption says so.
        {QStringLiteral("masked"),
         {(scenario.mode == AttentionMode::Causal ? QStringLiteral("Masked scores")
           : scenario.scaled                      ? QStringLiteral("Scaled scores, no mask")
                                                  : QStringLiteral("Scores, no mask")) +
              suffix,
          &head.masked, queries, keys}},
        {QStringLiteral("weights"), {QStringLiteral("Attention weights") + suffix, &head.weights, queries, keys}},
        {QStringLiteral("output"), {QStringLiteral("Head output Z = weights V") + suffix, &head.output, queries,
                                    indexLabels(head.output.cols())}},
    };
}

QString introduction(const QString &caption, MatrixTextFormat format)
{
    switch (format) {
    case MatrixTextFormat::Csv:
        return QStringLiteral("# ") + caption + u'\n';
    case MatrixTextFormat::Latex:
    case MatrixTextFormat::Markdown:
        break; // their text already carries the caption
    }
    return {};
}

} // namespace

QStringList resultMatrixKeys()
{
    return {QStringLiteral("q"),       QStringLiteral("k"),      QStringLiteral("v"),
            QStringLiteral("scores"),  QStringLiteral("scaled"), QStringLiteral("masked"),
            QStringLiteral("weights"), QStringLiteral("output"), QStringLiteral("concat"),
            QStringLiteral("final")};
}

bool isPerHeadMatrix(const QString &key)
{
    return key != QLatin1String("concat") && key != QLatin1String("final");
}

QString resultToText(const Scenario &scenario, const AttentionResult &result, MatrixTextFormat format,
                     std::optional<int> precision, const ResultTextSelection &selection)
{
    std::vector<NamedMatrix> chosen;
    auto wanted = [&](const QString &key) { return !selection.matrix || *selection.matrix == key; };
    for (int h = 0; h < int(result.heads.size()); ++h) {
        if (selection.head && *selection.head != h)
            continue;
        for (NamedMatrix &named : headMatrices(scenario, result.heads[size_t(h)], h))
            if (wanted(named.key))
                chosen.push_back(std::move(named));
    }
    const QStringList &queries = scenario.querySequence().tokens;
    if (wanted(QStringLiteral("concat")))
        chosen.push_back({QStringLiteral("concat"),
                          {QStringLiteral("Concatenation [Z_1 | ... | Z_h]"), &result.concat, queries, indexLabels(result.concat.cols())}});
    if (wanted(QStringLiteral("final")))
        chosen.push_back({QStringLiteral("final"),
                          {scenario.bo ? QStringLiteral("Output [Z_1 | ... | Z_h] W_O + b_O") : QStringLiteral("Output [Z_1 | ... | Z_h] W_O"),
                           &result.output, queries, indexLabels(result.output.cols())}});

    const bool several = chosen.size() > 1;
    QStringList blocks;
    for (const NamedMatrix &named : chosen) {
        blocks << (several ? introduction(named.matrix.caption, format) : QString()) +
                      matrixToText(named.matrix, format, precision);
    }
    return blocks.join(u'\n');
}

} // namespace attn
