#include "CommandLine.h"
#include "SubcommandSupport.h"
#include "engine/RandomAttentionInputs.h"
#include "engine/Timing.h"
#include "model/Gpt2Checkpoint.h"
#include "io/SystemMemory.h"
#include "model/ModelMemory.h"
#include "model/TransformerForward.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QElapsedTimer>
#include <algorithm>
#include <sys/resource.h>
#include <vector>

#ifdef ATTN_HAVE_CBLAS
#include <cblas.h>
#endif

namespace attn::cli {
namespace {

void addTiming(QJsonObject &report, const Timing &timing, int repeat, const Engine &engine)
{
    report.insert(QStringLiteral("engine"), engine.name());
    report.insert(QStringLiteral("device"), engine.description());
    report.insert(QStringLiteral("threads"), engine.threadCount());
    report.insert(QStringLiteral("kernel_build_ms"), engine.kernelBuildMilliseconds());
    report.insert(QStringLiteral("repeat"), repeat);
    report.insert(QStringLiteral("first_ms"), timing.firstMs);
    report.insert(QStringLiteral("median_ms"), timing.medianMs);
    report.insert(QStringLiteral("min_ms"), timing.minMs);
}

int benchScenario(Engine &engine, const QString &path, int repeat)
{
    const std::optional<Scenario> scenario = loadScenarioOrReport(path);
    if (!scenario)
        return InvalidInput;
    const Timing timing = timeRepeated(repeat, [&] { engine.run(*scenario); });
    QJsonObject report{{QStringLiteral("case"), QStringLiteral("scenario")},
                       {QStringLiteral("file"), path},
                       {QStringLiteral("queries"), int(scenario->querySequence().tokens.size())},
                       {QStringLiteral("keys"), int(scenario->source.tokens.size())},
                       {QStringLiteral("d_model"), int(scenario->dModel())},
                       {QStringLiteral("heads"), scenario->headCount()}};
    addTiming(report, timing, repeat, engine);
    report.insert(QStringLiteral("median_us"), timing.medianMs * 1000);
    printOut(QJsonDocument(report).toJson(QJsonDocument::Indented));
    return Done;
}

/// A GPT-2 checkpoint on a text: reading the folder, then the forward pass that fills every layer's and
/// head's weights (what the window's layer x head grid shows).
int benchModel(Engine &engine, const QString &folder, const QString &text, int repeat)
{
    QElapsedTimer clock;
    clock.start();
    const Gpt2LoadResult loaded = loadGpt2Folder(folder);
    const double loadMs = double(clock.nsecsElapsed()) / 1e6;
    if (!loaded.model) {
        printError(loaded.error);
        return InvalidInput;
    }
    QString problem;
    const std::vector<int> ids = tokenIds(modelTokens(*loaded.model, text, &problem));
    if (!problem.isEmpty()) {
        printError(QStringLiteral("--text: %1").arg(problem));
        return InvalidInput;
    }
    const Gpt2Config &config = loaded.model->config;
    // Into one trace, as a window recomputing for an edited text would.
    ModelTrace trace;
    const Timing timing = timeRepeated(repeat, [&] { runModel(*loaded.model, ids, engine, trace); });
    QJsonObject report{{QStringLiteral("case"), QStringLiteral("model")},
                       {QStringLiteral("folder"), folder},
                       {QStringLiteral("layers"), config.layers},
                       {QStringLiteral("heads"), config.heads},
                       {QStringLiteral("width"), config.width},
                       {QStringLiteral("tokens"), int(ids.size())},
                       {QStringLiteral("load_ms"), loadMs}};
    addTiming(report, timing, repeat, engine);
    // The estimate the reader and the pass check memory against, beside what the process held at its most.
    const ModelMemoryEstimate estimate =
        estimateModelMemory(*loaded.model, int(ids.size()));
    report.insert(QStringLiteral("estimated_bytes"), estimate.total());
    report.insert(QStringLiteral("peak_resident_bytes"), peakResidentBytes());
    printOut(QJsonDocument(report).toJson(QJsonDocument::Indented));
    return Done;
}

/// The most memory this process has held so far, in MiB.
double peakResidentMiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0; // kilobytes on Linux
}

/// The machine's SGEMM rate on the shape attention multiplies most: S_h = Q_h K_h^T for every head
/// (n x d times d x n), timed like the attention itself. OpenBLAS chooses its kernel for this processor.
QJsonObject benchMatchingGemm(const std::vector<float> &q, const std::vector<float> &k, long long n, int dHead,
                              int heads, int repeat)
{
#ifdef ATTN_HAVE_CBLAS
    std::vector<float> product(size_t(n) * size_t(n));
    const Timing timing = timeRepeated(repeat, [&] {
        for (int h = 0; h < heads; ++h) {
            const size_t offset = size_t(h) * size_t(n) * size_t(dHead);
            cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, int(n), int(n), dHead, 1.0f, q.data() + offset,
                        dHead, k.data() + offset, dHead, 0.0f, product.data(), int(n));
        }
    });
    const double flop = 2.0 * double(n) * double(n) * dHead * heads;
    return {{QStringLiteral("library"), QStringLiteral("OpenBLAS (%1)").arg(QString::fromLatin1(openblas_get_config()).trimmed())},
            {QStringLiteral("shape"), QStringLiteral("%1 x (%2 x %3) x (%3 x %2)").arg(heads).arg(n).arg(dHead)},
            {QStringLiteral("median_ms"), timing.medianMs},
            {QStringLiteral("gflops"), flop / (timing.medianMs * 1e6)}};
#else
    Q_UNUSED(q) Q_UNUSED(k) Q_UNUSED(n) Q_UNUSED(dHead) Q_UNUSED(heads) Q_UNUSED(repeat)
    return {{QStringLiteral("error"), QStringLiteral("built without OpenBLAS (Debian: libopenblas-dev)")}};
#endif
}

/// FLOPs of attention alone: Q K^T and P V are each 2 n_q n_k d multiply-adds per head, so 4 n^2 d
/// unmasked. Causal counts only the pairs a query may see, n (n + 1) / 2 of them, diagonal included.
double attentionFlop(long long n, int dHead, int heads, bool causal)
{
    const double pairs = causal ? double(n) * double(n + 1) / 2 : double(n) * double(n);
    return 4.0 * pairs * dHead * heads;
}

int benchAttention(Engine &engine, long long n, int dHead, int heads, bool causal, int repeat, bool compare)
{
    const double residentBefore = peakResidentMiB();
    RandomAttentionInputs inputs(heads, n, dHead);
    const AttentionBatch batch = inputs.batch(causal);
    std::vector<double> kernelMs; // the device's own time per run, for engines that have one
    const Timing timing = timeRepeated(repeat, [&] {
        engine.attend(batch);
        if (const std::optional<double> ms = engine.lastKernelMilliseconds())
            kernelMs.push_back(*ms);
    });
    const double flop = attentionFlop(n, dHead, heads, causal);
    QJsonObject report{{QStringLiteral("case"), QStringLiteral("attention")},
                       {QStringLiteral("n"), double(n)},
                       {QStringLiteral("d_head"), dHead},
                       {QStringLiteral("heads"), heads},
                       {QStringLiteral("causal"), causal},
                       {QStringLiteral("flop"), flop},
                       {QStringLiteral("flop_count"),
                        causal ? QStringLiteral("4 * d * n(n+1)/2 per head (visible pairs only)")
                               : QStringLiteral("4 * d * n^2 per head")},
                       {QStringLiteral("gflops"), flop / (timing.medianMs * 1e6)}};
    addTiming(report, timing, repeat, engine);
    if (kernelMs.size() > 1) {
        // Like the wall-clock median, of the repeats: the first run's kernels include first-launch work.
        kernelMs.erase(kernelMs.begin());
        const double kernelMedian = median(kernelMs);
        report.insert(QStringLiteral("kernel_median_ms"), kernelMedian);
        report.insert(QStringLiteral("kernel_gflops"), flop / (kernelMedian * 1e6));
    }
    // What the process needed beyond itself, next to what Q, K, V and the output take: the difference
    // is the engine's working memory, and stays far below an n x n matrix.
    report.insert(QStringLiteral("arrays_mib"), double(inputs.bytes()) / (1 << 20));
    report.insert(QStringLiteral("peak_rss_mib"), peakResidentMiB());
    report.insert(QStringLiteral("rss_before_arrays_mib"), residentBefore);
    report.insert(QStringLiteral("square_matrix_mib"), double(n) * double(n) * sizeof(float) / (1 << 20));
    if (compare) {
        const QJsonObject gemm = benchMatchingGemm(inputs.queries(), inputs.keys(), n, dHead, heads, repeat);
        report.insert(QStringLiteral("gemm"), gemm);
        if (gemm.contains(QStringLiteral("gflops")))
            report.insert(QStringLiteral("ratio_to_gemm"), report.value(QStringLiteral("gflops")).toDouble() /
                                                               gemm.value(QStringLiteral("gflops")).toDouble());
    }
    printOut(QJsonDocument(report).toJson(QJsonDocument::Indented));
    return Done;
}

/// Whether every option given is read by what is timed; reports the first that is not, so that --n 4 beside
/// --scenario is not ignored, the scenario timed as if it were not there.
bool benchReadsItsOptionsOrReport(const QCommandLineParser &parser)
{
    const bool scenario = parser.isSet(QStringLiteral("scenario")), model = parser.isSet(QStringLiteral("model"));
    if (scenario && model) {
        printError(QStringLiteral("--scenario and --model: give one of them"));
        return false;
    }
    if (parser.isSet(QStringLiteral("text")) && !model) {
        printError(QStringLiteral("--text: it is for --model"));
        return false;
    }
    if (model && !parser.isSet(QStringLiteral("text"))) { // a usage error, as `model` without --text is
        printError(QStringLiteral("bench --model: --text is required"));
        return false;
    }
    for (const QString &option : {QStringLiteral("n"), QStringLiteral("d-head"), QStringLiteral("heads"), QStringLiteral("causal"),
                                 QStringLiteral("compare")}) {
        if (parser.isSet(option) && (scenario || model)) {
            printError(QStringLiteral("--%1: --%2 does not use it; it is for attention on random Q, K and V (without --scenario "
                                      "or --model)")
                           .arg(option, scenario ? QStringLiteral("scenario") : QStringLiteral("model")));
            return false;
        }
    }
    return true;
}

} // namespace

int runBench(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Times an engine and prints JSON with median_ms and min_ms (and the untimed first run as first_ms).\n"
        "Either the full pipeline of a scenario (--scenario FILE), attention alone on random Q, K, V\n"
        "of a chosen size (--n N --d-head D --heads H [--causal]), or a GPT-2 checkpoint's forward pass\n"
        "over a text with every layer's and head's weights (--model FOLDER --text TEXT; load_ms is reading it).\n"
        "bench --window times the window instead: see attentionlab bench --window --help."));
    parser.addPositionalArgument(QStringLiteral("bench"), {}, QStringLiteral("bench"));
    parser.addOptions({
        {QStringLiteral("scenario"), QStringLiteral("Time the full pipeline of this scenario file."), QStringLiteral("file")},
        {QStringLiteral("model"), QStringLiteral("Time a GPT-2 checkpoint's forward pass over --text."), QStringLiteral("folder")},
        {QStringLiteral("text"), QStringLiteral("The text for --model."), QStringLiteral("text")},
        {QStringLiteral("n"), QStringLiteral("Sequence length (queries = keys)."), QStringLiteral("N"), QStringLiteral("1024")},
        {QStringLiteral("d-head"), QStringLiteral("Size of each head's vectors."), QStringLiteral("D"), QStringLiteral("64")},
        {QStringLiteral("heads"), QStringLiteral("Number of heads."), QStringLiteral("H"), QStringLiteral("8")},
        {QStringLiteral("causal"), QStringLiteral("Apply the causal mask.")},
        {QStringLiteral("compare"), QStringLiteral("Also time OpenBLAS SGEMM on the matching shape (Q K^T per head) and print the ratio.")},
        {QStringLiteral("repeat"), QStringLiteral("Timed runs after one warm-up run (default 10)."), QStringLiteral("R"), QStringLiteral("10")},
    });
    addEngineOptions(parser);
    if (std::optional<int> stop = parseSubcommand(parser, arguments))
        return *stop;
    if (!takesNoArgumentsOrReport(parser, QStringLiteral("bench")) || !benchReadsItsOptionsOrReport(parser))
        return UsageError;
    const std::optional<long long> repeat = integerOption(parser, QStringLiteral("repeat"), 1, 100000);
    const std::optional<long long> n = integerOption(parser, QStringLiteral("n"), 1, 1 << 20);
    const std::optional<long long> dHead = integerOption(parser, QStringLiteral("d-head"), 1, 1024);
    const std::optional<long long> heads = integerOption(parser, QStringLiteral("heads"), 1, 64);
    if (!repeat || !n || !dHead || !heads)
        return UsageError;
    bool usageError = false;
    const std::unique_ptr<Engine> engine = createEngineOrReport(parser, &usageError);
    if (!engine)
        return usageError ? UsageError : EngineUnavailable;
    try {
        if (parser.isSet(QStringLiteral("model")))
            return benchModel(*engine, parser.value(QStringLiteral("model")), parser.value(QStringLiteral("text")), int(*repeat));
        if (parser.isSet(QStringLiteral("scenario")))
            return benchScenario(*engine, parser.value(QStringLiteral("scenario")), int(*repeat));
        return benchAttention(*engine, *n, int(*dHead), int(*heads), parser.isSet(QStringLiteral("causal")), int(*repeat),
                              parser.isSet(QStringLiteral("compare")));
    } catch (const EngineError &error) {
        printError(QStringLiteral("engine '%1' failed: %2").arg(engine->name(), QString::fromUtf8(error.what())));
        return EngineUnavailable;
    } catch (const ModelMemoryError &error) {
        printError(QStringLiteral("--text: %1").arg(QString::fromUtf8(error.what())));
        return InvalidInput;
    } catch (const std::bad_alloc &) {
        printError(QStringLiteral("not enough memory for Q, K, V and the output at this size"));
        return InvalidInput;
    }
}

} // namespace attn::cli
