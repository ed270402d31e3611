// The edits the window offers, as plain functions: each keeps a valid scenario valid, and does what it says.
#include "scenario/ScenarioEdits.h"
#include "scenario/ScenarioFile.h"
#include "support/EngineRows.h"
#include "support/TestPaths.h"

#include <QFileInfo>
#include <QTest>
#include <functional>

using namespace attn;
using namespace attn::test;

Q_DECLARE_METATYPE(attn::Scenario)
using Edit = std::function<void(Scenario &)>;
Q_DECLARE_METATYPE(Edit)

namespace {

Scenario lesson(const QString &name)
{
    return *readScenarioFile(examplesFolder() + u'/' + name).scenario;
}

} // namespace

class TestScenarioEdits : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyEditKeepsEveryLessonValid_data();
    void everyEditKeepsEveryLessonValid();
    void tokensInsertRemoveMoveRename();
    void aRetitleReadsInEveryLanguage_data();
    void aRetitleReadsInEveryLanguage();
    void modelDimensionPadsAndCuts();
    void headDimensionsResizeTheirBlockOfWo();
    void initialisationIsSeeded();
    void parsesSpreadsheetBlocks_data();
    void parsesSpreadsheetBlocks();
    void pasteWritesOrRefuses();
};

void TestScenarioEdits::everyEditKeepsEveryLessonValid_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<Edit>("edit");
    const std::pair<const char *, Edit> edits[] = {
        {"insert token", [](Scenario &s) { insertToken(s, SequenceRole::Source, 1, QStringLiteral("new")); }},
        {"remove token", [](Scenario &s) { removeToken(s, SequenceRole::Source, 0); }},
        {"move token", [](Scenario &s) { moveToken(s, SequenceRole::Source, 0, 2); }},
        {"d_model up", [](Scenario &s) { setModelDimension(s, s.dModel() + 2); }},
        {"d_model down", [](Scenario &s) { setModelDimension(s, std::max<Eigen::Index>(1, s.dModel() - 1)); }},
        {"three heads", [](Scenario &s) { setHeadCount(s, 3); }},
        {"one head", [](Scenario &s) { setHeadCount(s, 1); }},
        {"head dims", [](Scenario &s) { setHeadDimensions(s, 0, 5, 2); }},
        {"random weights", [](Scenario &s) { initialiseWeights(s, WeightInitialisation::Random, 7); }},
        {"identity weights", [](Scenario &s) { initialiseWeights(s, WeightInitialisation::Identity); }},
    };
    for (const QString &path : exampleFiles())
        for (const auto &[name, edit] : edits) {
            QTest::addRow("%s: %s", qPrintable(QFileInfo(path).fileName()), name) << lesson(QFileInfo(path).fileName()) << edit;
            // The same lesson with biases (nonzero) and positions, as a model's head has them.
            Scenario biased = lesson(QFileInfo(path).fileName());
            addBiases(biased);
            for (HeadWeights &head : *biased.heads)
                for (std::optional<MatrixD> *bias : {&head.bq, &head.bk, &head.bv})
                    (*bias)->setConstant(0.25);
            biased.bo->setConstant(-0.5);
            biased.positions = ScenarioPositions::Sinusoidal;
            QTest::addRow("%s with biases and positions: %s", qPrintable(QFileInfo(path).fileName()), name) << biased << edit;
            // And with a layer norm of its own gain and bias, as a model's layer has.
            Scenario normed = biased;
            addLayerNorm(normed);
            normed.layerNorm->gain.setConstant(1.5);
            normed.layerNorm->bias.setConstant(-0.25);
            QTest::addRow("%s with a layer norm: %s", qPrintable(QFileInfo(path).fileName()), name) << normed << edit;
            // And with learned positions, as a model's first layer has.
            Scenario learned = lesson(QFileInfo(path).fileName());
            setPositions(learned, ScenarioPositions::Learned);
            for (TokenSequence *sequence : learned.sequences())
                sequence->positions->setConstant(0.1);
            QTest::addRow("%s with learned positions: %s", qPrintable(QFileInfo(path).fileName()), name) << learned << edit;
        }
}

void TestScenarioEdits::everyEditKeepsEveryLessonValid()
{
    QFETCH(Scenario, scenario);
    QFETCH(Edit, edit);
    const bool hadBiases = scenario.hasHeadBiases();
    edit(scenario);
    const std::optional<ScenarioProblem> problem = validateScenario(scenario);
    QVERIFY2(!problem, qPrintable(problem ? problem->toString() : QString()));
    // Every head of a scenario with biases keeps (or, new, gets) its own, of its widths.
    if (hadBiases)
        for (const HeadWeights &head : *scenario.heads)
            QVERIFY(head.bq && head.bq->cols() == head.dk() && head.bk && head.bv && head.bv->cols() == head.dv());
    QVERIFY(engineNamed(QStringLiteral("cpu"))->run(scenario).output.allFinite());
}

void TestScenarioEdits::tokensInsertRemoveMoveRename()
{
    Scenario scenario = lesson(QStringLiteral("01-alignment.json"));
    insertToken(scenario, SequenceRole::Source, 1, QStringLiteral("hey"));
    QCOMPARE(scenario.source.tokens, (QStringList{"hello", "hey", "hi", "tomato"}));
    QVERIFY(scenario.source.vectors.row(1).isZero());
    QCOMPARE(scenario.source.vectors(2, 0), 0.69);
    moveToken(scenario, SequenceRole::Source, 3, 0);
    QCOMPARE(scenario.source.tokens, (QStringList{"tomato", "hello", "hey", "hi"}));
    QCOMPARE(scenario.source.vectors(0, 1), 0.59);
    renameToken(scenario, SequenceRole::Source, 0, QStringLiteral("pomodoro"));
    QCOMPARE(scenario.source.tokens.first(), QStringLiteral("pomodoro"));
    // The Italian labels keep one per token, in step (a new token is labelled by its own name); a rename of
    // the token itself is every language's label of it, which translated the old name ("Tomate" was left
    // in the German window for a token renamed).
    QCOMPARE(scenario.localizedTokens(SequenceRole::Source, QStringLiteral("it")),
             (QStringList{"pomodoro", "ciao", "hey", "salve"}));
    QCOMPARE(scenario.localizedTokens(SequenceRole::Source, QStringLiteral("de")).first(), QStringLiteral("pomodoro"));
    QVERIFY(!validateScenario(scenario));
    // Renamed as shown in a language: where that language labels the tokens, its label changes (what the
    // Italian window shows is what was typed) and the others keep theirs; elsewhere the token itself.
    Scenario italian = scenario;
    renameToken(italian, SequenceRole::Source, 3, QStringLiteral("mela"), QStringLiteral("it"));
    QCOMPARE(italian.localizedTokens(SequenceRole::Source, QStringLiteral("it")), (QStringList{"pomodoro", "ciao", "hey", "mela"}));
    QCOMPARE(italian.source.tokens, scenario.source.tokens);
    QCOMPARE(italian.localizedTokens(SequenceRole::Source, QStringLiteral("de")),
             scenario.localizedTokens(SequenceRole::Source, QStringLiteral("de")));
    Scenario french = scenario;
    renameToken(french, SequenceRole::Source, 3, QStringLiteral("pomme"), QStringLiteral("fr"));
    QCOMPARE(french.source.tokens.last(), QStringLiteral("pomme"));
    QVERIFY(!validateScenario(italian) && !validateScenario(french));
    QVERIFY(removeToken(scenario, SequenceRole::Source, 2));
    QCOMPARE(scenario.source.tokens, (QStringList{"pomodoro", "hello", "hi"}));
    QCOMPARE(scenario.localizedTokens(SequenceRole::Source, QStringLiteral("de")), (QStringList{"pomodoro", "hallo", "hi"}));
    QCOMPARE(scenario.localizedTokens(SequenceRole::Source, QStringLiteral("fr")), scenario.source.tokens);
    QCOMPARE(scenario.source.vectors(2, 2), 0.48);
    QVERIFY(removeToken(scenario, SequenceRole::Source, 0));
    QVERIFY(removeToken(scenario, SequenceRole::Source, 0));
    QVERIFY(!removeToken(scenario, SequenceRole::Source, 0)); // the last token stays
    QCOMPARE(scenario.source.tokens, QStringList{"hi"});
}

void TestScenarioEdits::aRetitleReadsInEveryLanguage_data()
{
    QTest::addColumn<QStringList>("typedIn"); // the languages the title is typed in, one after the other
    QTest::addColumn<QStringList>("expected"); // the title in en, it, de afterwards
    // The title itself, typed in English (or in a language the lesson has no words for): the translations
    // were of the old one, and every window reads the new.
    QTest::newRow("in English") << QStringList{"en"} << QStringList{"Mein Test en", "Mein Test en", "Mein Test en"};
    QTest::newRow("in French") << QStringList{"fr"} << QStringList{"Mein Test fr", "Mein Test fr", "Mein Test fr"};
    // A translation's title, typed in its language: that language's only, after an English retitle too.
    QTest::newRow("in Italian") << QStringList{"it"} << QStringList{"", "Mein Test it", ""};
    QTest::newRow("in English, then Italian") << QStringList{"en", "it"} << QStringList{"Mein Test en", "Mein Test it", "Mein Test en"};
}

void TestScenarioEdits::aRetitleReadsInEveryLanguage()
{
    // A student retitled a lesson "Mein Test" and saved it; the German and Italian windows still read the
    // lesson's own title, and the file kept it.
    QFETCH(QStringList, typedIn);
    QFETCH(QStringList, expected);
    const Scenario before = lesson(QStringLiteral("02-translation-cross.json"));
    Scenario scenario = before;
    for (const QString &language : typedIn)
        setLocalizedTitle(scenario, language, QStringLiteral("Mein Test ") + language);
    const QStringList languages{"en", "it", "de"};
    for (qsizetype i = 0; i < languages.size(); ++i)
        QCOMPARE(scenario.localizedTitle(languages[i]),
                 expected[i].isEmpty() ? before.localizedTitle(languages[i]) : expected[i]);
    QVERIFY(!validateScenario(scenario));
}

void TestScenarioEdits::modelDimensionPadsAndCuts()
{
    Scenario scenario = lesson(QStringLiteral("06-multi-head.json"));
    setModelDimension(scenario, 6);
    QCOMPARE(scenario.source.vectors.cols(), Eigen::Index(6));
    QCOMPARE(scenario.source.vectors(1, 1), 1.2);
    QVERIFY(scenario.source.vectors.rightCols(2).isZero());
    QCOMPARE(scenario.heads->front().wq.rows(), Eigen::Index(6));
    QCOMPARE(scenario.wo->cols(), Eigen::Index(6));
    setModelDimension(scenario, 2);
    QCOMPARE(scenario.source.vectors(1, 1), 1.2);
    QVERIFY(!validateScenario(scenario));

    // Implicit identity heads follow d_model and need no W_O.
    Scenario implicit = lesson(QStringLiteral("03-causal-self-attention.json"));
    setModelDimension(implicit, 7);
    QVERIFY(!implicit.heads && !implicit.wo);
    QVERIFY(!validateScenario(implicit));
}

void TestScenarioEdits::headDimensionsResizeTheirBlockOfWo()
{
    Scenario scenario = lesson(QStringLiteral("06-multi-head.json"));
    const MatrixD wo = *scenario.wo;
    setHeadDimensions(scenario, 0, 3, 1);
    QCOMPARE(scenario.heads->at(0).dk(), Eigen::Index(3));
    QCOMPARE(scenario.heads->at(0).dv(), Eigen::Index(1));
    QCOMPARE(scenario.wo->rows(), Eigen::Index(3));
    QVERIFY(scenario.wo->row(0) == wo.row(0));          // head 0 keeps its first row
    QVERIFY(scenario.wo->bottomRows(2) == wo.bottomRows(2)); // head 1's block is untouched
}

void TestScenarioEdits::initialisationIsSeeded()
{
    Scenario first = lesson(QStringLiteral("06-multi-head.json"));
    Scenario second = first;
    initialiseWeights(first, WeightInitialisation::Random, 42);
    initialiseWeights(second, WeightInitialisation::Random, 42);
    QVERIFY(first == second);
    initialiseWeights(second, WeightInitialisation::Random, 43);
    QVERIFY(!(first == second));
    const double limit = std::sqrt(6.0 / (4 + 2));
    QVERIFY(first.heads->front().wq.cwiseAbs().maxCoeff() <= limit);
    initialiseWeights(first, WeightInitialisation::Identity);
    QVERIFY(sameMatrix(first.heads->at(1).wv, identityLike(4, 2)));
    QVERIFY(sameMatrix(*first.wo, MatrixD::Identity(4, 4)));
}

void TestScenarioEdits::parsesSpreadsheetBlocks_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("expected"); // rows joined by '|', or the error
    QTest::newRow("tabs") << "1\t2.5\n3\t-4\n" << "en_GB" << "1 2.5|3 -4";
    QTest::newRow("windows lines") << "1\t2\r\n3\t4\r\n" << "en_US" << "1 2|3 4";
    QTest::newRow("german commas") << "0,5\t1,25\n-2\t3" << "de_DE" << "0.5 1.25|-2 3";
    QTest::newRow("semicolons") << "0,5;1\n2;3" << "it_IT" << "0.5 1|2 3";
    QTest::newRow("english commas") << "1,2,3" << "en_US" << "1 2 3";
    QTest::newRow("spaces") << "1 2  3" << "en_US" << "1 2 3";
    QTest::newRow("C format in a German locale") << "0.25\t2" << "de_DE" << "0.25 2";
    QTest::newRow("word") << "1\tabc\n" << "en_US" << "row 1, column 2: 'abc' is not a finite number";
    QTest::newRow("ragged") << "1\t2\n3\n" << "en_US" << "row 2 has 1 cells, row 1 has 2";
    QTest::newRow("too large") << "1e300" << "en_US" << "row 1, column 1: '1e300' is not a finite number";
    QTest::newRow("empty") << "\n" << "en_US" << "nothing to paste";
}

void TestScenarioEdits::parsesSpreadsheetBlocks()
{
    QFETCH(QString, text);
    QFETCH(QString, locale);
    QFETCH(QString, expected);
    const ParsedBlock parsed = parseNumberBlock(text, QLocale(locale));
    if (!parsed.block) {
        QCOMPARE(parsed.error, expected);
        return;
    }
    QStringList rows;
    for (Eigen::Index i = 0; i < parsed.block->rows(); ++i) {
        QStringList cells;
        for (Eigen::Index j = 0; j < parsed.block->cols(); ++j)
            cells << QString::number((*parsed.block)(i, j));
        rows << cells.join(u' ');
    }
    QCOMPARE(rows.join(u'|'), expected);
}

void TestScenarioEdits::pasteWritesOrRefuses()
{
    Scenario scenario = lesson(QStringLiteral("01-alignment.json"));
    const Scenario original = scenario;
    const MatrixD block = matrixOf({{9, 8}, {7, 6}});
    QVERIFY(!pasteBlock(scenario, {MatrixKind::SourceVectors}, 1, 1, block));
    QCOMPARE(scenario.source.vectors(1, 1), 9.0);
    QCOMPARE(scenario.source.vectors(2, 2), 6.0);
    QCOMPARE(scenario.source.vectors(1, 0), 0.69);

    Scenario unchanged = original;
    const std::optional<ScenarioProblem> problem = pasteBlock(unchanged, {MatrixKind::SourceVectors}, 2, 2, block);
    QVERIFY(problem);
    QCOMPARE(problem->toString(), QStringLiteral("source.vectors: a 2 x 2 block does not fit at row 2, column 2 of a 3 x 3 matrix"));
    QVERIFY(unchanged == original);

    // Weights of implicit identity heads become explicit when pasted into.
    Scenario weights = original;
    QVERIFY(!pasteBlock(weights, {MatrixKind::KeyWeights, 0}, 0, 0, matrixOf({{2}})));
    QVERIFY(weights.heads && weights.wo);
    QCOMPARE(weights.heads->front().wk(0, 0), 2.0);
    QCOMPARE(weights.heads->front().wk(1, 1), 1.0);
}

QTEST_GUILESS_MAIN(TestScenarioEdits)
#include "tst_scenarioedits.moc"
