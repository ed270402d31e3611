#include "PresentationWindow.h"

#include "cpu/CpuEngine.h"
#include "document/ScenarioDocument.h"
#include "render/DeckExport.h"
#include "render/FigureText.h"
#include "render/SpokenLanguage.h"

#include <QAbstractTextDocumentLayout>
#include <QKeyEvent>
#include <QPainter>
#include <QTextDocument>
#include <algorithm>

namespace attn {

PresentationWindow::PresentationWindow(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent, Qt::Window), m_document(document)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setCursor(Qt::BlankCursor);
    setFocusPolicy(Qt::StrongFocus);
    setWindowTitle(tr("Presentation"));
    rebuild();
    connect(m_document, &ScenarioDocument::scenarioChanged, this, [this] {
        const int index = m_index;
        rebuild();
        showSlide(index);
    });
}

PresentationWindow::~PresentationWindow() = default;

void PresentationWindow::rebuild()
{
    // Each slide's own scenario computed on the CPU: a lesson's slides take milliseconds, and a slide's
    // changes (√d_k off, a token moved) are not the document's scenario, whose result the desk keeps.
    CpuEngine engine;
    SlideContext context;
    context.language = currentLanguage();
    m_pages = deckPages(m_document->scenarioSnapshot(),
                        [&engine](const Scenario &scenario) -> std::optional<AttentionResult> {
                            try {
                                return engine.run(scenario);
                            } catch (const EngineError &) {
                                return std::nullopt; // the slide says its numbers could not be computed
                            }
                        },
                        context);
    m_index = std::clamp(m_index, 0, std::max(0, slideCount() - 1));
    update();
}

const SlidePage *PresentationWindow::currentSlide() const
{
    return m_pages.empty() ? nullptr : m_pages[size_t(m_index)].get();
}

void PresentationWindow::showSlide(int index)
{
    m_index = std::clamp(index, 0, std::max(0, slideCount() - 1));
    m_blank = false;
    update();
}

int PresentationWindow::slideOfStage(PipelineStage stage, int head) const
{
    int anyHead = -1;
    for (int index = 0; index < slideCount(); ++index) {
        const Slide &slide = m_pages[size_t(index)]->slide();
        if (slide.kind != SlideKind::Stage || slide.stage != stage)
            continue;
        if (slide.head == head)
            return index;
        if (anyHead < 0)
            anyHead = index;
    }
    return std::max(anyHead, 0);
}

void PresentationWindow::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    if (m_blank || !currentSlide()) {
        painter.fillRect(rect(), Qt::black);
        return;
    }
    const SlidePage &slide = *currentSlide();
    const SlidePage::Layout layout = slide.layOut(size(), m_textScale);
    slide.paint(painter, layout);
    if (!m_notes)
        return;
    // The presenter's notes over the slide's lower third, on one screen (N again hides them).
    const QString notes = slide.presenterNotes();
    QTextDocument text;
    text.setDefaultFont(pixelFont(layout.leastTextPixels));
    text.setPlainText(notes.isEmpty() ? tr("No notes for this slide.") : notes);
    const int margin = layout.leastTextPixels;
    text.setTextWidth(width() - 2 * margin);
    const int height = std::min(int(text.size().height()) + 2 * margin, this->height() / 2);
    const QRect band(0, this->height() - height, width(), height);
    painter.fillRect(band, QColor(255, 255, 224, 240));
    painter.translate(margin, band.top() + margin);
    QAbstractTextDocumentLayout::PaintContext context;
    context.clip = QRectF(0, 0, width() - 2 * margin, height - 2 * margin);
    text.documentLayout()->draw(&painter, context);
}

void PresentationWindow::keyPressEvent(QKeyEvent *event)
{
    const int key = event->key();
    const bool control = event->modifiers().testFlag(Qt::ControlModifier);
    if (m_blank && key != Qt::Key_Escape) {
        m_blank = false; // any key brings the slide back, and does only that
        update();
        return;
    }
    if (key >= Qt::Key_0 && key <= Qt::Key_9 && !control) {
        m_typedNumber += QChar(u'0' + (key - Qt::Key_0));
        return;
    }
    if ((key == Qt::Key_Return || key == Qt::Key_Enter) && !m_typedNumber.isEmpty()) {
        showSlide(m_typedNumber.toInt() - 1);
        m_typedNumber.clear();
        return;
    }
    m_typedNumber.clear();
    switch (key) {
    case Qt::Key_PageDown:
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_Space:
        showSlide(m_index + 1);
        return;
    case Qt::Key_PageUp:
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_Backspace:
        showSlide(m_index - 1);
        return;
    case Qt::Key_Home:
        showSlide(0);
        return;
    case Qt::Key_End:
        showSlide(slideCount() - 1);
        return;
    case Qt::Key_B:
    case Qt::Key_Period:
        m_blank = true;
        update();
        return;
    case Qt::Key_N:
        m_notes = !m_notes;
        update();
        return;
    case Qt::Key_Escape:
        close();
        return;
    default:
        break;
    }
    if (control && (key == Qt::Key_Plus || key == Qt::Key_Equal)) {
        m_textScale = boundedTextScale(m_textScale * 1.15);
        update();
        return;
    }
    if (control && key == Qt::Key_Minus) {
        m_textScale = std::max(1.0 / 1.15 / 1.15 / 1.15, boundedTextScale(m_textScale / 1.15));
        update();
        return;
    }
    if (control && key == Qt::Key_0) {
        m_textScale = 1.0;
        update();
        return;
    }
    QWidget::keyPressEvent(event);
}

void PresentationWindow::closeEvent(QCloseEvent *event)
{
    Q_EMIT closed();
    QWidget::closeEvent(event);
}

} // namespace attn
