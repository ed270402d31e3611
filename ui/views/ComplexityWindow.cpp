#include "ComplexityWindow.h"

#include "views/LiveTranslation.h"
#include "engine/EngineFactory.h"
#include "io/WholeFileWrite.h"

#include <QBuffer>
#include <QCheckBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPageSize>
#include <QPdfWriter>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSvgGenerator>
#include <QThread>
#include <QVBoxLayout>
#include <cmath>
#include <memory>
#include <qcustomplot.h>

namespace attn {
namespace {

const QColor kEngineColours[] = {QColor(0, 114, 178), QColor(213, 94, 0), QColor(0, 158, 115)}; // Okabe-Ito

QString mebibytes(qint64 bytes)
{
    return QLocale().toString(double(bytes) / (1 << 20), 'f', bytes < (1 << 20) ? 2 : 0) + QStringLiteral(" MiB");
}

} // namespace

ComplexityWindow::ComplexityWindow(QWidget *parent) : QWidget(parent, Qt::Window)
{
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
    controls->addRow(enginesLabel, engines);
    auto *range = new QHBoxLayout;
    range->addWidget(m_first);
    range->addWidget(toLabel);
    range->addWidget(m_last);
    range->addWidget(doublingLabel);
    controls->addRow(lengthLabel, range);
    auto *shape = new QHBoxLayout;
    shape->addWidget(dHeadLabel);
    shape->addWidget(m_dHead);
    shape->addWidget(headsLabel);
    shape->addWidget(m_heads);
    shape->addWidget(m_causal);
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

    m_plot = new QCustomPlot(this);
    m_plot->setMinimumSize(640, 400);
    for (QCPAxis *axis : {m_plot->xAxis, m_plot->yAxis}) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        axis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
        axis->setNumberFormat(QStringLiteral("gb"));
        QFont axisFont = font();
        axisFont.setPixelSize(16);
        axis->setTickLabelFont(axisFont);
        axisFont.setPixelSize(18);
        axis->setLabelFont(axisFont);
    }
    live->add([this] {
        m_plot->xAxis->setLabel(tr("sequence length n (tokens)"));
        m_plot->yAxis->setLabel(tr("time (ms, median)"));
    });
    m_plot->legend->setVisible(true);
    QFont legendFont = font();
    legendFont.setPixelSize(16);
    m_plot->legend->setFont(legendFont);
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    QFont summaryFont = font();
    summaryFont.setPixelSize(17);
    m_summary->setFont(summaryFont);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addLayout(buttons);
    layout->addWidget(m_plot, 1);
    layout->addWidget(m_summary);
    connect(m_run, &QPushButton::clicked, this, &ComplexityWindow::start);
    connect(m_cancelButton, &QPushButton::clicked, this, &ComplexityWindow::cancel);
    connect(m_save, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save figure"), QStringLiteral("attention-cost.png"),
                                                          tr("Images (*.png *.pdf *.svg)"));
        if (path.isEmpty())
            return;
        const QString error = saveFigure(path);
        m_summary->setText(error.isEmpty() ? summary() + tr("\nSaved %1").arg(path) : error);
    });
    setRunning(false);
    resize(1100, 800);
}

ComplexityWindow::~ComplexityWindow()
{
    cancel();
    if (m_worker)
        m_worker->wait();
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
    return m_worker && m_worker->isRunning();
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
    m_cancelled = std::make_shared<std::atomic<bool>>(false);
    // The work runs in its own thread, engines included (an OpenCL context belongs to the thread that
    // made it); results come back to this one as queued calls.
    m_worker = QThread::create([this, engines, settings, cancelled = m_cancelled] {
        for (const QString &name : engines) {
            EngineChoice choice = createEngine(name);
            if (!choice.engine)
                continue;
            try {
                measureComplexity(*choice.engine, settings, [&](const ComplexityPoint &point) {
                    QMetaObject::invokeMethod(this, [this, name, point] { addPoint(name, point); }, Qt::QueuedConnection);
                    return !cancelled->load();
                });
            } catch (const EngineError &error) {
                const QString message = QString::fromUtf8(error.what());
                QMetaObject::invokeMethod(this, [this, name, message] { m_errors << name + QStringLiteral(": ") + message; },
                                          Qt::QueuedConnection);
            }
            if (cancelled->load())
                break;
        }
    });
    connect(m_worker, &QThread::finished, this, [this] {
        m_worker->deleteLater();
        m_worker = nullptr;
        setRunning(false);
        redraw();
        Q_EMIT finished();
    });
    setRunning(true);
    m_worker->start();
}

void ComplexityWindow::cancel()
{
    if (m_cancelled)
        m_cancelled->store(true);
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
    m_plot->clearGraphs();
    int colour = 0;
    const ComplexityPoint *anchor = nullptr;
    for (const auto &[engine, points] : m_points) {
        if (points.empty())
            continue;
        QCPGraph *graph = m_plot->addGraph();
        QVector<double> n, time;
        for (const ComplexityPoint &point : points) {
            n << double(point.n);
            time << point.medianMs;
        }
        graph->setData(n, time, true);
        const QColor ink = kEngineColours[colour++ % 3];
        graph->setPen(QPen(ink, 3));
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, ink, ink, 9));
        const double exponent = fittedExponent(points);
        graph->setName(std::isnan(exponent) ? engine
                                            : tr("%1: time ∝ n^%2").arg(engine, QLocale().toString(exponent, 'f', 2)));
        if (!anchor)
            anchor = &points.front();
    }
    if (anchor) {
        // t = t_0 (n / n_0)^2 through the first engine's first point: what pure n^2 growth would look like.
        QCPGraph *reference = m_plot->addGraph();
        QVector<double> n, time;
        const double last = double(m_last->value());
        for (double x = double(anchor->n); x <= last * 1.0001; x *= 2) {
            n << x;
            time << anchor->medianMs * (x / double(anchor->n)) * (x / double(anchor->n));
        }
        reference->setData(n, time, true);
        reference->setPen(QPen(Qt::gray, 2, Qt::DashLine));
        reference->setName(tr("n² reference"));
    }
    // Label the lengths that were measured (256, 512, ...), where a decade ticker would label few.
    QSharedPointer<QCPAxisTickerText> lengths(new QCPAxisTickerText);
    for (Eigen::Index n : doublingLengths(m_first->value(), m_last->value()))
        lengths->addTick(double(n), QString::number(n));
    m_plot->xAxis->setTicker(lengths);
    m_plot->rescaleAxes();
    m_plot->xAxis->scaleRange(1.15, m_plot->xAxis->range().center());
    m_plot->yAxis->scaleRange(1.3, m_plot->yAxis->range().center());
    m_plot->replot();
    m_summary->setText(summary());
}

QString ComplexityWindow::summary() const
{
    QStringList lines;
    for (const auto &[engine, points] : m_points) {
        if (points.empty())
            continue;
        const ComplexityPoint &last = points.back();
        lines << tr("%1 at n = %2: %3 ms. The %4 score matrices (n × n per head) would need %5; the tiled path "
                    "used %6 for Q, K, V and the output plus %7 of working memory.")
                     .arg(engine)
                     .arg(last.n)
                     .arg(QLocale().toString(last.medianMs, 'f', 1))
                     .arg(m_heads->value())
                     .arg(mebibytes(last.squareMatrixBytes), mebibytes(last.arraysBytes), mebibytes(last.workingBytes));
    }
    lines << m_errors;
    return lines.join(u'\n');
}

QString ComplexityWindow::saveFigure(const QString &path, int width, int height)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    bool drawn = false;
    if (suffix == QLatin1String("png")) {
        drawn = m_plot->toPixmap(width, height).save(&buffer, "PNG");
    } else if (suffix == QLatin1String("pdf") || suffix == QLatin1String("svg")) {
        // Text stays text in SVG and PDF: the plot paints into a vector device.
        std::unique_ptr<QPaintDevice> device;
        if (suffix == QLatin1String("svg")) {
            auto generator = std::make_unique<QSvgGenerator>();
            generator->setOutputDevice(&buffer);
            generator->setSize(QSize(width, height));
            generator->setViewBox(QRect(0, 0, width, height));
            generator->setTitle(windowTitle());
            device = std::move(generator);
        } else {
            auto writer = std::make_unique<QPdfWriter>(&buffer);
            writer->setResolution(96); // one logical pixel is 1/96 inch, as on a standard screen
            writer->setPageSize(QPageSize(QSizeF(width * 72.0 / 96.0, height * 72.0 / 96.0), QPageSize::Point));
            writer->setPageMargins(QMarginsF(0, 0, 0, 0));
            writer->setTitle(windowTitle());
            device = std::move(writer);
        }
        QCPPainter painter;
        drawn = painter.begin(device.get());
        if (drawn) {
            m_plot->toPainter(&painter, width, height);
            drawn = painter.end();
        }
    } else {
        return tr("%1: choose a name ending in .png, .pdf or .svg").arg(path);
    }
    if (!drawn)
        return tr("%1: the figure could not be drawn").arg(path);
    // Written whole or not at all: an earlier figure of that name survives a full disk.
    const QString failure = writeFileWhole(path, bytes);
    return failure.isEmpty() ? QString() : tr("%1: %2").arg(path, failure);
}

} // namespace attn
