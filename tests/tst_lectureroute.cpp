// The clicker's route through a lesson, without a window: stage to stage at the desk, and in a lecture the
// parts of a stage, every head in turn, a long page to its end and on into the next lesson.
#include "lessonwindow/LectureRoute.h"

#include <QTest>

using namespace attn;

Q_DECLARE_METATYPE(attn::LecturePlace)
Q_DECLARE_METATYPE(attn::LectureMove::Kind)

namespace {

using S = PipelineStage;
using P = StagePart;

/// A lesson without positions or a layer norm: the projections on.
const std::vector<PipelineStage> kStages{S::Embeddings, S::Projections, S::Scores, S::Scaling, S::Mask,
                                         S::Softmax, S::WeightedSum, S::Concatenation, S::OutputProjection};

} // namespace

class TestLectureRoute : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void eachPressGoesWhereALecturerExpects_data();
    void eachPressGoesWhereALecturerExpects();
    void aLectureVisitsEveryPartOfEveryHeadOnceEachWay_data();
    void aLectureVisitsEveryPartOfEveryHeadOnceEachWay();
};

void TestLectureRoute::eachPressGoesWhereALecturerExpects_data()
{
    QTest::addColumn<bool>("lecture");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("lessonIndex");
    QTest::addColumn<bool>("pageScrolls");
    QTest::addColumn<LecturePlace>("from");
    QTest::addColumn<int>("delta");
    QTest::addColumn<LectureMove::Kind>("kind");
    QTest::addColumn<LecturePlace>("to");
    QTest::addColumn<bool>("atPageEnd");
    QTest::addColumn<int>("lesson");
    QTest::addColumn<bool>("atItsEnd");
    using K = LectureMove::Kind;
    // Lessons 0 to 3 in the gallery; -1 is a file of one's own.
    QTest::newRow("desk: the next stage, whole") << false << 1 << 0 << false << LecturePlace{S::Embeddings} << 1 << K::Show
                                                << LecturePlace{S::Projections} << false << -1 << false;
    QTest::newRow("desk: back, whole, at its top") << false << 1 << 0 << false << LecturePlace{S::Scores} << -1 << K::Show
                                                  << LecturePlace{S::Projections} << false << -1 << false;
    QTest::newRow("desk: a long page is not scrolled") << false << 1 << 0 << true << LecturePlace{S::Scores} << 1 << K::Show
                                                      << LecturePlace{S::Scaling} << false << -1 << false;
    QTest::newRow("desk: the last stage leads to the end page") << false << 1 << 0 << false << LecturePlace{S::OutputProjection} << 1
                                                               << K::Show << LecturePlace{S::OutputProjection, P::All, 0, true} << false << -1 << false;
    QTest::newRow("desk: the end page, on to the next lesson") << false << 1 << 0 << false << LecturePlace{S::OutputProjection, P::All, 0, true}
                                                              << 1 << K::OpenLesson << LecturePlace{} << false << 1 << false;
    QTest::newRow("desk: the end page of the last lesson stays") << false << 1 << 3 << false << LecturePlace{S::OutputProjection, P::All, 0, true}
                                                                << 1 << K::Stay << LecturePlace{} << false << -1 << false;
    QTest::newRow("a file of one's own: the end page stays") << true << 1 << -1 << false << LecturePlace{S::OutputProjection, P::All, 0, true}
                                                            << 1 << K::Stay << LecturePlace{} << false << -1 << false;
    QTest::newRow("the end page, back to the last stage") << true << 1 << 0 << false << LecturePlace{S::OutputProjection, P::All, 0, true} << -1
                                                         << K::Show << LecturePlace{S::OutputProjection} << false << -1 << false;
    QTest::newRow("desk: the first stage stays") << false << 1 << 2 << false << LecturePlace{S::Embeddings} << -1 << K::Show
                                                << LecturePlace{S::Embeddings} << false << -1 << false;
    QTest::newRow("lecture: into the projections at Q") << true << 1 << 0 << false << LecturePlace{S::Embeddings} << 1 << K::Show
                                                       << LecturePlace{S::Projections, P::Queries} << false << -1 << false;
    QTest::newRow("lecture: Q then K") << true << 1 << 0 << false << LecturePlace{S::Projections, P::Queries} << 1 << K::Show
                                      << LecturePlace{S::Projections, P::Keys} << false << -1 << false;
    QTest::newRow("lecture: back from the scores to V, at its end") << true << 1 << 0 << false << LecturePlace{S::Scores} << -1 << K::Show
                                                                   << LecturePlace{S::Projections, P::Values} << true << -1 << false;
    QTest::newRow("lecture: a long page scrolls first") << true << 1 << 0 << true << LecturePlace{S::Scores} << 1 << K::ScrollPage
                                                       << LecturePlace{S::Scores} << false << -1 << false;
    QTest::newRow("lecture: the last stage goes on to the next lesson") << true << 1 << 1 << false << LecturePlace{S::OutputProjection} << 1
                                                                       << K::OpenLesson << LecturePlace{} << false << 2 << false;
    QTest::newRow("lecture: the last lesson's last stage, the end page") << true << 1 << 3 << false << LecturePlace{S::OutputProjection}
                                                                        << 1 << K::Show << LecturePlace{S::OutputProjection, P::All, 0, true}
                                                                        << false << -1 << false;
    QTest::newRow("lecture: back from the first stage to the lesson before, at its end")
        << true << 1 << 2 << false << LecturePlace{S::Embeddings} << -1 << K::OpenLesson << LecturePlace{} << false << 1 << true;
    QTest::newRow("lecture: head 1's weighted sum, on to head 2's Q") << true << 3 << 0 << false << LecturePlace{S::WeightedSum, P::All, 0}
                                                                     << 1 << K::Show << LecturePlace{S::Projections, P::Queries, 1} << false
                                                                     << -1 << false;
    QTest::newRow("lecture: the last head's weighted sum, on to the concatenation")
        << true << 3 << 0 << false << LecturePlace{S::WeightedSum, P::All, 2} << 1 << K::Show << LecturePlace{S::Concatenation, P::All, 2}
        << false << -1 << false;
    QTest::newRow("lecture: head 2's Q, back to head 1's weighted sum, at its end")
        << true << 3 << 0 << false << LecturePlace{S::Projections, P::Queries, 1} << -1 << K::Show << LecturePlace{S::WeightedSum, P::All, 0}
        << true << -1 << false;
    QTest::newRow("lecture: back from the concatenation into the last head")
        << true << 3 << 0 << false << LecturePlace{S::Concatenation, P::All, 0} << -1 << K::Show << LecturePlace{S::WeightedSum, P::All, 2}
        << true << -1 << false;
    QTest::newRow("lecture: from the embeddings into the first head")
        << true << 3 << 0 << false << LecturePlace{S::Embeddings, P::All, 2} << 1 << K::Show << LecturePlace{S::Projections, P::Queries, 0}
        << false << -1 << false;
    QTest::newRow("desk: heads are not walked") << false << 3 << 0 << false << LecturePlace{S::WeightedSum, P::All, 0} << 1 << K::Show
                                               << LecturePlace{S::Concatenation, P::All, 0} << false << -1 << false;
}

void TestLectureRoute::eachPressGoesWhereALecturerExpects()
{
    QFETCH(bool, lecture);
    QFETCH(int, heads);
    QFETCH(int, lessonIndex);
    QFETCH(bool, pageScrolls);
    QFETCH(LecturePlace, from);
    QFETCH(int, delta);
    QFETCH(LectureMove::Kind, kind);
    QFETCH(LecturePlace, to);
    QFETCH(bool, atPageEnd);
    QFETCH(int, lesson);
    QFETCH(bool, atItsEnd);
    const LectureMove move = lectureMove({kStages, heads, lecture, lessonIndex, 4, pageScrolls}, from, delta);
    QCOMPARE(move.kind, kind);
    if (kind == LectureMove::Kind::Show || kind == LectureMove::Kind::ScrollPage) {
        QCOMPARE(int(move.place.stage), int(to.stage));
        QCOMPARE(int(move.place.part), int(to.part));
        QCOMPARE(move.place.head, to.head);
        QCOMPARE(move.place.endPage, to.endPage);
        QCOMPARE(move.atPageEnd, atPageEnd);
    }
    if (kind == LectureMove::Kind::OpenLesson) {
        QCOMPARE(move.lesson, lesson);
        QCOMPARE(move.atItsEnd, atItsEnd);
    }
}

void TestLectureRoute::aLectureVisitsEveryPartOfEveryHeadOnceEachWay_data()
{
    QTest::addColumn<int>("heads");
    for (const int heads : {1, 2, 4})
        QTest::newRow(qPrintable(QStringLiteral("%1 head(s)").arg(heads))) << heads;
}

void TestLectureRoute::aLectureVisitsEveryPartOfEveryHeadOnceEachWay()
{
    // Page Down from the first stage to the end page, then Page Up back: every place on the way once, the
    // way back the way there reversed, each per-head stage once per head and each part of the projections.
    QFETCH(int, heads);
    const LectureContext context{kStages, heads, true, -1, 0, false};
    std::vector<LecturePlace> forward{{S::Embeddings}};
    for (;;) {
        const LectureMove move = lectureMove(context, forward.back(), 1);
        if (move.kind != LectureMove::Kind::Show)
            break;
        forward.push_back(move.place);
        QVERIFY(forward.size() < 200);
    }
    QVERIFY(forward.back().endPage);
    const int perHeadPlaces = 3 + 5; // Q, K, V, then the scores, scaling, mask, softmax and weighted sum
    QCOMPARE(int(forward.size()), 1 + heads * perHeadPlaces + 2 + 1);
    std::vector<LecturePlace> backward{forward.back()};
    while (backward.size() < forward.size()) {
        const LectureMove move = lectureMove(context, backward.back(), -1);
        QCOMPARE(move.kind, LectureMove::Kind::Show);
        backward.push_back(move.place);
    }
    std::reverse(backward.begin(), backward.end());
    // Back from the end page lands on the last stage itself; every other place is the one Page Down passed.
    for (size_t index = 0; index + 1 < forward.size(); ++index) {
        QCOMPARE(int(backward[index].stage), int(forward[index].stage));
        QCOMPARE(int(backward[index].part), int(forward[index].part));
        QCOMPARE(backward[index].head, forward[index].head);
    }
}

QTEST_APPLESS_MAIN(TestLectureRoute)
#include "tst_lectureroute.moc"
