#pragma once

#include <QObject>
#include <QPointer>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

class QThread;

namespace attn {

/// Work on a thread of its own that stops when asked: the training windows, the cost window and the scenario
/// document each run one. The work gets a flag to read between its steps and returns when it is raised (or when
/// it is done); what it computes it posts to the receiver as queued calls (QMetaObject::invokeMethod with
/// Qt::QueuedConnection), or leaves where its owner looks once it has finished. finished() comes on the
/// receiver's thread once the work has returned.
class StoppableWorker : public QObject
{
    Q_OBJECT

public:
    using Work = std::function<void(const std::atomic<bool> &stopRequested)>;

    /// receiver: the object the work posts to, whose queued calls stop() delivers before finished().
    explicit StoppableWorker(QObject *receiver);
    /// Stops the work and waits for it, as abandon() does.
    ~StoppableWorker() override;

    /// Starts the work, with a flag of its own, unless work is running already (then nothing happens and it
    /// returns false).
    bool start(Work work);
    bool isRunning() const { return m_thread != nullptr; }
    /// Raises the flag and returns at once; finished() follows when the work has returned.
    void requestStop();
    /// Raises the flag and waits for the work to return; then delivers what it posted to the receiver, so
    /// that the receiver shows where the work stopped, and emits finished().
    void stop();
    /// The same without raising the flag: waits for the work to end by itself.
    void wait();
    /// Raises the flag and returns at once, as requestStop() does, but finished() never comes: the work is no
    /// longer this worker's, which may start another at once. Its thread deletes itself once the work has
    /// returned (abandon() and the destructor still wait for it).
    void letGo();
    /// Raises the flag and waits for the work, and for any work let go, delivering nothing and saying nothing:
    /// for the receiver's destructor, which must not be called back while it is taken apart.
    void abandon();

Q_SIGNALS:
    void finished();

private:
    void end();

    QObject *m_receiver;
    QThread *m_thread = nullptr;
    /// The running work's flag (or the last one's). Each work has its own: work let go still reads it.
    std::shared_ptr<std::atomic<bool>> m_stopRequested = std::make_shared<std::atomic<bool>>(false);
    /// Work let go that may not have returned yet; null once its thread has deleted itself.
    std::vector<QPointer<QThread>> m_letGo;
};

} // namespace attn
