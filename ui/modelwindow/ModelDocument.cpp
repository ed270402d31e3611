#include "modelwindow/ModelDocument.h"

#include "runtime/EngineFactory.h"

#include <QEventLoop>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace attn {

ModelDocument::ModelDocument(QObject *parent) : QObject(parent), m_engine(createEngine(EngineKind::Cpu).engine) {}

ModelDocument::~ModelDocument() = default;

QString ModelDocument::open(const QString &folder)
{
    // Read on a worker thread while the window goes on painting (a checkpoint of half a gigabyte takes about
    // a second to read and check). User input waits, so nothing else is opened or edited meanwhile, and
    // open() returns the result, as a read on the window's thread would.
    QFuture<Gpt2LoadResult> reading = QtConcurrent::run([folder] { return loadGpt2Folder(folder); });
    if (!reading.isFinished()) {
        QFutureWatcher<Gpt2LoadResult> watcher;
        QEventLoop waiting;
        connect(&watcher, &QFutureWatcherBase::finished, &waiting, &QEventLoop::quit);
        watcher.setFuture(reading);
        if (!reading.isFinished())
            waiting.exec(QEventLoop::ExcludeUserInputEvents);
    }
    Gpt2LoadResult loaded = reading.takeResult();
    if (!loaded.model)
        return loaded.error;
    m_trace.reset(); // its numbers belong to the model that goes
    m_model = std::move(loaded.model);
    recompute();
    return {};
}

void ModelDocument::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    recompute();
}

QString ModelDocument::tokenText(int id) const
{
    return m_model ? m_model->tokenizer->decode(id) : QString();
}

void ModelDocument::sayTheProblemAgain()
{
    if (!m_problem.isEmpty())
        recompute();
}

void ModelDocument::recompute()
{
    m_tokens.clear();
    m_problem.clear();
    if (!m_model) {
        m_trace.reset();
        Q_EMIT changed();
        return;
    }
    m_tokens = modelTokens(*m_model, m_text, &m_problem);
    if (!m_problem.isEmpty()) {
        m_trace.reset();
        Q_EMIT changed();
        return;
    }
    // Into the last trace where no view still holds it: its memory is reused (see runModel).
    if (!m_trace || m_trace.use_count() > 1)
        m_trace = std::make_shared<ModelTrace>();
    try {
        runModel(*m_model, tokenIds(m_tokens), *m_engine, *m_trace);
    } catch (const std::exception &error) {
        m_trace.reset();
        m_problem = tr("The model could not run: %1").arg(QString::fromUtf8(error.what()));
    }
    // Where the numbers leave float32, instead of pictures of "nan".
    if (m_trace) {
        if (const QString overflow = findModelOverflow(*m_trace, m_model->config.headWidth()); !overflow.isEmpty()) {
            m_trace.reset();
            m_problem = tr("The model's numbers cannot be shown: %1").arg(overflow);
        }
    }
    Q_EMIT changed();
}

} // namespace attn
