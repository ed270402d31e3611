#include "StoppableWorker.h"

#include <QCoreApplication>
#include <QThread>

#include <utility>

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
    m_stopRequested = std::make_shared<std::atomic<bool>>(false);
    QThread *thread = QThread::create([stopRequested = m_stopRequested, work = std::move(work)] { work(*stopRequested); });
    m_thread = thread;
    // Queued to this object's thread. A thread that stop() or wait() has already ended, or that was let go, is
    // not ended (again).
    connect(thread, &QThread::finished, this, [this, thread] {
        if (m_thread == thread)
            end();
    });
    thread->start();
    return true;
}

void StoppableWorker::requestStop()
{
    *m_stopRequested = true;
}

void StoppableWorker::stop()
{
    requestStop();
    wait();
}

void StoppableWorker::wait()
{
    if (!m_thread)
        return;
    m_thread->wait();
    QCoreApplication::sendPostedEvents(m_receiver, QEvent::MetaCall);
    end();
}

void StoppableWorker::letGo()
{
    if (!m_thread)
        return;
    requestStop();
    QThread *thread = std::exchange(m_thread, nullptr);
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    if (thread->isFinished())
        thread->deleteLater(); // finished() may have come before the connection (a second deleteLater() is harmless)
    std::erase_if(m_letGo, [](const QPointer<QThread> &deleted) { return deleted.isNull(); });
    m_letGo.emplace_back(thread);
}

void StoppableWorker::abandon()
{
    requestStop(); // work let go has its flag raised already
    if (m_thread)
        m_letGo.emplace_back(std::exchange(m_thread, nullptr)); // its queued finished() then does nothing
    for (const QPointer<QThread> &thread : std::exchange(m_letGo, {})) {
        if (thread) {
            thread->wait();
            delete thread.data();
        }
    }
}

void StoppableWorker::end()
{
    m_thread->deleteLater();
    m_thread = nullptr;
    Q_EMIT finished();
}

} // namespace attn
