#include "ScenarioValidation.h"

#include "LessonCost.h"

#include <QCoreApplication>
#include <cmath>
#include <limits>

namespace attn {
namespace {

/// The messages in the language the window speaks (English on the command line); the paths they are
/// given with stay as the file writes them.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioValidation)
};

QString indexed(const QString &path, Eigen::Index index)
{
    return QStringLiteral("%1[%2]").arg(path).arg(index);
}

std::optional<ScenarioProblem> checkNumbers(const MatrixD &matrix, const QString &path)
{
    if (const auto place = firstUnusableNumber(matrix))
        return ScenarioProblem{indexed(indexed(path, place->first), place->second), Text::tr("expected a finite number")};
    return std::nullopt;
}

std::optional<ScenarioProblem> checkShape(const MatrixD &matrix, const QString &path, Eigen::Index rows,
                                          Eigen::Index columns, const QString &why)
{
    if (matrix.rows() == rows && matrix.cols() == columns)
        return checkNumbers(matrix, path);
    return ScenarioProblem{path, Text::tr("expected a %1 x %2 matrix (%3), found %4 x %5")
                                     .arg(rows)
                                     .arg(columns)
                                     .arg(why)
                                     .arg(matrix.rows())
                                     .arg(matrix.cols())};
}

/// A bias, when there is one: a row of one number per column of its projection.
std::optional<ScenarioProblem> checkBias(const std::optional<MatrixD> &bias, const QString &path, Eigen::Index columns,
                                         const QString &why)
{
    if (!bias)
        return std::nullopt;
    if (bias->rows() != 1 || bias->cols() != columns)
        return ScenarioProblem{path, Text::tr("expected %1 numbers (%2), found %3").arg(columns).arg(why).arg(bias->size())};
    // Named as the file writes it: one array, "bq[2]".
    for (Eigen::Index column = 0; column < columns; ++column)
        if (!isUsableNumber((*bias)(0, column)))
            return ScenarioProblem{indexed(path, column), Text::tr("expected a finite number")};
    return std::nullopt;
}

} // namespace

// Short, and without control characters, which would reach a terminal raw or break a Markdown table's row.
std::optional<ScenarioProblem> checkTokenName(const QString &token, const QString &path)
{
    const auto codeOf = [](QChar character) { return QString::number(character.unicode(), 16).rightJustified(4, u'0').toUpper(); };
    for (qsizetype at = 0; at < token.size(); ++at) {
        const QChar character = token[at];
        if (character.category() == QChar::Other_Control)
            return ScenarioProblem{path, Text::tr("contains a control character (U+%1); a token name is a "
                                                        "label, printable text only")
                                             .arg(codeOf(character))};
        // Characters that change how the text around them is shown without being seen themselves: a
        // right-to-left override draws "\u202Eevil" as "live"; zero-width spaces and soft hyphens make two
        // names that read alike; a line separator breaks the label's one line.
        if (character.category() == QChar::Other_Format || character.category() == QChar::Separator_Line ||
            character.category() == QChar::Separator_Paragraph)
            return ScenarioProblem{path, Text::tr("contains U+%1, an invisible character that changes how text is shown "
                                                        "(a direction override, a zero-width or line-breaking character); a "
                                                        "token name is a label, printable text only")
                                             .arg(codeOf(character))};
        if (character.isNonCharacter())
            return ScenarioProblem{path, Text::tr("contains U+%1, which Unicode keeps out of text (a noncharacter); a "
                                                        "token name is a label, printable text only")
                                             .arg(codeOf(character))};
        // JSON's "\ud800" without its pair is no character: UTF-8 cannot hold it, and a save would write "?".
        if (character.isHighSurrogate() && at + 1 < token.size() && token[at + 1].isLowSurrogate()) {
            const char32_t codePoint = QChar::surrogateToUcs4(character, token[at + 1]);
            // Beyond the first plane too: tag characters (U+E0001...) are format characters, U+1FFFF a noncharacter.
            if (QChar::category(codePoint) == QChar::Other_Format || QChar::isNonCharacter(codePoint))
                return ScenarioProblem{path, Text::tr("contains U+%1, an invisible character or a noncharacter; a token "
                                                            "name is a label, printable text only")
                                                 .arg(QString::number(uint(codePoint), 16).toUpper())};
            ++at;
            continue;
        }
        if (character.isSurrogate())
            return ScenarioProblem{path, Text::tr("contains U+%1, half of a surrogate pair without the other half; "
                                                        "a token name is text that UTF-8 can hold")
                                             .arg(codeOf(character))};
    }
    // A token with no name, or only spaces, has a blank row and column in every table and heatmap, which the
    // room cannot tell from a missing label; so has a translated label.
    if (token.trimmed().isEmpty())
        return ScenarioProblem{path, token.isEmpty() ? Text::tr("is empty; a token needs a name to label its row and column")
                                                     : Text::tr("has only spaces; a token needs a name to label its row and column")};
    if (token.size() > ScenarioLimits::maxTokenLength)
        return ScenarioProblem{path, Text::tr("\"%1…\" has %2 characters; a token name has at most %3")
                                         .arg(token.left(16))
                                         .arg(token.size())
                                         .arg(ScenarioLimits::maxTokenLength)};
    return std::nullopt;
}

namespace {

std::optional<ScenarioProblem> checkSequence(const TokenSequence &sequence, const QString &path,
                                             std::optional<Eigen::Index> dModel)
{
    const auto count = Eigen::Index(sequence.tokens.size());
    if (count < 1 || count > ScenarioLimits::maxTokens)
        return ScenarioProblem{path + QStringLiteral(".tokens"),
                               Text::tr("expected 1 to %1 tokens, found %2")
                                   .arg(ScenarioLimits::maxTokens)
                                   .arg(count)};
    for (Eigen::Index index = 0; index < count; ++index) {
        if (auto problem = checkTokenName(sequence.tokens[index], indexed(path + QStringLiteral(".tokens"), index)))
            return problem;
    }
    if (sequence.vectors.rows() != count)
        return ScenarioProblem{path + QStringLiteral(".vectors"),
                               Text::tr("expected one vector per token (%1), found %2")
                                   .arg(count)
                                   .arg(sequence.vectors.rows())};
    const Eigen::Index width = sequence.vectors.cols();
    // Either sequence may be the one mistyped: both lengths are named, neither blamed.
    if (dModel && width != *dModel)
        return ScenarioProblem{indexed(path + QStringLiteral(".vectors"), 0),
                               Text::tr("has %1, but source.vectors[0] has %2: the source and the target "
                                              "need the same d_model")
                                   .arg(numberCount(width))
                                   .arg(*dModel)};
    if (width < 1 || width > ScenarioLimits::maxDModel)
        return ScenarioProblem{indexed(path + QStringLiteral(".vectors"), 0),
                               Text::tr("expected 1 to %1 numbers per vector (d_model), found %2")
                                   .arg(ScenarioLimits::maxDModel)
                                   .arg(width)};
    if (auto problem = checkNumbers(sequence.vectors, path + QStringLiteral(".vectors")))
        return problem;
    if (sequence.positions) {
        if (auto problem = checkShape(*sequence.positions, path + QStringLiteral(".positions"), count, width,
                                      Text::tr("one learned position per token x d_model")))
            return problem;
        return checkNumbers(*sequence.positions, path + QStringLiteral(".positions"));
    }
    return std::nullopt;
}

std::optional<ScenarioProblem> checkHeads(const std::vector<HeadWeights> &heads, Eigen::Index dModel)
{
    const auto count = int(heads.size());
    if (count < 1 || count > ScenarioLimits::maxHeads)
        return ScenarioProblem{QStringLiteral("heads"), Text::tr("expected 1 to %1 heads, found %2")
                                                            .arg(ScenarioLimits::maxHeads)
                                                            .arg(count)};
    for (int index = 0; index < count; ++index) {
        const HeadWeights &head = heads[size_t(index)];
        const QString path = indexed(QStringLiteral("heads"), index);
        if (head.dk() < 1 || head.dv() < 1)
            return ScenarioProblem{path, Text::tr("d_k and d_v must be at least 1")};
        if (auto problem = checkShape(head.wq, path + QStringLiteral(".wq"), dModel, head.dk(),
                                      QStringLiteral("d_model x d_k")))
            return problem;
        if (auto problem = checkShape(head.wk, path + QStringLiteral(".wk"), dModel, head.dk(),
                                      Text::tr("d_model x d_k, as wq")))
            return problem;
        if (auto problem = checkShape(head.wv, path + QStringLiteral(".wv"), dModel, head.dv(),
                                      QStringLiteral("d_model x d_v")))
            return problem;
        if (auto problem = checkBias(head.bq, path + QStringLiteral(".bq"), head.dk(), Text::tr("d_k, the columns of wq")))
            return problem;
        if (auto problem = checkBias(head.bk, path + QStringLiteral(".bk"), head.dk(), Text::tr("d_k, the columns of wk")))
            return problem;
        if (auto problem = checkBias(head.bv, path + QStringLiteral(".bv"), head.dv(), Text::tr("d_v, the columns of wv")))
            return problem;
    }
    return std::nullopt;
}

} // namespace

bool isUsableNumber(double value)
{
    return std::isfinite(value) && std::abs(value) <= double(std::numeric_limits<float>::max());
}

QString numberCount(qsizetype count)
{
    return count == 1 ? Text::tr("1 number") : Text::tr("%1 numbers").arg(count);
}

QString excerptForTitle(const QString &text)
{
    constexpr qsizetype kLongest = 80;
    const QString line = text.simplified();
    if (line.size() <= kLongest)
        return line;
    // Cut at the last space that keeps most of it, so that no word is cut in two.
    qsizetype cut = line.lastIndexOf(u' ', kLongest - 1);
    if (cut < kLongest / 2)
        cut = kLongest - 1;
    return line.left(cut) + QStringLiteral(" …");
}

std::optional<ScenarioProblem> validateScenario(const Scenario &scenario)
{
    const auto titleTooLong = [](const QString &path, const QString &title) -> std::optional<ScenarioProblem> {
        if (title.size() <= ScenarioLimits::maxTitleLength)
            return std::nullopt;
        return ScenarioProblem{path, Text::tr("at most %1 characters, found %2").arg(ScenarioLimits::maxTitleLength).arg(title.size())};
    };
    if (auto problem = titleTooLong(QStringLiteral("title"), scenario.title))
        return problem;
    for (const auto &[language, text] : scenario.translations) {
        if (auto problem = titleTooLong(QStringLiteral("translations.%1.title").arg(language), text.title))
            return problem;
    }
    if (auto problem = checkSequence(scenario.source, QStringLiteral("source"), std::nullopt))
        return problem;
    // Learned positions come with each sequence, and only with them.
    for (const TokenSequence *sequence : scenario.sequences()) {
        const QString path = sequence == &scenario.source ? QStringLiteral("source") : QStringLiteral("target");
        if (scenario.positions == ScenarioPositions::Learned && !sequence->positions)
            return ScenarioProblem{path + QStringLiteral(".positions"),
                                   Text::tr("missing (\"positions\": \"learned\" needs a vector per place, one per token)")};
        if (scenario.positions != ScenarioPositions::Learned && sequence->positions)
            return ScenarioProblem{path + QStringLiteral(".positions"),
                                   Text::tr("given, but the scenario's \"positions\" is not \"learned\"")};
    }
    if (!(scenario.temperature >= ScenarioLimits::minTemperature && scenario.temperature <= ScenarioLimits::maxTemperature))
        return ScenarioProblem{QStringLiteral("temperature"), Text::tr("expected a number from %1 to %2")
                                                                  .arg(ScenarioLimits::minTemperature)
                                                                  .arg(ScenarioLimits::maxTemperature)};
    const Eigen::Index dModel = scenario.dModel();
    if (scenario.mode == AttentionMode::Cross && !scenario.target)
        return ScenarioProblem{QStringLiteral("target"),
                               Text::tr("cross attention needs a target sequence (it supplies the queries)")};
    if (scenario.target) {
        if (auto problem = checkSequence(*scenario.target, QStringLiteral("target"), dModel))
            return problem;
    }
    if (scenario.heads) {
        if (auto problem = checkHeads(*scenario.heads, dModel))
            return problem;
    }
    // Translated token labels: one per token, each a valid label.
    for (const auto &[language, text] : scenario.translations) {
        for (const SequenceRole role : {SequenceRole::Source, SequenceRole::Target}) {
            const QStringList &labels = role == SequenceRole::Target ? text.targetTokens : text.sourceTokens;
            if (labels.isEmpty())
                continue;
            const QString path = QStringLiteral("translations.%1.tokens.%2")
                                     .arg(language, role == SequenceRole::Target ? QStringLiteral("target") : QStringLiteral("source"));
            if (role == SequenceRole::Target && !scenario.target)
                return ScenarioProblem{path, Text::tr("labels for a target, but the scenario has none")};
            const qsizetype count = scenario.sequence(role).tokens.size();
            if (labels.size() != count)
                return ScenarioProblem{path, Text::tr("expected %1 labels, one per token, found %2").arg(count).arg(labels.size())};
            for (qsizetype i = 0; i < labels.size(); ++i) {
                if (auto problem = checkTokenName(labels[i], indexed(path, Eigen::Index(i))))
                    return problem;
            }
        }
    }
    const Eigen::Index concatWidth = scenario.concatWidth();
    if (scenario.wo) {
        if (auto problem = checkShape(*scenario.wo, QStringLiteral("wo"), concatWidth, dModel,
                                      Text::tr("sum of the heads' d_v x d_model")))
            return problem;
    } else if (concatWidth != dModel) {
        return ScenarioProblem{QStringLiteral("wo"),
                               Text::tr("missing: without wo the heads' d_v must add up to d_model (%1), "
                                              "but they add up to %2")
                                   .arg(dModel)
                                   .arg(concatWidth)};
    }
    if (auto problem = checkBias(scenario.bo, QStringLiteral("bo"), dModel, Text::tr("d_model, the columns of wo")))
        return problem;
    if (const std::optional<ScenarioLayerNorm> &norm = scenario.layerNorm) {
        if (auto problem = checkBias(norm->gain, QStringLiteral("layer_norm.gain"), dModel, Text::tr("d_model, one per column of the vectors")))
            return problem;
        if (auto problem = checkBias(norm->bias, QStringLiteral("layer_norm.bias"), dModel, Text::tr("d_model, one per column of the vectors")))
            return problem;
        // Above 0, so that a vector whose numbers are all equal divides by sqrt(epsilon), not by zero.
        if (!(norm->epsilon > 0) || norm->epsilon > 1)
            return ScenarioProblem{QStringLiteral("layer_norm.epsilon"),
                                   Text::tr("expected a number above 0 and at most 1, found %1").arg(norm->epsilon)};
    }
    const qint64 bytes = lessonCost(scenario).resultBytes;
    if (bytes > ScenarioLimits::maxLessonResultBytes)
        return ScenarioProblem{QStringLiteral("heads"),
                               Text::tr("every stage of %1 heads over %2 x %3 tokens needs %4 MiB, at most %5 MiB: "
                                              "use fewer tokens or heads")
                                   .arg(scenario.headCount())
                                   .arg(scenario.querySequence().tokens.size())
                                   .arg(scenario.source.tokens.size())
                                   .arg(bytes >> 20)
                                   .arg(ScenarioLimits::maxLessonResultBytes >> 20)};
    return std::nullopt;
}

} // namespace attn
