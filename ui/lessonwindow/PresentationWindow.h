#pragma once

#include "render/SlidePage.h"

#include <QWidget>
#include <memory>
#include <vector>

namespace attn {

class ScenarioDocument;

/// The lesson's deck, one slide at a time on the whole screen, painted by the renderer that writes the deck
/// to file (SlidePage): what the room sees is the PDF's page at the screen's size. The desk stays the place to
/// edit: the slides are made again from the document whenever it changes, so an edit shows on the next slide.
///
/// The clicker's keys: Page Down, Right, Down and Space on; Page Up, Left and Up back; Home and End; a number
/// and Enter; B and "." blank the screen (any key brings it back); Ctrl+ and Ctrl− scale the slide, Ctrl+0
/// resets it; N shows the presenter's notes over the slide's foot; Esc leaves. Nothing on a slide is for the mouse.
class PresentationWindow : public QWidget
{
    Q_OBJECT
public:
    explicit PresentationWindow(ScenarioDocument *document, QWidget *parent = nullptr);
    ~PresentationWindow() override;

    /// Shows slide index (from 0, clamped to the deck).
    void showSlide(int index);
    int slideIndex() const { return m_index; }
    int slideCount() const { return int(m_pages.size()); }
    const SlidePage *currentSlide() const;
    bool isBlank() const { return m_blank; }
    bool showsNotes() const { return m_notes; }
    double textScale() const { return m_textScale; }
    /// The first slide that shows this stage (any part) of this head, else of any head, else the first slide.
    int slideOfStage(PipelineStage stage, int head) const;

Q_SIGNALS:
    void closed();

protected:
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    /// The deck made again from the document's scenario, each slide computed with its changes.
    void rebuild();

    ScenarioDocument *m_document;
    std::vector<std::unique_ptr<SlidePage>> m_pages;
    int m_index = 0;
    bool m_blank = false;
    bool m_notes = false;
    double m_textScale = 1.0;
    QString m_typedNumber;
};

} // namespace attn
