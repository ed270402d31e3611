#include "ResultComparison.h"

#include <QCoreApplication>
#include <cmath>

namespace attn {
namespace {

/// The places and the overflow's sentence in the window's language (the command line installs no translator:
/// English there). Q, K and V stay as they are.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ResultComparison)
};

/// Calls visit(name, a, b) for every matrix the two results share.
template<typename Visit>
void forEachStage(const AttentionResult &a, const AttentionResult &b, Visit &&visit)
{
    for (size_t h = 0; h < std::min(a.heads.size(), b.heads.size()); ++h) {
        const HeadResult &x = a.heads[h];
        const HeadResult &y = b.heads[h];
        // "head 1 scores": which head, then which of its matrices.
        const auto ofHead = [h](const QString &matrix) { return Text::tr("head %1 %2").arg(h + 1).arg(matrix); };
        visit(ofHead(QStringLiteral("Q")), x.q, y.q);
        visit(ofHead(QStringLiteral("K")), x.k, y.k);
        visit(ofHead(QStringLiteral("V")), x.v, y.v);
        visit(ofHead(Text::tr("scores")), x.scores, y.scores);
        visit(ofHead(Text::tr("scaled", "the scores divided by √d_k")), x.scaled, y.scaled);
        visit(ofHead(Text::tr("weights")), x.weights, y.weights);
        visit(ofHead(Text::tr("output", "a head's output, weights times V")), x.output, y.output);
    }
    visit(Text::tr("concat"), a.concat, b.concat);
    visit(Text::tr("output", "the layer's output, after W_O"), a.output, b.output);
}

} // namespace

ResultDifference compareResults(const AttentionResult &a, const AttentionResult &b)
{
    ResultDifference difference;
    forEachStage(a, b, [&](const QString &name, const MatrixF &x, const MatrixF &y) {
        if (x.rows() != y.rows() || x.cols() != y.cols()) {
            difference.largest = INFINITY;
            difference.where = Text::tr("%1 (shapes differ)").arg(name);
            return;
        }
        for (Eigen::Index i = 0; i < x.rows(); ++i)
            for (Eigen::Index j = 0; j < x.cols(); ++j) {
                const float gap = std::abs(x(i, j) - y(i, j));
                if (gap > difference.largest) {
                    difference.largest = gap;
                    difference.where = QStringLiteral("%1 (%2, %3)").arg(name).arg(i + 1).arg(j + 1);
                }
            }
    });
    return difference;
}

bool resultsAgree(const AttentionResult &a, const AttentionResult &b)
{
    bool agree = a.heads.size() == b.heads.size();
    forEachStage(a, b, [&](const QString &, const MatrixF &x, const MatrixF &y) {
        agree = agree && x.rows() == y.rows() && x.cols() == y.cols() &&
                ((x - y).cwiseAbs().array() <= 1e-4f * (1.0f + y.cwiseAbs().array())).all();
    });
    return agree;
}

std::optional<ScenarioProblem> findOverflow(const AttentionResult &result)
{
    std::optional<ScenarioProblem> problem;
    // The masked stage is the scaled one with -infinity written in, so checking scaled covers it.
    forEachStage(result, result, [&](const QString &name, const MatrixF &matrix, const MatrixF &) {
        if (problem)
            return;
        if (const auto place = firstUnusableNumber(matrix))
            problem = ScenarioProblem{QStringLiteral("%1 (%2, %3)").arg(name).arg(place->first + 1).arg(place->second + 1),
                                      Text::tr("the numbers grow beyond float32's range (about ±3.4e38); use smaller "
                                               "vectors or weights")};
    });
    return problem;
}

} // namespace attn
