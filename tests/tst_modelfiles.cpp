// The model files' rows of the fault table: every checkpoint file a FIFO or a device, files cut while in
// use, weights widened beyond memory, --out onto a checkpoint, a low temperature, long merge chains and
// characters that lie, each refused (or handled) at once through the reader and the command line; the
// window's rows are in tst_modelwindow.
#include "cpu/CpuEngine.h"
#include "io/RegularFile.h"
#include "io/SystemMemory.h"
#include "model/BytePairTokenizer.h"
#include "model/CheckpointFiles.h"
#include "model/Gpt2Checkpoint.h"
#include "model/ModelMemory.h"
#include "model/TransformerForward.h"
#include "scenario/ScenarioValidation.h"
#include "support/BadModelFolders.h"
#include "support/RunProgram.h"
#include "support/TinyGpt2Checkpoint.h"
#include "training/LanguageModelFile.h"
#include "training/LanguageModelTrainer.h"
#include "training/SyntheticLanguage.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <limits>
#include <thread>
#include <random>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace attn;
using namespace attn::test;

namespace {

QByteArray digestOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256) : QByteArray();
}

} // namespace

class TestModelFiles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void badFoldersAreRefusedAtOnce_data();
    void badFoldersAreRefusedAtOnce();
    void weightsWidenedBeyondMemoryAreRefusedWithTheFigure();
    void theEstimateCountsWhatAPassTakes();
    void outNeverReplacesACheckpointFile_data();
    void outNeverReplacesACheckpointFile();
    void outThroughALinkToNothingIsRefused();
    void replacingAFileKeepsItsOwnerAndNamesItsLinks();
    void aLowTemperatureRanksByTheLogits();
    void longMergeChainsTokenizeInLinearTime();
    void mergingMatchesTheReferenceOnRandomMerges();
    void tokenNamesHoldNoCharacterThatLies_data();
    void tokenNamesHoldNoCharacterThatLies();
    void theLanguageModelReaderFollowsTheScenarioRules_data();
    void theLanguageModelReaderFollowsTheScenarioRules();
    void aFileOfZerosIsRefusedFromItsFirstBytes();
    void aSettingsFileThatIsNoRegularFileIsLeftAside();
    void theSmallerFaults_data();
    void theSmallerFaults();
    void aCheckpointCutWhileItIsReadIsAnError();
    void aLongMergeChainThroughTheCommandLine();
    void textThatLiesIsWrittenOutInTheScenario();
};

void TestModelFiles::badFoldersAreRefusedAtOnce_data()
{
    QTest::addColumn<int>("row");
    const std::vector<BadModelFolder> rows = badModelFolders();
    for (size_t index = 0; index < rows.size(); ++index)
        QTest::newRow(rows[index].name) << int(index);
}

void TestModelFiles::badFoldersAreRefusedAtOnce()
{
    QFETCH(int, row);
    const BadModelFolder bad = badModelFolders()[size_t(row)];
    QTemporaryDir folder;
    TinyGpt2Checkpoint checkpoint;
    checkpoint.randomize(2);
    QVERIFY(checkpoint.write(folder.path()));
    QVERIFY(bad.damage(folder.path()));

    QElapsedTimer clock;
    clock.start();
    const Gpt2LoadResult loaded = loadGpt2Folder(folder.path());
    QVERIFY(!loaded.model);
    QVERIFY2(loaded.error.contains(bad.expected), qPrintable(loaded.error));
    QVERIFY2(loaded.error.startsWith(folder.path()), qPrintable(loaded.error));
    QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));

    // The command line: exit 2 and the same words, within seconds (a FIFO had made it wait for ever).
    ProgramOptions fewSeconds;
    fewSeconds.timeoutMilliseconds = 10000;
    clock.restart();
    const ProgramRun run = runAttentionlab({QStringLiteral("model"), folder.path(), QStringLiteral("--text"), QStringLiteral("the cat")}, fewSeconds);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(bad.expected), qPrintable(run.err));
#if !defined(__SANITIZE_ADDRESS__) // the sanitizers' start-up alone can take longer
    QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
#endif
}

void TestModelFiles::weightsWidenedBeyondMemoryAreRefusedWithTheFigure()
{
    // 1,048,576 x 1024 float16 weights are 2 GiB in the file and 4.3 GB as float32: under an address space
    // of the process's own and 1 GB more, refused by the estimate before a byte of them is read.
    QTemporaryDir folder;
    QVERIFY(writeSparseFloat16Checkpoint(folder.path(), 1 << 20, 1024));
    Gpt2LoadResult loaded;
    qint64 elapsed = 0;
    withAddressSpaceRoom(1LL << 30, [&] {
        QElapsedTimer clock;
        clock.start();
        loaded = loadGpt2Folder(folder.path());
        elapsed = clock.elapsed();
    });
    QVERIFY(!loaded.model);
    QVERIFY2(loaded.error.contains(QStringLiteral("model.safetensors: its weights as float32 needs 4.3")) &&
                 loaded.error.contains(QStringLiteral("but ulimit -v leaves")),
             qPrintable(loaded.error));
    QVERIFY(elapsed < 1000);

    // The command line the same, under ulimit -v, and --estimate says the figure without reading a weight.
    // (AddressSanitizer reserves terabytes of address space for its shadow: under any ulimit -v the program
    // cannot start, so the sanitizers' build checks the reader above and the estimate below only.)
    ProgramOptions options;
    options.timeoutMilliseconds = 20000;
    const QString program = attentionlabBinary();
#if !defined(__SANITIZE_ADDRESS__)
    QProcess shell;
    shell.setProcessEnvironment(options.environment);
    shell.start(QStringLiteral("bash"), {QStringLiteral("-c"), QStringLiteral("ulimit -v 1500000; exec \"$0\" model \"$1\" --text a"), program, folder.path()});
    QVERIFY(shell.waitForFinished(20000));
    QCOMPARE(shell.exitCode(), 2);
    const QString error = QString::fromLocal8Bit(shell.readAllStandardError());
    QVERIFY2(error.contains(QStringLiteral("needs 4.3")) && error.contains(QStringLiteral("ulimit -v leaves")), qPrintable(error));
#endif
    const ProgramRun estimate = runAttentionlab({QStringLiteral("model"), folder.path(), QStringLiteral("--text"), QStringLiteral("a"),
                                                 QStringLiteral("--estimate")}, options);
    QCOMPARE(estimate.exitCode, 0);
    const QJsonObject figures = QJsonDocument::fromJson(estimate.out).object();
    QCOMPARE(qint64(figures.value(QStringLiteral("weights")).toDouble()) >= 4LL * (1 << 20) * 1024, true);
    QCOMPARE(figures.value(QStringLiteral("tokens")).toInt(), 1);
}

void TestModelFiles::theEstimateCountsWhatAPassTakes()
{
    // Every matrix of a trace counted by the estimate, whatever the sizes: the estimate of the trace and
    // of the heads' weights is the trace's memory.
    for (const int tokens : {1, 5, 12}) {
        QTemporaryDir folder;
        TinyGpt2Checkpoint checkpoint;
        checkpoint.randomize(4);
        QVERIFY(checkpoint.write(folder.path()));
        const Gpt2LoadResult loaded = loadGpt2Folder(folder.path());
        QVERIFY(loaded.model);
        CpuEngine engine;
        const ModelTrace trace = runModel(*loaded.model, std::vector<int>(size_t(tokens), 65), engine);
        const ModelMemoryEstimate estimate = estimateModelMemory(loaded.model->config, loaded.model->weightBytes, 0, tokens);
        QCOMPARE(estimate.trace + estimate.headWeights, traceBytes(trace));
        // The weights are every tensor's floats.
        qint64 floats = 0;
        for (const auto &[name, values] : checkpoint.tensors)
            floats += values.size();
        QCOMPARE(estimate.weights, floats * 4);
    }
}

void TestModelFiles::outNeverReplacesACheckpointFile_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("command"); // OUT stands for --out's file, FOLDER for the good checkpoint
    QTest::addColumn<QString>("kind");
    const QStringList model{"model", "FOLDER", "--text", "the", "--out", "OUT"};
    const QStringList compute{"compute", examplesFolder() + "/01-alignment.json", "--out", "OUT"};
    QTest::newRow("model onto another checkpoint's weights") << "model.safetensors" << model << "a safetensors checkpoint";
    QTest::newRow("compute onto weights") << "x.safetensors" << compute << "a safetensors checkpoint";
    QTest::newRow("model onto a vocabulary") << "vocab.json" << model << "a tokenizer's vocabulary";
    QTest::newRow("compute onto merges") << "merges.txt" << compute << "a tokenizer's merges";
    QTest::newRow("compute onto a configuration") << "config.json" << compute << "a model's configuration";
    QTest::newRow("model onto a SentencePiece model") << "source.spm" << model << "a SentencePiece tokenizer";
}

void TestModelFiles::outNeverReplacesACheckpointFile()
{
    QFETCH(QString, file);
    QFETCH(QStringList, command);
    QFETCH(QString, kind);
    QTemporaryDir folder, other;
    TinyGpt2Checkpoint checkpoint;
    checkpoint.randomize(6);
    QVERIFY(checkpoint.write(folder.path()) && checkpoint.write(other.path()));
    const QString out = other.filePath(file);
    if (!QFileInfo::exists(out))
        QVERIFY(replaceContents(out, other.filePath(QStringLiteral("model.safetensors")).endsWith(file) ? QByteArray() : QByteArray("weights\n")));
    const QByteArray before = digestOf(out);
    command.replaceInStrings(QStringLiteral("FOLDER"), folder.path());
    command.replaceInStrings(QStringLiteral("OUT"), out);
    const ProgramRun run = runAttentionlab(command);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("--out %1: is %2").arg(out, kind)), qPrintable(run.err));
    QCOMPARE(digestOf(out), before);
}

void TestModelFiles::outThroughALinkToNothingIsRefused()
{
    QTemporaryDir folder;
    const QString loop = folder.filePath(QStringLiteral("loop.json"));
    QVERIFY(QFile::link(loop, loop));
    const ProgramRun run = runAttentionlab({QStringLiteral("compute"), examplesFolder() + QStringLiteral("/01-alignment.json"),
                                            QStringLiteral("--out"), loop});
    QCOMPARE(run.exitCode, 4);
    QVERIFY2(run.err.contains(QStringLiteral("is a symbolic link that leads nowhere")), qPrintable(run.err));
    QVERIFY(QFileInfo(loop).isSymLink());
}

void TestModelFiles::replacingAFileKeepsItsOwnerAndNamesItsLinks()
{
    QTemporaryDir folder;
    const QString out = folder.filePath(QStringLiteral("result.json")), other = folder.filePath(QStringLiteral("other-name.json"));
    QVERIFY(replaceContents(out, "{}\n"));
    QVERIFY(::link(QFile::encodeName(out).constData(), QFile::encodeName(other).constData()) == 0);
    // Another user's file (where this test may make one: as root): the new file keeps its owner.
    const bool root = ::geteuid() == 0;
    if (root)
        QCOMPARE(::chown(QFile::encodeName(out).constData(), 65534, 65534), 0);
    const ProgramRun run = runAttentionlab({QStringLiteral("compute"), examplesFolder() + QStringLiteral("/01-alignment.json"),
                                            QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains(QStringLiteral("has 2 names (hard links)")), qPrintable(run.err));
    QFile kept(other);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("{}\n"));
    QVERIFY(QFileInfo(out).size() > 100);
    if (root) {
        struct stat status {};
        QCOMPARE(::stat(QFile::encodeName(out).constData(), &status), 0);
        QCOMPARE(int(status.st_uid), 65534);
        QCOMPARE(int(status.st_gid), 65534);
    }
}

void TestModelFiles::aLowTemperatureRanksByTheLogits()
{
    QTemporaryDir folder;
    TinyGpt2Checkpoint checkpoint;
    checkpoint.randomize(7);
    QVERIFY(checkpoint.write(folder.path()));
    const auto next = [&](const QString &temperature) {
        const ProgramRun run = runAttentionlab({QStringLiteral("model"), folder.path(), QStringLiteral("--text"), QStringLiteral("the cat"),
                                                QStringLiteral("--temperature"), temperature, QStringLiteral("--top"), QStringLiteral("5")});
        QList<int> ids;
        for (const QJsonValue &token : QJsonDocument::fromJson(run.out).object().value(QStringLiteral("next")).toArray())
            ids << token.toObject().value(QStringLiteral("id")).toInt();
        return ids;
    };
    // At 0.001 every probability after the first is 0 in float32; the order is still that of the logits,
    // which a temperature of 1 shows (it divides every logit alike).
    const QList<int> cold = next(QStringLiteral("0.001")), warm = next(QStringLiteral("1"));
    QCOMPARE(cold.size(), 5);
    QCOMPARE(cold, warm);
    // The case the ranking is about: at 0.001 the runners-up's probabilities are 0.
    const ProgramRun run = runAttentionlab({QStringLiteral("model"), folder.path(), QStringLiteral("--text"), QStringLiteral("the cat"),
                                            QStringLiteral("--temperature"), QStringLiteral("0.001"), QStringLiteral("--top"), QStringLiteral("5")});
    const QJsonArray listed = QJsonDocument::fromJson(run.out).object().value(QStringLiteral("next")).toArray();
    for (qsizetype rank = 1; rank < listed.size(); ++rank)
        QCOMPARE(listed[rank].toObject().value(QStringLiteral("p")).toDouble(), 0.0);
}

void TestModelFiles::longMergeChainsTokenizeInLinearTime()
{
    // A chain of 4095 merges ("b a", "ba a", "baa a", ...), each round joining one pair, and 30 words of
    // "b" and 3999 a's: the reference scans the whole word again after each of its 3999 joins (27 s for
    // such a text); joined through a heap, well under a second. Each word becomes one token, as the
    // reference makes it.
    QTemporaryDir folder;
    const int merges = 4095;
    QJsonObject vocabulary{{QStringLiteral("a"), 0}, {QStringLiteral("b"), 1}, {QStringLiteral("."), 2}};
    QByteArray chain = "#version: 0.2\n", piece = "b";
    for (int index = 0; index < merges; ++index) {
        chain += piece + " a\n";
        piece += 'a';
        vocabulary[QString::fromLatin1(piece)] = 3 + index;
    }
    QVERIFY(replaceContents(folder.filePath(QStringLiteral("vocab.json")), QJsonDocument(vocabulary).toJson()));
    QVERIFY(replaceContents(folder.filePath(QStringLiteral("merges.txt")), chain));
    const TokenizerReadResult read = BytePairTokenizer::read(folder.filePath(QStringLiteral("vocab.json")),
                                                             folder.filePath(QStringLiteral("merges.txt")), 3 + merges);
    QVERIFY2(read.tokenizer, qPrintable(read.error));
    const QString word = u'b' + QString(3999, u'a');
    QStringList words;
    for (int index = 0; index < 30; ++index)
        words << word;
    QElapsedTimer clock;
    clock.start();
    QString error;
    const std::vector<Token> tokens = read.tokenizer->encode(words.join(u'.'), &error);
    QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(tokens.size(), size_t(30 + 29));
    for (size_t index = 0; index < tokens.size(); ++index)
        QCOMPARE(tokens[index].text, index % 2 == 0 ? word : QStringLiteral("."));
}

/// The reference's merging, as GPT-2's encoder.py writes it: join every occurrence, left to right, of the
/// listed pair of lowest rank, until none is left.
QStringList referenceMerge(const QString &word, const QHash<QString, int> &ranks)
{
    QStringList pieces;
    for (QChar character : word)
        pieces << QString(character);
    for (;;) {
        int best = std::numeric_limits<int>::max();
        QString left, right;
        for (qsizetype i = 0; i + 1 < pieces.size(); ++i)
            if (const int rank = ranks.value(pieces[i] + u' ' + pieces[i + 1], -1); rank >= 0 && rank < best) {
                best = rank;
                left = pieces[i];
                right = pieces[i + 1];
            }
        if (best == std::numeric_limits<int>::max())
            return pieces;
        QStringList merged;
        for (qsizetype i = 0; i < pieces.size(); ++i) {
            if (i + 1 < pieces.size() && pieces[i] == left && pieces[i + 1] == right) {
                merged << left + right;
                ++i;
            } else {
                merged << pieces[i];
            }
        }
        pieces = merged;
    }
}

void TestModelFiles::mergingMatchesTheReferenceOnRandomMerges()
{
    // Random merges over three letters, in any order (a crafted file may list "aa a" before "a a"), and
    // random words: the heap's rounds give the reference's pieces every time.
    std::mt19937 random(2026);
    for (int trial = 0; trial < 200; ++trial) {
        QStringList pieces{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
        QStringList merges;
        QHash<QString, int> ranks;
        for (int index = 0; index < 12; ++index) {
            const QString left = pieces[qsizetype(random() % pieces.size())], right = pieces[qsizetype(random() % pieces.size())];
            const QString pair = left + u' ' + right;
            merges << pair;
            if (!ranks.contains(pair))
                ranks.insert(pair, int(merges.size()) + 1); // its line: after "#version"
            if (!pieces.contains(left + right))
                pieces << left + right;
        }
        std::shuffle(merges.begin(), merges.end(), random);
        ranks.clear();
        for (qsizetype index = 0; index < merges.size(); ++index)
            if (!ranks.contains(merges[index]))
                ranks.insert(merges[index], int(index) + 2);
        QJsonObject vocabulary;
        for (qsizetype index = 0; index < pieces.size(); ++index)
            vocabulary[pieces[index]] = int(index);
        QTemporaryDir folder;
        QVERIFY(replaceContents(folder.filePath(QStringLiteral("vocab.json")), QJsonDocument(vocabulary).toJson()));
        QVERIFY(replaceContents(folder.filePath(QStringLiteral("merges.txt")), "#version: 0.2\n" + merges.join(u'\n').toUtf8() + '\n'));
        const TokenizerReadResult read = BytePairTokenizer::read(folder.filePath(QStringLiteral("vocab.json")),
                                                                 folder.filePath(QStringLiteral("merges.txt")), int(pieces.size() + merges.size()));
        QVERIFY2(read.tokenizer, qPrintable(read.error));
        QString word;
        for (int letter = 0, length = 1 + int(random() % 24); letter < length; ++letter)
            word += QChar(u'a' + char16_t(random() % 3));
        QString error;
        QStringList ours;
        for (const Token &token : read.tokenizer->encode(word, &error))
            ours << token.text;
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(ours, referenceMerge(word, ranks));
    }
}

void TestModelFiles::tokenNamesHoldNoCharacterThatLies_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected");
    QTest::newRow("right-to-left override") << QStringLiteral("\u202Eevil") << "contains U+202E, an invisible character";
    QTest::newRow("zero-width space") << QStringLiteral("ca\u200Bt") << "contains U+200B";
    QTest::newRow("soft hyphen") << QStringLiteral("ca\u00ADt") << "contains U+00AD";
    QTest::newRow("line separator") << QStringLiteral("a\u2028b") << "contains U+2028";
    QTest::newRow("noncharacter") << QStringLiteral("a\uFFFF") << "contains U+FFFF, which Unicode keeps out of text";
    QTest::newRow("a tag character") << QString::fromUcs4(U"a\U000E0041") << "contains U+E0041";
    QTest::newRow("a control character") << QStringLiteral("a\u0001") << "contains a control character (U+0001)";
}

void TestModelFiles::tokenNamesHoldNoCharacterThatLies()
{
    QFETCH(QString, name);
    QFETCH(QString, expected);
    const std::optional<ScenarioProblem> problem = checkTokenName(name, QStringLiteral("source.tokens[0]"));
    QVERIFY(problem);
    QVERIFY2(problem->toString().contains(expected), qPrintable(problem->toString()));
    // A model's token with such a character is labelled with it written out, so that its scenario reads.
    const QString label = tokenLabel(Token{0, name});
    QVERIFY2(!checkTokenName(label, QStringLiteral("label")), qPrintable(label));
}

void TestModelFiles::theLanguageModelReaderFollowsTheScenarioRules_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a control character") << QStringLiteral("a\u0001") << "vocabulary[3]: contains a control character";
    QTest::newRow("a direction override") << QStringLiteral("\u202Eevil") << "vocabulary[3]: contains U+202E";
    QTest::newRow("100,000 characters") << QString(100000, u'x') << "vocabulary[3]: \"xxxxxxxxxxxxxxxx…\" has 100000 characters";
}

void TestModelFiles::theLanguageModelReaderFollowsTheScenarioRules()
{
    QFETCH(QString, word);
    QFETCH(QString, expected);
    LanguageModelSettings settings;
    settings.steps = 1;
    LanguageModelTrainer trainer(settings);
    trainer.step();
    QJsonObject file = QJsonDocument::fromJson(writeLanguageModel(languageModelFile(trainer, trainer.evaluateAndRecord()))).object();
    QJsonArray vocabulary = file.value(QStringLiteral("vocabulary")).toArray();
    vocabulary[3] = word;
    file[QStringLiteral("vocabulary")] = vocabulary;
    const LanguageModelReadResult read = readLanguageModel(QJsonDocument(file).toJson(), QStringLiteral("m.json"));
    QVERIFY(!read.model);
    QVERIFY2(read.error.contains(expected), qPrintable(read.error));
}

void TestModelFiles::aFileOfZerosIsRefusedFromItsFirstBytes()
{
    // 256 MiB of NUL bytes, the scenario's limit, written sparse: refused from the first piece read. Read
    // in a child process, whose peak resident set starts at what it holds when it begins (a high-water mark
    // of this process could hide the read's).
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("zeros.json"));
    QVERIFY(replaceContents(path, QByteArray()));
    QVERIFY(QFile::resize(path, 256LL << 20));
    int pipe[2];
    QCOMPARE(::pipe(pipe), 0);
    const pid_t child = ::fork();
    QVERIFY(child >= 0);
    if (child == 0) {
        const qint64 before = peakResidentBytes();
        QElapsedTimer clock;
        clock.start();
        QString error;
        const bool refused = !readRegularFile(path, 256LL << 20, QStringLiteral("scenario"), &error) &&
                             error.contains(QStringLiteral(":1:1: a NUL byte"));
        const qint64 report[3] = {refused ? 1 : 0, peakResidentBytes() - before, clock.elapsed()};
        [[maybe_unused]] const ssize_t written = ::write(pipe[1], report, sizeof report);
        ::_exit(0);
    }
    ::close(pipe[1]);
    qint64 report[3] = {};
    QCOMPARE(::read(pipe[0], report, sizeof report), ssize_t(sizeof report));
    ::close(pipe[0]);
    int status = 0;
    ::waitpid(child, &status, 0);
    QCOMPARE(report[0], qint64(1));
    QVERIFY2(report[1] < (16LL << 20), qPrintable(QString::number(report[1])));
    QVERIFY2(report[2] < 1000, qPrintable(QString::number(report[2])));
}

void TestModelFiles::aSettingsFileThatIsNoRegularFileIsLeftAside()
{
    // QSettings opens its file with a blocking open as soon as it is made: a FIFO there had held every
    // command and the window for ever.
    QTemporaryDir home;
    QVERIFY(QDir(home.path()).mkpath(QStringLiteral("AttentionLab")));
    const QString settings = home.filePath(QStringLiteral("AttentionLab/attentionlab.conf"));
    QCOMPARE(::mkfifo(QFile::encodeName(settings).constData(), 0600), 0);
    ProgramOptions options;
    options.timeoutMilliseconds = 10000;
    options.environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path());
    const ProgramRun run = runAttentionlab({QStringLiteral("export"), examplesFolder() + QStringLiteral("/01-alignment.json"),
                                            QStringLiteral("--out"), home.filePath(QStringLiteral("figure.png"))}, options);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains(settings + QStringLiteral(": is not a regular file; the settings are kept elsewhere")), qPrintable(run.err));
    QVERIFY(QFileInfo(home.filePath(QStringLiteral("figure.png"))).size() > 0);
    struct stat status {};
    QCOMPARE(::stat(QFile::encodeName(settings).constData(), &status), 0);
    QVERIFY(S_ISFIFO(status.st_mode));
}

void TestModelFiles::theSmallerFaults_data()
{
    QTest::addColumn<QStringList>("arguments"); // EXAMPLE stands for the first lesson
    QTest::addColumn<QStringList>("environment"); // NAME=VALUE
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message"); // on standard output for exit 0, else on standard error
    for (const char *command : {"compute", "export", "model", "bench", "devices", "lm", "train-lm", "language"})
        QTest::newRow(qPrintable(QStringLiteral("%1 --help-all").arg(QLatin1String(command))))
            << QStringList{QLatin1String(command), "--help-all"} << QStringList() << 0 << "Usage:";
    QTest::newRow("bench --model without --text, as model") << QStringList{"bench", "--model", "/nowhere"} << QStringList() << 1
                                                             << "bench --model: --text is required";
    QTest::newRow("--text without a model window") << QStringList{"EXAMPLE", "--text", "a"} << QStringList{"QT_QPA_PLATFORM=offscreen"} << 1
                                                   << "--text: only with --model FOLDER or --language-model open|train";
    QTest::newRow("a kernel that is not there, in devices") << QStringList{"devices"} << QStringList{"ATTN_CPU_KERNEL=bogus"} << 0
                                                            << "cpu  unavailable to the commands: ATTN_CPU_KERNEL=bogus names no kernel";
    QTest::newRow("a kernel that is not there, in compute") << QStringList{"compute", "EXAMPLE"} << QStringList{"ATTN_CPU_KERNEL=bogus"} << 1
                                                            << "ATTN_CPU_KERNEL=bogus names no kernel";
#ifdef ATTN_HAVE_OPENCL
    QTest::newRow("PoCL's cache in /dev/null") << QStringList{"compute", "EXAMPLE", "--engine", "opencl"} << QStringList{"POCL_CACHE_DIR=/dev/null"}
                                               << 3 << "PoCL's kernel cache /dev/null cannot be written";
#endif
}

void TestModelFiles::theSmallerFaults()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, environment);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    arguments.replaceInStrings(QStringLiteral("EXAMPLE"), examplesFolder() + QStringLiteral("/01-alignment.json"));
    ProgramOptions options;
    for (const QString &setting : environment)
        options.environment.insert(setting.section(u'=', 0, 0), setting.section(u'=', 1));
    const ProgramRun run = runAttentionlab(arguments, options);
    QCOMPARE(run.exitCode, exitCode);
    const QString said = exitCode == 0 ? QString::fromUtf8(run.out) : run.err;
    QVERIFY2(said.contains(message), qPrintable(said));
}

void TestModelFiles::aCheckpointCutWhileItIsReadIsAnError()
{
    // The weights cut while they are read (a mapped file had ended the program with SIGBUS, exit 135): the
    // reader and the command line say that the file changed, and the command exits 2, at once. 256 MB of
    // float16 are read in pieces; the cut comes when 32 MB more than before the reading have been read.
    QTemporaryDir folder;
    const QString weights = folder.filePath(QStringLiteral("model.safetensors"));
    constexpr qint64 kReadBeforeTheCut = 32 << 20;
    const QString changed = QStringLiteral("model.safetensors: the file changed while it was read");

    QVERIFY(writeSparseFloat16Checkpoint(folder.path(), 1 << 18, 512));
    const qint64 before = bytesReadBy();
    Gpt2LoadResult loaded;
    std::atomic<bool> done = false;
    std::thread reading([&] {
        loaded = loadGpt2Folder(folder.path());
        done = true;
    });
    bool cut = false;
    while (!done && !cut) {
        if (bytesReadBy() - before > kReadBeforeTheCut)
            cut = QFile::resize(weights, 4096);
        ::usleep(200);
    }
    reading.join();
    QVERIFY2(cut, "the reading ended before the cut");
    QVERIFY(!loaded.model);
    QVERIFY2(loaded.error.contains(changed), qPrintable(loaded.error));

    QVERIFY(writeSparseFloat16Checkpoint(folder.path(), 1 << 18, 512));
    QProcess process;
    process.setProcessEnvironment(programEnvironment());
    process.start(attentionlabBinary(), {QStringLiteral("model"), folder.path(), QStringLiteral("--text"), QStringLiteral("the cat")});
    QVERIFY(process.waitForStarted());
    cut = false;
    while (process.state() == QProcess::Running && !cut) {
        if (bytesReadBy(process.processId()) > kReadBeforeTheCut)
            cut = QFile::resize(weights, 4096);
        ::usleep(200);
    }
    QElapsedTimer clock;
    clock.start();
    QVERIFY(process.waitForFinished(20000));
    QVERIFY2(cut, "the command had read the weights before the cut");
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 2);
    const QString err = QString::fromLocal8Bit(process.readAllStandardError());
    QVERIFY2(err.contains(changed), qPrintable(err));
    QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
}

void TestModelFiles::aLongMergeChainThroughTheCommandLine()
{
    // The command line's side of longMergeChainsTokenizeInLinearTime: a checkpoint of a 4095-merge chain
    // and ten words of 4000 characters each joined by it, which the reference takes 9 s for, in a second.
    QTemporaryDir folder;
    QVERIFY(mergeChainCheckpoint(4095, 24).write(folder.path()));
    QElapsedTimer clock;
    clock.start();
    const ProgramRun run = runAttentionlab({QStringLiteral("model"), folder.path(), QStringLiteral("--text"), mergeChainText(10, 4000),
                                            QStringLiteral("--top"), QStringLiteral("1")});
    QCOMPARE(run.exitCode, 0);
#if !defined(__SANITIZE_ADDRESS__)
    QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
#endif
    const QJsonArray tokens = QJsonDocument::fromJson(run.out).object().value(QStringLiteral("tokens")).toArray();
    QCOMPARE(tokens.size(), 10 + 9);
    for (qsizetype index = 0; index < tokens.size(); ++index)
        QCOMPARE(tokens[index].toObject().value(QStringLiteral("text")).toString().size(), index % 2 == 0 ? 4000 : 1);
}

void TestModelFiles::textThatLiesIsWrittenOutInTheScenario()
{
    // A text with a right-to-left override, a zero-width space, a line separator and a soft hyphen: the
    // scenario `model --scenario head` writes names them written out (\u202e), and compute reads it.
    QTemporaryDir folder;
    TinyGpt2Checkpoint checkpoint;
    checkpoint.positions = 40;
    checkpoint.merges << mergesOfTheCharactersThatLie();
    checkpoint.randomize(6);
    QVERIFY(checkpoint.write(folder.path()));
    const QString scenario = folder.filePath(QStringLiteral("head.json"));
    const ProgramRun written = runAttentionlab({QStringLiteral("model"), folder.path(), QStringLiteral("--text"), textThatLies(),
                                                QStringLiteral("--scenario"), QStringLiteral("head"), QStringLiteral("--out"), scenario});
    QVERIFY2(written.exitCode == 0, qPrintable(written.err));
    QFile file(scenario);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonArray tokens = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("source")).toObject().value(QStringLiteral("tokens")).toArray();
    QString names;
    for (const QJsonValue &token : tokens) {
        QVERIFY2(!checkTokenName(token.toString(), QStringLiteral("token")), qPrintable(token.toString()));
        names += token.toString();
    }
    for (const char *written : {"\\u202e", "\\u200b", "\\u2028", "\\u00ad"})
        QVERIFY2(names.contains(QLatin1String(written)), qPrintable(names));
    const ProgramRun computed = runAttentionlab({QStringLiteral("compute"), scenario});
    QVERIFY2(computed.exitCode == 0, qPrintable(computed.err));
}

QTEST_GUILESS_MAIN(TestModelFiles)
#include "tst_modelfiles.moc"
