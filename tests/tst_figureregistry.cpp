// The registry of figures is what the command line, the export dialog and the Figures panel offer: every
// entry has a key `attentionlab export` draws, an item in the dialog and (if it says so) a tab, in its
// place, with the translations kept. A row added to figureRegistry() is checked here without a new test.
#include "support/FigureFiles.h"
#include "support/RunProgram.h"
#include "support/TestPaths.h"

#include "cpu/CpuEngine.h"
#include "document/ScenarioDocument.h"
#include "document/ViewState.h"
#include "figures/FigureExportDialog.h"
#include "figures/FiguresPanel.h"
#include "scenario/ScenarioFile.h"

#include <QComboBox>
#include <QImage>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <memory>

using namespace attn;

Q_DECLARE_METATYPE(attn::FigureKind)

namespace {

std::unique_ptr<ScenarioDocument> multiHeadLesson()
{
    const ScenarioReadResult read = readScenarioFile(test::examplesFolder() + QStringLiteral("/06-multi-head.json"));
    if (!read.ok())
        qFatal("%s", qPrintable(read.error));
    return std::make_unique<ScenarioDocument>(*read.scenario, std::make_unique<CpuEngine>());
}

QStringList comboTexts(const QComboBox &box)
{
    QStringList texts;
    for (int index = 0; index < box.count(); ++index)
        texts << box.itemText(index);
    return texts;
}

QStringList tabTexts(const QTabWidget &tabs)
{
    QStringList texts;
    for (int index = 0; index < tabs.count(); ++index)
        texts << tabs.tabText(index);
    return texts;
}

/// The registry's export titles in its place order, translated in the dialog's context.
QStringList exportTitlesInPlace()
{
    QStringList titles;
    for (const FigureEntry *entry : figuresInPlace())
        titles << QCoreApplication::translate("attn::FigureExportDialog", entry->exportTitle);
    return titles;
}

/// The registry's tab titles in its place order, translated in the panel's context.
QStringList tabTitlesInPlace()
{
    QStringList titles;
    for (const FigureEntry *entry : figuresInPlace())
        if (entry->tab.title)
            titles << QCoreApplication::translate("attn::FiguresPanel", entry->tab.title);
    return titles;
}

/// Those of the texts that are among the known ones, in the texts' order: how the figures there before
/// the registry are still ordered, whatever figures are added between them.
QStringList inOrderOf(const QStringList &texts, const QStringList &known)
{
    QStringList kept;
    for (const QString &text : texts)
        if (known.contains(text))
            kept << text;
    return kept;
}

} // namespace

class TestFigureRegistry : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyEntryIsWhole_data();
    void everyEntryIsWhole();
    void theCommandLineExportsEveryEntry_data();
    void theCommandLineExportsEveryEntry();
    void theUsageListsTheRegistry();
    void theExportDialogListsEveryEntryInPlace();
    void theExportDialogReturnsTheFigureChosen_data();
    void theExportDialogReturnsTheFigureChosen();
    void thePanelHasATabForEveryEntryWithOne();
    void thePanelShowsEveryWindowFigure_data();
    void thePanelShowsEveryWindowFigure();
    void theTranslationsStillApply();
};

/// One row per entry of the registry, named by its key.
static void addRowPerEntry()
{
    QTest::addColumn<FigureKind>("kind");
    for (const FigureEntry &entry : figureRegistry())
        QTest::newRow(entry.key) << entry.kind;
}

void TestFigureRegistry::everyEntryIsWhole_data()
{
    addRowPerEntry();
}

void TestFigureRegistry::everyEntryIsWhole()
{
    QFETCH(FigureKind, kind);
    const FigureEntry &entry = figureEntry(kind);
    QCOMPARE(entry.kind, kind);
    QCOMPARE(figureKindFromKey(QString::fromLatin1(entry.key)), kind);
    QCOMPARE(figureKindKey(kind), QString::fromLatin1(entry.key));
    QCOMPARE(figureKindKeys().count(QString::fromLatin1(entry.key)), 1);
    QVERIFY(entry.exportTitle && *entry.exportTitle);
    QVERIFY(entry.draw);
    for (const FigureEntry &other : figureRegistry())
        QVERIFY2(&other == &entry || (other.kind != kind && other.place != entry.place), other.key);
    // A tab of its own is in a host; a heatmap host needs the heatmap's arrangement.
    QVERIFY(!entry.tab.title || entry.tab.host != FigureHost::None);
    QVERIFY(entry.tab.host != FigureHost::Heatmap || entry.heatmap);
}

void TestFigureRegistry::theCommandLineExportsEveryEntry_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("format");
    for (const QString &key : figureKindKeys())
        for (const char *format : {"png", "svg", "pdf"})
            QTest::addRow("%s.%s", qPrintable(key), format) << key << QString::fromLatin1(format);
}

void TestFigureRegistry::theCommandLineExportsEveryEntry()
{
    QFETCH(QString, key);
    QFETCH(QString, format);
    QTemporaryDir folder;
    const QString out = folder.filePath(key + u'.' + format);
    // No display: the command switches Qt to offscreen itself.
    test::ProgramOptions noDisplay;
    for (const char *variable : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
        noDisplay.environment.remove(QString::fromLatin1(variable));
    QStringList arguments{QStringLiteral("export"), test::examplesFolder() + QStringLiteral("/06-multi-head.json"),
                          QStringLiteral("--figure"), key, QStringLiteral("--head"), QStringLiteral("2"),
                          QStringLiteral("--width"), QStringLiteral("800"), QStringLiteral("--height"), QStringLiteral("500"),
                          QStringLiteral("--out"), out};
    // --stage only where the figure reads it: elsewhere it is refused.
    if (figureEntry(*figureKindFromKey(key)).options.testFlag(FigureOption::Stage))
        arguments << QStringLiteral("--stage") << QStringLiteral("scores");
    const test::ProgramRun run = test::runAttentionlab(arguments, noDisplay);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QByteArray bytes = test::fileBytes(out);
    if (format == QLatin1String("png")) {
        const QString problem = test::pngProblem(bytes, QSize(800, 500));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    } else if (format == QLatin1String("svg")) {
        QVERIFY(bytes.contains("<svg"));
        QVERIFY(bytes.contains("<text")); // its labels stay text
        QVERIFY(bytes.contains("</svg>"));
    } else {
        QVERIFY(bytes.startsWith("%PDF-"));
    }
}

void TestFigureRegistry::theUsageListsTheRegistry()
{
    const test::ProgramRun help = test::runAttentionlab({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains("export FILE --figure " + figureKindKeys().join(u'|').toUtf8() + " --out"));
    QVERIFY(help.out.contains("--figure shows " + windowFigureKeys().join(u'|').toUtf8() + ";"));
    // The window's --figure takes the figures its panel shows, and names them when it is given another.
    const test::ProgramRun stage = test::runAttentionlab({QStringLiteral("--figure"), QStringLiteral("stage")});
    QCOMPARE(stage.exitCode, 1);
    QVERIFY2(stage.err.contains(QStringLiteral("--figure: expected one of ") + windowFigureKeys().join(QStringLiteral(", "))),
             qPrintable(stage.err));
}

void TestFigureRegistry::theExportDialogListsEveryEntryInPlace()
{
    const FigureExportDialog dialog(FigureKind::Stage, FigureSize{});
    const auto *figures = dialog.findChild<QComboBox *>(QStringLiteral("figure"));
    QVERIFY(figures);
    QStringList keys;
    for (int index = 0; index < figures->count(); ++index)
        keys << figures->itemData(index).toString();
    QStringList keysInPlace;
    for (const FigureEntry *entry : figuresInPlace())
        keysInPlace << QString::fromLatin1(entry->key);
    QCOMPARE(keys, keysInPlace);
    QCOMPARE(comboTexts(*figures), exportTitlesInPlace());
    // The places keep the dialog as it was before the registry: the stage first, the vectors last.
    const QStringList before{"stage", "weights", "scores", "heads", "compare", "vectors"};
    QCOMPARE(inOrderOf(keys, before), before);
}

void TestFigureRegistry::theExportDialogReturnsTheFigureChosen_data()
{
    addRowPerEntry();
}

void TestFigureRegistry::theExportDialogReturnsTheFigureChosen()
{
    QFETCH(FigureKind, kind);
    const FigureExportDialog dialog(kind, FigureSize{});
    QCOMPARE(dialog.figureKind(), kind);
}

void TestFigureRegistry::thePanelHasATabForEveryEntryWithOne()
{
    const std::unique_ptr<ScenarioDocument> document = multiHeadLesson();
    ViewState viewState;
    const FiguresPanel panel(document.get(), &viewState);
    std::vector<FigureKind> kindsInPlace;
    for (const FigureEntry *entry : figuresInPlace())
        if (entry->tab.title)
            kindsInPlace.push_back(entry->kind);
    QVERIFY(panel.tabKinds() == kindsInPlace);
    QCOMPARE(tabTexts(*panel.tabs()), tabTitlesInPlace());
    QCOMPARE(inOrderOf(tabTexts(*panel.tabs()), {"Heatmap", "All heads", "Masks compared", "Vectors 3-D"}),
             (QStringList{"Heatmap", "All heads", "Masks compared", "Vectors 3-D"}));
    // Each tab in the host its entry names: a heatmap of its arrangement, or the 3-D view.
    for (int tab = 0; tab < panel.tabs()->count(); ++tab) {
        const FigureEntry &entry = figureEntry(panel.tabKinds()[size_t(tab)]);
        const auto *heatmap = panel.tabs()->widget(tab)->findChild<HeatmapPlot *>();
        const auto *vectors = panel.tabs()->widget(tab)->findChild<VectorView *>();
        if (entry.tab.host == FigureHost::Heatmap)
            QVERIFY2(heatmap && heatmap->arrangement() == entry.heatmap->arrangement, entry.key);
        else
            QVERIFY2(entry.tab.host == FigureHost::Vectors && vectors && vectors == panel.vectorView(), entry.key);
    }
}

void TestFigureRegistry::thePanelShowsEveryWindowFigure_data()
{
    QTest::addColumn<FigureKind>("kind");
    for (const QString &key : windowFigureKeys())
        QTest::newRow(qPrintable(key)) << *figureKindFromKey(key);
}

void TestFigureRegistry::thePanelShowsEveryWindowFigure()
{
    // `attentionlab --figure KEY` shows the figure's tab: what that tab exports is the figure asked for.
    QFETCH(FigureKind, kind);
    const std::unique_ptr<ScenarioDocument> document = multiHeadLesson();
    ViewState viewState;
    FiguresPanel panel(document.get(), &viewState);
    panel.tabs()->setCurrentIndex(panel.tabs()->count() - 1);
    panel.showFigure(FigureKind::Weights);
    panel.showFigure(kind);
    const FigureSpec shown = panel.currentSpec();
    const FigureSpec asked = panel.specFor(kind);
    QCOMPARE(figureWithoutWidget(shown, document.get())->figureTitle(), figureWithoutWidget(asked, document.get())->figureTitle());
    QCOMPARE(shown.heatmapMatrix(), asked.heatmapMatrix());
}

void TestFigureRegistry::theTranslationsStillApply()
{
    // The titles moved into the registry keep their contexts, so the German of the .ts files still reaches them.
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/attentionlab_de")));
    QCoreApplication::installTranslator(&german);
    const std::unique_ptr<ScenarioDocument> document = multiHeadLesson();
    ViewState viewState;
    const FiguresPanel panel(document.get(), &viewState);
    const FigureExportDialog dialog(FigureKind::Stage, FigureSize{});
    const QStringList items = comboTexts(*dialog.findChild<QComboBox *>(QStringLiteral("figure")));
    const QStringList tabs = tabTexts(*panel.tabs());
    QCoreApplication::removeTranslator(&german);
    QCOMPARE(items.first(), QStringLiteral("Der aktuelle Schritt"));
    QCOMPARE(items.last(), QStringLiteral("Vektoren in 3D"));
    QCOMPARE(tabs.at(1), QStringLiteral("Alle Köpfe"));
    QCOMPARE(tabs.at(2), QStringLiteral("Masken im Vergleich"));
}

QTEST_MAIN(TestFigureRegistry)
#include "tst_figureregistry.moc"
