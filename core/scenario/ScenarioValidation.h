#pragma once

#include "Scenario.h"

#include <QString>
#include <limits>
#include <optional>
#include <utility>

namespace attn {

/// The limits a scenario must keep to; files beyond them are refused.
struct ScenarioLimits
{
    static constexpr Eigen::Index maxTokens = 4096;
    /// GPT-2 XL's width, so that any head of any GPT-2 opens in the stepper.
    static constexpr Eigen::Index maxDModel = 1600;
    static constexpr int maxHeads = 64;
    /// A token is a label on every figure: longer names cannot be drawn beside a row of numbers.
    static constexpr qsizetype maxTokenLength = 64;
    /// A title is one line: in the window's title bar, over a lecture's notes, at the head of the last page.
    static constexpr qsizetype maxTitleLength = 300;
    /// Refuse larger files before parsing them. A lesson, or one head of any GPT-2 on a text of up to 1024
    /// tokens, stays well below it; the largest scenarios the other limits allow (2 x 4096 x 1600 numbers
    /// plus weights) may not, and are then refused on saving (writeScenarioFile), never written unreadable.
    static constexpr qint64 maxFileBytes = 256LL * 1024 * 1024;
    /// Every stage of every head is kept for the window: 4 GiB is 16 heads of 4096 x 4096, more than
    /// a student's laptop can hold together with the figures.
    static constexpr qint64 maxLessonResultBytes = 4LL * 1024 * 1024 * 1024;
    static constexpr double minTemperature = 0.01;
    static constexpr double maxTemperature = 100.0;
};

/// A text as a title quotes it: whole where it is short, otherwise its first words and "…", so that the
/// title stays one line, well within ScenarioLimits::maxTitleLength (the text of a real model's page is
/// a thousand tokens).
QString excerptForTitle(const QString &text);

/// A place in a scenario and what is wrong there, e.g. {"source.vectors[3][1]", "expected a finite number"}.
struct ScenarioProblem
{
    QString path;
    QString message;

    /// "source.vectors[3][1]: expected …"; with the place as the editor names it (editorPlace()) after the path,
    /// where there is one: "source.vectors[3][1] (source token 4 “are”, dimension 2): expected …".
    QString toString(const QString &place = {}) const
    {
        if (path.isEmpty())
            return message;
        return (place.isEmpty() ? path : QStringLiteral("%1 (%2)").arg(path, place)) + QStringLiteral(": ") + message;
    }
};

/// "1 number", "3 numbers": a row's length as messages write it.
QString numberCount(qsizetype count);

/// Why a token name cannot be one, at path: a token is drawn as a label and printed in tables and messages.
std::optional<ScenarioProblem> checkTokenName(const QString &token, const QString &path);

/// Checks shapes, limits and numbers of a scenario that is already in memory (read from a file, or edited
/// in the window). Returns the first problem found, or nothing when every engine can run it.
std::optional<ScenarioProblem> validateScenario(const Scenario &scenario);

/// Whether a typed number can enter a scenario: finite and representable as a float32, since the
/// engines compute in float32.
bool isUsableNumber(double value);

/// Whether every number of a matrix, of doubles or of floats, passes isUsableNumber, in one vectorised pass:
/// the largest magnitude is at most float32's largest, which infinity fails and NaN fails too (propagated
/// through the maximum). Eigen's allFinite() and all() are scalar loops: with them, at 512 tokens x 8 heads
/// the result's check takes a third as long as the computation it checks.
template<typename Derived>
bool allUsableNumbers(const Eigen::MatrixBase<Derived> &matrix)
{
    using Scalar = typename Derived::Scalar;
    return matrix.size() == 0 ||
           matrix.cwiseAbs().template maxCoeff<Eigen::PropagateNaN>() <= Scalar(std::numeric_limits<float>::max());
}

/// Where (row, column) the first number that fails isUsableNumber is, row by row; nothing when all pass. The
/// vectorised check first: the place is looked for only when something is wrong.
template<typename Derived>
std::optional<std::pair<Eigen::Index, Eigen::Index>> firstUnusableNumber(const Eigen::MatrixBase<Derived> &matrix)
{
    if (allUsableNumbers(matrix))
        return std::nullopt;
    for (Eigen::Index row = 0; row < matrix.rows(); ++row)
        for (Eigen::Index column = 0; column < matrix.cols(); ++column)
            if (!isUsableNumber(double(matrix(row, column))))
                return std::pair{row, column};
    return std::nullopt;
}

} // namespace attn
