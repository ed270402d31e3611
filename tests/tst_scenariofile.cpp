// The scenario file: every validation error names its place, unknown keys survive, and every lesson
// round-trips exactly.
#include "cpu/CpuEngine.h"
#include "scenario/PipelineStage.h"
#include "io/FileNames.h"
#include "scenario/ScenarioEdits.h"
#include "scenario/ScenarioFile.h"
#include "scenario/ScenarioValidation.h"
#include "support/BadScenarioFiles.h"
#include "support/FullDisk.h"
#include "support/TestPaths.h"
#include "support/Tolerances.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

using namespace attn;

namespace {

/// A minimal valid scenario with one part replaced; keeps each error row short.
QByteArray scenarioWith(const QByteArray &mode, const QByteArray &source, const QByteArray &rest = {})
{
    return "{\"mode\": " + mode + ", \"source\": " + source + rest + "}";
}

const QByteArray kTwoTokens = R"({"tokens": ["a", "b"], "vectors": [[1, 2], [3, 4]]})";

QByteArray repeated(const QByteArray &item, int count)
{
    QByteArrayList items;
    for (int i = 0; i < count; ++i)
        items << item;
    return '[' + items.join(',') + ']';
}

} // namespace

class TestScenarioFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rejectsWithPlace_data();
    void rejectsWithPlace();
    void reportsJsonSyntaxErrorsWithLineAndColumn();
    void keepsUnknownKeysAndWarns();
    void aQuotedTextIsCutAtAWordForATitle_data();
    void aQuotedTextIsCutAtAWordForATitle();
    void aTitleMakesAFileName_data();
    void aTitleMakesAFileName();
    void aProposedFileNameIsFree();
    void defaultsWhenOptionalKeysAreAbsent();
    void aSurrogatePairInATokenNameIsOneCharacter();
    void biasesAndPositionsRoundTripExactly();
    void aLayerNormReadsComputesAndRoundTrips();
    void learnedPositionsBelongToThePlaces();
    void examplesRoundTripExactly_data();
    void examplesRoundTripExactly();
    void refusesMissingFolderAndOversizedFiles();
    void savesAtomicallyAndReportsFailure();
    void everyBadFileIsRefusedAtOnceNamingIt_data();
    void everyBadFileIsRefusedAtOnceNamingIt();
    void numbersTooSmallForADoubleReadAsZero();
    void aFullDiskFailsTheWriteAndKeepsTheFile_data();
    void theFileFormatsPageStatesTheLimitsTheReaderKeeps();
    void aFullDiskFailsTheWriteAndKeepsTheFile();
};

void TestScenarioFile::rejectsWithPlace_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expectedError");

    const QByteArray bi = "\"bidirectional\"";
    QTest::newRow("top level not an object") << QByteArray("[1, 2]") << "expected a JSON object at the top level, found an array";
    QTest::newRow("top level null") << QByteArray("null") << "expected a JSON object at the top level, found null";
    QTest::newRow("top level a string") << QByteArray("\"mode\"") << "expected a JSON object at the top level, found a string";
    QTest::newRow("mode missing") << QByteArray("{\"source\": " + kTwoTokens + "}")
                                  << "mode: missing (one of \"cross\", \"causal\", \"bidirectional\")";
    QTest::newRow("mode unknown") << scenarioWith("\"sideways\"", kTwoTokens)
                                  << "mode: expected one of \"cross\", \"causal\", \"bidirectional\"";
    QTest::newRow("mode not a string") << scenarioWith("3", kTwoTokens)
                                       << "mode: expected one of \"cross\", \"causal\", \"bidirectional\"";
    QTest::newRow("title too long") << scenarioWith(bi, kTwoTokens, ", \"title\": \"" + QByteArray(301, 't') + "\"")
                                    << "title: at most 300 characters, found 301";
    QTest::newRow("a token without a name")
        << scenarioWith(bi, R"({"tokens": ["a", ""], "vectors": [[1, 2], [3, 4]]})")
        << "source.tokens[1] (source token 2): is empty; a token needs a name to label its row and column";
    QTest::newRow("a token of spaces")
        << scenarioWith(bi, R"({"tokens": ["  ", "b"], "vectors": [[1, 2], [3, 4]]})")
        << "source.tokens[0] (source token 1): has only spaces; a token needs a name to label its row and column";
    QTest::newRow("a translated label without a name")
        << scenarioWith(bi, kTwoTokens, R"(, "translations": {"it": {"tokens": {"source": ["x", ""]}}})")
        << "translations.it.tokens.source[1] (source token 2): is empty; a token needs a name to label its row and column";
    QTest::newRow("translated title too long")
        << scenarioWith(bi, kTwoTokens, ", \"translations\": {\"it\": {\"title\": \"" + QByteArray(301, 't') + "\"}}")
        << "translations.it.title: at most 300 characters, found 301";
    QTest::newRow("notes not a string") << scenarioWith(bi, kTwoTokens, ", \"notes\": [\"a\"]")
                                        << "notes: expected a string, found an array";
    QTest::newRow("notes too long") << scenarioWith(bi, kTwoTokens, ", \"notes\": \"" + QByteArray(20001, 'x') + "\"")
                                    << "notes: at most 20000 characters, found 20001";
    QTest::newRow("translations not an object") << scenarioWith(bi, kTwoTokens, ", \"translations\": \"it\"")
                                                << "translations: expected an object of languages, found a string";
    QTest::newRow("translation with an unknown key")
        << scenarioWith(bi, kTwoTokens, ", \"translations\": {\"it\": {\"summary\": \"x\"}}")
        << "translations.it.summary: unknown key (expected \"title\", \"notes\" or \"tokens\")";
    QTest::newRow("translated token labels, one too few")
        << scenarioWith(bi, kTwoTokens, ", \"translations\": {\"it\": {\"tokens\": {\"source\": [\"x\"]}}}")
        << "translations.it.tokens.source: expected 2 labels, one per token, found 1";
    QTest::newRow("translated token labels for a target that is not there")
        << scenarioWith(bi, kTwoTokens, ", \"translations\": {\"it\": {\"tokens\": {\"target\": [\"x\", \"y\"]}}}")
        << "translations.it.tokens.target: labels for a target, but the scenario has none";
    QTest::newRow("translated token label not a string")
        << scenarioWith(bi, kTwoTokens, ", \"translations\": {\"de\": {\"tokens\": {\"source\": [\"x\", 2]}}}")
        << "translations.de.tokens.source[1] (source token 2): expected a string, found a number";
    QTest::newRow("translated token labels not a list")
        << scenarioWith(bi, kTwoTokens, ", \"translations\": {\"de\": {\"tokens\": {\"source\": \"x y\"}}}")
        << "translations.de.tokens.source: expected a list of token labels, found a string";
    QTest::newRow("translated token labels for an unknown sequence")
        << scenarioWith(bi, kTwoTokens, ", \"translations\": {\"de\": {\"tokens\": {\"keys\": []}}}")
        << "translations.de.tokens.keys: unknown key (expected \"source\" or \"target\")";
    QTest::newRow("translated token label with a control character")
        << scenarioWith(bi, kTwoTokens, ", \"translations\": {\"de\": {\"tokens\": {\"source\": [\"x\", \"a\\u0007\"]}}}")
        << "translations.de.tokens.source[1] (source token 2): contains a control character (U+0007); a token name is a label, printable text only";
    QTest::newRow("translated notes not a string")
        << scenarioWith(bi, kTwoTokens, ", \"translations\": {\"de\": {\"notes\": 3}}")
        << "translations.de.notes: expected a string, found a number";
    QTest::newRow("title not a string") << scenarioWith(bi, kTwoTokens, ", \"title\": 5")
                                        << "title: expected a string, found a number";
    QTest::newRow("temperature zero") << scenarioWith(bi, kTwoTokens, ", \"temperature\": 0")
                                      << "temperature: expected a number from 0.01 to 100";
    QTest::newRow("temperature a string") << scenarioWith(bi, kTwoTokens, ", \"temperature\": \"hot\"")
                                          << "temperature: expected a finite number, found a string";
    QTest::newRow("scaled not a boolean") << scenarioWith(bi, kTwoTokens, ", \"scaled\": \"yes\"")
                                          << "scaled: expected true or false, found a string";
    QTest::newRow("source missing") << QByteArray("{\"mode\": \"causal\"}")
                                    << "source: missing (the sequence that supplies keys and values)";
    QTest::newRow("source not an object") << scenarioWith(bi, "[]") << "source: expected an object, found an array";
    QTest::newRow("tokens missing") << scenarioWith(bi, R"({"vectors": [[1]]})")
                                    << "source.tokens: missing (an array of token strings)";
    QTest::newRow("tokens not an array") << scenarioWith(bi, R"({"tokens": "a b", "vectors": [[1]]})")
                                         << "source.tokens: expected an array of strings, found a string";
    QTest::newRow("token not a string") << scenarioWith(bi, R"({"tokens": ["a", 7], "vectors": [[1], [2]]})")
                                        << "source.tokens[1] (source token 2): expected a string, found a number";
    QTest::newRow("no tokens") << scenarioWith(bi, R"({"tokens": [], "vectors": [[1]]})")
                               << "source.tokens: expected 1 to 4096 tokens, found 0";
    QTest::newRow("vectors missing") << scenarioWith(bi, R"({"tokens": ["a"]})")
                                     << "source.vectors: missing (one vector per token)";
    QTest::newRow("vectors not an array") << scenarioWith(bi, R"({"tokens": ["a"], "vectors": {}})")
                                          << "source.vectors: expected an array of rows, found an object";
    QTest::newRow("no vectors") << scenarioWith(bi, R"({"tokens": ["a"], "vectors": []})")
                                << "source.vectors: expected at least one row";
    QTest::newRow("row not an array") << scenarioWith(bi, R"({"tokens": ["a", "b"], "vectors": [[1], 2]})")
                                      << "source.vectors[1] (source token 2 “b”): expected an array of numbers, found a number";
    QTest::newRow("empty row") << scenarioWith(bi, R"({"tokens": ["a"], "vectors": [[]]})")
                               << "source.vectors[0] (source token 1 “a”): expected at least one number";
    QTest::newRow("string entry") << scenarioWith(bi, R"({"tokens": ["a", "b"], "vectors": [[1, 2], [3, "x"]]})")
                                  << "source.vectors[1][1] (source token 2 “b”, dimension 2): expected a finite number, found a string";
    QTest::newRow("null entry") << scenarioWith(bi, R"({"tokens": ["a", "b"], "vectors": [[1, null], [3, 4]]})")
                                << "source.vectors[0][1] (source token 1 “a”, dimension 2): expected a finite number, found null";
    QTest::newRow("beyond float32") << scenarioWith(bi, R"({"tokens": ["a"], "vectors": [[1e39]]})")
                                    << QString::fromUtf8("source.vectors[0][0] (source token 1 “a”, dimension 1): 1e+39 is beyond float32's range (the engines "
                                                         "compute in float32: at most ±3.4e+38)");
    QTest::newRow("ragged rows") << scenarioWith(bi, R"({"tokens": ["a", "b"], "vectors": [[1, 2], [3]]})")
                                 << "source.vectors[1] (source token 2 “b”): has 1 number, but source.vectors[0] has 2: every row needs the same count";
    // The short row may be the first: both are named, neither blamed.
    QTest::newRow("ragged rows, the first short") << scenarioWith(bi, R"({"tokens": ["a", "b"], "vectors": [[1, 2], [3, 4, 5]]})")
                                                  << "source.vectors[1] (source token 2 “b”): has 3 numbers, but source.vectors[0] has 2: every row needs "
                                                     "the same count";
    QTest::newRow("fewer vectors than tokens")
        << scenarioWith(bi, R"({"tokens": ["a", "b", "c"], "vectors": [[1], [2]]})")
        << "source.vectors: expected one vector per token (3), found 2";
    QTest::newRow("too many tokens")
        << scenarioWith(bi, "{\"tokens\": " + repeated("\"t\"", 4097) + ", \"vectors\": [[1]]}")
        << "source.tokens: expected 1 to 4096 tokens, found 4097";
    QTest::newRow("d_model too large")
        << scenarioWith(bi, "{\"tokens\": [\"a\"], \"vectors\": [" + repeated("0", 1601) + "]}")
        << "source.vectors[0] (source token 1 “a”): expected 1 to 1600 numbers per vector (d_model), found 1601";
    QTest::newRow("cross without target") << scenarioWith("\"cross\"", kTwoTokens)
                                          << "target: cross attention needs a target sequence (it supplies the queries)";
    QTest::newRow("target of another width")
        << scenarioWith("\"cross\"", kTwoTokens, R"(, "target": {"tokens": ["x"], "vectors": [[1, 2, 3]]})")
        << "target.vectors[0] (target token 1 “x”): has 3 numbers, but source.vectors[0] has 2: the source and the target need the same d_model";
    QTest::newRow("heads not an array") << scenarioWith(bi, kTwoTokens, R"(, "heads": {})")
                                        << "heads: expected an array of heads, found an object";
    QTest::newRow("no heads") << scenarioWith(bi, kTwoTokens, R"(, "heads": [])")
                              << "heads: expected 1 to 64 heads, found 0";
    QTest::newRow("too many heads")
        << scenarioWith(bi, kTwoTokens,
                        ", \"heads\": " + repeated(R"({"wq": [[1],[0]], "wk": [[1],[0]], "wv": [[1],[0]]})", 65))
        << "heads: expected 1 to 64 heads, found 65";
    QTest::newRow("head not an object") << scenarioWith(bi, kTwoTokens, R"(, "heads": [3])")
                                        << "heads[0] (head 1): expected an object, found a number";
    QTest::newRow("head without wk")
        << scenarioWith(bi, kTwoTokens, R"(, "heads": [{"wq": [[1], [0]], "wv": [[1], [0]]}])")
        << "heads[0].wk (W_K of head 1): missing (each head needs wq, wk and wv)";
    QTest::newRow("wq with wrong rows")
        << scenarioWith(bi, kTwoTokens, R"(, "heads": [{"wq": [[1]], "wk": [[1], [0]], "wv": [[1], [0]]}])")
        << "heads[0].wq (W_Q of head 1): expected a 2 x 1 matrix (d_model x d_k), found 1 x 1";
    QTest::newRow("wk of another d_k")
        << scenarioWith(bi, kTwoTokens, R"(, "heads": [{"wq": [[1], [0]], "wk": [[1, 0], [0, 1]], "wv": [[1], [0]]}])")
        << "heads[0].wk (W_K of head 1): expected a 2 x 1 matrix (d_model x d_k, as wq), found 2 x 2";
    QTest::newRow("wv with wrong rows")
        << scenarioWith(bi, kTwoTokens,
                        R"(, "heads": [{"wq": [[1], [0]], "wk": [[1], [0]], "wv": [[1, 0], [0, 1], [1, 1]]}])")
        << "heads[0].wv (W_V of head 1): expected a 2 x 2 matrix (d_model x d_v), found 3 x 2";
    const QByteArray oneHead = R"(, "heads": [{"wq": [[1], [0]], "wk": [[1], [0]], "wv": [[1, 0], [0, 1]])";
    QTest::newRow("bq of another d_k") << scenarioWith(bi, kTwoTokens, oneHead + R"(, "bq": [1, 2]}])")
                                       << "heads[0].bq (b_Q of head 1): expected 1 numbers (d_k, the columns of wq), found 2";
    QTest::newRow("bv of another d_v") << scenarioWith(bi, kTwoTokens, oneHead + R"(, "bv": [1]}])")
                                       << "heads[0].bv (b_V of head 1): expected 2 numbers (d_v, the columns of wv), found 1";
    QTest::newRow("bk not an array") << scenarioWith(bi, kTwoTokens, oneHead + R"(, "bk": 0.5}])")
                                     << "heads[0].bk (b_K of head 1): expected an array of numbers (a bias, one per column), found a number";
    QTest::newRow("bk a matrix") << scenarioWith(bi, kTwoTokens, oneHead + R"(, "bk": [[0.5]]}])")
                                 << "heads[0].bk[0] (b_K of head 1, entry 1): expected a finite number, found an array";
    QTest::newRow("positions unknown") << scenarioWith(bi, kTwoTokens, R"(, "positions": "rotary")")
                                       << "positions: expected \"none\", \"sinusoidal\" or \"learned\"";
    QTest::newRow("positions not a string") << scenarioWith(bi, kTwoTokens, R"(, "positions": true)")
                                            << "positions: expected \"none\", \"sinusoidal\" or \"learned\"";
    QTest::newRow("learned positions missing") << scenarioWith(bi, kTwoTokens, R"(, "positions": "learned")")
                                               << "source.positions: missing (\"positions\": \"learned\" needs a vector per place, one per token)";
    QTest::newRow("learned positions without learned")
        << scenarioWith(bi, R"({"tokens": ["a", "b"], "vectors": [[1, 2], [3, 4]], "positions": [[0, 0], [1, 1]]})")
        << "source.positions: given, but the scenario's \"positions\" is not \"learned\"";
    QTest::newRow("learned positions of another shape")
        << scenarioWith(bi, R"({"tokens": ["a", "b"], "vectors": [[1, 2], [3, 4]], "positions": [[0, 0]]})", R"(, "positions": "learned")")
        << "source.positions: expected a 2 x 2 matrix (one learned position per token x d_model), found 1 x 2";
    QTest::newRow("learned position not finite")
        << scenarioWith(bi, R"({"tokens": ["a", "b"], "vectors": [[1, 2], [3, 4]], "positions": [[0, 0], [1, "x"]]})", R"(, "positions": "learned")")
        << "source.positions[1][1] (P, row 2, column 2): expected a finite number, found a string";
    QTest::newRow("bo empty") << scenarioWith(bi, kTwoTokens, R"(, "bo": [])")
                              << "bo: expected at least one number";
    QTest::newRow("bo of another d_model") << scenarioWith(bi, kTwoTokens, R"(, "bo": [1, 2, 3])")
                                           << "bo: expected 2 numbers (d_model, the columns of wo), found 3";
    QTest::newRow("bo beyond float32") << scenarioWith(bi, kTwoTokens, R"(, "bo": [1, 1e39])")
                                       << QString::fromUtf8("bo[1] (b_O, entry 2): 1e+39 is beyond float32's range (the engines compute in "
                                                            "float32: at most ±3.4e+38)");
    QTest::newRow("layer norm not an object") << scenarioWith(bi, kTwoTokens, R"(, "layer_norm": [1, 1])")
                                              << "layer_norm: expected an object, found an array";
    QTest::newRow("layer norm without bias") << scenarioWith(bi, kTwoTokens, R"(, "layer_norm": {"gain": [1, 1]})")
                                             << "layer_norm.bias: missing (a layer norm needs a gain and a bias, one number per "
                                                "column of the vectors: 1 and 0 leave the standardised vectors as they are)";
    QTest::newRow("layer norm gain of another d_model")
        << scenarioWith(bi, kTwoTokens, R"(, "layer_norm": {"gain": [1, 1, 1], "bias": [0, 0]})")
        << "layer_norm.gain: expected 2 numbers (d_model, one per column of the vectors), found 3";
    QTest::newRow("layer norm bias not a number")
        << scenarioWith(bi, kTwoTokens, R"(, "layer_norm": {"gain": [1, 1], "bias": [0, "x"]})")
        << "layer_norm.bias[1] (β, entry 2): expected a finite number, found a string";
    QTest::newRow("layer norm epsilon zero")
        << scenarioWith(bi, kTwoTokens, R"(, "layer_norm": {"gain": [1, 1], "bias": [0, 0], "epsilon": 0})")
        << "layer_norm.epsilon: expected a number above 0 and at most 1, found 0";
    QTest::newRow("wo of the wrong shape") << scenarioWith(bi, kTwoTokens, R"(, "wo": [[1, 0, 0], [0, 1, 0]])")
                                           << "wo: expected a 2 x 2 matrix (sum of the heads' d_v x d_model), found 2 x 3";
    QTest::newRow("wo needed")
        << scenarioWith(bi, kTwoTokens, R"(, "heads": [{"wq": [[1], [0]], "wk": [[1], [0]], "wv": [[1], [0]]}])")
        << "wo: missing: without wo the heads' d_v must add up to d_model (2), but they add up to 1";
    QTest::newRow("wo entry not finite")
        << scenarioWith(bi, kTwoTokens, R"(, "wo": [[1, 0], [0, true]])")
        << "wo[1][1] (W_O, row 2, column 2): expected a finite number, found a boolean";
    // The path counts from 0, the editor from 1 and by the tokens' text: both are named, the path first.
    QTest::newRow("a vector's number, named as the editor shows it")
        << scenarioWith(bi, R"({"tokens": ["how", "old", "you", "are", "now"], "vectors": [[1, 2, 3], [1, 2, 3], [1, 2, 3], [1, 2, "x"], [1, 2, 3]]})")
        << "source.vectors[3][2] (source token 4 “are”, dimension 3): expected a finite number, found a string";
    QTest::newRow("a token that occurs twice, told apart by its row")
        << scenarioWith(bi, R"({"tokens": ["the", "cat", "the"], "vectors": [[1, 2], [3, 4], [5, null]]})")
        << "source.vectors[2][1] (source token 3 “the”, dimension 2): expected a finite number, found null";
    QTest::newRow("a token that cannot be printed is not quoted")
        << scenarioWith(bi, R"({"tokens": ["a\nb"], "vectors": [[1, "x"]]})")
        << "source.vectors[0][1] (source token 1, dimension 2): expected a finite number, found a string";
    QTest::newRow("a target vector's number")
        << scenarioWith("\"cross\"", kTwoTokens, R"(, "target": {"tokens": ["x", "y"], "vectors": [[1, 2], [true, 4]]})")
        << "target.vectors[1][0] (target token 2 “y”, dimension 1): expected a finite number, found a boolean";
    QTest::newRow("a weight of the second head")
        << scenarioWith(bi, kTwoTokens,
                        R"(, "heads": [{"wq": [[1], [0]], "wk": [[1], [0]], "wv": [[1], [0]]},)"
                        R"( {"wq": [[1], [0], [0]], "wk": [[1], [0]], "wv": [[1], [0]]}])")
        << "heads[1].wq (W_Q of head 2): expected a 2 x 1 matrix (d_model x d_k), found 3 x 1";
    QTest::newRow("a weight's number in the second head")
        << scenarioWith(bi, R"({"tokens": ["a", "b"], "vectors": [[1, 2, 3], [4, 5, 6]]})",
                        R"(, "heads": [{"wq": [[1], [0], [0]], "wk": [[1], [0], [0]], "wv": [[1], [0], [0]]},)"
                        R"( {"wq": [[1, 0], [0, 1], [0, "x"]], "wk": [[1, 0], [0, 1], [0, 0]], "wv": [[1, 0], [0, 1], [0, 0]]}])")
        << "heads[1].wq[2][1] (W_Q of head 2, row 3, column 2): expected a finite number, found a string";
    QTest::newRow("a bias's number in the second head")
        << scenarioWith(bi, kTwoTokens,
                        R"(, "heads": [{"wq": [[1], [0]], "wk": [[1], [0]], "wv": [[1], [0]]},)"
                        R"( {"wq": [[1], [0]], "wk": [[1], [0]], "wv": [[1], [0]], "bv": [1e39]}])")
        << QString::fromUtf8("heads[1].bv[0] (b_V of head 2, entry 1): 1e+39 is beyond float32's range (the engines "
                             "compute in float32: at most ±3.4e+38)");
    QTest::newRow("a row of W_O")
        << scenarioWith(bi, kTwoTokens, R"(, "wo": [[1, 0], [0]])")
        << "wo[1] (W_O, row 2): has 1 number, but wo[0] has 2: every row needs the same count";
    QTest::newRow("the layer norm's gain")
        << scenarioWith(bi, kTwoTokens, R"(, "layer_norm": {"gain": ["1", 1], "bias": [0, 0]})")
        << "layer_norm.gain[0] (γ, entry 1): expected a finite number, found a string";
    QTest::newRow("the target's learned positions")
        << scenarioWith("\"cross\"", R"({"tokens": ["a"], "vectors": [[1, 2]], "positions": [[0, 0]]})",
                        R"(, "positions": "learned", "target": {"tokens": ["x"], "vectors": [[1, 2]], "positions": [[0, {}]]})")
        << "target.positions[0][1] (P of the target, row 1, column 2): expected a finite number, found an object";
    QTest::newRow("a target token")
        << scenarioWith("\"cross\"", kTwoTokens, R"(, "target": {"tokens": ["x", 3], "vectors": [[1, 2], [3, 4]]})")
        << "target.tokens[1] (target token 2): expected a string, found a number";
}

void TestScenarioFile::rejectsWithPlace()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expectedError);
    const ScenarioReadResult read = readScenario(json, QStringLiteral("lesson.json"));
    QVERIFY(!read.ok());
    QCOMPARE(read.error, QStringLiteral("lesson.json: ") + expectedError);
}

void TestScenarioFile::reportsJsonSyntaxErrorsWithLineAndColumn()
{
    const QByteArray json = "{\n  \"mode\": \"causal\",\n  \"source\": {\"tokens\": [\"a\"] \"vectors\": [[1]]}\n}";
    const ScenarioReadResult read = readScenario(json, QStringLiteral("broken.json"));
    QVERIFY(!read.ok());
    QVERIFY2(read.error.startsWith(QStringLiteral("broken.json:3:")), qPrintable(read.error));
    QVERIFY2(read.error.contains(QStringLiteral("not valid JSON")), qPrintable(read.error));

    const ScenarioReadResult truncated = readScenario(json.left(30), QStringLiteral("cut.json"));
    QVERIFY2(truncated.error.startsWith(QStringLiteral("cut.json:3:")), qPrintable(truncated.error));

    const ScenarioReadResult binary = readScenario(QByteArray("\x00\xff\xfe garbage", 12), QStringLiteral("b.bin"));
    QVERIFY2(binary.error.startsWith(QStringLiteral("b.bin:1:")), qPrintable(binary.error));
}

void TestScenarioFile::aQuotedTextIsCutAtAWordForATitle_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("quoted");
    QTest::newRow("short, whole") << "the cat sat" << "the cat sat";
    QTest::newRow("lines become one") << "the cat\n  sat" << "the cat sat";
    const QString words = QStringLiteral("polly said : owl met so the . ").repeated(10);
    QTest::newRow("long, cut after a word") << words << "polly said : owl met so the . polly said : owl met so the . polly said : owl …";
    const QString oneWord(500, u'x');
    QTest::newRow("one long word, cut inside it") << oneWord << QString(79, u'x') + QStringLiteral(" …");
}

void TestScenarioFile::aQuotedTextIsCutAtAWordForATitle()
{
    QFETCH(QString, text);
    QFETCH(QString, quoted);
    QCOMPARE(excerptForTitle(text), quoted);
    QVERIFY(excerptForTitle(text).size() < ScenarioLimits::maxTitleLength / 2);
}

void TestScenarioFile::keepsUnknownKeysAndWarns()
{
    const QByteArray json = R"({"mode": "bidirectional", "colour": "blue",
        "source": {"tokens": ["a"], "vectors": [[1]], "language": "en"},
        "heads": [{"wq": [[1]], "wk": [[1]], "wv": [[1]], "name": "only head"}]})";
    const ScenarioReadResult read = readScenario(json, QStringLiteral("extra.json"));
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.warnings, (QStringList{QStringLiteral("extra.json: source.language: unknown key, kept as it is"),
                                         QStringLiteral("extra.json: heads[0].name: unknown key, kept as it is"),
                                         QStringLiteral("extra.json: colour: unknown key, kept as it is")}));
    const QByteArray written = writeScenario(*read.scenario);
    QVERIFY(written.contains("\"colour\": \"blue\""));
    QVERIFY(written.contains("\"language\": \"en\""));
    QVERIFY(written.contains("\"name\": \"only head\""));
    QCOMPARE(*readScenario(written, QStringLiteral("again.json")).scenario, *read.scenario);
}

void TestScenarioFile::aTitleMakesAFileName_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("fileName");
    QTest::newRow("a title is its own name") << QStringLiteral("Causal self-attention") << QStringLiteral("Causal self-attention");
    QTest::newRow("accents and spaces stay") << QStringLiteral("Übung eins: Köpfe") << QStringLiteral("Übung eins - Köpfe");
    QTest::newRow("a slash is no folder") << QStringLiteral("QK/V and W_O") << QStringLiteral("QK V and W_O");
    QTest::newRow("what Windows refuses") << QStringLiteral("a*b?c\"d<e>f|g\\h") << QStringLiteral("a b c d e f g h");
    QTest::newRow("no hidden file") << QStringLiteral("..secret.") << QStringLiteral("secret");
    QTest::newRow("a line break") << QStringLiteral("two\nlines\t") << QStringLiteral("two lines");
    QTest::newRow("nothing left") << QStringLiteral(" / | ") << QStringLiteral("Untitled");
    QTest::newRow("empty") << QString() << QStringLiteral("Untitled");
    QTest::newRow("a long title is cut at a word")
        << QStringLiteral("Attention in a transformer, step by step, from the projections to the output and back again to the start")
        << QStringLiteral("Attention in a transformer, step by step, from the projections to the output and");
}

void TestScenarioFile::aTitleMakesAFileName()
{
    QFETCH(QString, title);
    QFETCH(QString, fileName);
    QCOMPARE(fileNameFromTitle(title, QStringLiteral("Untitled")), fileName);
}

void TestScenarioFile::aProposedFileNameIsFree()
{
    // A name already taken gets a number, so the save dialog never proposes replacing a file.
    QTemporaryDir folder;
    const QString first = unusedFilePath(folder.path(), QStringLiteral("Masks"), QStringLiteral("json"));
    QCOMPARE(first, folder.filePath(QStringLiteral("Masks.json")));
    QFile taken(first);
    QVERIFY(taken.open(QIODevice::WriteOnly));
    taken.close();
    const QString second = unusedFilePath(folder.path(), QStringLiteral("Masks"), QStringLiteral("json"));
    QCOMPARE(second, folder.filePath(QStringLiteral("Masks 2.json")));
    QFile alsoTaken(second);
    QVERIFY(alsoTaken.open(QIODevice::WriteOnly));
    alsoTaken.close();
    QCOMPARE(unusedFilePath(folder.path(), QStringLiteral("Masks"), QStringLiteral("json")),
             folder.filePath(QStringLiteral("Masks 3.json")));
}

void TestScenarioFile::defaultsWhenOptionalKeysAreAbsent()
{
    const ScenarioReadResult read = readScenario(scenarioWith("\"causal\"", kTwoTokens), QStringLiteral("min.json"));
    QVERIFY2(read.ok(), qPrintable(read.error));
    QVERIFY(read.scenario->scaled);
    QVERIFY(!read.scenario->heads);
    QVERIFY(!read.scenario->wo);
    QCOMPARE(read.scenario->effectiveHeads().size(), size_t(1));
    QVERIFY(sameMatrix(read.scenario->effectiveHeads().front().wq, MatrixD::Identity(2, 2)));
    QVERIFY(sameMatrix(read.scenario->effectiveWo(), MatrixD::Identity(2, 2)));
}

void TestScenarioFile::aSurrogatePairInATokenNameIsOneCharacter()
{
    // A lone half of a pair is refused (rejectsWithPlace's table); a whole pair, as JSON escapes a character
    // beyond U+FFFF, is that character, and is saved as it.
    const ScenarioReadResult read = readScenario(
        scenarioWith("\"causal\"", R"({"tokens": ["\ud83d\ude00", "b"], "vectors": [[1, 2], [3, 4]]})"), QStringLiteral("emoji.json"));
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.scenario->source.tokens.front(), QString::fromUtf8("\xF0\x9F\x98\x80"));
    const QByteArray written = writeScenario(*read.scenario);
    QVERIFY2(written.contains("\xF0\x9F\x98\x80"), written.constData());
    const ScenarioReadResult again = readScenario(written, QStringLiteral("emoji.json"));
    QVERIFY2(again.ok(), qPrintable(again.error));
    QCOMPARE(*again.scenario, *read.scenario);
}

void TestScenarioFile::biasesAndPositionsRoundTripExactly()
{
    // Biases and positions read, written and read again give the same scenario; a file without them writes
    // none (files of before read and write as they were).
    const QByteArray json = scenarioWith("\"causal\"", kTwoTokens, R"(, "positions": "sinusoidal")"
                                         R"(, "heads": [{"wq": [[1], [0]], "wk": [[1], [0]], "wv": [[1, 0], [0, 1]], "bq": [0.25],)"
                                         R"( "bv": [-1.5, 0.1]}], "bo": [0.3, -0.7])");
    const ScenarioReadResult read = readScenario(json, QStringLiteral("biases.json"));
    QVERIFY2(read.ok(), qPrintable(read.error));
    QVERIFY(read.warnings.isEmpty());
    const HeadWeights &head = read.scenario->heads->front();
    QVERIFY(head.bq && sameMatrix(*head.bq, (MatrixD(1, 1) << 0.25).finished()));
    QVERIFY(!head.bk);
    QVERIFY(head.bv && sameMatrix(*head.bv, (MatrixD(1, 2) << -1.5, 0.1).finished()));
    QVERIFY(read.scenario->bo && sameMatrix(*read.scenario->bo, (MatrixD(1, 2) << 0.3, -0.7).finished()));
    QCOMPARE(read.scenario->positions, ScenarioPositions::Sinusoidal);
    // Position 1 of d = 2: (sin 1, cos 1) added to the token's (3, 4).
    QVERIFY(std::abs(read.scenario->inputVectors(SequenceRole::Source)(1, 0) - (3 + std::sin(1.0))) < 1e-6);
    QVERIFY(std::abs(read.scenario->inputVectors(SequenceRole::Source)(1, 1) - (4 + std::cos(1.0))) < 1e-6);
    const QByteArray written = writeScenario(*read.scenario);
    const ScenarioReadResult again = readScenario(written, QStringLiteral("again.json"));
    QVERIFY2(again.ok(), qPrintable(again.error));
    QCOMPARE(*again.scenario, *read.scenario);
    QVERIFY(written.contains("\"bq\"") && !written.contains("\"bk\"") && written.contains("\"bo\""));
    QVERIFY(written.contains("\"positions\": \"sinusoidal\""));
    Scenario without = *read.scenario;
    removeBiases(without);
    without.positions = ScenarioPositions::None;
    QVERIFY(!(without == *read.scenario));
    const QByteArray plain = writeScenario(without);
    QVERIFY(!plain.contains("\"bq\"") && !plain.contains("\"bv\"") && !plain.contains("\"bo\"") && !plain.contains("positions"));
}

void TestScenarioFile::aLayerNormReadsComputesAndRoundTrips()
{
    // Token a = (1, 2): mean 1.5, variance 0.25, so x̂ = (-1, 1) / sqrt(0.25 + epsilon); then times the gain
    // and plus the bias, column by column. With sinusoidal positions the norm takes E + P.
    const QByteArray json = scenarioWith("\"causal\"", kTwoTokens,
                                         R"(, "layer_norm": {"gain": [2, 0.5], "bias": [0.1, -0.3], "epsilon": 0.01, "note": "LN_1"})");
    const ScenarioReadResult read = readScenario(json, QStringLiteral("norm.json"));
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.warnings, QStringList{QStringLiteral("norm.json: layer_norm.note: unknown key, kept as it is")});
    const Scenario &scenario = *read.scenario;
    QVERIFY(scenario.layerNorm);
    const double spread = std::sqrt(0.25 + 0.01);
    const MatrixD standardised = scenario.standardisedVectors(SequenceRole::Source);
    QVERIFY(std::abs(standardised(0, 0) + 0.5 / spread) < 1e-12 && std::abs(standardised(0, 1) - 0.5 / spread) < 1e-12);
    const MatrixD input = scenario.inputVectors(SequenceRole::Source);
    QVERIFY(std::abs(input(0, 0) - (-0.5 / spread * 2 + 0.1)) < 1e-12);
    QVERIFY(std::abs(input(0, 1) - (0.5 / spread * 0.5 - 0.3)) < 1e-12);
    // Both engines take X = LN(x): the scenario's Q (identity W_Q) is that X.
    const MatrixF q = CpuEngine().run(scenario).heads.front().q;
    QVERIFY(test::firstMismatch(q, input.cast<float>()).isEmpty());
    Scenario positioned = scenario;
    positioned.positions = ScenarioPositions::Sinusoidal;
    const MatrixD x = positioned.positionedVectors(SequenceRole::Source);
    QVERIFY(std::abs(x(1, 0) - (3 + std::sin(1.0))) < 1e-6); // the positions are float32, as the engines use them
    const double mean = x.row(1).mean(), deviation = std::sqrt((x.row(1).array() - mean).square().mean() + 0.01);
    QVERIFY(std::abs(positioned.inputVectors(SequenceRole::Source)(1, 1) - ((x(1, 1) - mean) / deviation * 0.5 - 0.3)) < 1e-12);
    // Read, written and read again: the same, the unknown key kept; epsilon kept exactly.
    const QByteArray written = writeScenario(scenario);
    QVERIFY(written.contains("\"layer_norm\"") && written.contains("\"note\": \"LN_1\""));
    QCOMPARE(*readScenario(written, QStringLiteral("again.json")).scenario, scenario);
    // The editor's switch adds gain 1 and bias 0, and a new column is scaled by 1 too.
    Scenario edited = scenario;
    edited.layerNorm.reset();
    addLayerNorm(edited);
    QVERIFY(sameMatrix(edited.layerNorm->gain, MatrixD::Ones(1, 2)) && sameMatrix(edited.layerNorm->bias, MatrixD::Zero(1, 2)));
    setModelDimension(edited, 3);
    QVERIFY(sameMatrix(edited.layerNorm->gain, MatrixD::Ones(1, 3)) && sameMatrix(edited.layerNorm->bias, MatrixD::Zero(1, 3)));
    QVERIFY(!validateScenario(edited));
    QCOMPARE(MatrixAddress{MatrixKind::LayerNormGain}.path(), QStringLiteral("layer_norm.gain"));
    QCOMPARE(matrixAt(edited, {MatrixKind::LayerNormBias}), &edited.layerNorm->bias);
}

void TestScenarioFile::learnedPositionsBelongToThePlaces()
{
    // "positions": "learned" takes each sequence's own position vectors: X = E + P, row by row. They read
    // and write back exactly; editing the tokens keeps one per place, and moving a token leaves them put.
    const QByteArray json = scenarioWith("\"causal\"", R"({"tokens": ["a", "b"], "vectors": [[1, 2], [3, 4]], "positions": [[0.5, 0], [0, -0.5]]})",
                                         R"(, "positions": "learned")");
    const ScenarioReadResult read = readScenario(json, QStringLiteral("learned.json"));
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.scenario->positions, ScenarioPositions::Learned);
    QVERIFY(sameMatrix(read.scenario->inputVectors(SequenceRole::Source), (MatrixD(2, 2) << 1.5, 2, 3, 3.5).finished()));
    QCOMPARE(*readScenario(writeScenario(*read.scenario), QStringLiteral("again.json")).scenario, *read.scenario);
    QCOMPARE(stagesOf(*read.scenario).at(1), PipelineStage::Positions);
    Scenario edited = *read.scenario;
    moveToken(edited, SequenceRole::Source, 0, 1);
    QVERIFY(sameMatrix(*edited.source.positions, *read.scenario->source.positions));
    QVERIFY(sameMatrix(edited.inputVectors(SequenceRole::Source), (MatrixD(2, 2) << 3.5, 4, 1, 1.5).finished()));
    insertToken(edited, SequenceRole::Source, 0, QStringLiteral("c"));
    QCOMPARE(edited.source.positions->rows(), 3);
    QVERIFY(edited.source.positions->row(2).isZero());
    QVERIFY(removeToken(edited, SequenceRole::Source, 1));
    setModelDimension(edited, 3);
    QCOMPARE(edited.source.positions->rows(), 2);
    QCOMPARE(edited.source.positions->cols(), 3);
    QVERIFY(!validateScenario(edited));
    // The editor's switch: sinusoids in their place drop the learned vectors; learned again starts at zeros.
    setPositions(edited, ScenarioPositions::Sinusoidal);
    QVERIFY(!edited.source.positions && !validateScenario(edited));
    setPositions(edited, ScenarioPositions::Learned);
    QVERIFY(edited.source.positions && edited.source.positions->isZero() && !validateScenario(edited));
}

void TestScenarioFile::examplesRoundTripExactly_data()
{
    QTest::addColumn<QString>("path");
    for (const QString &path : test::exampleFiles())
        QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
    QVERIFY(test::exampleFiles().size() >= 5);
}

void TestScenarioFile::examplesRoundTripExactly()
{
    QFETCH(QString, path);
    const ScenarioReadResult read = readScenarioFile(path);
    QVERIFY2(read.ok(), qPrintable(read.error));
    QVERIFY2(read.warnings.isEmpty(), qPrintable(read.warnings.join(u'\n')));
    const QByteArray written = writeScenario(*read.scenario);
    const ScenarioReadResult again = readScenario(written, path);
    QVERIFY2(again.ok(), qPrintable(again.error));
    QCOMPARE(*again.scenario, *read.scenario);
    QCOMPARE(writeScenario(*again.scenario), written);
}

void TestScenarioFile::refusesMissingFolderAndOversizedFiles()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString missing = folder.filePath(QStringLiteral("nothing.json"));
    QVERIFY(readScenarioFile(missing).error.startsWith(missing + QStringLiteral(": cannot open")));
    QCOMPARE(readScenarioFile(folder.path()).error, folder.path() + QStringLiteral(": is a folder, not a scenario file"));

    // A sparse file: its size is checked before anything is read.
    const QString huge = folder.filePath(QStringLiteral("huge.json"));
    QFile file(huge);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(ScenarioLimits::maxFileBytes + 1));
    file.close();
    QVERIFY2(readScenarioFile(huge).error.contains(QStringLiteral("is too large for a scenario")),
             qPrintable(readScenarioFile(huge).error));
}

void TestScenarioFile::savesAtomicallyAndReportsFailure()
{
    QTemporaryDir folder;
    const ScenarioReadResult read = readScenario(scenarioWith("\"causal\"", kTwoTokens), QStringLiteral("m.json"));
    const QString path = folder.filePath(QStringLiteral("saved.json"));
    QString error;
    QVERIFY2(writeScenarioFile(*read.scenario, path, &error), qPrintable(error));
    QCOMPARE(*readScenarioFile(path).scenario, *read.scenario);

    const QString unwritable = folder.filePath(QStringLiteral("no/such/folder/saved.json"));
    QVERIFY(!writeScenarioFile(*read.scenario, unwritable, &error));
    QVERIFY2(error.startsWith(unwritable + QStringLiteral(": cannot save")), qPrintable(error));
    // The folder is named as what is wrong ("…: No such file or directory" had blamed the file).
    QVERIFY2(error.endsWith(QStringLiteral("the folder %1 is not there (moved or deleted?)").arg(QFileInfo(unwritable).absolutePath())),
             qPrintable(error));
    if (!QFileInfo(QStringLiteral("/")).isWritable()) { // not as root, who may write anywhere
        const QString locked = folder.filePath(QStringLiteral("locked"));
        QVERIFY(QDir().mkpath(locked));
        QVERIFY(QFile::setPermissions(locked, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        QVERIFY(!writeScenarioFile(*read.scenario, locked + QStringLiteral("/in.json"), &error));
        QVERIFY(QFile::setPermissions(locked, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
        QVERIFY2(error.contains(QStringLiteral("no new file can be made in the folder %1").arg(locked)), qPrintable(error));
    }

    // A scenario whose file would pass the reader's limit is refused before the disk is touched, and the
    // file saved before stays whole. (A smaller limit stands in for 256 MiB.)
    const QByteArray before = fileFingerprint(path);
    Scenario grown = *read.scenario;
    grown.source.vectors.setConstant(0.123456789);
    const qint64 size = writeScenario(grown).size();
    QVERIFY(!writeScenarioFile(grown, path, &error, nullptr, size - 1));
    QVERIFY2(error.startsWith(path + QStringLiteral(": cannot save: the scenario would take")) &&
                 error.contains(QStringLiteral("could not be opened again")),
             qPrintable(error));
    QCOMPARE(fileFingerprint(path), before);
    QVERIFY2(writeScenarioFile(grown, path, &error, nullptr, size), qPrintable(error));
    QCOMPARE(*readScenarioFile(path).scenario, grown);
}

void TestScenarioFile::everyBadFileIsRefusedAtOnceNamingIt_data()
{
    test::addBadScenarioFileRows();
}

void TestScenarioFile::everyBadFileIsRefusedAtOnceNamingIt()
{
    QFETCH(int, row);
    const test::BadScenarioFile bad = test::badScenarioFiles().at(size_t(row));
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("bad.json"));
    QVERIFY(test::writeBadScenarioFile(bad, path));
    // A pipe with no writer, or /dev/zero, would hold the reader for ever: refused without reading.
    QElapsedTimer elapsed;
    elapsed.start();
    const ScenarioReadResult read = readScenarioFile(path);
    QVERIFY(!read.ok());
    QVERIFY2(read.error.startsWith(path) && read.error.contains(bad.expected), qPrintable(read.error));
    QVERIFY2(elapsed.elapsed() < 5000, qPrintable(QStringLiteral("%1 ms").arg(elapsed.elapsed())));
}

void TestScenarioFile::numbersTooSmallForADoubleReadAsZero()
{
    // 1e-99999999999999 is valid JSON and 0 in float32 (and in double); Qt's parser calls it illegal.
    const ScenarioReadResult read =
        readScenario(scenarioWith("\"causal\"", R"({"tokens": ["a"], "vectors": [[1e-99999999999999, -2E-400]]})"),
                     QStringLiteral("tiny.json"));
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.scenario->source.vectors(0, 0), 0.0);
    QCOMPARE(read.scenario->source.vectors(0, 1), 0.0);
    // Still refused where the JSON is wrong after it, with the place as written.
    const ScenarioReadResult broken = readScenario("{\"mode\": 1e-99999, \"source\": x}", QStringLiteral("b.json"));
    QVERIFY2(broken.error.startsWith(QStringLiteral("b.json:1:")) && broken.error.contains(QStringLiteral("not valid JSON")),
             qPrintable(broken.error));
}

void TestScenarioFile::aFullDiskFailsTheWriteAndKeepsTheFile_data()
{
    test::addFullDiskRows(test::Writer::Core);
}

void TestScenarioFile::aFullDiskFailsTheWriteAndKeepsTheFile()
{
    test::FullDisk disk;
    if (!disk.isMounted())
        QSKIP(qPrintable(disk.whyNot()));
    const ScenarioReadResult first = readScenario(scenarioWith("\"causal\"", kTwoTokens), QStringLiteral("m.json"));
    const QString path = disk.filePath(QStringLiteral("lesson.json"));
    QString error;
    QVERIFY2(writeScenarioFile(*first.scenario, path, &error), qPrintable(error));
    const QByteArray before = [&] {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    Scenario edited = *first.scenario;
    edited.title = QStringLiteral("edited on a full disk");
    QVERIFY(disk.fill());
    QVERIFY(!writeScenarioFile(edited, path, &error));
    QVERIFY2(error == path + QStringLiteral(": cannot save: ") + test::noSpaceReason(), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
    QCOMPARE(QDir(disk.filePath(QString())).entryList(QDir::Files | QDir::Hidden).size(), 2); // no temporary file left
    disk.makeRoom();
    QVERIFY2(writeScenarioFile(edited, path, &error), qPrintable(error));
    QCOMPARE(readScenarioFile(path).scenario->title, edited.title);
}

void TestScenarioFile::theFileFormatsPageStatesTheLimitsTheReaderKeeps()
{
    // The list of limits in docs/file-formats.md is what a teacher writing a file by hand reads: the README,
    // where it stood before, said d_model <= 1024 while the reader took 1600.
    QFile page(test::fromTestFolder(ATTN_FILE_FORMATS));
    QVERIFY2(page.open(QIODevice::ReadOnly), qPrintable(page.fileName()));
    const QString text = QString::fromUtf8(page.readAll()).simplified();
    for (const QString &limit : {QStringLiteral("1 to %1 tokens per sequence").arg(ScenarioLimits::maxTokens),
                                 QStringLiteral("token names of at most %1").arg(ScenarioLimits::maxTokenLength),
                                 QStringLiteral("1 ≤ d_model ≤ %1").arg(ScenarioLimits::maxDModel),
                                 QStringLiteral("1 to %1 heads").arg(ScenarioLimits::maxHeads),
                                 QStringLiteral("regular files up to %1 MiB").arg(ScenarioLimits::maxFileBytes >> 20)})
        QVERIFY2(text.contains(limit), qPrintable(limit));
}

QTEST_GUILESS_MAIN(TestScenarioFile)
#include "tst_scenariofile.moc"
