#include "OpenClEngine.h"

#include "KernelSources.h"
#include "OpenClDevices.h"
#include "OpenClFaults.h"
#include "OpenClHeaders.h"
#include "engine/FoldedProjections.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <algorithm>
#include <cmath>
#include <optional>
#include <exception>

namespace attn {
namespace {

/// The messages in the language the window speaks (English on the command line); the device's name, the
/// kernel files, build options, OpenCL error names and variables in them stay as they are.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(OpenClEngine)
};

/// Rows per work-item of the CPU kernel: each block of K^T loaded serves this many rows, and their scores
/// must still fit in the vector registers. Measured on PoCL with the row loops unrolled (2-core EPYC,
/// n = 4096, d = 64, 8 heads): 6 rows 64 GFLOP/s, 8 rows 72, 10 rows 76, 12 rows 86, 14 rows 77, 16 rows 66.
constexpr int kRowsPerWorkItem = 12;
/// Work-items per group for the row kernel. PoCL keeps a whole group's private arrays on one thread's
/// stack, and lets groups grow to thousands of items when left to choose: a small fixed group keeps that
/// within bounds and still leaves plenty of groups to spread over the cores.
constexpr int kRowsGroupSize = 8;
/// Work-items per group for the one-row-per-item GPU kernel (flash_tiles.cl), used for heads wider than
/// the register-tiled kernel takes.
constexpr int kTileGroupSize = 64;
/// The register-tiled GPU kernel (flash_register_tiles.cl): blocks of 64 query rows, keys padded to whole
/// tiles of 64, at most 256 work-items per group, heads of at most 64 numbers.
constexpr int kRegisterTileBlock = 64;
constexpr int kRegisterTileItems = 256;
constexpr int kRegisterTileMaxHead = 64;

/// Local memory the register-tiled kernel declares at most for a head of d numbers: Q of the block
/// (64 x d), K then P of the tile (64 x 64), V of the tile (64 x d rounded up to 16), in floats.
qint64 registerTileLocalBytes(int dHead)
{
    const qint64 paddedHead = (dHead + 15) / 16 * 16;
    return (qint64(kRegisterTileBlock) * dHead + qint64(kRegisterTileBlock) * kRegisterTileBlock +
            qint64(kRegisterTileBlock) * paddedHead) *
           qint64(sizeof(float));
}

/// A device buffer that only ever grows, so that recomputes of similar sizes allocate nothing.
struct GrowingBuffer
{
    cl::Buffer buffer;
    size_t bytes = 0;

    void ensure(const cl::Context &context, size_t needed)
    {
        if (needed <= bytes)
            return;
        buffer = cl::Buffer(context, CL_MEM_READ_WRITE, needed);
        bytes = needed;
    }
};

/// Sets a kernel's arguments in order, as its signature lists them.
template <typename... Arguments>
void setArguments(cl::Kernel &kernel, const Arguments &...arguments)
{
    cl_uint index = 0;
    (kernel.setArg(index++, arguments), ...);
}

/// Where each matrix of the lesson path lives, in floats from the start of its buffer.
struct HeadLayout
{
    Eigen::Index dk = 0, dv = 0;
    size_t wq = 0, wk = 0, wv = 0;                                        // in the inputs buffer
    size_t q = 0, k = 0, v = 0, scores = 0, scaled = 0, masked = 0, weights = 0, flags = 0; // in the results
};

struct LessonLayout
{
    /// inputWidth: d_model, plus one where biases are folded into the projections (FoldedProjections).
    Eigen::Index queries = 0, keys = 0, dModel = 0, inputWidth = 0, concatWidth = 0;
    size_t queryInputs = 0, keyValueInputs = 0, wo = 0, inputFloats = 0;
    std::vector<HeadLayout> heads;
    size_t concat = 0, output = 0, resultFloats = 0;
};

LessonLayout planLesson(const FoldedProjections &folded)
{
    LessonLayout layout;
    layout.queries = folded.queryInputs.rows();
    layout.keys = folded.keyValueInputs.rows();
    layout.dModel = folded.wo.cols();
    layout.inputWidth = folded.inputWidth();
    size_t input = 0, result = 0;
    auto take = [](size_t &cursor, Eigen::Index rows, Eigen::Index columns) {
        const size_t at = cursor;
        cursor += size_t(rows) * size_t(columns);
        return at;
    };
    layout.queryInputs = take(input, layout.queries, layout.inputWidth);
    layout.keyValueInputs = take(input, layout.keys, layout.inputWidth);
    for (size_t h = 0; h < folded.wq.size(); ++h) {
        HeadLayout head;
        head.dk = folded.wq[h].cols();
        head.dv = folded.wv[h].cols();
        head.wq = take(input, layout.inputWidth, head.dk);
        head.wk = take(input, layout.inputWidth, head.dk);
        head.wv = take(input, layout.inputWidth, head.dv);
        head.q = take(result, layout.queries, head.dk);
        head.k = take(result, layout.keys, head.dk);
        head.v = take(result, layout.keys, head.dv);
        head.scores = take(result, layout.queries, layout.keys);
        head.scaled = take(result, layout.queries, layout.keys);
        head.masked = take(result, layout.queries, layout.keys);
        head.weights = take(result, layout.queries, layout.keys);
        head.flags = take(result, layout.queries, 1);
        layout.concatWidth += head.dv;
        layout.heads.push_back(head);
    }
    layout.wo = take(input, layout.concatWidth, layout.dModel);
    layout.concat = take(result, layout.queries, layout.concatWidth);
    layout.output = take(result, layout.queries, layout.dModel);
    layout.inputFloats = input;
    layout.resultFloats = result;
    return layout;
}

void pack(std::vector<float> &into, size_t at, const MatrixF &matrix)
{
    Eigen::Map<MatrixF>(into.data() + at, matrix.rows(), matrix.cols()) = matrix;
}

MatrixF unpack(const std::vector<float> &from, size_t at, Eigen::Index rows, Eigen::Index columns)
{
    return Eigen::Map<const MatrixF>(from.data() + at, rows, columns);
}

void drainQueue(cl::CommandQueue &queue) noexcept
{
    try {
        queue.finish();
    } catch (...) {
    }
}

/// Drains the queue when a run leaves by an exception (a fault, a cancellation): a non-blocking write
/// reads host memory until it is done, and that memory is freed as the exception unwinds.
struct DrainOnFailure
{
    cl::CommandQueue &queue;
    const int exceptionsBefore = std::uncaught_exceptions();
    ~DrainOnFailure()
    {
        if (std::uncaught_exceptions() > exceptionsBefore)
            drainQueue(queue);
    }
};

int chosenDeviceIndex(const OpenClOptions &options, const std::vector<cl::Device> &devices)
{
    if (options.deviceIndex >= 0)
        return options.deviceIndex;
    const QByteArray fromEnvironment = qgetenv(kOpenClDeviceVariable);
    if (!fromEnvironment.isEmpty()) {
        bool ok = false;
        const int index = fromEnvironment.toInt(&ok);
        if (!ok || index < 0)
            throw EngineError(Text::tr("%1=%2: expected a device index from 'attentionlab devices'")
                                  .arg(QLatin1String(kOpenClDeviceVariable), QString::fromLocal8Bit(fromEnvironment))
                                  .toStdString());
        return index;
    }
    for (size_t index = 0; index < devices.size(); ++index)
        if (devices[index].getInfo<CL_DEVICE_TYPE>() & CL_DEVICE_TYPE_GPU)
            return int(index);
    return 0;
}

/// An OpenCL call that failed while computing, named with the device and the OpenCL error.
EngineError failedOn(const QString &deviceName, const cl::Error &error)
{
    return EngineError(Text::tr("OpenCL failed on %1: %2 in %3")
                           .arg(deviceName, openClErrorName(error.err()), QLatin1String(error.what()))
                           .toStdString());
}

QString megabytes(qint64 bytes)
{
    return QStringLiteral("%1 MiB").arg(double(bytes) / (1 << 20), 0, 'f', 1);
}

} // namespace

struct OpenClEngine::State
{
    cl::Device device;
    cl::Context context;
    cl::CommandQueue queue;
    OpenClDeviceInfo info;
    FlashKernelFamily family = FlashKernelFamily::RowsPerWorkItem;
    std::map<std::string, cl::Program> programs; ///< by file and build options
    std::map<std::string, cl::Kernel> kernels;   ///< by file, build options and kernel name
    double buildMilliseconds = 0;
    GrowingBuffer inputs, results, q, k, v, out, keysTransposed;
    std::vector<float> hostInputs, hostResults;

    cl::Kernel &kernel(const char *source, const char *fileName, const char *kernelName, const QString &defines);
    cl::Program build(const char *source, const char *fileName, const QString &options);
    void requireAllocation(qint64 bytesPerBuffer, int buffers) const;
    /// Enqueues a kernel of the current computation; its event joins kernelEvents.
    void run(const cl::Kernel &kernel, const cl::NDRange &global, const cl::NDRange &local = cl::NullRange);
    std::vector<cl::Event> kernelEvents; ///< the current computation's kernels, cleared when it starts
    /// The device time of kernelEvents, once the computation's blocking read has returned.
    double kernelMilliseconds() const;
    std::optional<double> lastKernelMs;
    /// Whether this device can run the register-tiled kernel for heads of d numbers.
    bool fitsRegisterTiles(int dHead) const;
    /// The blocking read that ends each computation, where a lost device shows itself.
    void read(const cl::Buffer &buffer, size_t bytes, void *into);
    /// The fault injected when the engine was made: read once, not at every kernel launch.
    OpenClFault fault = injectedOpenClFault();
    bool deviceLost = false; ///< a lost device stays lost
};


cl::Kernel &OpenClEngine::State::kernel(const char *source, const char *fileName, const char *kernelName,
                                        const QString &defines)
{
    const QString options = QStringLiteral("-cl-std=CL1.2 %1 %2")
                                .arg(defines, QString::fromLocal8Bit(qgetenv(kOpenClBuildOptionsVariable)))
                                .trimmed();
    const std::string programKey = std::string(fileName) + '|' + options.toStdString();
    const std::string kernelKey = programKey + '|' + kernelName;
    const auto cached = kernels.find(kernelKey);
    if (cached != kernels.end())
        return cached->second;
    auto program = programs.find(programKey);
    if (program == programs.end())
        program = programs.emplace(programKey, build(source, fileName, options)).first;
    return kernels.emplace(kernelKey, cl::Kernel(program->second, kernelName)).first->second;
}

cl::Program OpenClEngine::State::build(const char *source, const char *fileName, const QString &options)
{
    QElapsedTimer timer;
    timer.start();
    // An injected build failure compiles for real, a source the compiler must reject.
    const std::string text = fault == OpenClFault::BuildFailure
                                 ? std::string("#error \"injected fault: ATTN_OPENCL_FAULT=build-failure\"\n") + source
                                 : std::string(source);
    cl::Program program(context, text);
    try {
        program.build({device}, options.toStdString().c_str());
    } catch (const cl::BuildError &error) {
        QString log;
        for (const auto &[buildDevice, text] : error.getBuildLog())
            log += QString::fromStdString(text);
        // PoCL fails the build, with a log that says nothing of why, when its cache cannot be written.
        const QString cacheProblem = info.platform.startsWith(QLatin1String("Portable Computing Language")) ? poclCacheProblem() : QString();
        throw EngineError((cacheProblem.isEmpty() ? Text::tr("the OpenCL kernel %1 did not build on %2 with options '%3':\n%4")
                                                        .arg(QLatin1String(fileName), info.name, options, log.trimmed())
                                                  : Text::tr("the OpenCL kernel %1 did not build on %2: %3")
                                                        .arg(QLatin1String(fileName), info.name, cacheProblem))
                              .toStdString());
    } catch (const cl::Error &error) {
        throw EngineError(Text::tr("the OpenCL kernel %1 did not build on %2 with options '%3': %4")
                              .arg(QLatin1String(fileName), info.name, options, openClErrorName(error.err()))
                              .toStdString());
    }
    buildMilliseconds += double(timer.nsecsElapsed()) / 1e6;
    return program;
}

void OpenClEngine::State::requireAllocation(qint64 bytesPerBuffer, int buffers) const
{
    if (bytesPerBuffer > info.maxAllocationBytes || bytesPerBuffer * buffers > info.globalMemoryBytes)
        throw EngineError(Text::tr("device out of memory: this needs %1 buffers of %2, and %3 allows at most "
                                   "%4 per buffer and %5 in all")
                              .arg(buffers)
                              .arg(megabytes(bytesPerBuffer), info.name, megabytes(info.maxAllocationBytes),
                                   megabytes(info.globalMemoryBytes))
                              .toStdString());
}

void OpenClEngine::State::run(const cl::Kernel &kernel, const cl::NDRange &global, const cl::NDRange &local)
{
    if (fault == OpenClFault::OutOfResources)
        throw cl::Error(CL_OUT_OF_RESOURCES, "clEnqueueNDRangeKernel");
    cl::Event event;
    queue.enqueueNDRangeKernel(kernel, cl::NullRange, global, local, nullptr, &event);
    kernelEvents.push_back(event);
}

double OpenClEngine::State::kernelMilliseconds() const
{
    double nanoseconds = 0;
    for (const cl::Event &event : kernelEvents)
        nanoseconds += double(event.getProfilingInfo<CL_PROFILING_COMMAND_END>() -
                              event.getProfilingInfo<CL_PROFILING_COMMAND_START>());
    return nanoseconds / 1e6;
}

bool OpenClEngine::State::fitsRegisterTiles(int dHead) const
{
    return dHead <= kRegisterTileMaxHead &&
           qint64(device.getInfo<CL_DEVICE_LOCAL_MEM_SIZE>()) >= registerTileLocalBytes(dHead) &&
           device.getInfo<CL_DEVICE_MAX_WORK_GROUP_SIZE>() >= size_t(kRegisterTileItems);
}

void OpenClEngine::State::read(const cl::Buffer &buffer, size_t bytes, void *into)
{
    if (fault == OpenClFault::DeviceLost)
        deviceLost = true;
    if (deviceLost)
        throw cl::Error(CL_DEVICE_NOT_AVAILABLE, "clEnqueueReadBuffer");
    queue.enqueueReadBuffer(buffer, CL_TRUE, 0, bytes, into);
}

OpenClEngine::OpenClEngine(const OpenClOptions &options) : m_state(std::make_unique<State>())
{
    std::vector<cl::Device> devices;
    try {
        devices = enumerateOpenClDevices();
    } catch (const cl::Error &) {
        throw EngineError(listOpenClDevices().error.toStdString());
    }
    if (devices.empty())
        throw EngineError(listOpenClDevices().error.toStdString());
    const int index = chosenDeviceIndex(options, devices);
    if (index >= int(devices.size()))
        throw EngineError(Text::tr("there is no OpenCL device %1: %2 found (see 'attentionlab devices')")
                              .arg(index)
                              .arg(devices.size())
                              .toStdString());
    try {
        m_state->device = devices[size_t(index)];
        m_state->info = listOpenClDevices().devices.at(size_t(index));
        m_state->context = cl::Context(m_state->device);
        // Profiling costs nothing measurable and gives the kernels' own time, apart from the copies.
        m_state->queue = cl::CommandQueue(m_state->context, m_state->device, CL_QUEUE_PROFILING_ENABLE);
    } catch (const cl::Error &error) {
        throw EngineError(Text::tr("OpenCL device %1 cannot be used: %2")
                              .arg(index)
                              .arg(openClErrorName(error.err()))
                              .toStdString());
    }
    m_state->family = options.family != FlashKernelFamily::Auto ? options.family
                      : m_state->info.type == QLatin1String("GPU") ? FlashKernelFamily::LocalMemoryTiles
                                                                   : FlashKernelFamily::RowsPerWorkItem;
}

OpenClEngine::~OpenClEngine()
{
    // A non-blocking write reads host memory until it is done: nothing may be pending when the engine goes.
    if (m_state->queue())
        drainQueue(m_state->queue);
}

QString OpenClEngine::description() const
{
    return m_state->info.toString();
}

int OpenClEngine::threadCount() const
{
    return m_state->info.computeUnits;
}

qint64 OpenClEngine::deviceBytes() const
{
    const State &s = *m_state;
    return qint64(s.inputs.bytes + s.results.bytes + s.q.bytes + s.k.bytes + s.v.bytes + s.out.bytes +
                  s.keysTransposed.bytes);
}

double OpenClEngine::kernelBuildMilliseconds() const
{
    return m_state->buildMilliseconds;
}

FlashKernelFamily OpenClEngine::flashFamily() const
{
    return m_state->family;
}

AttentionResult OpenClEngine::run(const Scenario &scenario)
{
    State &s = *m_state;
    const DrainOnFailure drainOnFailure{s.queue};
    s.kernelEvents.clear();
    s.lastKernelMs.reset(); // the lesson path does not time its kernels
    const FoldedProjections folded = foldProjections(scenario);
    const LessonLayout layout = planLesson(folded);
    s.requireAllocation(qint64(std::max(layout.inputFloats, layout.resultFloats) * sizeof(float)), 2);
    try {
        cl::Kernel &matmul = s.kernel(kernels::lessonSource, "lesson.cl", "matmul", {});
        cl::Kernel &scores = s.kernel(kernels::lessonSource, "lesson.cl", "scores", {});
        cl::Kernel &softmax = s.kernel(kernels::lessonSource, "lesson.cl", "softmaxRows", {});

        s.hostInputs.resize(layout.inputFloats);
        pack(s.hostInputs, layout.queryInputs, folded.queryInputs);
        pack(s.hostInputs, layout.keyValueInputs, folded.keyValueInputs);
        for (size_t h = 0; h < layout.heads.size(); ++h) {
            pack(s.hostInputs, layout.heads[h].wq, folded.wq[h]);
            pack(s.hostInputs, layout.heads[h].wk, folded.wk[h]);
            pack(s.hostInputs, layout.heads[h].wv, folded.wv[h]);
        }
        pack(s.hostInputs, layout.wo, folded.wo);
        s.inputs.ensure(s.context, layout.inputFloats * sizeof(float));
        s.results.ensure(s.context, layout.resultFloats * sizeof(float));
        s.queue.enqueueWriteBuffer(s.inputs.buffer, CL_FALSE, 0, layout.inputFloats * sizeof(float), s.hostInputs.data());

        // C[i, cColumn + j] = A[i, :] . B[:, j], A and B read from the given buffers.
        auto multiply = [&](const cl::Buffer &a, size_t aAt, const cl::Buffer &b, size_t bAt, size_t cAt,
                            Eigen::Index rows, Eigen::Index inner, Eigen::Index columns, Eigen::Index ldc,
                            Eigen::Index cColumn, bool causal = false) {
            matmul.setArg(0, a);
            matmul.setArg(1, cl_long(aAt));
            matmul.setArg(2, b);
            matmul.setArg(3, cl_long(bAt));
            matmul.setArg(4, s.results.buffer);
            matmul.setArg(5, cl_long(cAt));
            matmul.setArg(6, cl_int(inner));
            matmul.setArg(7, cl_int(columns));
            matmul.setArg(8, cl_int(ldc));
            matmul.setArg(9, cl_int(cColumn));
            matmul.setArg(10, cl_int(causal));
            s.run(matmul, cl::NDRange(size_t(rows), size_t(columns)));
        };
        const cl::Buffer &in = s.inputs.buffer;
        const cl::Buffer &res = s.results.buffer;
        Eigen::Index concatColumn = 0;
        for (const HeadLayout &head : layout.heads) {
            // Enqueueing returns at once: to be stopped between heads, wait for each head's kernels.
            if (isCancellable()) {
                s.queue.finish();
                if (cancellationRequested())
                    throw ComputationCancelled();
            }
            multiply(in, layout.queryInputs, in, head.wq, head.q, layout.queries, layout.inputWidth, head.dk, head.dk, 0);
            multiply(in, layout.keyValueInputs, in, head.wk, head.k, layout.keys, layout.inputWidth, head.dk, head.dk, 0);
            multiply(in, layout.keyValueInputs, in, head.wv, head.v, layout.keys, layout.inputWidth, head.dv, head.dv, 0);
            scores.setArg(0, res);
            scores.setArg(1, cl_long(head.q));
            scores.setArg(2, res);
            scores.setArg(3, cl_long(head.k));
            scores.setArg(4, cl_int(head.dk));
            scores.setArg(5, res);
            scores.setArg(6, cl_long(head.scores));
            scores.setArg(7, cl_long(head.scaled));
            scores.setArg(8, cl_long(head.masked));
            scores.setArg(9, cl_int(layout.keys));
            scores.setArg(10, scenario.scaled ? std::sqrt(float(head.dk)) : 1.0f);
            scores.setArg(11, cl_int(scenario.mode == AttentionMode::Causal));
            s.run(scores, cl::NDRange(size_t(layout.queries), size_t(layout.keys)));
            softmax.setArg(0, res);
            softmax.setArg(1, cl_long(head.masked));
            softmax.setArg(2, res);
            softmax.setArg(3, cl_long(head.weights));
            softmax.setArg(4, res);
            softmax.setArg(5, cl_long(head.flags));
            softmax.setArg(6, cl_int(layout.keys));
            softmax.setArg(7, float(scenario.temperature));
            s.run(softmax, cl::NDRange(size_t(layout.queries)));
            // Each head's output goes straight into its columns of the concatenation.
            multiply(res, head.weights, res, head.v, layout.concat, layout.queries, layout.keys, head.dv,
                     layout.concatWidth, concatColumn, scenario.mode == AttentionMode::Causal);
            concatColumn += head.dv;
        }
        multiply(res, layout.concat, in, layout.wo, layout.output, layout.queries, layout.concatWidth, layout.dModel,
                 layout.dModel, 0);
        s.hostResults.resize(layout.resultFloats);
        s.read(res, layout.resultFloats * sizeof(float), s.hostResults.data());
    } catch (const cl::Error &error) {
        throw failedOn(s.info.name, error);
    }

    AttentionResult result;
    result.engine = name();
    result.concat = unpack(s.hostResults, layout.concat, layout.queries, layout.concatWidth);
    result.output = unpack(s.hostResults, layout.output, layout.queries, layout.dModel);
    addOutputBias(folded, result.output);
    Eigen::Index concatColumn = 0;
    for (const HeadLayout &layoutOfHead : layout.heads) {
        HeadResult head;
        head.q = unpack(s.hostResults, layoutOfHead.q, layout.queries, layoutOfHead.dk);
        head.k = unpack(s.hostResults, layoutOfHead.k, layout.keys, layoutOfHead.dk);
        head.v = unpack(s.hostResults, layoutOfHead.v, layout.keys, layoutOfHead.dv);
        head.scores = unpack(s.hostResults, layoutOfHead.scores, layout.queries, layout.keys);
        head.scaled = unpack(s.hostResults, layoutOfHead.scaled, layout.queries, layout.keys);
        head.masked = unpack(s.hostResults, layoutOfHead.masked, layout.queries, layout.keys);
        head.weights = unpack(s.hostResults, layoutOfHead.weights, layout.queries, layout.keys);
        head.output = result.concat.middleCols(concatColumn, layoutOfHead.dv);
        concatColumn += layoutOfHead.dv;
        for (Eigen::Index row = 0; row < layout.queries; ++row)
            if (s.hostResults[layoutOfHead.flags + size_t(row)] != 0.0f)
                head.fullyMaskedRows.push_back(row);
        result.heads.push_back(std::move(head));
    }
    return result;
}

qint64 OpenClEngine::workingBytes(const AttentionBatch &batch) const
{
    // The row kernel's transposed copy of K, padded to whole blocks of 8 keys; the register-tiled kernel's,
    // padded to whole tiles of 64 keys; the one-row-per-item kernel needs none.
    const qint64 paddedKeys = [&]() -> qint64 {
        if (m_state->family == FlashKernelFamily::RowsPerWorkItem)
            return (batch.keys + 7) / 8 * 8;
        if (m_state->fitsRegisterTiles(batch.dHead))
            return (batch.keys + kRegisterTileBlock - 1) / kRegisterTileBlock * kRegisterTileBlock;
        return 0;
    }();
    return qint64(batch.heads) * batch.dHead * paddedKeys * qint64(sizeof(float));
}

std::optional<double> OpenClEngine::lastKernelMilliseconds() const
{
    return m_state->lastKernelMs;
}

void OpenClEngine::attend(const AttentionBatch &batch)
{
    if (batch.queries <= 0 || batch.keys <= 0 || batch.heads <= 0)
        return;
    State &s = *m_state;
    const DrainOnFailure drainOnFailure{s.queue};
    s.kernelEvents.clear();
    s.lastKernelMs.reset();
    const size_t queryBytes =
        size_t(batch.heads) * size_t(batch.queries) * size_t(batch.dHead) * sizeof(float);
    const size_t keyBytes = size_t(batch.heads) * size_t(batch.keys) * size_t(batch.dHead) * sizeof(float);
    // Q, K, V, the output, and (for the kernels that read it) K^T padded by at most 63 keys.
    s.requireAllocation(
        qint64(std::max(queryBytes, keyBytes)) + 63 * batch.dHead * batch.heads * qint64(sizeof(float)), 5);
    try {
        const QString common =
            QStringLiteral("-DD_HEAD=%1 -DCAUSAL=%2").arg(batch.dHead).arg(batch.causal ? 1 : 0);
        cl::Kernel *flash = nullptr;
        cl::NDRange global, local = cl::NullRange;
        s.q.ensure(s.context, queryBytes);
        s.k.ensure(s.context, keyBytes);
        s.v.ensure(s.context, keyBytes);
        s.out.ensure(s.context, queryBytes);
        s.queue.enqueueWriteBuffer(s.q.buffer, CL_FALSE, 0, queryBytes, batch.q);
        s.queue.enqueueWriteBuffer(s.k.buffer, CL_FALSE, 0, keyBytes, batch.k);
        s.queue.enqueueWriteBuffer(s.v.buffer, CL_FALSE, 0, keyBytes, batch.v);
        if (s.family == FlashKernelFamily::RowsPerWorkItem) {
            const int vectorWidth = batch.dHead % 8 == 0 ? 8 : batch.dHead % 4 == 0 ? 4 : 1;
            const QString defines =
                common + QStringLiteral(" -DVEC=%1 -DROWS=%2").arg(vectorWidth).arg(kRowsPerWorkItem);
            // K^T, padded to whole blocks of 8 keys: n x d per head, never n x n.
            const size_t paddedKeys = size_t((batch.keys + 7) / 8 * 8);
            s.keysTransposed.ensure(s.context,
                                    size_t(batch.heads) * size_t(batch.dHead) * paddedKeys * sizeof(float));
            cl::Kernel &transpose =
                s.kernel(kernels::flashRowsSource, "flash_rows.cl", "transposeKeys", defines);
            setArguments(transpose, s.k.buffer, s.keysTransposed.buffer, cl_int(batch.keys), cl_int(paddedKeys));
            s.run(transpose, cl::NDRange(paddedKeys, size_t(batch.heads)));
            flash = &s.kernel(kernels::flashRowsSource, "flash_rows.cl", "flashRows", defines);
            setArguments(*flash, s.q.buffer, s.keysTransposed.buffer, s.v.buffer, s.out.buffer, cl_int(batch.queries),
                         cl_int(batch.keys), cl_int(paddedKeys), batch.scale);
            const size_t items = size_t((batch.queries + kRowsPerWorkItem - 1) / kRowsPerWorkItem);
            global = cl::NDRange((items + kRowsGroupSize - 1) / kRowsGroupSize * kRowsGroupSize,
                                 size_t(batch.heads));
            local = cl::NDRange(kRowsGroupSize, 1);
        } else if (s.fitsRegisterTiles(batch.dHead)) {
            // K^T, padded with zero keys to whole tiles: n x d per head, never n x n.
            const size_t paddedKeys =
                size_t((batch.keys + kRegisterTileBlock - 1) / kRegisterTileBlock * kRegisterTileBlock);
            s.keysTransposed.ensure(s.context,
                                    size_t(batch.heads) * size_t(batch.dHead) * paddedKeys * sizeof(float));
            cl::Kernel &transpose = s.kernel(kernels::flashRegisterTilesSource, "flash_register_tiles.cl",
                                             "transposeKeysForTiles", common);
            setArguments(transpose, s.k.buffer, s.keysTransposed.buffer, cl_int(batch.keys), cl_int(paddedKeys));
            s.run(transpose, cl::NDRange(paddedKeys, size_t(batch.heads)));
            // Tiles of 32 keys unmasked, 64 causal: the faster of the two for each on an H100 (see the kernel).
            flash = &s.kernel(kernels::flashRegisterTilesSource, "flash_register_tiles.cl", "flashRegisterTiles",
                              common + QStringLiteral(" -DBLOCK_KEYS=%1 -DROW_MAXIMA_BY_SHUFFLE=%2")
                                           .arg(batch.causal ? 64 : 32)
                                           .arg(sharesRowMaximaByWarpShuffles(s.info) ? 1 : 0));
            setArguments(*flash, s.q.buffer, s.keysTransposed.buffer, s.v.buffer, s.out.buffer, cl_int(batch.queries),
                         cl_int(batch.keys), cl_int(paddedKeys), batch.scale);
            // Causal: one group per pair of blocks, the longest with the shortest (see the kernel).
            const size_t blocks = size_t((batch.queries + kRegisterTileBlock - 1) / kRegisterTileBlock);
            const size_t groups = batch.causal ? (blocks + 1) / 2 : blocks;
            // The work-group's size is the kernel's own (reqd_work_group_size), set by its rows per item.
            const size_t items = flash->getWorkGroupInfo<CL_KERNEL_COMPILE_WORK_GROUP_SIZE>(s.device)[0];
            global = cl::NDRange(groups * items, size_t(batch.heads));
            local = cl::NDRange(items, 1);
        } else {
            // Two tiles (keys and values) must fit in local memory, with room to spare.
            const qint64 localBytes = qint64(s.device.getInfo<CL_DEVICE_LOCAL_MEM_SIZE>());
            const int tile =
                int(std::clamp<qint64>(localBytes / 2 / (2 * batch.dHead * qint64(sizeof(float))), 1, 64));
            flash = &s.kernel(kernels::flashTilesSource, "flash_tiles.cl", "flashTiles",
                              common + QStringLiteral(" -DGROUP=%1 -DTILE=%2").arg(kTileGroupSize).arg(tile));
            setArguments(*flash, s.q.buffer, s.k.buffer, s.v.buffer, s.out.buffer, cl_int(batch.queries),
                         cl_int(batch.keys), batch.scale);
            const size_t groups = size_t((batch.queries + kTileGroupSize - 1) / kTileGroupSize);
            global = cl::NDRange(groups * kTileGroupSize, size_t(batch.heads));
            local = cl::NDRange(kTileGroupSize, 1);
        }
        s.run(*flash, global, local);
        s.read(s.out.buffer, queryBytes, batch.out);
        s.lastKernelMs = s.kernelMilliseconds();
    } catch (const cl::Error &error) {
        throw failedOn(s.info.name, error);
    }
}

} // namespace attn
