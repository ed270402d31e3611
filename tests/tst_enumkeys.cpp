// The names enums have in files, settings and on the command line, each read from one table (EnumKeys):
// every value has its key and back, in the order users see them listed, and nothing else is accepted.
#include "cpu/CpuEngine.h"
#include "runtime/EngineFactory.h"
#include "scenario/PipelineStage.h"
#include "scenario/PositionEncoding.h"
#include "scenario/Scenario.h"
#include "base/EnumKeys.h"
#include "text/MatrixText.h"
#include "training/ToyTask.h"

#include <QtTest>
#include <functional>

using namespace attn;

namespace {

enum class Colour { Red, Green, Blue };
constexpr auto kColourKeys = enumKeys<Colour>({{Colour::Red, "red"}, {Colour::Green, "green"}, {Colour::Blue, "blue-ish"}});

/// One enum as the tests see it: its values' keys in order, and whether each key leads back to its value.
struct Table
{
    QStringList keys;
    std::function<bool(const QString &)> roundTrips;
    std::function<bool(const QString &)> accepted;
};

template <typename Enum>
Table tableOf(const QList<Enum> &values, QString (*key)(Enum), std::optional<Enum> (*fromKey)(const QString &))
{
    Table table;
    for (Enum value : values)
        table.keys << key(value);
    table.roundTrips = [key, fromKey](const QString &name) { return fromKey(name) && key(*fromKey(name)) == name; };
    table.accepted = [fromKey](const QString &name) { return fromKey(name).has_value(); };
    return table;
}

} // namespace

Q_DECLARE_METATYPE(Table)

class TestEnumKeys : public QObject
{
    Q_OBJECT

private slots:
    void aTableGivesKeysValuesAndTheirOrder();
    void enginesAreNamedByTheirKind();
    void everyEnumRoundTrips_data();
    void everyEnumRoundTrips();
};

void TestEnumKeys::aTableGivesKeysValuesAndTheirOrder()
{
    QCOMPARE(kColourKeys.key(Colour::Blue), QStringLiteral("blue-ish"));
    QCOMPARE(kColourKeys.fromKey(QStringLiteral("green")), std::optional<Colour>(Colour::Green));
    QCOMPARE(kColourKeys.keys(), (QStringList{"red", "green", "blue-ish"}));
    // Exactly as written: no other case, no spaces, nothing empty.
    for (const QString &other : {QStringLiteral("Red"), QStringLiteral(" red"), QString(), QStringLiteral("blue")})
        QVERIFY2(!kColourKeys.fromKey(other), qPrintable(other));
}

void TestEnumKeys::enginesAreNamedByTheirKind()
{
    // The command line, the settings and the status bar name an engine by its kind's key.
    QCOMPARE(CpuEngine().name(), QStringLiteral("cpu"));
    QCOMPARE(knownEngineNames(), (QStringList{"cpu", "opencl"}));
    const EngineChoice byName = createEngine(QStringLiteral("cpu"));
    QVERIFY(byName.engine && byName.engine->kind() == EngineKind::Cpu);
    QCOMPARE(createEngine(QStringLiteral("gpu")).unavailableReason, QStringLiteral("unknown engine 'gpu' (known: cpu, opencl)"));
}

void TestEnumKeys::everyEnumRoundTrips_data()
{
    QTest::addColumn<Table>("table");
    QTest::addColumn<QStringList>("expected");
    QTest::addRow("stages") << tableOf(QList<PipelineStage>(kAllStages.begin(), kAllStages.end()), stageKey, stageFromKey)
                            << QStringList{"embeddings", "positions", "layer-norm", "projections", "scores", "scaling",
                                           "mask", "softmax", "weighted-sum", "concat", "output"};
    QTest::addRow("stage parts") << tableOf(QList<StagePart>{StagePart::All, StagePart::Queries, StagePart::Keys, StagePart::Values,
                                                             StagePart::Standardise, StagePart::GainAndBias},
                                            stagePartKey, stagePartFromKey)
                                 << QStringList{"all", "queries", "keys", "values", "standardise", "gain-bias"};
    QTest::addRow("modes") << tableOf(QList<AttentionMode>{AttentionMode::Cross, AttentionMode::Causal, AttentionMode::Bidirectional},
                                      modeName, modeFromName)
                           << QStringList{"cross", "causal", "bidirectional"};
    QTest::addRow("scenario positions")
        << tableOf(QList<ScenarioPositions>{ScenarioPositions::None, ScenarioPositions::Sinusoidal, ScenarioPositions::Learned},
                   positionsName, positionsFromName)
        << QStringList{"none", "sinusoidal", "learned"};
    QTest::addRow("model positions") << tableOf(QList<PositionEncoding>{PositionEncoding::Learned, PositionEncoding::None,
                                                                        PositionEncoding::Sinusoidal, PositionEncoding::Rotary},
                                                positionEncodingKey, positionEncodingFromKey)
                                     << QStringList{"learned", "none", "sinusoidal", "rotary"};
    QTest::addRow("matrix text") << tableOf(QList<MatrixTextFormat>{MatrixTextFormat::Latex, MatrixTextFormat::Csv, MatrixTextFormat::Markdown},
                                            matrixTextFormatKey, matrixTextFormatFromKey)
                                 << QStringList{"latex", "csv", "markdown"};
    QTest::addRow("engines") << tableOf(QList<EngineKind>{EngineKind::Cpu, EngineKind::OpenCl}, engineKindKey, engineKindFromKey)
                             << QStringList{"cpu", "opencl"};
    QTest::addRow("toy tasks") << tableOf(QList<ToyTask>{ToyTask::Mirror, ToyTask::PreviousOccurrence, ToyTask::Translation}, toyTaskKey,
                                          toyTaskFromKey)
                               << QStringList{"mirror", "previous-occurrence", "translation"};
}

void TestEnumKeys::everyEnumRoundTrips()
{
    QFETCH(Table, table);
    QFETCH(QStringList, expected);
    QCOMPARE(table.keys, expected);
    for (const QString &key : table.keys) {
        QVERIFY2(table.roundTrips(key), qPrintable(key));
        QVERIFY2(!table.accepted(key.toUpper()) || key == key.toUpper(), qPrintable(key));
        QVERIFY2(!table.accepted(key + u'x'), qPrintable(key));
    }
    QVERIFY(!table.accepted(QString()));
}

QTEST_GUILESS_MAIN(TestEnumKeys)
#include "tst_enumkeys.moc"
