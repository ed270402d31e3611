#pragma once

#include <QObject>

#include <atomic>
#include <functional>

class QThread;

namespace attn {

/// Work on a thread of its own that stops when asked: the training windows and the cost window each run one.
/// The work gets a flag to read between its steps and returns when it is raised (or when it is done); what it
/// computes it posts to the receiver as queued calls (QMetaObject::invokeMethod with Qt::QueuedConnection).
/// finished() comes on the receiver's thread once the work has returned.
class StoppableWorker : public QObject
{
    Q_OBJECT

public:
    using Work = std::function<void(const std::atomic<bool> &stopRequested)>;

    /// receiver: the object the work posts to, whose queued calls stop() delivers before finished().
    explicit StoppableWorker(QObject *receiver);
    /// Stops the work and waits for it, as abandon() does.
    ~StoppableWorker() override;

    /// Starts the work, unless work is running already (then nothing happens and it returns false).
    bool start(Work work);
    bool isRunning() const { return m_thread != nullptr; }
    /// Raises the flag and returns at once; finished() follows when the work has returned.
    void requestStop();
    /// Raises the flag and waits for the work to return; then delivers what it posted to the receiver, so
    /// that the receiver shows where the work stopped, and emits finished().
    void stop();
    /// Raises the flag and waits, delivering nothing and saying nothing: for the receiver's destructor, which
    /// must not be called back while it is taken apart.
    void abandon();

Q_SIGNALS:
    void finished();

private:
    void end();

    QObject *m_receiver;
    QThread *m_thread = nullptr;
    std::atomic<bool> m_stopRequested{false};
};

} // namespace attn
