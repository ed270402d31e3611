#include "PresenterView.h"

#include "PresentationWindow.h"
#include "render/FigureText.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QPainter>
#include <QTextDocument>
#include <algorithm>

namespace attn {

namespace {

const QColor kBackground(32, 32, 36);
const QColor kWords(235, 235, 235);
const QColor kQuiet(160, 160, 168);

/// Paints a slide as the room sees it (laid out at the audience screen's size), scaled into the box.
void paintSlideInto(QPainter &painter, const SlidePage &slide, const SlidePage::Layout &layout, const QRect &box)
{
    const QSize audience = layout.size;
    const double scale = std::min(box.width() / double(audience.width()), box.height() / double(audience.height()));
    const QSizeF shown(audience.width() * scale, audience.height() * scale);
    painter.save();
    painter.translate(box.left() + (box.width() - shown.width()) / 2, box.top());
    painter.scale(scale, scale);
    painter.setClipRect(QRect(QPoint(0, 0), audience));
    slide.paint(painter, layout);
    painter.restore();
}

} // namespace

PresenterView::PresenterView(PresentationWindow *presentation, QWidget *parent)
    : QWidget(parent, Qt::Window), m_presentation(presentation)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::StrongFocus);
    setWindowTitle(tr("Presenter view"));
    m_started.start();
    // The elapsed time moves on the second; nothing else repaints the view between slides.
    m_clock.setInterval(1000);
    connect(&m_clock, &QTimer::timeout, this, qOverload<>(&QWidget::update));
    m_clock.start();
    connect(m_presentation, &PresentationWindow::slideShown, this, qOverload<>(&QWidget::update));
}

QString PresenterView::elapsedText(qint64 milliseconds)
{
    const qint64 seconds = std::max<qint64>(0, milliseconds / 1000);
    const qint64 hours = seconds / 3600;
    const QString minutesAndSeconds = QStringLiteral("%1:%2").arg((seconds / 60) % 60, hours > 0 ? 2 : 1, 10, QChar(u'0')).arg(seconds % 60, 2, 10, QChar(u'0'));
    return hours > 0 ? QStringLiteral("%1:%2").arg(hours).arg(minutesAndSeconds) : minutesAndSeconds;
}

int PresenterView::textPixels() const
{
    // The lecturer reads this from a step away: a 36th of the height, as large as the room's text on a slide.
    return std::max(14, (height() + 35) / 36);
}

PresenterView::Regions PresenterView::regions() const
{
    // Header with the number and the time; the current slide on the left three fifths, as wide as it goes at
    // the audience's aspect; the next slide and the notes on the right.
    const int margin = textPixels();
    const QSize audience = m_presentation->size().isEmpty() ? QSize(16, 9) : m_presentation->size();
    const double aspect = audience.height() / double(audience.width());
    Regions regions;
    regions.header = QRect(margin, margin / 2, width() - 2 * margin, 2 * textPixels());
    const int top = regions.header.bottom() + margin;
    const int currentWidth = (width() - 3 * margin) * 3 / 5;
    const int currentHeight = std::min(int(currentWidth * aspect), height() - top - margin);
    regions.current = QRect(margin, top, currentWidth, currentHeight);
    const int rightLeft = regions.current.right() + 1 + margin;
    const int rightWidth = width() - rightLeft - margin;
    const int nextHeight = std::min(int(rightWidth * aspect), (height() - top - margin) / 2);
    regions.next = QRect(rightLeft, top + textPixels() * 3 / 2, rightWidth, nextHeight);
    const int notesTop = regions.next.bottom() + 1 + margin;
    regions.notes = QRect(rightLeft, notesTop, rightWidth, std::max(0, height() - notesTop - margin));
    return regions;
}

void PresenterView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), kBackground);
    const Regions regions = this->regions();
    const int pixels = textPixels();
    const QSize audience = m_presentation->size().isEmpty() ? QSize(1920, 1080) : m_presentation->size();

    painter.setPen(kWords);
    painter.setFont(pixelFont(pixels * 1.4, true));
    const int count = m_presentation->slideCount();
    const QString number = count == 0 ? tr("No slides") : tr("Slide %1 of %2").arg(m_presentation->slideIndex() + 1).arg(count);
    const QString blank = m_presentation->isBlank() ? tr("  ·  the room sees a black screen (any key)") : QString();
    painter.drawText(regions.header, Qt::AlignLeft | Qt::AlignVCenter, number + blank);
    painter.drawText(regions.header, Qt::AlignRight | Qt::AlignVCenter, elapsedText(m_started.elapsed()));

    const SlidePage *current = m_presentation->currentSlide();
    if (current)
        paintSlideInto(painter, *current, m_presentation->layoutOf(m_presentation->slideIndex(), audience), regions.current);

    painter.setPen(kQuiet);
    painter.setFont(pixelFont(pixels));
    const QRect nextCaption(regions.next.left(), regions.next.top() - pixels * 3 / 2, regions.next.width(), pixels * 3 / 2);
    const SlidePage *next = m_presentation->slideAt(m_presentation->slideIndex() + 1);
    const QString nextLesson = m_presentation->nextLessonTitle();
    const QString caption = next                  ? tr("Next: %1").arg(next->title())
                            : !nextLesson.isEmpty() ? tr("Next: lesson %1, “%2”").arg(m_presentation->lessonIndex() + 2).arg(nextLesson)
                                                    : tr("The end of the deck");
    painter.drawText(nextCaption, Qt::AlignLeft | Qt::AlignTop, caption);
    if (next)
        paintSlideInto(painter, *next, m_presentation->layoutOf(m_presentation->slideIndex() + 1, audience), regions.next);

    if (!current || regions.notes.height() <= 0)
        return;
    const QString notes = current->presenterNotes();
    QTextDocument text;
    text.setDefaultFont(pixelFont(pixels));
    text.setDefaultStyleSheet(QStringLiteral("body { color: %1; }").arg(kWords.name()));
    text.setPlainText(notes.isEmpty() ? tr("No notes for this slide.") : notes);
    text.setTextWidth(regions.notes.width());
    painter.save();
    painter.translate(regions.notes.topLeft());
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette.setColor(QPalette::Text, kWords);
    context.clip = QRectF(0, 0, regions.notes.width(), regions.notes.height());
    painter.setClipRect(context.clip);
    text.documentLayout()->draw(&painter, context);
    painter.restore();
}

bool PresenterView::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        event->accept(); // the presentation's keys, not the desk's shortcuts
        return true;
    }
    return QWidget::event(event);
}

void PresenterView::keyPressEvent(QKeyEvent *event)
{
    // The lecturer's keyboard is on this screen: every key steers the presentation.
    QKeyEvent forwarded(event->type(), event->key(), event->modifiers(), event->text(), event->isAutoRepeat(), ushort(event->count()));
    QCoreApplication::sendEvent(m_presentation, &forwarded);
    event->accept();
}

} // namespace attn
