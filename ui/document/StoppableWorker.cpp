#include "StoppableWorker.h"

#include <QCoreApplication>
#include <QThread>

namespace attn {

StoppableWorker::StoppableWorker(QObject *receiver) : m_receiver(receiver) {}

StoppableWorker::~StoppableWorker()
{
    abandon();
}

bool StoppableWorker::start(Work work)
{
    if (m_thread)
        return false;
    m_stopRequested = false;
    QThread *thread = QThread::create([this, work = std::move(work)] { work(m_stopRequested); });
    m_thread = thread;
    // Queued to this object's thread. A thread that stop() has already ended is not ended twice.
    connect(thread, &QThread::finished, this, [this, thread] {
        if (m_thread == thread)
            end();
    });
    thread->start();
    return true;
}

void StoppableWorker::requestStop()
{
    m_stopRequested = true;
}

void StoppableWorker::stop()
{
    if (!m_thread)
        return;
    m_stopRequested = true;
    m_thread->wait();
    QCoreApplication::sendPostedEvents(m_receiver, QEvent::MetaCall);
    end();
}

void StoppableWorker::abandon()
{
    m_stopRequested = true;
    if (!m_thread)
        return;
    m_thread->wait();
    delete m_thread; // ended: its queued finished() finds another thread, or none, and does nothing
    m_thread = nullptr;
}

void StoppableWorker::end()
{
    m_thread->deleteLater();
    m_thread = nullptr;
    Q_EMIT finished();
}

} // namespace attn
