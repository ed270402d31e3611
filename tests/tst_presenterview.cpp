// The presentation on two screens, as a lecturer's laptop and a projector: the slides on the projector, the
// presenter view (current and next slide, notes, elapsed time) on the laptop, the laptop's keys steering both.
// The offscreen platform is given two screens by a configuration file written before the application starts.
#include "support/LessonScenarios.h"
#include "support/TestPaths.h"

#include "cpu/CpuEngine.h"
#include "document/ScenarioDocument.h"
#include "lessonwindow/PresentationWindow.h"
#include "lessonwindow/PresenterView.h"

#include <QApplication>
#include <QImage>
#include <QScreen>
#include <QTemporaryDir>
#include <QTest>

using namespace attn;

namespace {

const QRect kLaptop(0, 0, 1280, 720);
const QRect kProjector(1280, 0, 1920, 1080);

/// Pixels of the image inside the box that are not the presenter view's background.
int paintedPixels(const QImage &image, const QRect &box)
{
    int painted = 0;
    for (int y = box.top(); y <= box.bottom(); y += 4)
        for (int x = box.left(); x <= box.right(); x += 4)
            painted += image.pixelColor(x, y) != QColor(32, 32, 36);
    return painted;
}

} // namespace

class PresenterViewTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void theOfflineScreensAreTwo();
    void slidesGoToTheProjectorAndTheViewToTheDesk_data();
    void slidesGoToTheProjectorAndTheViewToTheDesk();
    void theLaptopsKeysSteerTheSlides();
    void elapsedTimeIsWrittenAsAClock_data();
    void elapsedTimeIsWrittenAsAClock();
};

void PresenterViewTest::theOfflineScreensAreTwo()
{
    const QList<QScreen *> screens = QGuiApplication::screens();
    QCOMPARE(screens.size(), 2);
    QCOMPARE(screens[0]->geometry(), kLaptop);
    QCOMPARE(screens[1]->geometry(), kProjector);
}

void PresenterViewTest::slidesGoToTheProjectorAndTheViewToTheDesk_data()
{
    QTest::addColumn<int>("deskScreen");
    QTest::newRow("desk on the laptop") << 0;
    QTest::newRow("desk on the second screen") << 1;
}

void PresenterViewTest::slidesGoToTheProjectorAndTheViewToTheDesk()
{
    QFETCH(int, deskScreen);
    const QList<QScreen *> screens = QGuiApplication::screens();
    QScreen *desk = screens[deskScreen];
    QScreen *room = screens[1 - deskScreen];
    ScenarioDocument document(test::lessonScenario(test::examplesFolder() + QStringLiteral("/05-scaling.json")),
                              std::make_unique<CpuEngine>());
    PresentationWindow presentation(&document);
    presentation.present(desk);
    QCOMPARE(presentation.screen(), room);
    QCOMPARE(presentation.geometry(), room->geometry());
    QVERIFY(presentation.isVisible());
    PresenterView *view = presentation.presenterView();
    QVERIFY(view);
    QVERIFY(view->isVisible());
    QCOMPARE(view->screen(), desk);
    QCOMPARE(view->geometry(), desk->geometry());

    // Inside the view, apart, and painted: the current slide, the next one, the notes and the header.
    const PresenterView::Regions regions = view->regions();
    const QRect inside(QPoint(0, 0), view->size());
    const std::vector<std::pair<const char *, QRect>> named{
        {"header", regions.header}, {"current", regions.current}, {"next", regions.next}, {"notes", regions.notes}};
    for (const auto &[name, box] : named) {
        QVERIFY2(inside.contains(box), name);
        QVERIFY2(box.width() > view->width() / 5 && box.height() > view->height() / 20, name);
        for (const auto &[other, otherBox] : named)
            QVERIFY2(box == otherBox || !box.intersects(otherBox), qPrintable(QStringLiteral("%1 and %2").arg(name, other)));
    }
    // The current slide is the larger, at the room's aspect: what the room sees, not another layout.
    QVERIFY(regions.current.width() > regions.next.width());
    QVERIFY(std::abs(regions.current.height() / double(regions.current.width()) - room->geometry().height() / double(room->geometry().width())) < 0.01);
    presentation.showSlide(1); // a stage slide, with notes
    const QImage shown = view->grab().toImage();
    QVERIFY(paintedPixels(shown, regions.current) > regions.current.width() * regions.current.height() / 16 / 4);
    QVERIFY(paintedPixels(shown, regions.next) > 0);
    QVERIFY(paintedPixels(shown, regions.notes) > 0);
    presentation.close();
}

void PresenterViewTest::theLaptopsKeysSteerTheSlides()
{
    ScenarioDocument document(test::lessonScenario(test::examplesFolder() + QStringLiteral("/08-positions.json")),
                              std::make_unique<CpuEngine>());
    auto *presentation = new PresentationWindow(&document);
    presentation->setAttribute(Qt::WA_DeleteOnClose);
    QPointer<PresentationWindow> alive(presentation);
    presentation->present(QGuiApplication::screens().first());
    QPointer<PresenterView> view = presentation->presenterView();
    QVERIFY(view);
    QCOMPARE(presentation->slideIndex(), 0);
    QTest::keyClick(view, Qt::Key_PageDown);
    QTest::keyClick(view, Qt::Key_Space);
    QCOMPARE(presentation->slideIndex(), 2);
    QTest::keyClick(view, Qt::Key_PageUp);
    QCOMPARE(presentation->slideIndex(), 1);
    QTest::keyClick(view, Qt::Key_End);
    QCOMPARE(presentation->slideIndex(), presentation->slideCount() - 1);
    QTest::keyClick(view, Qt::Key_B);
    QVERIFY(presentation->isBlank());
    QTest::keyClick(view, Qt::Key_Right); // brings the slide back, and does only that
    QVERIFY(!presentation->isBlank());
    QCOMPARE(presentation->slideIndex(), presentation->slideCount() - 1);
    QTest::keyClick(view, Qt::Key_Escape); // leaves the presentation, and the view with it
    QTRY_VERIFY(!alive);
    QVERIFY(!view);
}

void PresenterViewTest::elapsedTimeIsWrittenAsAClock_data()
{
    QTest::addColumn<qint64>("milliseconds");
    QTest::addColumn<QString>("written");
    QTest::newRow("start") << qint64(0) << QStringLiteral("0:00");
    QTest::newRow("59.9 s") << qint64(59'900) << QStringLiteral("0:59");
    QTest::newRow("a minute and a second") << qint64(61'000) << QStringLiteral("1:01");
    QTest::newRow("a lecture") << qint64(50 * 60'000 + 7'000) << QStringLiteral("50:07");
    QTest::newRow("past an hour") << qint64(3'723'000) << QStringLiteral("1:02:03");
}

void PresenterViewTest::elapsedTimeIsWrittenAsAClock()
{
    QFETCH(qint64, milliseconds);
    QFETCH(QString, written);
    QCOMPARE(PresenterView::elapsedText(milliseconds), written);
}

int main(int argc, char **argv)
{
    // Two screens side by side, as the offscreen platform reads them (Qt's qoffscreenintegration.cpp).
    QTemporaryDir folder;
    QFile config(folder.filePath(QStringLiteral("screens.json")));
    if (!config.open(QIODevice::WriteOnly))
        return 1;
    config.write(R"({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1280, "height": 720},
                                 {"name": "projector", "x": 1280, "y": 0, "width": 1920, "height": 1080}]})");
    config.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.fileName().toLocal8Bit());
    QApplication application(argc, argv);
    PresenterViewTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_presenterview.moc"
