#include "LessonNotesView.h"

#include <QAbstractTextDocumentLayout>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <cmath>
#include <tuple>
#include <vector>

namespace attn {

bool LessonNotesView::setNotes(const QString &heading, const QString &markdown)
{
    // Compared with what was last set, not with toMarkdown(): the document writes its Markdown back in a
    // form of its own, which differs from the scenario's at every edit.
    const QString shown = heading + QChar(u'\n') + markdown;
    if (m_shown && *m_shown == shown)
        return false;
    m_shown = shown;
    setMarkdown(markdown);
    writeSubscripts(); // the notes', not the heading's: the title is shown as it is written
    if (!heading.isEmpty()) {
        // As text in a block of its own rather than Markdown, which would read a title's * or _ as markup.
        QTextCursor cursor(document());
        QTextCharFormat bold;
        bold.setFontWeight(QFont::Bold);
        if (!markdown.isEmpty()) {
            cursor.insertBlock();
            cursor.movePosition(QTextCursor::Start);
        }
        cursor.insertText(heading, bold);
    }
    sizeCodeAsText();
    return true;
}

void LessonNotesView::showStage(const QString &stageName, bool firstStage, bool lecture)
{
    // The notes panel shows three to five lines in a lecture, and the clicker cannot scroll it: the paragraph
    // that names the stage in bold ("Step to **Softmax**, where the weights are") comes to its top when the
    // stage opens, and the lesson's first stage shows the notes from their beginning. A stage no
    // paragraph names leaves the notes where they are.
    // A paragraph near the notes' end could not come to the top: the view stopped at the end, its first line
    // the end of the paragraph before ("the Head box, or open All heads." over the multi-head lesson's
    // concatenation at 1280 x 720). In a lecture the notes have room below their end for that.
    QTextDocument *notes = document();
    const auto roomBelow = [notes](double pixels) {
        QTextFrameFormat format = notes->rootFrame()->frameFormat();
        if (std::abs(format.bottomMargin() - pixels) >= 1) {
            format.setBottomMargin(pixels);
            notes->rootFrame()->setFrameFormat(format);
        }
    };
    if (!lecture) {
        roomBelow(notes->documentMargin());
        return;
    }
    QScrollBar *scroll = verticalScrollBar();
    if (firstStage) {
        scroll->setValue(0);
        return;
    }
    // The bar's name less an abbreviation's dot: the Italian bar's "Concat." is the notes' "Concatenazione".
    QString name = stageName;
    if (name.endsWith(u'.'))
        name.chop(1);
    // The lecture's heading, the lesson's title in bold, is not a paragraph of the notes.
    QTextBlock block = notes->begin();
    if (block.isValid() && m_shown && !m_shown->startsWith(u'\n'))
        block = block.next();
    for (; block.isValid(); block = block.next())
        for (auto part = block.begin(); !part.atEnd(); ++part)
            if (part.fragment().charFormat().fontWeight() >= QFont::Bold &&
                part.fragment().text().startsWith(name, Qt::CaseInsensitive)) {
                const int top = int(notes->documentLayout()->blockBoundingRect(block).top());
                const double content = notes->size().height() - notes->rootFrame()->frameFormat().bottomMargin();
                // (The height the panel is given, which its viewport takes only once the window's layout runs.)
                const int seen = maximumHeight() - 2 * frameWidth();
                roomBelow(std::max(notes->documentMargin(), top + seen - content));
                scroll->setValue(top);
                return;
            }
}

// Markdown's `code` comes in the system's fixed-pitch font at that font's own point size, which the notes'
// text scale does not reach: at a lecture's Ctrl+ it would read at half the size of the words around it.
void LessonNotesView::sizeCodeAsText()
{
    const int pixels = font().pixelSize();
    // Found first, changed after: a change may merge fragments under an iterator.
    std::vector<std::tuple<int, int, QTextCharFormat>> code;
    for (QTextBlock block = document()->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            QTextCharFormat format = fragment.charFormat();
            if (!format.fontFixedPitch() || format.intProperty(QTextFormat::FontPixelSize) == pixels)
                continue;
            format.clearProperty(QTextFormat::FontPointSize);
            format.setProperty(QTextFormat::FontPixelSize, pixels);
            code.emplace_back(fragment.position(), fragment.length(), format);
        }
    }
    QTextCursor cursor(document());
    for (const auto &[position, length, format] : code) {
        cursor.setPosition(position);
        cursor.setPosition(position + length, QTextCursor::KeepAnchor);
        cursor.setCharFormat(format);
    }
}

// W_Q, d_k and d_model with the subscript set low, as the stage pages beside the notes write them (W<sub>Q</sub>).
// Not in `code`, which is written as typed.
void LessonNotesView::writeSubscripts()
{
    static const QRegularExpression subscripted(QStringLiteral("\\b([A-Za-z])_([A-Za-z0-9]+)\\b"));
    QTextDocument *notes = document();
    std::vector<std::pair<int, int>> found; // the underscore's position, and the subscript's length
    for (QTextCursor match = notes->find(subscripted); !match.isNull(); match = notes->find(subscripted, match)) {
        QTextCursor first(notes);
        first.setPosition(match.selectionStart() + 1); // the format of the letter before the underscore
        if (first.charFormat().fontFixedPitch())
            continue;
        found.emplace_back(match.selectionStart() + 1, match.selectionEnd() - match.selectionStart() - 2);
    }
    // From the end, so that each removed underscore leaves the places before it as they were.
    for (auto it = found.rbegin(); it != found.rend(); ++it) {
        QTextCursor cursor(notes);
        cursor.setPosition(it->first + 1);
        cursor.setPosition(it->first + 1 + it->second, QTextCursor::KeepAnchor);
        QTextCharFormat low;
        low.setVerticalAlignment(QTextCharFormat::AlignSubScript);
        cursor.mergeCharFormat(low);
        cursor.setPosition(it->first);
        cursor.deleteChar();
    }
}

int LessonNotesView::heightForWholeLines(int most) const
{
    // The view ends under a whole line of text, or under the last line where all of it fits: a line cut
    // through at the bottom read as a fault from the back of the room.
    const QTextDocument *text = document();
    const int frame = 2 * frameWidth();
    const int bottomMargin = int(std::ceil(text->documentMargin()));
    int wholeLines = 0; // the bottom of the last line that fits whole
    for (QTextBlock block = text->begin(); block.isValid(); block = block.next()) {
        const QRectF box = text->documentLayout()->blockBoundingRect(block);
        const QTextLayout *lines = block.layout();
        for (int i = 0; lines && i < lines->lineCount(); ++i) {
            const int bottom = int(std::ceil(box.top() + lines->lineAt(i).rect().bottom()));
            if (bottom + bottomMargin + frame > most) // the view ends where the next line begins
                return wholeLines > 0 ? wholeLines + frame : most;
            wholeLines = bottom;
        }
    }
    return std::min(most, wholeLines + bottomMargin + frame);
}

} // namespace attn
