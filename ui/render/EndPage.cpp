#include "EndPage.h"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>

namespace attn {
namespace {

/// A heading of the page, sizeFactor times its text's size (text, in pixels).
QString heading(const QString &words, int text, double sizeFactor)
{
    return QStringLiteral("<p style=\"font-size:%1px; font-weight:bold; margin-top:%2px\">%3</p>")
        .arg(int(text * sizeFactor)).arg(text / 2).arg(words.toHtmlEscaped());
}

/// The left column, what was shown: the scenario in a few words, then where each query looked most.
QString whatTheStagesShowed(const EndPageFacts &facts, int text)
{
    const Scenario &scenario = facts.scenario;
    const QString &language = facts.language;
    const QStringList queries = scenario.localizedQueryTokens(language);
    const QStringList keys = scenario.localizedTokens(SequenceRole::Source, language);
    const int headCount = scenario.headCount();
    QString mode;
    switch (scenario.mode) {
    case AttentionMode::Cross: mode = QCoreApplication::translate("attn::MainWindow", "Cross attention"); break;
    case AttentionMode::Causal: mode = QCoreApplication::translate("attn::MainWindow", "Causal self-attention"); break;
    case AttentionMode::Bidirectional: mode = QCoreApplication::translate("attn::MainWindow", "Bidirectional self-attention"); break;
    }
    QString shown = heading(QCoreApplication::translate("attn::MainWindow", "What the stages showed"), text, 1.15);
    shown += QStringLiteral("<p>%1: %2</p>")
                 .arg(mode.toHtmlEscaped(),
                      QCoreApplication::translate("attn::MainWindow", "queries: %1 · keys: %2 · heads: %3 (d_k = %4, d_v = %5)")
                          .arg(queries.size()).arg(keys.size()).arg(headCount)
                          .arg(scenario.headShape(0).dk).arg(scenario.headShape(0).dv).toHtmlEscaped());
    const std::shared_ptr<const AttentionResult> &result = facts.result;
    // Every query of a lesson (up to 16), numbered, since a token may come twice: the induction lesson's
    // point is in its last rows (the second ":" looks at the word after the first), which a list of six
    // left out. The page's text gives way to keep it one page (below).
    constexpr int kRowsListed = 16;
    // With two to four heads, each head's column side by side: what the heads do differently is the
    // multi-head lesson's point, and the walk ends on the last head. More heads: the head shown.
    constexpr int kHeadsSideBySide = 4;
    std::vector<int> listedHeads;
    if (result && headCount > 1 && headCount <= kHeadsSideBySide && result->heads.size() == size_t(headCount))
        for (int head = 0; head < headCount; ++head)
            listedHeads.push_back(head);
    else if (const int head = std::clamp(facts.shownHead, 0, headCount - 1); result && size_t(head) < result->heads.size())
        listedHeads.push_back(head);
    if (!listedHeads.empty()) {
        const Eigen::Index rows = result->heads[size_t(listedHeads.front())].weights.rows();
        const int listed = int(std::min<Eigen::Index>(rows, kRowsListed));
        // Each cell on one line: "2. said → said 0.98" broken after "said" read as two rows.
        const auto strongest = [&](int head, int row) {
            Eigen::Index key = 0;
            const float weight = result->heads[size_t(head)].weights.row(row).maxCoeff(&key);
            // A key that comes twice ("the" at 1 and 5) is named with its place, else the two read the same.
            QString named = keys.value(int(key)).toHtmlEscaped();
            if (keys.count(keys.value(int(key))) > 1)
                named += QStringLiteral("&nbsp;(%1)").arg(key + 1);
            return QStringLiteral("→&nbsp;%1&nbsp;&nbsp;&nbsp;%2").arg(named, QLocale().toString(weight, 'f', 2));
        };
        const auto query = [&](int row) { return QStringLiteral("%1.&nbsp;%2").arg(row + 1).arg(queries.value(row).toHtmlEscaped()); };
        if (listedHeads.size() == 1) {
            shown += QStringLiteral("<p>%1</p>").arg(QCoreApplication::translate("attn::MainWindow", "Where each query looked most (head %1):").arg(listedHeads.front() + 1).toHtmlEscaped());
            // A paragraph of its own for each row, kept whole: within one paragraph Qt broke "0,13" after the
            // comma of German and Italian, "13" alone on the next line.
            for (int row = 0; row < listed; ++row)
                shown += QStringLiteral("<p style=\"margin:0; white-space:nowrap\">&nbsp;&nbsp;%1&nbsp;%2</p>")
                             .arg(query(row), strongest(listedHeads.front(), row));
        } else {
            shown += QStringLiteral("<p>%1</p><table cellspacing=\"0\" cellpadding=\"%2\"><tr><td></td>")
                         .arg(QCoreApplication::translate("attn::MainWindow", "Where each query looked most, in each head:").toHtmlEscaped())
                         .arg(text / 6);
            for (int head : listedHeads)
                shown += QStringLiteral("<td style=\"white-space:nowrap\"><b>%1</b></td>").arg(QCoreApplication::translate("attn::MainWindow", "head %1").arg(head + 1).toHtmlEscaped());
            shown += QStringLiteral("</tr>");
            for (int row = 0; row < listed; ++row) {
                shown += QStringLiteral("<tr><td style=\"white-space:nowrap\">%1</td>").arg(query(row));
                for (int head : listedHeads)
                    shown += QStringLiteral("<td style=\"white-space:nowrap\">%1</td>").arg(strongest(head, row));
                shown += QStringLiteral("</tr>");
            }
            shown += QStringLiteral("</table>");
        }
        if (rows > kRowsListed)
            shown += QStringLiteral("<p>%1</p>").arg(QCoreApplication::translate("attn::MainWindow", "%1 more").arg(rows - kRowsListed).toHtmlEscaped());
    }
    return shown;
}

/// The right column: what to try next with this scenario, and where the clicker goes; for a room, what to
/// think about.
QString whatComesNext(const EndPageFacts &facts, int text)
{
    const Scenario &scenario = facts.scenario;
    const int headCount = scenario.headCount();
    QStringList ideas;
    if (facts.forRoom) {
        ideas << (scenario.scaled ? QCoreApplication::translate("attn::MainWindow", "Without the division by √d_k, would these weights be sharper or flatter?")
                                  : QCoreApplication::translate("attn::MainWindow", "What would dividing by √d_k do to these weights?"));
        ideas << (scenario.mode == AttentionMode::Causal ? QCoreApplication::translate("attn::MainWindow", "Which rows would change if every token saw the whole sentence?")
                                                         : QCoreApplication::translate("attn::MainWindow", "Which weights would a causal mask set to zero?"));
        ideas << QCoreApplication::translate("attn::MainWindow", "Which query looked most at another token, and what made the two match?");
        ideas << (headCount == 1 ? QCoreApplication::translate("attn::MainWindow", "What could a second head look for that this one misses?")
                                 : QCoreApplication::translate("attn::MainWindow", "What does each head look for?"));
    } else {
        ideas << (scenario.scaled ? QCoreApplication::translate("attn::MainWindow", "Switch off the division by √d_k: the weights sharpen.")
                                  : QCoreApplication::translate("attn::MainWindow", "Switch on the division by √d_k: the weights soften."));
        ideas << (scenario.mode == AttentionMode::Causal ? QCoreApplication::translate("attn::MainWindow", "Choose bidirectional attention: every token sees the whole sentence.")
                                                         : QCoreApplication::translate("attn::MainWindow", "Choose causal self-attention: the mask hides every later token."));
        ideas << QCoreApplication::translate("attn::MainWindow", "Drag a vector in the 3-D view: every stage follows.");
        ideas << (headCount == 1 ? QCoreApplication::translate("attn::MainWindow", "Add a second head and see W_O mix the two.") : QCoreApplication::translate("attn::MainWindow", "Show another head (Head, in the toolbar)."));
    }
    QString next = heading(facts.forRoom ? QCoreApplication::translate("attn::MainWindow", "To think about")
                                         : QCoreApplication::translate("attn::MainWindow", "What to try"),
                           text, 1.15) + QStringLiteral("<ul>");
    for (const QString &idea : ideas)
        next += QStringLiteral("<li>%1</li>").arg(idea.toHtmlEscaped());
    next += QStringLiteral("</ul>");
    if (facts.whereToGo) {
        QString where;
        if (facts.lessonIndex >= 0 && facts.lessonIndex + 1 < facts.lessonCount)
            where = QCoreApplication::translate("attn::MainWindow", "Page Down: lesson %1, “%2”.").arg(facts.lessonIndex + 2).arg(facts.nextLessonTitle);
        else if (facts.lessonIndex >= 0)
            where = QCoreApplication::translate("attn::MainWindow", "This was the last lesson of the gallery.");
        else
            where = QCoreApplication::translate("attn::MainWindow", "This is the last page; Page Down stays here.");
        where += u' ' + QCoreApplication::translate("attn::MainWindow", "Page Up: back to the last stage. Home: the first stage. A number and Enter: that lesson (1 to %1).")
                            .arg(facts.lessonCount);
        next += heading(QCoreApplication::translate("attn::MainWindow", "Where to go"), text, 1.15) + QStringLiteral("<p>") +
                where.toHtmlEscaped() + QStringLiteral("</p>");
    }
    return next;
}

} // namespace

QString endPageHtml(const EndPageFacts &facts, int text, bool sideBySide)
{
    const Scenario &scenario = facts.scenario;
    const QString &language = facts.language;
    const QString title = scenario.localizedTitle(language);
    const QString html = heading(title.isEmpty() ? QCoreApplication::translate("attn::MainWindow", "The end of this scenario")
                                                 : QCoreApplication::translate("attn::MainWindow", "The end of “%1”").arg(title),
                                 text, 1.5);
    const QString shown = whatTheStagesShowed(facts, text);
    const QString next = whatComesNext(facts, text);

    // Side by side where the page is wide enough for two columns of about 15 words' width, else one
    // below the other: squeezed into half of a narrow page, words break in the middle.
    if (sideBySide)
        return html + QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"%1\"><tr>"
                                     "<td width=\"50%\" valign=\"top\">%2</td><td width=\"50%\" valign=\"top\">%3</td></tr></table>")
                          .arg(text / 2)
                          .arg(shown, next);
    return html + shown + next;
}

} // namespace attn
