#include "ResultComparison.h"

#include <cmath>

namespace attn {
namespace {

/// Calls visit(name, a, b) for every matrix the two results share.
template<typename Visit>
void forEachStage(const AttentionResult &a, const AttentionResult &b, Visit &&visit)
{
    for (size_t h = 0; h < std::min(a.heads.size(), b.heads.size()); ++h) {
        const HeadResult &x = a.heads[h];
        const HeadResult &y = b.heads[h];
        const QString head = QStringLiteral("head %1 ").arg(h + 1);
        visit(head + QStringLiteral("Q"), x.q, y.q);
        visit(head + QStringLiteral("K"), x.k, y.k);
        visit(head + QStringLiteral("V"), x.v, y.v);
        visit(head + QStringLiteral("scores"), x.scores, y.scores);
        visit(head + QStringLiteral("scaled"), x.scaled, y.scaled);
        visit(head + QStringLiteral("weights"), x.weights, y.weights);
        visit(head + QStringLiteral("output"), x.output, y.output);
    }
    visit(QStringLiteral("concat"), a.concat, b.concat);
    visit(QStringLiteral("output"), a.output, b.output);
}

} // namespace

ResultDifference compareResults(const AttentionResult &a, const AttentionResult &b)
{
    ResultDifference difference;
    forEachStage(a, b, [&](const QString &name, const MatrixF &x, const MatrixF &y) {
        if (x.rows() != y.rows() || x.cols() != y.cols()) {
            difference.largest = INFINITY;
            difference.where = name + QStringLiteral(" (shapes differ)");
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
                                      QStringLiteral("the numbers grow beyond float32's range (about "
                                                     "±3.4e38); use smaller vectors or weights")};
    });
    return problem;
}

} // namespace attn
