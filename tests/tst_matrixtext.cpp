// Numbers for slides and scripts: a matrix with its token labels as LaTeX, CSV and Markdown, and a
// whole result with a choice of head and matrix.
#include "support/TestPaths.h"

#include "cpu/CpuEngine.h"
#include "scenario/ScenarioFile.h"
#include "text/ResultText.h"

#include <QTest>
#include <limits>

using namespace attn;

Q_DECLARE_METATYPE(attn::MatrixTextFormat)
Q_DECLARE_METATYPE(std::optional<int>)

namespace {

MatrixF twoByTwo()
{
    MatrixF matrix(2, 2);
    matrix << 0.5f, -std::numeric_limits<float>::infinity(), 0.25f, 0.7557f;
    return matrix;
}

} // namespace

class TestMatrixText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void formats_data();
    void formats();
    void formatNamesAndExtensions();
    void aZeroIsNeverSigned_data();
    void aZeroIsNeverSigned();
    void resultSelection();
};

void TestMatrixText::aZeroIsNeverSigned_data()
{
    // What every picture and slide writes: a number rounded to zero reads "0.00", not "-0.00".
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected");
    QTest::newRow("-0.004 at 2") << -0.004 << 2 << "C" << "0.00";
    QTest::newRow("-0.0 at 2") << -0.0 << 2 << "C" << "0.00";
    QTest::newRow("-0.0004 at 3") << -0.0004 << 3 << "C" << "0.000";
    QTest::newRow("-0.006 at 2 keeps its sign") << -0.006 << 2 << "C" << "-0.01";
    QTest::newRow("-1.25 at 2") << -1.25 << 2 << "C" << "-1.25";
    QTest::newRow("0.004 at 2") << 0.004 << 2 << "C" << "0.00";
    QTest::newRow("German, -0.004 at 2") << -0.004 << 2 << "de_DE" << "0,00";
    QTest::newRow("German, -2.5 at 1") << -2.5 << 1 << "de_DE" << "-2,5";
}

void TestMatrixText::aZeroIsNeverSigned()
{
    QFETCH(double, value);
    QFETCH(int, decimals);
    QFETCH(QString, language);
    QFETCH(QString, expected);
    QCOMPARE(fixedDecimals(value, decimals, QLocale(language)), expected);
    // and in LaTeX for slides
    if (language == QLatin1String("C")) {
        MatrixF one(1, 1);
        one << float(value);
        const QString latex = matrixToText({QString(), &one, {}, {}}, MatrixTextFormat::Latex, decimals);
        QVERIFY2(latex.contains(QStringLiteral("  ") + expected + u'\n'), qPrintable(latex));
    }
}

void TestMatrixText::formats_data()
{
    QTest::addColumn<MatrixTextFormat>("format");
    QTest::addColumn<std::optional<int>>("precision");
    QTest::addColumn<QString>("expected");
    QTest::newRow("latex, 2 decimals") << MatrixTextFormat::Latex << std::optional<int>(2)
                                       << QStringLiteral("% Weights\n% rows: a, b|c\n% columns: x, \"y\", z\n"
                                                         "\\begin{bmatrix}\n  0.50 & -\\infty \\\\\n  0.25 & 0.76\n"
                                                         "\\end{bmatrix}\n");
    // A label with a comma or a quote is quoted, quotes doubled; numbers in their shortest exact form.
    QTest::newRow("csv, shortest") << MatrixTextFormat::Csv << std::optional<int>()
                                   << QStringLiteral(",x,\"\"\"y\"\", z\"\na,0.5,-inf\nb|c,0.25,0.7557\n");
    // A pipe in a label is escaped, or it would end the cell.
    QTest::newRow("markdown, 1 decimal") << MatrixTextFormat::Markdown << std::optional<int>(1)
                                         << QStringLiteral("**Weights**\n\n|  | x | \"y\", z |\n|---|---:|---:|\n"
                                                           "| **a** | 0.5 | −∞ |\n| **b\\|c** | 0.3 | 0.8 |\n");
}

void TestMatrixText::formats()
{
    QFETCH(MatrixTextFormat, format);
    QFETCH(std::optional<int>, precision);
    QFETCH(QString, expected);
    const MatrixF matrix = twoByTwo();
    const QString text = matrixToText({QStringLiteral("Weights"), &matrix, {QStringLiteral("a"), QStringLiteral("b|c")},
                                       {QStringLiteral("x"), QStringLiteral("\"y\", z")}},
                                      format, precision);
    QCOMPARE(text, expected);
}

void TestMatrixText::formatNamesAndExtensions()
{
    for (const QString &key : {QStringLiteral("latex"), QStringLiteral("csv"), QStringLiteral("markdown")}) {
        const std::optional<MatrixTextFormat> format = matrixTextFormatFromKey(key);
        QVERIFY(format);
        QCOMPARE(matrixTextFormatKey(*format), key);
        QCOMPARE(matrixTextFormatFromExtension(QStringLiteral("numbers.") + matrixTextExtension(*format)), format);
    }
    QVERIFY(!matrixTextFormatFromKey(QStringLiteral("xlsx")));
    QVERIFY(!matrixTextFormatFromExtension(QStringLiteral("numbers.txt")));
}

void TestMatrixText::resultSelection()
{
    const ScenarioReadResult read = readScenarioFile(test::examplesFolder() + QStringLiteral("/06-multi-head.json"));
    QVERIFY(read.ok());
    const AttentionResult result = CpuEngine().run(*read.scenario);
    // One matrix of one head in CSV: a bare table, header and one line per query.
    const QString weights = resultToText(*read.scenario, result, MatrixTextFormat::Csv, std::nullopt,
                                         {1, QStringLiteral("weights")});
    const QStringList lines = weights.trimmed().split(u'\n');
    QCOMPARE(lines.size(), 1 + 6);
    QCOMPARE(lines.first(), QStringLiteral(",the,cat,sat,on,the,mat"));
    const QStringList firstRow = lines.at(1).split(u',');
    QCOMPARE(firstRow.first(), QStringLiteral("the"));
    QCOMPARE(firstRow.at(2).toFloat(), result.heads.at(1).weights(0, 1)); // read back exactly
    // Everything: every head's eight matrices, then the concatenation and the output.
    const QString all = resultToText(*read.scenario, result, MatrixTextFormat::Latex, 3);
    QCOMPARE(all.count(QStringLiteral("\\begin{bmatrix}")), 2 * 8 + 2);
    QVERIFY(all.contains(QStringLiteral("% Attention weights, head 2")));
    QVERIFY(all.contains(QStringLiteral("% Output [Z_1 | ... | Z_h] W_O")));
    const QString csvAll = resultToText(*read.scenario, result, MatrixTextFormat::Csv, std::nullopt, {0, std::nullopt});
    QCOMPARE(csvAll.count(QStringLiteral("\n# ")) + (csvAll.startsWith(QStringLiteral("# ")) ? 1 : 0), 8 + 2);
}

QTEST_GUILESS_MAIN(TestMatrixText)
#include "tst_matrixtext.moc"
