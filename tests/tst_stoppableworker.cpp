// Work on a thread of its own that stops when asked (StoppableWorker), as the training windows and the cost
// window run it: what it posts arrives, stop() shows where it stopped before finished(), and nothing is
// said once its owner is being taken apart.
#include "document/StoppableWorker.h"

#include <QSignalSpy>
#include <QtTest>

using namespace attn;

class TestStoppableWorker : public QObject
{
    Q_OBJECT

private slots:
    void workThatEndsSaysSoOnce();
    void stopDeliversWhatWasPostedThenFinishes();
    void requestStopReturnsAtOnce();
    void onlyOneRunAtATime();
    void abandonSaysNothing();
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

void TestStoppableWorker::stopDeliversWhatWasPostedThenFinishes()
{
    QObject receiver;
    StoppableWorker worker(&receiver);
    std::atomic<int> steps{0};
    int shown = -1, shownWhenFinished = -2;
    connect(&worker, &StoppableWorker::finished, this, [&] { shownWhenFinished = shown; });
    worker.start([&](const std::atomic<bool> &stopRequested) {
        while (!stopRequested.load()) {
            ++steps;
            QMetaObject::invokeMethod(&receiver, [&shown, step = steps.load()] { shown = step; }, Qt::QueuedConnection);
            QThread::msleep(1);
        }
    });
    QTRY_VERIFY(steps > 5);
    worker.stop();
    // Returned: the work has ended, its last post has arrived, and finished() came after it.
    QVERIFY(!worker.isRunning());
    QCOMPARE(shown, steps.load());
    QCOMPARE(shownWhenFinished, steps.load());
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

QTEST_GUILESS_MAIN(TestStoppableWorker)
#include "tst_stoppableworker.moc"
