// Italian and German: each translation loads and the window speaks it, the .ts files are nearly complete
// with the same placeholders as English, and every lesson's title and notes exist in both languages.
#include "support/ScriptedDialogs.h"
#include "support/TestPaths.h"
#include "support/TinyGpt2Checkpoint.h"
#include "support/TsFile.h"

#include "cpu/CpuEngine.h"
#include "document/ScenarioDocument.h"
#include "editors/MatrixEditor.h"
#include "editors/ScenarioEditorPanel.h"
#include "languagemodelwindow/LanguageModelWindow.h"
#include "model/ModelAttentionScenario.h"
#include "modelwindow/ModelDocument.h"
#include "modelwindow/ModelWindow.h"
#include "model/BytePairTokenizer.h"
#include "model/Gpt2Checkpoint.h"
#include "model/SafetensorsFile.h"
#include "render/StageCatalogue.h"
#include "scenario/ScenarioFile.h"
#include "training/LanguageModelFile.h"
#include "training/Trainer.h"
#include "common/AppSettings.h"
#include "lessonwindow/MainWindow.h"
#include "lessonwindow/SideWindows.h"
#include "common/Translations.h"

#ifdef ATTN_HAVE_OPENCL
#include "opencl/OpenClDevices.h"
#include "opencl/OpenClEngine.h"
#endif

#include <QApplication>
#include <QCheckBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QScopeGuard>
#include <QPushButton>
#include <QTemporaryDir>
#include <QMap>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QAbstractTextDocumentLayout>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextLayout>
#include <QTableView>
#include <QTextBrowser>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtEndian>

#include <algorithm>

using namespace attn;

class TestTranslations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void theWindowSpeaksTheLanguage_data();
    void theWindowSpeaksTheLanguage();
    void translationsAreNearlyCompleteAndKeepPlaceholders_data();
    void translationsAreNearlyCompleteAndKeepPlaceholders();
    void everyLessonIsTranslated();
    void aLessonSendsTheStudentToStagesTheBarNames_data();
    void aLessonSendsTheStudentToStagesTheBarNames();
    void theLessonsRunEndToEndInLectureMode_data();
    void theLessonsRunEndToEndInLectureMode();
    void everyParagraphOfTheNotesComesUpInALecture_data();
    void everyParagraphOfTheNotesComesUpInALecture();
    void modelHeadsOpenInTheStepperInTheLanguage_data();
    void modelHeadsOpenInTheStepperInTheLanguage();
    void aTrainedLessonsNotesWriteTheLanguagesNumbers_data();
    void aTrainedLessonsNotesWriteTheLanguagesNumbers();
    void fileErrorsSpeakTheLanguageAndKeepTheirPlaces_data();
    void fileErrorsSpeakTheLanguageAndKeepTheirPlaces();
    void safetensorsErrorsSpeakTheLanguageAndKeepTheirPlaces_data();
    void safetensorsErrorsSpeakTheLanguageAndKeepTheirPlaces();
    void aCheckpointsMissingTensorIsNamedInTheLanguage_data();
    void aCheckpointsMissingTensorIsNamedInTheLanguage();
    void theTokenizersMessagesSpeakTheLanguage_data();
    void theTokenizersMessagesSpeakTheLanguage();
    void theModelsProblemsSpeakTheLanguage_data();
    void theModelsProblemsSpeakTheLanguage();
    void aModelsProblemFollowsTheLanguage_data();
    void aModelsProblemFollowsTheLanguage();
    void languageModelFileErrorsSpeakTheLanguageAndKeepTheirPlaces_data();
    void languageModelFileErrorsSpeakTheLanguageAndKeepTheirPlaces();
    void openClErrorsSpeakTheLanguage_data();
    void openClErrorsSpeakTheLanguage();
    void anOpenClFaultReachesTheStatusBarInTheLanguage();
    void theEngineIsDescribedInTheLanguage();
    void anUnavailableEnginesReasonFollowsTheLanguage();
    void anOpenClDevicesTypeIsNamedInTheLanguage_data();
    void anOpenClDevicesTypeIsNamedInTheLanguage();
    void theEngineNoticeFollowsTheLanguage_data();
    void theEngineNoticeFollowsTheLanguage();
    void aScenarioThatOverflowsSaysSoInTheLanguage_data();
    void aScenarioThatOverflowsSaysSoInTheLanguage();
    void aSaveErrorSpeaksTheLanguage();
    void aRefusedEntryAndItsUndoNameTheTokenAsTheTableShowsIt();
    void theFiguresLeaveTheStepperAsMuchRoomAsInEnglish_data();
    void theFiguresLeaveTheStepperAsMuchRoomAsInEnglish();
    void theEditorsSwitchesLineUp_data();
    void theEditorsSwitchesLineUp();

private:
    /// Installs the program's translation for language ("en": none) and its numbers, for the scope's life.
    class Speaking
    {
    public:
        explicit Speaking(const QString &language)
        {
            if (language != QLatin1String("en")) {
                QVERIFY(m_translator.load(QStringLiteral(":/i18n/attentionlab_") + language));
                QCoreApplication::installTranslator(&m_translator);
            }
            QLocale::setDefault(QLocale(language));
        }
        ~Speaking()
        {
            QCoreApplication::removeTranslator(&m_translator);
            QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        }

    private:
        QTranslator m_translator;
    };
};

void TestTranslations::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void TestTranslations::theWindowSpeaksTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("menus");
    QTest::addColumn<QString>("notesStart");
    QTest::newRow("en") << QStringLiteral("en")
                        << QStringList{QStringLiteral("&File"), QStringLiteral("&Edit"), QStringLiteral("&Stages"), QStringLiteral("&View")}
                        << QStringLiteral("Attention starts from one question");
    QTest::newRow("it") << QStringLiteral("it")
                        << QStringList{QStringLiteral("&File"), QStringLiteral("&Modifica"), QStringLiteral("F&asi"), QStringLiteral("&Visualizza")}
                        << QStringLiteral("L'attenzione parte da una domanda");
    QTest::newRow("de") << QStringLiteral("de")
                        << QStringList{QStringLiteral("&Datei"), QStringLiteral("&Bearbeiten"), QStringLiteral("&Schritte"), QStringLiteral("&Ansicht")}
                        << QStringLiteral("Attention beginnt mit einer Frage");
}

void TestTranslations::theWindowSpeaksTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QStringList, menus);
    QFETCH(QString, notesStart);
    QTranslator translator;
    if (language != QLatin1String("en")) { // the program's own words are English
        QVERIFY2(translator.load(QStringLiteral(":/i18n/attentionlab_") + language), qPrintable(language));
        QCoreApplication::installTranslator(&translator);
    }
    QLocale::setDefault(QLocale(language));
    {
        MainWindow window;
        QStringList titles;
        for (QAction *menu : window.menuBar()->actions())
            titles << menu->text();
        QCOMPARE(titles, menus);
        // Alt and a letter opens one menu, and then one item of it: no two share their letter (the Italian
        // File and Fasi did).
        const auto lettersAreDistinct = [](const QList<QAction *> &actions) {
            QMap<QString, QString> taken; // letter -> the item that has it
            QStringList clashes;
            for (const QAction *action : actions) {
                const qsizetype at = action->text().indexOf(QRegularExpression(QStringLiteral("&[^&]")));
                if (at < 0)
                    continue;
                const QString letter = action->text().mid(at + 1, 1).toLower();
                if (taken.contains(letter))
                    clashes << taken[letter] + QStringLiteral(" and ") + action->text();
                taken[letter] = action->text();
            }
            return clashes.join(QStringLiteral("; "));
        };
        QCOMPARE(lettersAreDistinct(window.menuBar()->actions()), QString());
        for (QAction *menu : window.menuBar()->actions())
            QVERIFY2(lettersAreDistinct(menu->menu()->actions()).isEmpty(),
                     qPrintable(menu->text() + u'/' + lettersAreDistinct(menu->menu()->actions())));
        // The first lesson's notes, in the language.
        QVERIFY2(window.notesView()->toPlainText().startsWith(notesStart), qPrintable(window.notesView()->toPlainText().left(60)));
    }
    QCoreApplication::removeTranslator(&translator);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    QCOMPARE(installTranslations(QStringLiteral("en")), QStringLiteral("en"));
}

void TestTranslations::translationsAreNearlyCompleteAndKeepPlaceholders_data()
{
    QTest::addColumn<QString>("path");
    for (const QString &language : availableLanguages())
        QTest::newRow(qPrintable(language)) << (test::fromTestFolder(ATTN_TRANSLATIONS_DIR) + QStringLiteral("/attentionlab_%1.ts")).arg(language);
}

void TestTranslations::translationsAreNearlyCompleteAndKeepPlaceholders()
{
    QFETCH(QString, path);
    const std::vector<test::TsMessage> all = test::readTsFile(path);
    const int messages = int(all.size());
    int finished = 0;
    const QRegularExpression placeholder(QStringLiteral("%\\d"));
    auto placeholders = [&](const QString &text) {
        QStringList found;
        for (const QRegularExpressionMatch &match : placeholder.globalMatch(text))
            found << match.captured();
        found.removeDuplicates();
        found.sort();
        return found;
    };
    for (const test::TsMessage &message : all) {
        if (message.unfinished || message.translation.isEmpty())
            continue;
        ++finished;
        QVERIFY2(placeholders(message.translation) == placeholders(message.source),
                 qPrintable(message.source + QStringLiteral(" → ") + message.translation));
        QCOMPARE(message.translation.count(u'&') > 0, message.source.count(u'&') > 0);
    }
    QVERIFY(messages > 250);
    QVERIFY2(finished >= messages * 95 / 100, qPrintable(QStringLiteral("%1 of %2").arg(finished).arg(messages)));
}

void TestTranslations::everyLessonIsTranslated()
{
    for (const QString &path : test::exampleFiles()) {
        const ScenarioReadResult read = readScenarioFile(path);
        QVERIFY2(read.ok(), qPrintable(read.error));
        for (const QString &language : availableLanguages()) {
            QVERIFY2(read.scenario->translations.count(language), qPrintable(path + u' ' + language));
            const LocalizedText &text = read.scenario->translations.at(language);
            QVERIFY(!text.title.isEmpty());
            QVERIFY(text.notes.size() > 200);
            QCOMPARE(read.scenario->localizedNotes(language), text.notes);
            // The same paragraphs as the English notes.
            QCOMPARE(text.notes.count(QStringLiteral("\n\n")), read.scenario->notes.count(QStringLiteral("\n\n")));
        }
        QCOMPARE(read.scenario->localizedNotes(QStringLiteral("fr")), read.scenario->notes);
    }
}

void TestTranslations::aLessonSendsTheStudentToStagesTheBarNames_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("sendsTo"); // how the notes say "go to that stage"
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("(?:Step|Go) to (?:the )?");
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Gehen Sie (?:zu|zur|zum) (?:den |der |dem )?");
    QTest::newRow("it") << QStringLiteral("it") << QStringLiteral("Vai (?:a|al|alla|ai) ");
}

void TestTranslations::aLessonSendsTheStudentToStagesTheBarNames()
{
    // Lesson 9 said "Step to the **weights**" ("Gehen Sie zu den **Gewichten**", "Vai ai **pesi**"): no stage
    // of the bar is named so, and the student looked for it. Every stage a lesson's notes send the student to
    // is named as the bar names it in the language.
    QFETCH(QString, language);
    QFETCH(QString, sendsTo);
    const Speaking speaking(language);
    const QRegularExpression sent(sendsTo + QStringLiteral("\\*\\*([^*]+)\\*\\*"));
    int checked = 0;
    for (const QString &path : test::exampleFiles()) {
        const Scenario scenario = *readScenarioFile(path).scenario;
        QStringList barNames;
        for (PipelineStage stage : stagesOf(scenario))
            barNames << stageText(stage, scenario, 0).shortTitle;
        for (const QRegularExpressionMatch &match : sent.globalMatch(scenario.localizedNotes(language))) {
            ++checked;
            QVERIFY2(barNames.contains(match.captured(1), Qt::CaseInsensitive),
                     qPrintable(QStringLiteral("%1: “%2”, the bar says %3").arg(QFileInfo(path).fileName(), match.captured(0), barNames.join(u'|'))));
        }
    }
    QVERIFY(checked >= 5);
}

void TestTranslations::theLessonsRunEndToEndInLectureMode_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    for (const QString &language : availableLanguages())
        QTest::newRow(qPrintable(language)) << language;
}

void TestTranslations::theLessonsRunEndToEndInLectureMode()
{
    // The clicker alone, from the first stage of the first lesson to the last stage of the last one.
    QFETCH(QString, language);
    QTranslator translator;
    if (language != QLatin1String("en")) {
        QVERIFY(translator.load(QStringLiteral(":/i18n/attentionlab_") + language));
        QCoreApplication::installTranslator(&translator);
    }
    QLocale::setDefault(QLocale(language));
    {
        MainWindow window;
        dialogScript(window).reportError = [](const QString &message) { QFAIL(qPrintable(message)); };
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.setLectureMode(true);
        const QStringList lessons = MainWindow::lessonPaths();
        // Every page of every lesson (the Q, K, V stage as three steps, every head of a multi-head lesson,
        // a long page scrolled to its end) until the last lesson's last page.
        QStringList titlesSeen, notesSeen;
        int presses = 0;
        for (; !window.isAtEndPage() && presses < 2000; ++presses) {
            const int lesson = window.lessonIndex();
            QTest::keyClick(&window, Qt::Key_PageDown);
            if (window.lessonIndex() != lesson) {
                QCOMPARE(window.stage(), PipelineStage::Embeddings);
                // In a lecture the notes begin with the lesson's title.
                const QTextBlock first = window.notesView()->document()->firstBlock();
                titlesSeen << first.text();
                notesSeen << first.next().text().left(30);
            }
            QVERIFY(window.document()->result() != nullptr);
        }
        QVERIFY(window.isAtEndPage());
        QCOMPARE(window.lessonIndex(), int(lessons.size()) - 1);
        QCOMPARE(notesSeen.size(), lessons.size() - 1);
        // Each lesson's title and notes in the language.
        for (int i = 1; i < lessons.size(); ++i) {
            const Scenario lesson = *readScenarioFile(lessons[i]).scenario;
            QCOMPARE(titlesSeen[i - 1], lesson.localizedTitle(language));
            // As written, less Markdown's stars and the underscore of a subscript set low (√d_k).
            static const QRegularExpression subscript(QStringLiteral("\\b([A-Za-z])_(?=[A-Za-z0-9])"));
            const QString expected = lesson.localizedNotes(language).remove(u'*').replace(subscript, QStringLiteral("\\1")).left(30);
            QCOMPARE(notesSeen[i - 1].simplified(), expected.left(notesSeen[i - 1].size()).simplified());
        }
        QVERIFY(!window.document()->isModified());
    }
    QCoreApplication::removeTranslator(&translator);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
}

void TestTranslations::everyParagraphOfTheNotesComesUpInALecture_data()
{
    theLessonsRunEndToEndInLectureMode_data(); // English and every language shipped
}

void TestTranslations::everyParagraphOfTheNotesComesUpInALecture()
{
    // A 1280 x 720 lecture's notes panel shows four lines, and the clicker cannot scroll it: a paragraph comes
    // up where it names the stage shown in bold ("Step to **Softmax**"), and the lesson's first stage shows the
    // beginning. Paragraphs that named no stage were never seen in a lecture: the cost lesson's "Then open
    // View → The cost of attention and measure", the alignment lesson's "Try: drag tomato's arrow", the
    // induction lesson's last two. Each paragraph's first line is now in the panel at some stage, in each
    // language (the Italian bar's "Concat." names the notes' "Concatenazione").
    QFETCH(QString, language);
    const Speaking speaking(language);
    MainWindow window;
    dialogScript(window).reportError = [](const QString &message) { QFAIL(qPrintable(message)); };
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setLectureMode(true);
    window.resize(1280, 720);
    QTextBrowser *notes = window.notesView();
    for (const QString &path : MainWindow::lessonPaths()) {
        QVERIFY(window.newFromLesson(path));
        QCoreApplication::processEvents();
        QSet<int> begun; // the paragraphs whose first line was seen, by their place in the notes
        for (PipelineStage stage : stagesOf(window.document()->scenario())) {
            window.setStage(stage);
            QCoreApplication::processEvents();
            const int top = notes->verticalScrollBar()->value(), bottom = top + notes->viewport()->height();
            int index = 0;
            for (QTextBlock block = notes->document()->begin(); block.isValid(); block = block.next(), ++index) {
                const QRectF box = notes->document()->documentLayout()->blockBoundingRect(block);
                const QTextLine firstLine = block.layout()->lineAt(0);
                if (!firstLine.isValid())
                    continue;
                const double lineTop = box.top() + firstLine.y();
                if (lineTop >= top - 1 && lineTop + firstLine.height() <= bottom + 1)
                    begun.insert(index);
            }
        }
        int index = 0;
        for (QTextBlock block = notes->document()->begin(); block.isValid(); block = block.next(), ++index)
            QVERIFY2(block.text().trimmed().isEmpty() || begun.contains(index),
                     qPrintable(QStringLiteral("%1: never in the panel: “%2…”").arg(QFileInfo(path).fileName(), block.text().left(50))));
        QVERIFY(index >= 3);
    }
}

void TestTranslations::modelHeadsOpenInTheStepperInTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("languageModelTitle");
    QTest::addColumn<QString>("languageModelNotes");
    QTest::addColumn<QString>("gpt2Title");
    QTest::addColumn<QString>("gpt2Notes");
    QTest::newRow("it") << "it" << "Modello linguistico, strato 1, testa 2: “polly said : owl met”"
                        << "I numeri di una testa del piccolo modello linguistico" << "GPT-2 strato 2, testa 1: “the cat sat”"
                        << "I numeri di una testa di un checkpoint GPT-2";
    QTest::newRow("de") << "de" << "Sprachmodell, Schicht 1, Kopf 2: „polly said : owl met“"
                        << "Die Zahlen eines Kopfes des kleinen Sprachmodells" << "GPT-2 Schicht 2, Kopf 1: „the cat sat“"
                        << "Die Zahlen eines Kopfes eines GPT-2-Checkpoints";
}

void TestTranslations::modelHeadsOpenInTheStepperInTheLanguage()
{
    // A head of the language model or of GPT-2 opened in the stepper of a window that speaks Italian or
    // German: its title and notes are in that language, as the lessons' are.
    QFETCH(QString, language);
    QFETCH(QString, languageModelTitle);
    QFETCH(QString, languageModelNotes);
    QFETCH(QString, gpt2Title);
    QFETCH(QString, gpt2Notes);
    QTemporaryDir folder;
    test::TinyGpt2Checkpoint checkpoint;
    checkpoint.randomize(5);
    QVERIFY(checkpoint.write(folder.path()));
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/attentionlab_") + language));
    QCoreApplication::installTranslator(&translator);
    {
        MainWindow main;
        dialogScript(main).reportError = [](const QString &message) { QFAIL(qPrintable(message)); };
        dialogScript(main).askToSave = [] { return QMessageBox::Discard; };
        LanguageModelWindow *languageModel = main.sideWindows()->showLanguageModelWindow();
        languageModel->setText(QStringLiteral("polly said : owl met"));
        languageModel->selectHead({0, 1});
        languageModel->findChild<QPushButton *>(QStringLiteral("openHeadButton"))->click();
        QCOMPARE(main.document()->scenario().title, languageModelTitle);
        QVERIFY2(main.document()->scenario().notes.startsWith(languageModelNotes), qPrintable(main.document()->scenario().notes.left(80)));

        ModelWindow *gpt2 = main.sideWindows()->showModelWindow();
        QCOMPARE(gpt2->openFolder(folder.path(), true), QString());
        gpt2->setText(QStringLiteral("the cat sat"));
        gpt2->selectHead({1, 0});
        gpt2->findChild<QPushButton *>(QStringLiteral("openHeadInStepper"))->click();
        QCOMPARE(main.document()->scenario().title, gpt2Title);
        QVERIFY2(main.document()->scenario().notes.startsWith(gpt2Notes), qPrintable(main.document()->scenario().notes.left(80)));
    }
    QCoreApplication::removeTranslator(&translator);
}

void TestTranslations::aTrainedLessonsNotesWriteTheLanguagesNumbers_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("patterns");
    // The default settings: learning rate 0.05, one head. Each share's "%" is joined to it by a space that does
    // not break.
    const QString share = QStringLiteral("\\d+%1\\d\u00a0%");
    QTest::newRow("de") << "de" << QStringList{R"(\(Lernrate 0,05, )", R"(d_model = 16, 1 Kopf\. Auf )",
                                               R"(ist der mittlere Verlust \d+,\d{3}, )", share.arg(QStringLiteral(",")), R"(Gehen Sie zu \*\*Softmax\*\*)"};
    QTest::newRow("it") << "it" << QStringList{R"(\(tasso di apprendimento 0,05, )", R"(d_model = 16, 1 testa\. Su )",
                                               R"(la perdita media è \d+,\d{3} )", share.arg(QStringLiteral(",")), R"(Vai a \*\*Softmax\*\*)"};
    QTest::newRow("en") << "en" << QStringList{R"(\(learning rate 0\.05, )", R"(d_model = 16, 1 head\(s\)\. On )",
                                               R"(the mean loss is \d+\.\d{3} )", share.arg(QStringLiteral("\\.")),
                                               R"(Step to \*\*Softmax\*\*)"};
}

void TestTranslations::aTrainedLessonsNotesWriteTheLanguagesNumbers()
{
    // A layer trained in the training window and taken into the lesson: its notes wrote 0.05 and "1 Kopf/Köpfe" in
    // German, and sent the reader to a stage called Weights that the stage bar calls Softmax.
    QFETCH(QString, language);
    QFETCH(QStringList, patterns);
    const Speaking speaking(language);
    Trainer trainer{TrainingSettings{}};
    for (int step = 0; step < 5; ++step)
        trainer.step();
    const QString notes = trainer.toScenario().notes;
    for (const QString &pattern : patterns)
        QVERIFY2(notes.contains(QRegularExpression(pattern)), qPrintable(pattern + QStringLiteral(" in: ") + notes));
}

void TestTranslations::fileErrorsSpeakTheLanguageAndKeepTheirPlaces_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected"); // the whole message, or its start and its end around Qt's own words (…)
    QTest::newRow("de, a file that ends too soon") << "de" << QByteArray(R"({"title": "x", "tokens": [1,2,)")
                                                   << R"(f.json:1:31: kein gültiges JSON: …: die Datei endet vor dem "]", das das Array schließt)";
    QTest::newRow("de, rows of two lengths")
        << "de" << QByteArray(R"({"mode":"bidirectional","source":{"tokens":["a","b"],"vectors":[[1,2],[3]]}})")
        << "f.json: source.vectors[1] (Quell-Token 2 „b“): hat 1 Zahl, aber source.vectors[0] hat 2: jede Zeile braucht gleich viele";
    QTest::newRow("de, a word for a number")
        << "de" << QByteArray(R"({"mode":"causal","source":{"tokens":["a"],"vectors":[["x"]]}})")
        << "f.json: source.vectors[0][0] (Quell-Token 1 „a“, Dimension 1): erwartet eine endliche Zahl, gefunden: eine Zeichenkette";
    QTest::newRow("de, no value") << "de" << QByteArray(R"({"mode": nope})")
                                  << R"(f.json:1:12: kein gültiges JSON: …: erwartet eine Zahl, eine "Zeichenkette", true, false, null, [ oder {)";
    QTest::newRow("de, empty") << "de" << QByteArray("  \n") << "f.json: die Datei ist leer";
    QTest::newRow("it, rows of two lengths")
        << "it" << QByteArray(R"({"mode":"bidirectional","source":{"tokens":["a","b"],"vectors":[[1,2],[3]]}})")
        << "f.json: source.vectors[1] (token sorgente 2 «b»): ha 1 numero, ma source.vectors[0] ne ha 2: ogni riga ne richiede lo stesso numero";
    QTest::newRow("it, a key twice") << "it" << QByteArray(R"({"mode":"causal","mode":"causal"})")
                                     << "f.json: mode: la chiave compare due volte nello stesso oggetto; tienine una";
    // English as before, for the scripts and tests that read it.
    QTest::newRow("en, rows of two lengths")
        << "en" << QByteArray(R"({"mode":"bidirectional","source":{"tokens":["a","b"],"vectors":[[1,2],[3]]}})")
        << "f.json: source.vectors[1] (source token 2 “b”): has 1 number, but source.vectors[0] has 2: every row needs the same count";
}

void TestTranslations::fileErrorsSpeakTheLanguageAndKeepTheirPlaces()
{
    // A file that cannot be opened, in a window that speaks German: the message was English, or Qt's German
    // words followed by our English ("Nicht abgeschlossenes Feld: the file ends before …"). The file's places
    // (line:column, the JSON path) stay as they are, for the scripts that look for them.
    QFETCH(QString, language);
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const Speaking speaking(language);
    const QString error = readScenario(json, QStringLiteral("f.json")).error;
    const qsizetype qtsWords = expected.indexOf(u'…');
    if (qtsWords < 0) {
        QCOMPARE(error, expected);
    } else {
        QVERIFY2(error.startsWith(expected.left(qtsWords)), qPrintable(error));
        QVERIFY2(error.endsWith(expected.mid(qtsWords + 1)), qPrintable(error));
    }
}

void TestTranslations::aScenarioThatOverflowsSaysSoInTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected"); // why the stage shows nothing, as the window says it
    QTest::newRow("de") << "de"
                        << "Kopf 1 Scores (1, 1): die Zahlen wachsen über den Bereich von float32 hinaus (etwa ±3.4e38); "
                           "verwenden Sie kleinere Vektoren oder Gewichte";
    QTest::newRow("it") << "it"
                        << "testa 1 punteggi (1, 1): i numeri crescono oltre l'intervallo di float32 (circa ±3.4e38); usa "
                           "vettori o pesi più piccoli";
    QTest::newRow("en") << "en"
                        << "head 1 scores (1, 1): the numbers grow beyond float32's range (about ±3.4e38); use smaller vectors "
                           "or weights";
}

void TestTranslations::aScenarioThatOverflowsSaysSoInTheLanguage()
{
    // A vector of 1e20 gives scores of 1e40, beyond float32: in German and Italian the window said why in
    // English, with the place in English too.
    QFETCH(QString, language);
    QFETCH(QString, expected);
    const Speaking speaking(language);
    std::optional<Scenario> lesson = readScenarioFile(test::examplesFolder() + QStringLiteral("/01-alignment.json")).scenario;
    QVERIFY(lesson);
    lesson->source.vectors(0, 0) = 1e20;
    const ScenarioDocument document(*lesson, std::make_unique<CpuEngine>());
    QVERIFY(!document.result());
    QVERIFY(document.problem());
    QCOMPARE(document.problem()->toString(), expected);
}

void TestTranslations::aSaveErrorSpeaksTheLanguage()
{
    // A German student saving into a folder since removed read "cannot save: …" in English.
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("weg/übung.json"));
    const Scenario scenario = *readScenarioFile(test::exampleFiles().first()).scenario;
    QString error;
    {
        const Speaking speaking(QStringLiteral("de"));
        QVERIFY(!writeScenarioFile(scenario, path, &error));
    }
    QCOMPARE(error, QStringLiteral("%1: Speichern nicht möglich: der Ordner %2 ist nicht da (verschoben oder gelöscht?)")
                        .arg(path, folder.filePath(QStringLiteral("weg"))));
    QVERIFY(!writeScenarioFile(scenario, path, &error)); // and English where no translation is installed
    QVERIFY2(error.contains(QStringLiteral(": cannot save: the folder ")), qPrintable(error));
}

void TestTranslations::safetensorsErrorsSpeakTheLanguageAndKeepTheirPlaces_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QByteArray>("header");  // the JSON header; its length is written before it
    QTest::addColumn<int>("dataBytes");      // the tensor bytes after the header
    QTest::addColumn<QString>("expected");   // after "PATH: "
    const QByteArray twoByTwo = R"({"wte.weight": {"dtype": "F32", "shape": [2, 2], "data_offsets": [0, 16]}})";
    const QByteArray unknownDtype = R"({"wte.weight": {"dtype": "F33", "shape": [2, 2], "data_offsets": [0, 16]}})";
    const QByteArray wrongShape = R"({"wte.weight": {"dtype": "F32", "shape": [2, 3], "data_offsets": [0, 16]}})";
    QTest::newRow("de, truncated") << "de" << twoByTwo << 8
                                   << "die Datei ist abgeschnitten: ihr Header beschreibt 16 Bytes an Tensordaten, aber nur 8 "
                                      "folgen auf den Header (ein abgebrochener Download oder Kopiervorgang?)";
    QTest::newRow("de, unknown dtype") << "de" << unknownDtype << 16
                                       << "Tensor „wte.weight“: unbekannter dtype „F33“ (safetensors definiert F64, F32, F16, "
                                          "BF16, F8_E4M3, F8_E5M2, I64 bis I8, U64 bis U8 und BOOL)";
    QTest::newRow("de, shape against the bytes")
        << "de" << wrongShape << 16
        << "Tensor „wte.weight“: shape [2, 3] in F32 braucht 24 Bytes, aber data_offsets [0, 16] umfassen 16";
    QTest::newRow("it, truncated") << "it" << twoByTwo << 8
                                   << "il file è troncato: la sua intestazione descrive 16 byte di dati dei tensori, ma dopo "
                                      "l'intestazione ne seguono solo 8 (un download o una copia interrotti?)";
    QTest::newRow("it, shape against the bytes")
        << "it" << wrongShape << 16
        << "tensore «wte.weight»: shape [2, 3] di F32 richiede 24 byte, ma data_offsets [0, 16] ne contengono 16";
    // English as before, for the scripts and tests that read it.
    QTest::newRow("en, truncated") << "en" << twoByTwo << 8
                                   << "the file is truncated: its header describes 16 bytes of tensor data, but only 8 follow "
                                      "the header (an interrupted download or copy?)";
}

void TestTranslations::safetensorsErrorsSpeakTheLanguageAndKeepTheirPlaces()
{
    // A GPT-2 checkpoint's weights cut short or mislabelled, opened in a window that speaks German or Italian:
    // the reason was English. The file, the tensor's name, its dtype and the numbers stay as the file has them.
    QFETCH(QString, language);
    QFETCH(QByteArray, header);
    QFETCH(int, dataBytes);
    QFETCH(QString, expected);
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("model.safetensors"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QByteArray length(8, '\0');
    qToLittleEndian<quint64>(quint64(header.size()), length.data());
    file.write(length + header + QByteArray(dataBytes, '\0'));
    file.close();
    const Speaking speaking(language);
    QCOMPARE(SafetensorsFile::open(path).error, path + QStringLiteral(": ") + expected);
}

void TestTranslations::aCheckpointsMissingTensorIsNamedInTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected"); // after "FOLDER/model.safetensors: "
    QTest::newRow("de") << "de" << "hat keinen Tensor „h.1.ln_2.bias“ (auch nicht „transformer.h.1.ln_2.bias“)";
    QTest::newRow("it") << "it" << "non ha il tensore «h.1.ln_2.bias» (né «transformer.h.1.ln_2.bias»)";
    QTest::newRow("en") << "en" << "has no tensor 'h.1.ln_2.bias' (nor 'transformer.h.1.ln_2.bias')";
}

void TestTranslations::aCheckpointsMissingTensorIsNamedInTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, expected);
    QTemporaryDir folder;
    test::TinyGpt2Checkpoint checkpoint;
    checkpoint.randomize(5);
    QVERIFY(checkpoint.write(folder.path(), [](QJsonObject &header, QByteArray &) { header.remove("h.1.ln_2.bias"); }));
    const Speaking speaking(language);
    const Gpt2LoadResult loaded = loadGpt2Folder(folder.path());
    QVERIFY(!loaded.model);
    QCOMPARE(loaded.error, folder.filePath(QStringLiteral("model.safetensors")) + QStringLiteral(": ") + expected);
}

void TestTranslations::theTokenizersMessagesSpeakTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QByteArray>("vocabulary"); // vocab.json, of a vocabulary of 3
    QTest::addColumn<QByteArray>("merges");     // merges.txt
    QTest::addColumn<QString>("text");          // encoded when both files are read
    QTest::addColumn<QString>("expected");      // after "FILE: " for a file refused; the whole message for a text
    QTest::newRow("de, an id past the vocabulary")
        << "de" << QByteArray(R"({"a": 5})") << QByteArray() << QString()
        << "Token „a“: seine ID muss eine ganze Zahl von 0 bis 2 sein (vocab_size - 1 aus config.json)";
    QTest::newRow("it, an id past the vocabulary")
        << "it" << QByteArray(R"({"a": 5})") << QByteArray() << QString()
        << "token «a»: il suo id deve essere un numero intero da 0 a 2 (vocab_size - 1 di config.json)";
    QTest::newRow("en, an id past the vocabulary")
        << "en" << QByteArray(R"({"a": 5})") << QByteArray() << QString()
        << "token 'a': its id must be a whole number from 0 to 2 (config.json's vocab_size - 1)";
    QTest::newRow("de, two tokens with one id")
        << "de" << QByteArray(R"({"a": 0, "b": 0})") << QByteArray() << QString()
        << "die Tokens „a“ und „b“ haben dieselbe ID 0";
    QTest::newRow("it, two tokens with one id")
        << "it" << QByteArray(R"({"a": 0, "b": 0})") << QByteArray() << QString()
        << "i token «a» e «b» hanno lo stesso id 0";
    QTest::newRow("de, a line of three pieces")
        << "de" << QByteArray(R"({"a": 0, "b": 1})") << QByteArray("#version: 0.2\na b c\n") << QString()
        << "Zeile 2: erwartet wurden zwei Teile, durch ein Leerzeichen getrennt, gefunden „a b c“";
    QTest::newRow("it, a line of three pieces")
        << "it" << QByteArray(R"({"a": 0, "b": 1})") << QByteArray("#version: 0.2\na b c\n") << QString()
        << "riga 2: attesi due pezzi separati da uno spazio, trovato «a b c»";
    QTest::newRow("de, a word the vocabulary lacks")
        << "de" << QByteArray(R"({"a": 0})") << QByteArray() << "b"
        << "vocab.json hat kein Token für „b“ (aus dem Wort „b“)";
    QTest::newRow("it, a word the vocabulary lacks")
        << "it" << QByteArray(R"({"a": 0})") << QByteArray() << "b"
        << "vocab.json non ha alcun token per «b» (dalla parola «b»)";
    QTest::newRow("en, a word the vocabulary lacks")
        << "en" << QByteArray(R"({"a": 0})") << QByteArray() << "b" << "vocab.json has no token for 'b' (from the word 'b')";
}

void TestTranslations::theTokenizersMessagesSpeakTheLanguage()
{
    // A GPT-2 folder whose vocab.json or merges.txt is broken is refused in the model window, and a text
    // with a piece the vocabulary lacks is said under its sentence: in the language the window speaks, the
    // tokens and the line as the files have them.
    QFETCH(QString, language);
    QFETCH(QByteArray, vocabulary);
    QFETCH(QByteArray, merges);
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QTemporaryDir folder;
    const QString vocabularyPath = folder.filePath(QStringLiteral("vocab.json"));
    const QString mergesPath = folder.filePath(QStringLiteral("merges.txt"));
    for (const auto &[path, contents] : {std::pair(vocabularyPath, vocabulary), std::pair(mergesPath, merges)}) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(contents) == contents.size());
    }
    const Speaking speaking(language);
    const TokenizerReadResult read = BytePairTokenizer::read(vocabularyPath, mergesPath, 3);
    if (text.isEmpty()) {
        QVERIFY(!read.tokenizer);
        const QString refused = vocabulary.contains("\"b\": 1") ? mergesPath : vocabularyPath;
        QCOMPARE(read.error, refused + QStringLiteral(": ") + expected);
        return;
    }
    QVERIFY2(read.tokenizer, qPrintable(read.error));
    QString error;
    QVERIFY(read.tokenizer->encode(text, &error).empty());
    QCOMPARE(error, expected);
}

namespace {

/// A text of 13 tokens (" cat" is one token of the tiny checkpoint), one more than its 12 positions.
const QString kThirteenTokens = QStringLiteral(" cat").repeated(13);

} // namespace

void TestTranslations::theModelsProblemsSpeakTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("failure");  // a text too long, weights that overflow (the tensor), or no such head
    QTest::addColumn<QString>("expected"); // what the model window says
    const QString mlp = QStringLiteral("h.1.mlp.c_fc.weight"), queries = QStringLiteral("h.0.attn.c_attn.weight");
    QTest::newRow("de, too many tokens") << "de" << "too many tokens"
                                         << "der Text hat 13 Tokens; die Positionen dieses Modells (n_positions) reichen bis 12";
    QTest::newRow("it, too many tokens") << "it" << "too many tokens"
                                         << "il testo ha 13 token; le posizioni di questo modello (n_positions) arrivano a 12";
    QTest::newRow("en, too many tokens") << "en" << "too many tokens"
                                         << "the text has 13 tokens; this model's positions (n_positions) reach 12";
    QTest::newRow("de, the MLP overflows") << "de" << mlp
                                           << "Die Zahlen des Modells können nicht gezeigt werden: Schicht 2 MLP-Zwischenschicht (1, 1): die "
                                              "Zahlen wachsen über den Bereich von float32 hinaus (etwa ±3.4e38); die Gewichte des "
                                              "Checkpoints sind zu groß";
    QTest::newRow("it, the MLP overflows") << "it" << mlp
                                           << "I numeri del modello non si possono mostrare: strato 2 strato nascosto dell'MLP (1, 1): i "
                                              "numeri crescono oltre l'intervallo di float32 (circa ±3.4e38); i pesi del checkpoint sono "
                                              "troppo grandi";
    QTest::newRow("en, the MLP overflows") << "en" << mlp
                                           << "The model's numbers cannot be shown: layer 2 MLP hidden (1, 1): the numbers grow beyond "
                                              "float32's range (about ±3.4e38); the checkpoint's weights are too large";
    QTest::newRow("de, a head's Q overflows") << "de" << queries
                                              << "Die Zahlen des Modells können nicht gezeigt werden: Schicht 1, Kopf 1 Q (1, 1): die "
                                                 "Zahlen wachsen über den Bereich von float32 hinaus (etwa ±3.4e38); die Gewichte des "
                                                 "Checkpoints sind zu groß";
    QTest::newRow("it, a head's Q overflows") << "it" << queries
                                              << "I numeri del modello non si possono mostrare: strato 1, testa 1 Q (1, 1): i numeri "
                                                 "crescono oltre l'intervallo di float32 (circa ±3.4e38); i pesi del checkpoint sono "
                                                 "troppo grandi";
    QTest::newRow("de, no such head") << "de" << "no such head"
                                      << "diese Schicht oder diesen Kopf gibt es nicht, oder die Tokens sind nicht die des Durchlaufs";
    QTest::newRow("it, no such head") << "it" << "no such head"
                                      << "questo strato o questa testa non esiste, oppure i token non sono quelli del passaggio";
}

void TestTranslations::theModelsProblemsSpeakTheLanguage()
{
    // The real-model window in German or Italian said why it drew nothing in English: a text longer than the
    // model's positions, numbers beyond float32 (with the place), a head the stepper cannot open.
    QFETCH(QString, language);
    QFETCH(QString, failure);
    QFETCH(QString, expected);
    QTemporaryDir folder;
    test::TinyGpt2Checkpoint checkpoint;
    checkpoint.randomize(5);
    if (failure.endsWith(QLatin1String(".weight")))
        checkpoint.tensors.at(failure).setConstant(3e38);
    QVERIFY(checkpoint.write(folder.path()));
    const Speaking speaking(language);
    ModelDocument document;
    QCOMPARE(document.open(folder.path()), QString());
    document.setText(failure == QLatin1String("too many tokens") ? kThirteenTokens : QStringLiteral("the cat sat"));
    QString problem = document.problem();
    if (failure == QLatin1String("no such head")) {
        QVERIFY2(document.trace(), qPrintable(problem));
        QVERIFY(!modelAttentionScenario(*document.model(), *document.trace(), document.tokens(), 5, 0, &problem));
    }
    QCOMPARE(problem, expected);
}

void TestTranslations::aModelsProblemFollowsTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected");
    QTest::newRow("de") << "de" << "der Text hat 13 Tokens; die Positionen dieses Modells (n_positions) reichen bis 12";
    QTest::newRow("it") << "it" << "il testo ha 13 token; le posizioni di questo modello (n_positions) arrivano a 12";
}

void TestTranslations::aModelsProblemFollowsTheLanguage()
{
    // The reason under the sentence stayed in the language it was said in after View › Language, while every
    // other word of the window changed.
    QFETCH(QString, language);
    QFETCH(QString, expected);
    QTemporaryDir folder;
    test::TinyGpt2Checkpoint checkpoint;
    checkpoint.randomize(5);
    QVERIFY(checkpoint.write(folder.path()));
    const auto backToEnglish = qScopeGuard([] { installTranslations(QStringLiteral("en")); });
    ModelWindow window;
    QCOMPARE(window.openFolder(folder.path(), true), QString());
    window.setText(kThirteenTokens);
    const auto saysWhy = [&window](const QString &why) {
        const QList<QLabel *> labels = window.findChildren<QLabel *>();
        return std::any_of(labels.begin(), labels.end(), [&why](const QLabel *label) { return label->text() == why; });
    };
    QVERIFY(saysWhy(QStringLiteral("the text has 13 tokens; this model's positions (n_positions) reach 12")));
    installTranslations(language);
    QTRY_VERIFY(saysWhy(expected));
}

void TestTranslations::languageModelFileErrorsSpeakTheLanguageAndKeepTheirPlaces_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected"); // the whole message
    const QByteArray header = R"({"format": "attentionlab-language-model", "version": 1, )";
    QTest::newRow("de, a scenario for a model")
        << "de" << QByteArray(R"({"title": "x"})")
        << R"(lm.json: format: fehlt: keine Sprachmodell-Datei (train-lm schreibt eine, die mit "format": "attentionlab-language-model" beginnt))";
    QTest::newRow("de, a word twice") << "de" << header + R"("vocabulary": ["ana", "bo", "ana"]})"
                                      << "lm.json: vocabulary[2]: „ana“ steht zweimal da";
    QTest::newRow("de, too few layers")
        << "de"
        << header + R"("vocabulary": ["a", "b"], "shape": {"context": 8, "d_model": 8, "layers": 2, "heads": 1, "d_head": 8},
             "training": {"seed": 1, "steps": 10, "batch_size": 4, "learning_rate": 0.01, "warmup_steps": 0},
             "loss_curve": [], "heads": [], "token_embeddings": [[0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0]],
             "position_embeddings": [[0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0],
                                     [0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0]],
             "layers": []})"
        << "lm.json: layers: erwartet 2 Schichten, wie shape.layers angibt, gefunden: 0";
    QTest::newRow("it, another format") << "it" << QByteArray(R"({"format": "attentionlab-scenario"})")
                                        << R"(lm.json: format: atteso "attentionlab-language-model", trovato: "attentionlab-scenario")";
    QTest::newRow("it, a loss curve of triples")
        << "it"
        << header + R"("vocabulary": ["a", "b"], "shape": {"context": 8, "d_model": 8, "layers": 1, "heads": 1, "d_head": 8},
             "training": {"seed": 1, "steps": 10, "batch_size": 4, "learning_rate": 0.01, "warmup_steps": 0},
             "loss_curve": [[0, 2.5], [10, 1.5, 7]]})"
        << "lm.json: loss_curve[1]: atteso [step, loss], trovati 3 numeri";
    // English as before, for the scripts and tests that read it.
    QTest::newRow("en, a word twice") << "en" << header + R"("vocabulary": ["ana", "bo", "ana"]})"
                                      << "lm.json: vocabulary[2]: \"ana\" is given twice";
}

void TestTranslations::languageModelFileErrorsSpeakTheLanguageAndKeepTheirPlaces()
{
    // A language model file that cannot be opened, in a window that speaks German or Italian: JSON's own
    // complaints were translated, the model file's were not ("Sprachmodell … : layers: expected 2 layers").
    QFETCH(QString, language);
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const Speaking speaking(language);
    const LanguageModelReadResult read = readLanguageModel(json, QStringLiteral("lm.json"));
    QVERIFY(!read.model);
    QCOMPARE(read.error, expected);
}

void TestTranslations::openClErrorsSpeakTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("failure");  // what goes wrong
    QTest::addColumn<QString>("expected"); // the message's start; the device's own words may follow
    QTest::newRow("de, no platform") << "de" << "no platform"
                                     << "es ist keine OpenCL-Plattform installiert (Debian: pocl-opencl-icd oder der ICD einer GPU)";
    QTest::newRow("it, no platform") << "it" << "no platform"
                                     << "nessuna piattaforma OpenCL è installata (Debian: pocl-opencl-icd, o l'ICD di una GPU)";
    QTest::newRow("de, no such device") << "de" << "no such device" << "es gibt kein OpenCL-Gerät 99: %1 gefunden (siehe 'attentionlab devices')";
    QTest::newRow("it, no such device") << "it" << "no such device" << "non esiste il dispositivo OpenCL 99: trovati %1 (vedi 'attentionlab devices')";
    QTest::newRow("de, device variable") << "de" << "device variable"
                                         << "ATTN_OPENCL_DEVICE=gpu: erwartet eine Gerätenummer aus 'attentionlab devices'";
    QTest::newRow("de, out of memory") << "de" << "out of memory" << "Gerät ohne genügend Speicher: dies braucht 5 Puffer zu je ";
    QTest::newRow("it, out of memory") << "it" << "out of memory" << "memoria del dispositivo insufficiente: servono 5 buffer da ";
    QTest::newRow("de, kernel build failure") << "de" << "build failure" << "der OpenCL-Kernel lesson.cl ließ sich auf ";
    QTest::newRow("en, no such device") << "en" << "no such device" << "there is no OpenCL device 99: %1 found (see 'attentionlab devices')";
}

void TestTranslations::openClErrorsSpeakTheLanguage()
{
    // Engine › OpenCL in a window that speaks German or Italian: the engine's reasons (no platform, no such
    // device, a kernel that does not build, a device too small) were English. The OpenCL names, variables
    // and commands in them stay as they are.
#ifndef ATTN_HAVE_OPENCL
    QSKIP("built without OpenCL");
#else
    QFETCH(QString, language);
    QFETCH(QString, failure);
    QFETCH(QString, expected);
    const int devices = int(listOpenClDevices().devices.size());
    if (failure != QLatin1String("no platform") && devices == 0)
        QSKIP("no OpenCL device here (PoCL runs these rows)");
    if (expected.contains(QLatin1String("%1")))
        expected = expected.arg(devices);
    const auto variables = qScopeGuard([] {
        qunsetenv("ATTN_OPENCL_FAULT");
        qunsetenv(kOpenClDeviceVariable);
        qunsetenv(kOpenClBuildOptionsVariable);
    });
    if (failure == QLatin1String("no platform"))
        qputenv("ATTN_OPENCL_FAULT", "no-platform");
    if (failure == QLatin1String("device variable"))
        qputenv(kOpenClDeviceVariable, "gpu");
    const Speaking speaking(language);
    QString message;
    try {
        OpenClOptions options;
        if (failure == QLatin1String("no such device"))
            options.deviceIndex = 99;
        OpenClEngine engine(options);
        if (failure == QLatin1String("out of memory")) {
            // 64 heads x 2^20 tokens x 1024 floats: 256 GiB per array, refused before anything is read.
            std::vector<float> tiny(16);
            AttentionBatch batch;
            batch.heads = 64;
            batch.queries = batch.keys = 1 << 20;
            batch.dHead = 1024;
            batch.q = batch.k = batch.v = tiny.data();
            batch.out = tiny.data();
            engine.attend(batch);
        }
        if (failure == QLatin1String("build failure")) {
            qputenv(kOpenClBuildOptionsVariable, "-Werror -DINFINITY=0");
            engine.run(*readScenarioFile(test::exampleFiles().first()).scenario);
        }
    } catch (const EngineError &error) {
        message = QString::fromUtf8(error.what());
    }
    QVERIFY2(message.startsWith(expected), qPrintable(message));
#endif
}

void TestTranslations::anOpenClFaultReachesTheStatusBarInTheLanguage()
{
    // The lecturer chose OpenCL last time, the window speaks German, and today no OpenCL platform is there:
    // the status bar says why in German, inside the window's own German words.
    AppSettings().setEngine(QStringLiteral("opencl"));
    qputenv("ATTN_OPENCL_FAULT", "no-platform");
    const auto restore = qScopeGuard([] {
        qunsetenv("ATTN_OPENCL_FAULT");
        QSettings().clear();
    });
    const Speaking speaking(QStringLiteral("de"));
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    const auto *label = window.findChild<QLabel *>(QStringLiteral("engineStatus"));
    QVERIFY(label);
    QVERIFY2(label->text().contains(QStringLiteral("es ist keine OpenCL-Plattform installiert")), qPrintable(label->text()));
}

namespace {

/// The whole text of an engine's item in the window's Engine menu (its tool tip: the item itself is cut to
/// 60 characters' width).
QString engineMenuItem(const MainWindow &window, const QString &engine)
{
    for (const QMenu *menu : window.findChildren<QMenu *>())
        if (menu->title() == QStringLiteral("Eng&ine"))
            for (const QAction *action : menu->actions())
                if (action->data().toString() == engine)
                    return action->toolTip();
    return {};
}

} // namespace

void TestTranslations::theEngineIsDescribedInTheLanguage()
{
    // The Engine menu said "cpu — Eigen 3.4.0, float32, 2 threads, kernels for baseline" in German.
    {
        const Speaking speaking(QStringLiteral("de"));
        const QString description = CpuEngine().description();
        QVERIFY2(description.startsWith(QStringLiteral("Eigen ")) && description.contains(QStringLiteral(" Threads, Kernels für ")),
                 qPrintable(description));
    }
    // And in the window's menu, also after the language changes while it runs (the description had been
    // asked once, when the window was made).
    MainWindow window;
    const auto cpuItem = [&window] { return engineMenuItem(window, QStringLiteral("cpu")); };
    QVERIFY2(!cpuItem().contains(QStringLiteral("Kernels für")), qPrintable(cpuItem())); // made in English
    installTranslations(QStringLiteral("de"));
    const auto backToEnglish = qScopeGuard([] { installTranslations(QStringLiteral("en")); });
    QTRY_VERIFY2(cpuItem().contains(QStringLiteral("Kernels für")), qPrintable(cpuItem()));
}

void TestTranslations::anUnavailableEnginesReasonFollowsTheLanguage()
{
    // The Engine menu asked an unavailable engine why once, when the window was made: after View › Language ›
    // Deutsch it still said "opencl — nicht verfügbar: no OpenCL platform is installed".
#ifndef ATTN_HAVE_OPENCL
    QSKIP("built without OpenCL");
#endif
    qputenv("ATTN_OPENCL_FAULT", "no-platform");
    const auto restore = qScopeGuard([] {
        qunsetenv("ATTN_OPENCL_FAULT");
        installTranslations(QStringLiteral("en"));
    });
    MainWindow window;
    const auto openClItem = [&window] { return engineMenuItem(window, QStringLiteral("opencl")); };
    QVERIFY2(openClItem().contains(QStringLiteral("no OpenCL platform is installed")), qPrintable(openClItem()));
    installTranslations(QStringLiteral("de"));
    QTRY_VERIFY2(openClItem().contains(QStringLiteral("es ist keine OpenCL-Plattform installiert")), qPrintable(openClItem()));
}

void TestTranslations::anOpenClDevicesTypeIsNamedInTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("type");     // as listOpenClDevices keeps it
    QTest::addColumn<QString>("expected"); // in the Engine menu's description of the device
    QTest::newRow("de, accelerator") << "de" << "accelerator" << "[0] Vendor / Card (Beschleuniger, 4 Compute-Units";
    QTest::newRow("it, accelerator") << "it" << "accelerator" << "[0] Vendor / Card (acceleratore, 4 unità di calcolo";
    QTest::newRow("de, other") << "de" << "other" << "[0] Vendor / Card (sonstiger Typ, 4 Compute-Units";
    QTest::newRow("it, other") << "it" << "other" << "[0] Vendor / Card (altro tipo, 4 unità di calcolo";
    QTest::newRow("en, accelerator") << "en" << "accelerator" << "[0] Vendor / Card (accelerator, 4 compute units";
    QTest::newRow("de, GPU") << "de" << "GPU" << "[0] Vendor / Card (GPU, 4 Compute-Units";
}

void TestTranslations::anOpenClDevicesTypeIsNamedInTheLanguage()
{
    // An FPGA board's OpenCL item in the German Engine menu read "(accelerator, 4 Compute-Units, …)". The type
    // the engine reads stays the English key.
#ifndef ATTN_HAVE_OPENCL
    QSKIP("built without OpenCL");
#else
    QFETCH(QString, language);
    QFETCH(QString, type);
    QFETCH(QString, expected);
    OpenClDeviceInfo device;
    device.platform = QStringLiteral("Vendor");
    device.name = QStringLiteral("Card");
    device.type = type;
    device.computeUnits = 4;
    const Speaking speaking(language);
    QVERIFY2(device.toString().startsWith(expected), qPrintable(device.toString()));
    QCOMPARE(device.type, type);
#endif
}

void TestTranslations::theEngineNoticeFollowsTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected");
    QTest::newRow("de") << "de"
                        << "Die Engine opencl ist nicht verfügbar (es ist keine OpenCL-Plattform installiert (Debian: "
                           "pocl-opencl-icd oder der ICD einer GPU)); stattdessen rechnet die CPU-Engine.";
    QTest::newRow("it") << "it"
                        << "Il motore opencl non è disponibile (nessuna piattaforma OpenCL è installata (Debian: "
                           "pocl-opencl-icd, o l'ICD di una GPU)); calcola al suo posto il motore CPU.";
}

void TestTranslations::theEngineNoticeFollowsTheLanguage()
{
    // The lecturer chose OpenCL last time and today no OpenCL platform is there: the status bar said so in
    // English, and went on saying it in English after View › Language, inside the window's German words.
#ifndef ATTN_HAVE_OPENCL
    QSKIP("built without OpenCL");
#else
    QFETCH(QString, language);
    QFETCH(QString, expected);
    AppSettings().setEngine(QStringLiteral("opencl"));
    qputenv("ATTN_OPENCL_FAULT", "no-platform");
    const auto restore = qScopeGuard([] {
        qunsetenv("ATTN_OPENCL_FAULT");
        installTranslations(QStringLiteral("en"));
        QSettings().clear();
    });
    MainWindow window;
    const auto *label = window.findChild<QLabel *>(QStringLiteral("engineStatus"));
    QVERIFY(label);
    QVERIFY2(label->text().contains(QStringLiteral("The opencl engine is unavailable (no OpenCL platform is installed")),
             qPrintable(label->text()));
    installTranslations(language);
    QTRY_VERIFY2(label->text().endsWith(expected), qPrintable(label->text()));
    QCOMPARE(window.document()->engineNotice(), expected);
#endif
}

void TestTranslations::aRefusedEntryAndItsUndoNameTheTokenAsTheTableShowsIt()
{
    // The first lesson's table says "hallo" in German; a refusal and the Undo entry said "hello".
    const Speaking speaking(QStringLiteral("de"));
    MainWindow window;
    dialogScript(window).reportError = [](const QString &message) { QFAIL(qPrintable(message)); };
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    MatrixEditor *editor = window.editorPanel()->sourceEditor();
    QAbstractItemModel *table = editor->table()->model();
    QCOMPARE(table->data(table->index(0, 0)).toString(), QStringLiteral("hallo"));
    QVERIFY(!table->setData(table->index(0, 1), QStringLiteral("abc")));
    QCOMPARE(editor->message(), QStringLiteral("hallo, Dimension 1: „abc“ ist keine Zahl (schreiben Sie sie wie -1,25)"));
    QVERIFY(table->setData(table->index(0, 3), QStringLiteral("0,5")));
    QCOMPARE(window.document()->undoStack()->undoText(), QStringLiteral("hallo, Dimension 3 bearbeiten"));
}

void TestTranslations::theFiguresLeaveTheStepperAsMuchRoomAsInEnglish_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const QSize size : {QSize(1366, 768), QSize(1280, 720)})
        for (const QString &language : availableLanguages())
            QTest::addRow("%s %dx%d", qPrintable(language), size.width(), size.height()) << language << size;
}

void TestTranslations::theFiguresLeaveTheStepperAsMuchRoomAsInEnglish()
{
    // The Figures dock grew with the words of its choices ("Token-Vektoren x (zum Bearbeiten ziehen)"): in
    // German it was 100 px wider than in English, all of it taken from the stepper, whose matrices then drew
    // their numbers at 6 px.
    QFETCH(QString, language);
    QFETCH(QSize, size);
    const auto figuresWidth = [&size](const QString &speaking) {
        const Speaking words(speaking);
        QSettings().clear(); // a first start: no desk kept from the window before
        MainWindow window;
        window.resize(size);
        window.show();
        if (!QTest::qWaitForWindowExposed(&window))
            return -1;
        QCoreApplication::processEvents();
        const auto *dock = window.findChild<QDockWidget *>(QStringLiteral("figuresDock"));
        return dock ? dock->width() : -1;
    };
    const int english = figuresWidth(QStringLiteral("en"));
    QVERIFY(english > 0);
    QCOMPARE(figuresWidth(language), english);
}

void TestTranslations::theEditorsSwitchesLineUp_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : QStringList{QStringLiteral("en")} + availableLanguages())
        QTest::newRow(qPrintable(language)) << language;
}

void TestTranslations::theEditorsSwitchesLineUp()
{
    // At 1280 × 720 in German only "Positionen hinzufügen (sinusförmig)" was too long for the form's field
    // column: it alone went under the labels, left of the two switches beside it. Any narrow editor did it.
    QFETCH(QString, language);
    const Speaking speaking(language);
    QSettings().clear();
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("scenarioDock"));
    QVERIFY(dock);
    ScenarioEditorPanel *editor = window.editorPanel();
    const auto switchesLefts = [editor] {
        QList<int> lefts;
        for (const QCheckBox *box : editor->findChildren<QCheckBox *>()) {
            if (box->isVisible() && box->parentWidget() == editor)
                lefts << box->mapTo(editor, QPoint()).x();
        }
        return lefts;
    };
    // From the narrowest the dock may be to a wide one.
    for (int width = dock->minimumSizeHint().width(); width <= 420; width += 10) {
        window.resizeDocks({dock}, {width}, Qt::Horizontal);
        QCoreApplication::processEvents();
        const QList<int> lefts = switchesLefts();
        QCOMPARE(lefts.size(), 3); // divide by √d_k, add positions, layer norm
        QVERIFY2(lefts.count(lefts.first()) == lefts.size(),
                 qPrintable(QStringLiteral("editor %1 px: %2, %3, %4").arg(editor->width()).arg(lefts[0]).arg(lefts[1]).arg(lefts[2])));
    }
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
