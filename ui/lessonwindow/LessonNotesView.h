#pragma once

#include <QTextBrowser>
#include <optional>

namespace attn {

/// The lesson's notes under the stage: its Markdown with W_Q, d_k written as the stage pages write them
/// (W<sub>Q</sub>) and code at the text's size; in a lecture the lesson's title above them, in bold, and the
/// paragraph that names the stage shown brought to the top, since a clicker cannot scroll the notes.
class LessonNotesView : public QTextBrowser
{
public:
    using QTextBrowser::QTextBrowser;

    /// Shows the heading (none when empty) above the notes; false, and nothing done, when they are what is shown.
    bool setNotes(const QString &heading, const QString &markdown);
    /// In a lecture, the paragraph whose bold words begin with the stage's name comes to the top (the notes'
    /// beginning for the lesson's first stage); a stage no paragraph names leaves them where they are.
    void showStage(const QString &stageName, bool firstStage, bool lecture);
    /// Markdown's `code` at the notes' pixel size (see the .cpp), again after the font changes.
    void sizeCodeAsText();
    /// The height that shows as many whole lines as fit in `most` pixels (all of them where they fit).
    int heightForWholeLines(int most) const;

private:
    void writeSubscripts();

    std::optional<QString> m_shown; ///< the heading and notes last shown, as the scenario writes them
};

} // namespace attn
