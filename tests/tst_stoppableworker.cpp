// Work on a thread of its own that stops when asked (StoppableWorker), as the training windows, the cost
// window and the scenario document run it: what it posts arrives, stop() and wait() show where it ended before
// finished(), work let go says nothing, lets the next start at once and is still waited for at the end, and
// nothing is said once its owner is being taken apart.
#include "document/StoppableWorker.h"

#include <QSignalSpy>
#include <QtTest>

using namespace attn;

class TestStoppableWorker : public QObject
{
    Q_OBJECT

private slots:
    void workThatEndsSaysSoOnce();
    void stopOrWaitDeliversWhatWasPostedThenFinishes_data();
    void stopOrWaitDeliversWhatWasPostedThenFinishes();
    void requestStopReturnsAtOnce();
    void onlyOneRunAtATime();
    void abandonSaysNothing();
    void letGoReturnsAtOnceAndTheThreadDeletesItself_data();
    void letGoReturnsAtOnceAndTheThreadDeletesItself();
    void workLetGoKeepsItsFlagAndIsWaitedForAtTheEnd();
};

void TestStoppableWorker::workThatEndsSaysSoOnce()
{
    QObject receiver;
    StoppableWorker worker(&receiver);
    QSignalSpy finished(&worker, &StoppableWorker::finished);
    int posted = 0;
    QVERIFY(worker.start([&](const std::atomic<bool> &) {
        for (int i = 0; i < 3; ++i)
            QMetaObject::invokeMethod(&receiver, [&posted] { ++posted; }, Qt::QueuedConnection);
    }));
    QVERIFY(worker.isRunning());
    QTRY_COMPARE(finished.count(), 1);
    QVERIFY(!worker.isRunning());
    QCOMPARE(posted, 3);
    QTest::qWait(20);
    QCOMPARE(finished.count(), 1);
}

void TestStoppableWorker::stopOrWaitDeliversWhatWasPostedThenFinishes_data()
{
    QTest::addColumn<bool>("askToStop");
    QTest::newRow("stop: the flag is raised") << true;
    QTest::newRow("wait: the work runs to its end") << false;
}

void TestStoppableWorker::stopOrWaitDeliversWhatWasPostedThenFinishes()
{
    QFETCH(bool, askToStop);
    constexpr int allSteps = 1000;
    QObject receiver;
    StoppableWorker worker(&receiver);
    std::atomic<int> steps{0};
    int shown = -1, shownWhenFinished = -2;
    connect(&worker, &StoppableWorker::finished, this, [&] { shownWhenFinished = shown; });
    worker.start([&](const std::atomic<bool> &stopRequested) {
        while (!stopRequested.load() && steps < allSteps) {
            ++steps;
            QMetaObject::invokeMethod(&receiver, [&shown, step = steps.load()] { shown = step; }, Qt::QueuedConnection);
            QThread::msleep(1);
        }
    });
    QTRY_VERIFY(steps > 5);
    if (askToStop)
        worker.stop();
    else
        worker.wait();
    // Returned: the work has ended, its last post has arrived, and finished() came after it.
    QVERIFY(!worker.isRunning());
    QCOMPARE(shown, steps.load());
    QCOMPARE(shownWhenFinished, steps.load());
    QCOMPARE(steps.load() == allSteps, !askToStop);
}

void TestStoppableWorker::requestStopReturnsAtOnce()
{
    QObject receiver;
    StoppableWorker worker(&receiver);
    QSignalSpy finished(&worker, &StoppableWorker::finished);
    std::atomic<bool> sawStop{false};
    worker.start([&](const std::atomic<bool> &stopRequested) {
        while (!stopRequested.load())
            QThread::msleep(1);
        sawStop = true;
    });
    worker.requestStop();
    QTRY_COMPARE(finished.count(), 1);
    QVERIFY(sawStop.load());
    // A new run starts with the flag down.
    std::atomic<int> loops{0};
    worker.start([&](const std::atomic<bool> &stopRequested) {
        while (!stopRequested.load() && loops < 50) {
            ++loops;
            QThread::msleep(1);
        }
    });
    QTRY_COMPARE(finished.count(), 2);
    QCOMPARE(loops.load(), 50);
}

void TestStoppableWorker::onlyOneRunAtATime()
{
    QObject receiver;
    StoppableWorker worker(&receiver);
    std::atomic<bool> release{false};
    QVERIFY(worker.start([&](const std::atomic<bool> &) {
        while (!release.load())
            QThread::msleep(1);
    }));
    bool secondRan = false;
    QVERIFY(!worker.start([&](const std::atomic<bool> &) { secondRan = true; }));
    release = true;
    worker.stop();
    QVERIFY(!secondRan);
}

void TestStoppableWorker::abandonSaysNothing()
{
    QObject receiver;
    int posted = 0;
    auto worker = std::make_unique<StoppableWorker>(&receiver);
    QSignalSpy finished(worker.get(), &StoppableWorker::finished);
    worker->start([&](const std::atomic<bool> &stopRequested) {
        while (!stopRequested.load())
            QThread::msleep(1);
        QMetaObject::invokeMethod(&receiver, [&posted] { ++posted; }, Qt::QueuedConnection);
    });
    worker->abandon();
    QVERIFY(!worker->isRunning());
    QCOMPARE(finished.count(), 0);
    QCOMPARE(posted, 0); // posted, not delivered: the owner decides whether to look
    worker.reset();      // and destroying it after abandon() waits for nothing more
}

void TestStoppableWorker::letGoReturnsAtOnceAndTheThreadDeletesItself_data()
{
    QTest::addColumn<bool>("returnedBeforeLetGo");
    QTest::newRow("still running") << false;
    QTest::newRow("returned, its finished() not delivered yet") << true;
}

void TestStoppableWorker::letGoReturnsAtOnceAndTheThreadDeletesItself()
{
    QFETCH(bool, returnedBeforeLetGo);
    QObject receiver;
    StoppableWorker worker(&receiver);
    QSignalSpy finished(&worker, &StoppableWorker::finished);
    std::atomic<QThread *> ranOn{nullptr};
    std::atomic<bool> release{returnedBeforeLetGo}, sawStop{false};
    worker.start([&](const std::atomic<bool> &stopRequested) {
        ranOn = QThread::currentThread();
        while (!release.load())
            QThread::msleep(1);
        sawStop = stopRequested.load();
    });
    // No events are processed until letGo(): the thread is not deleted meanwhile, nor its finished() delivered.
    while (!ranOn.load())
        QThread::msleep(1);
    const QPointer<QThread> thread(ranOn.load());
    if (returnedBeforeLetGo)
        thread->wait();
    worker.letGo();
    QVERIFY(!worker.isRunning());
    release = true;
    QTRY_VERIFY(thread.isNull());
    QCOMPARE(sawStop.load(), !returnedBeforeLetGo);
    QTest::qWait(20);
    QCOMPARE(finished.count(), 0);
}

void TestStoppableWorker::workLetGoKeepsItsFlagAndIsWaitedForAtTheEnd()
{
    QObject receiver;
    auto worker = std::make_unique<StoppableWorker>(&receiver);
    QSignalSpy finished(worker.get(), &StoppableWorker::finished);
    std::atomic<bool> release{false}, letGoSawStop{false}, letGoReturned{false};
    worker->start([&](const std::atomic<bool> &stopRequested) {
        while (!release.load())
            QThread::msleep(1);
        QThread::msleep(50);
        letGoSawStop = stopRequested.load();
        letGoReturned = true;
    });
    worker->letGo();
    // The next starts at once, with a flag of its own, down.
    std::atomic<bool> nextSawStop{true};
    QVERIFY(worker->start([&](const std::atomic<bool> &stopRequested) { nextSawStop = stopRequested.load(); }));
    QTRY_COMPARE(finished.count(), 1);
    QVERIFY(!nextSawStop.load());
    QVERIFY(!letGoReturned.load());
    release = true;
    worker.reset(); // waits for the work let go
    QVERIFY(letGoReturned.load());
    QVERIFY(letGoSawStop.load());
}

QTEST_GUILESS_MAIN(TestStoppableWorker)
#include "tst_stoppableworker.moc"
