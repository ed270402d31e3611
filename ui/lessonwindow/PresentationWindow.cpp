#include "PresentationWindow.h"

#include "LessonSlides.h"
#include "PresenterView.h"
#include "document/ScenarioDocument.h"
#include "render/FigureText.h"
#include "render/SpokenLanguage.h"

#include <QAbstractTextDocumentLayout>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QPainter>
#include <QScreen>
#include <QTextDocument>
#include <QTimer>
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
    m_pages = lessonSlides(*m_document);
    m_layouts.clear();
    m_index = std::clamp(m_index, 0, std::max(0, slideCount() - 1));
    changed();
}

const SlidePage *PresentationWindow::currentSlide() const
{
    return slideAt(m_index);
}

const SlidePage *PresentationWindow::slideAt(int index) const
{
    return index >= 0 && index < slideCount() ? m_pages[size_t(index)].get() : nullptr;
}

std::vector<PresentationWindow::LaidOut>::iterator PresentationWindow::layoutsAt(const QSize &size) const
{
    return std::find_if(m_layouts.begin(), m_layouts.end(),
                        [&](const LaidOut &kept) { return kept.size == size && kept.textScale == m_textScale; });
}

const SlidePage::Layout &PresentationWindow::layoutOf(int index, const QSize &size) const
{
    auto laidOut = layoutsAt(size);
    if (laidOut == m_layouts.end()) {
        // The room's screen and the presenter view's: two sizes at most are in use at once.
        if (m_layouts.size() >= 2)
            m_layouts.erase(m_layouts.begin());
        m_layouts.push_back({size, m_textScale, std::vector<std::optional<SlidePage::Layout>>(m_pages.size())});
        laidOut = std::prev(m_layouts.end());
    }
    std::optional<SlidePage::Layout> &slide = laidOut->slides[size_t(index)];
    if (!slide)
        slide = m_pages[size_t(index)]->layOut(size, m_textScale);
    return *slide;
}

void PresentationWindow::layOutNeighbours()
{
    m_neighboursPending = false;
    for (const int neighbour : {m_index + 1, m_index - 1, m_index + 2}) {
        if (neighbour < 0 || neighbour >= slideCount())
            continue;
        const auto kept = layoutsAt(size());
        if (kept != m_layouts.end() && kept->slides[size_t(neighbour)])
            continue;
        layoutOf(neighbour, size());
        // One slide per pass: a key pressed meanwhile waits for one layout at most.
        m_neighboursPending = true;
        QTimer::singleShot(0, this, [this] { layOutNeighbours(); });
        return;
    }
}

void PresentationWindow::setLessonPlace(int index, int count, const QString &nextTitle)
{
    m_lessonIndex = index;
    m_lessonCount = count;
    m_nextLessonTitle = nextTitle;
    Q_EMIT slideShown();
}

bool PresentationWindow::mayChangeLesson() const
{
    return m_lessonIndex >= 0 && !m_document->isModified();
}

QString PresentationWindow::nextLessonTitle() const
{
    return mayChangeLesson() && m_lessonIndex + 1 < m_lessonCount ? m_nextLessonTitle : QString();
}

PresenterView *PresentationWindow::presenterView() const
{
    return m_presenter.data();
}

void PresentationWindow::changed()
{
    update();
    Q_EMIT slideShown();
}

void PresentationWindow::present(QScreen *deskScreen)
{
    if (!m_deskScreen) {
        // A projector plugged in or out while presenting: the slides and the presenter view find their screens again.
        connect(qApp, &QGuiApplication::screenAdded, this, [this] { placeOnScreens(); });
        connect(qApp, &QGuiApplication::screenRemoved, this, [this] { placeOnScreens(); });
    }
    m_deskScreen = deskScreen ? deskScreen : QGuiApplication::primaryScreen();
    placeOnScreens();
}

void PresentationWindow::placeOnScreens()
{
    if (!m_deskScreen)
        m_deskScreen = QGuiApplication::primaryScreen();
    QScreen *audience = m_deskScreen;
    for (QScreen *screen : QGuiApplication::screens()) {
        if (screen != m_deskScreen) {
            audience = screen;
            break;
        }
    }
    setScreen(audience);
    setGeometry(audience->geometry());
    showFullScreen();
    raise();
    if (audience == m_deskScreen) {
        if (m_presenter)
            m_presenter->deleteLater();
        activateWindow();
        return;
    }
    if (!m_presenter)
        m_presenter = new PresenterView(this, this);
    m_presenter->setScreen(m_deskScreen);
    m_presenter->setGeometry(m_deskScreen->geometry());
    m_presenter->showFullScreen();
    // The keyboard is the lecturer's, on the desk's screen; its keys steer the slides.
    m_presenter->raise();
    m_presenter->activateWindow();
}

void PresentationWindow::showSlide(int index)
{
    m_index = std::clamp(index, 0, std::max(0, slideCount() - 1));
    m_blank = false;
    changed();
}

int PresentationWindow::slideOfStage(PipelineStage stage, int head) const
{
    // A deck written for the room leaves stages out: the desk's stage is then met at the next stage the deck
    // shows (the lecturer goes on from where the desk was), else at the last one before it; where the deck
    // shows nothing before it either, the lesson has not begun, and it begins at its first slide.
    int anyHead = -1, later = -1, earlier = -1;
    for (int index = 0; index < slideCount(); ++index) {
        const Slide &slide = m_pages[size_t(index)]->slide();
        // A heatmap of weights shows the softmax's result, one of scores the scores.
        std::optional<PipelineStage> shown;
        if (slide.kind == SlideKind::Stage)
            shown = slide.stage;
        else if (slide.kind == SlideKind::Figure)
            shown = slide.heatmap == SlideHeatmap::Scores ? PipelineStage::Scores : PipelineStage::Softmax;
        if (!shown)
            continue;
        const bool everyHead = slide.kind == SlideKind::Figure && slide.heatmap == SlideHeatmap::Heads;
        if (*shown == stage && (slide.head == head || everyHead))
            return index;
        if (*shown == stage && anyHead < 0)
            anyHead = index;
        if (int(*shown) > int(stage) && later < 0)
            later = index;
        if (int(*shown) < int(stage))
            earlier = index;
    }
    if (anyHead >= 0)
        return anyHead;
    if (earlier < 0)
        return 0;
    return later >= 0 ? later : earlier;
}

bool PresentationWindow::event(QEvent *event)
{
    // Every key is the presentation's: the desk's shortcuts (Esc, F5, Ctrl+S) wait until it ends.
    if (event->type() == QEvent::ShortcutOverride) {
        event->accept();
        return true;
    }
    return QWidget::event(event);
}

void PresentationWindow::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    if (m_blank || !currentSlide()) {
        painter.fillRect(rect(), Qt::black);
        return;
    }
    const SlidePage &slide = *currentSlide();
    const SlidePage::Layout &layout = layoutOf(m_index, size());
    slide.paint(painter, layout);
    if (!m_neighboursPending) {
        m_neighboursPending = true;
        QTimer::singleShot(0, this, [this] { layOutNeighbours(); });
    }
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
        changed();
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
        if (m_index + 1 >= slideCount() && mayChangeLesson() && m_lessonIndex + 1 < m_lessonCount)
            Q_EMIT lessonStepRequested(+1);
        else
            showSlide(m_index + 1);
        return;
    case Qt::Key_PageUp:
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_Backspace:
        if (m_index == 0 && mayChangeLesson() && m_lessonIndex > 0)
            Q_EMIT lessonStepRequested(-1);
        else
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
        changed();
        return;
    case Qt::Key_N:
        m_notes = !m_notes;
        changed();
        return;
    case Qt::Key_Escape:
        close();
        return;
    default:
        break;
    }
    if (control && (key == Qt::Key_Plus || key == Qt::Key_Equal)) {
        m_textScale = boundedTextScale(m_textScale * 1.15);
        changed();
        return;
    }
    if (control && key == Qt::Key_Minus) {
        m_textScale = std::max(1.0 / 1.15 / 1.15 / 1.15, boundedTextScale(m_textScale / 1.15));
        changed();
        return;
    }
    if (control && key == Qt::Key_0) {
        m_textScale = 1.0;
        changed();
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
