#include "complexitywindow/ComplexityWindow.h"

#include "common/LiveTranslation.h"
#include "common/SaveDialog.h"
#include "common/WindowSize.h"
#include "render/FigureText.h"
#include "common/AppSettings.h"
#include "common/TextScaleActions.h"
#include "runtime/EngineFactory.h"

#include <QCheckBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>
#include <cmath>
#include <memory>
#include <QPainter>

namespace attn {
namespace {

QString mebibytes(qint64 bytes)
{
    // A space that does not break: the number and its unit on one line.
    return QLocale().toString(double(bytes) / (1 << 20), 'f', bytes < (1 << 20) ? 2 : 0) + QChar(QChar::Nbsp) + QStringLiteral("MiB");
}

} // namespace

ComplexityWindow::ComplexityWindow(QWidget *parent) : QWidget(parent, Qt::Window)
{
    connect(&m_worker, &StoppableWorker::finished, this, [this] {
        setRunning(false);
        redraw();
        Q_EMIT finished();
    });
    auto *live = new LiveTranslation(this);
    auto *engines = new QHBoxLayout;
    for (const QString &name : knownEngineNames()) {
        const EngineChoice choice = createEngine(name);
        auto *box = new QCheckBox(name, this);
        box->setEnabled(bool(choice.engine));
        box->setChecked(bool(choice.engine));
        box->setToolTip(choice.engine ? choice.engine->description() : choice.unavailableReason);
        engines->addWidget(box);
        m_engineBoxes[name] = box;
    }
    auto spin = [this](int minimum, int maximum, int value) {
        auto *box = new QSpinBox(this);
        box->setRange(minimum, maximum);
        box->setValue(value);
        return box;
    };
    m_first = spin(16, 1 << 16, 256);
    m_last = spin(16, 1 << 16, 4096);
    m_dHead = spin(1, 1024, 64);
    m_heads = spin(1, 64, 8);
    m_causal = new QCheckBox(this);
    m_tickStyle = new ScaledTickStyle(this);
    m_ticked = {m_causal};
    for (const auto &[name, box] : m_engineBoxes)
        m_ticked.push_back(box);
    for (QWidget *ticked : m_ticked)
        ticked->setStyle(m_tickStyle);
    m_run = new QPushButton(this);
    m_cancelButton = new QPushButton(this);
    m_save = new QPushButton(this);
    m_progress = new QProgressBar(this);
    auto *controls = new QFormLayout;
    auto *enginesLabel = new QLabel(this);
    auto *toLabel = new QLabel(this);
    auto *doublingLabel = new QLabel(this);
    auto *lengthLabel = new QLabel(this);
    auto *dHeadLabel = new QLabel(this);
    auto *headsLabel = new QLabel(this);
    auto *attentionLabel = new QLabel(this);
    // Each row's boxes at their own width, beside their words, the rest of the row empty: stretched over a
    // maximized window's width, a box for "8" would be 580 px wide, and "d_head" 345 px from its box.
    engines->addStretch(1);
    controls->addRow(enginesLabel, engines);
    auto *range = new QHBoxLayout;
    range->addWidget(m_first);
    range->addWidget(toLabel);
    range->addWidget(m_last);
    range->addWidget(doublingLabel);
    range->addStretch(1);
    controls->addRow(lengthLabel, range);
    auto *shape = new QHBoxLayout;
    shape->addWidget(dHeadLabel);
    shape->addWidget(m_dHead);
    shape->addWidget(headsLabel);
    shape->addWidget(m_heads);
    shape->addWidget(m_causal);
    shape->addStretch(1);
    controls->addRow(attentionLabel, shape);
    live->add([=, this] {
        setWindowTitle(tr("The cost of attention — AttentionLab"));
        m_causal->setText(tr("causal mask"));
        m_run->setText(tr("Measure"));
        m_cancelButton->setText(tr("Cancel"));
        m_save->setText(tr("Save figure…"));
        enginesLabel->setText(tr("Engines"));
        toLabel->setText(tr("to"));
        doublingLabel->setText(tr("(doubling)"));
        lengthLabel->setText(tr("Sequence length n"));
        dHeadLabel->setText(tr("d_head"));
        headsLabel->setText(tr("heads"));
        attentionLabel->setText(tr("Attention"));
    });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancelButton);
    buttons->addWidget(m_progress, 1);
    buttons->addWidget(m_save);

    m_plot = new ComplexityPlot(this);
    m_plot->setMinimumSize(640, 400);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addLayout(buttons);
    layout->addWidget(m_plot, 1);
    layout->addWidget(m_summary);
    connect(m_run, &QPushButton::clicked, this, &ComplexityWindow::start);
    connect(m_cancelButton, &QPushButton::clicked, this, &ComplexityWindow::cancel);
    connect(m_save, &QPushButton::clicked, this, [this] {
        const QString path = saveThroughDialog(
            this, {tr("Save figure"), tr("the cost of attention"), QStringLiteral("png"), tr("Images (*.png *.pdf *.svg)")},
            [this](const QString &path) { return saveFigure(path); });
        if (!path.isEmpty())
            m_summary->setText(summary() + tr("\nSaved %1").arg(path));
    });
    setRunning(false);
    // Ctrl+, Ctrl− and Ctrl+0 as in the other windows (this one has no menu: the keys are the window's).
    addTextScaleActions(this, this, [this] { return m_textScale.own(); }, [this](double scale) { setTextScale(scale); });
    setTextScale(AppSettings().costTextScale());
    resizeWithinScreen(*this, QSize(1100, 800));
    // Before the first measurement: the axes' names and what Measure does, not an empty frame.
    redraw();
}

ComplexityWindow::~ComplexityWindow()
{
    m_worker.abandon();
}

void ComplexityWindow::setLengths(Eigen::Index first, Eigen::Index last)
{
    m_first->setValue(int(first));
    m_last->setValue(int(last));
}

void ComplexityWindow::setShape(int dHead, int heads, bool causal)
{
    m_dHead->setValue(dHead);
    m_heads->setValue(heads);
    m_causal->setChecked(causal);
}

void ComplexityWindow::setEngines(const QStringList &names)
{
    for (auto &[name, box] : m_engineBoxes)
        box->setChecked(box->isEnabled() && names.contains(name));
}

bool ComplexityWindow::isRunning() const
{
    return m_worker.isRunning();
}

void ComplexityWindow::setRunning(bool running)
{
    m_run->setEnabled(!running);
    m_cancelButton->setEnabled(running);
    m_save->setEnabled(!running && !m_points.empty());
}

void ComplexityWindow::start()
{
    if (isRunning())
        return;
    QStringList engines;
    for (const auto &[name, box] : m_engineBoxes)
        if (box->isChecked())
            engines << name;
    ComplexitySettings settings;
    settings.lengths = doublingLengths(m_first->value(), m_last->value());
    settings.dHead = m_dHead->value();
    settings.heads = m_heads->value();
    settings.causal = m_causal->isChecked();
    m_points.clear();
    m_errors.clear();
    m_progress->setRange(0, int(settings.lengths.size() * size_t(engines.size())));
    m_progress->setValue(0);
    // The work runs in its own thread, engines included (an OpenCL context belongs to the thread that
    // made it); results come back to this one as queued calls.
    m_worker.start([this, engines, settings](const std::atomic<bool> &cancelled) {
        for (const QString &name : engines) {
            EngineChoice choice = createEngine(name);
            if (!choice.engine)
                continue;
            try {
                measureComplexity(*choice.engine, settings, [&](const ComplexityPoint &point) {
                    QMetaObject::invokeMethod(this, [this, name, point] { addPoint(name, point); }, Qt::QueuedConnection);
                    return !cancelled.load();
                });
            } catch (const EngineError &error) {
                const QString message = QString::fromUtf8(error.what());
                QMetaObject::invokeMethod(this, [this, name, message] { m_errors << name + QStringLiteral(": ") + message; },
                                          Qt::QueuedConnection);
            }
            if (cancelled.load())
                break;
        }
    });
    setRunning(true);
}

void ComplexityWindow::cancel()
{
    m_worker.requestStop();
}

void ComplexityWindow::addPoint(const QString &engine, const ComplexityPoint &point)
{
    m_points[engine].push_back(point);
    m_progress->setValue(m_progress->value() + 1);
    redraw();
}

void ComplexityWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        redraw(); // the legend and the summary in the language now spoken
    QWidget::changeEvent(event);
}

void ComplexityWindow::redraw()
{
    m_plot->setContent(complexityContent(m_points, m_first->value(), m_last->value()));
    m_summary->setText(summary());
}

QString ComplexityWindow::summary() const
{
    QStringList lines;
    for (const auto &[engine, points] : m_points) {
        if (points.empty())
            continue;
        const ComplexityPoint &last = points.back();
        lines << tr("%1 at n = %2: %3. The %4 score matrices (n × n per head) would need %5; the tiled path "
                    "used %6 for Q, K, V and the output plus %7 of working memory.")
                     .arg(engine)
                     .arg(last.n)
                     .arg(QLocale().toString(last.medianMs, 'f', 1) + QChar(QChar::Nbsp) + QStringLiteral("ms"))
                     .arg(m_heads->value())
                     .arg(mebibytes(last.squareMatrixBytes), mebibytes(last.arraysBytes), mebibytes(last.workingBytes));
    }
    lines << m_errors;
    return lines.join(u'\n');
}

QString ComplexityWindow::saveFigure(const QString &path, int width, int height)
{
    // The same renderer as the window's plot, at the size asked for: written whole or not at all.
    return attn::saveFigure(*m_plot, path, FigureSize{QSize(width, height), 1.0});
}

ComplexityPlot::ComplexityPlot(QWidget *parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void ComplexityPlot::setContent(ComplexityContent content)
{
    m_picture = ComplexityPicture(std::move(content));
    update();
}

void ComplexityWindow::setTextScale(double scale)
{
    m_textScale.setOwn(scale);
}

void ComplexityWindow::setRoomScale(double scale)
{
    m_textScale.setRoom(scale);
}

double ComplexityWindow::shownTextScale() const
{
    return m_textScale.shown();
}

void ComplexityWindow::applyTextScale()
{
    // The controls from the application's font, the summary at 17 px (at the desk's size), the plot its own.
    const double scale = shownTextScale();
    setFont(scaledApplicationFont(scale));
    m_tickStyle->setScale(scale, m_ticked);
    QFont summaryFont = font();
    summaryFont.setPixelSize(int(std::lround(17 * scale)));
    m_summary->setFont(summaryFont);
    m_plot->setTextScale(scale);
}

void ComplexityPlot::setTextScale(double scale)
{
    m_textScale = scale;
    update();
}

void ComplexityPlot::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    m_picture.paint(painter, m_picture.layOut(QSizeF(size()), m_textScale));
}

void ComplexityPlot::paintFigure(QPaintDevice &device, const QSize &logicalSize)
{
    QPainter painter(&device);
    m_picture.paint(painter, m_picture.layOut(QSizeF(logicalSize), 1.0));
}

QString ComplexityPlot::figureTitle() const
{
    return ComplexityWindow::tr("The cost of attention");
}

} // namespace attn
