#include "OpenClDevices.h"
#include "OpenClFaults.h"
#include "OpenClHeaders.h"

#include <QCoreApplication>
#include <QDir>
#include <QTemporaryFile>

namespace attn {
namespace {

/// The messages in the language the window speaks (English on the command line, as `attentionlab devices`
/// writes them); the OpenCL names, folders and variables in them stay as they are.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(OpenClEngine)
};

} // namespace

QString openClErrorName(cl_int code)
{
    switch (code) {
#define ATTN_CL_ERROR(name) \
    case name: \
        return QStringLiteral(#name " (%1)").arg(code);
        ATTN_CL_ERROR(CL_DEVICE_NOT_FOUND)
        ATTN_CL_ERROR(CL_DEVICE_NOT_AVAILABLE)
        ATTN_CL_ERROR(CL_COMPILER_NOT_AVAILABLE)
        ATTN_CL_ERROR(CL_MEM_OBJECT_ALLOCATION_FAILURE)
        ATTN_CL_ERROR(CL_OUT_OF_RESOURCES)
        ATTN_CL_ERROR(CL_OUT_OF_HOST_MEMORY)
        ATTN_CL_ERROR(CL_BUILD_PROGRAM_FAILURE)
        ATTN_CL_ERROR(CL_INVALID_VALUE)
        ATTN_CL_ERROR(CL_INVALID_PLATFORM)
        ATTN_CL_ERROR(CL_INVALID_DEVICE)
        ATTN_CL_ERROR(CL_INVALID_BUILD_OPTIONS)
        ATTN_CL_ERROR(CL_INVALID_KERNEL_ARGS)
        ATTN_CL_ERROR(CL_INVALID_WORK_GROUP_SIZE)
        ATTN_CL_ERROR(CL_INVALID_BUFFER_SIZE)
        ATTN_CL_ERROR(CL_PLATFORM_NOT_FOUND_KHR)
#undef ATTN_CL_ERROR
    default:
        return Text::tr("OpenCL error %1").arg(code);
    }
}

namespace {

QString typeName(cl_device_type type)
{
    if (type & CL_DEVICE_TYPE_GPU)
        return QStringLiteral("GPU");
    if (type & CL_DEVICE_TYPE_CPU)
        return QStringLiteral("CPU");
    if (type & CL_DEVICE_TYPE_ACCELERATOR)
        return QStringLiteral("accelerator");
    return QStringLiteral("other");
}

/// The type as the window names it: "accelerator" and "other" in its language, GPU and CPU as they are in
/// every language. The struct keeps the English key, which the engine reads.
QString typeInTheLanguage(const QString &type)
{
    if (type == QLatin1String("accelerator"))
        //: an OpenCL device's type, beside GPU and CPU
        return Text::tr("accelerator");
    if (type == QLatin1String("other"))
        //: an OpenCL device's type that is none of GPU, CPU and accelerator
        return Text::tr("other");
    return type;
}

QString trimmed(const std::string &text)
{
    return QString::fromStdString(text).remove(QChar(u'\0')).trimmed();
}

} // namespace

QString OpenClDeviceInfo::toString() const
{
    // In the window's language, as its Engine menu shows it (English on the command line).
    return Text::tr("[%1] %2 / %3 (%4, %5 compute units, %6 MiB, at most %7 MiB per buffer, %8)")
        .arg(index)
        .arg(platform, name, typeInTheLanguage(type))
        .arg(computeUnits)
        .arg(globalMemoryBytes >> 20)
        .arg(maxAllocationBytes >> 20)
        .arg(version);
}

std::vector<cl::Device> enumerateOpenClDevices()
{
    if (injectedOpenClFault() == OpenClFault::NoPlatform)
        throw cl::Error(CL_PLATFORM_NOT_FOUND_KHR, "clGetPlatformIDs");
    std::vector<cl::Platform> platforms;
    cl::Platform::get(&platforms);
    std::vector<cl::Device> all;
    for (const cl::Platform &platform : platforms) {
        std::vector<cl::Device> devices;
        try {
            platform.getDevices(CL_DEVICE_TYPE_ALL, &devices);
        } catch (const cl::Error &) {
            continue; // a platform without devices answers CL_DEVICE_NOT_FOUND
        }
        all.insert(all.end(), devices.begin(), devices.end());
    }
    return all;
}

/// PoCL offers no device at all when it cannot write its kernel cache, so "no device" would mislead: the
/// folder is named instead. The cache is POCL_CACHE_DIR, or pocl/ under the user's cache folder.
QString poclCacheProblem()
{
    QString folder = qEnvironmentVariable("POCL_CACHE_DIR");
    if (folder.isEmpty()) {
        const QString cacheHome = qEnvironmentVariable("XDG_CACHE_HOME", QDir::homePath() + QStringLiteral("/.cache"));
        folder = cacheHome + QStringLiteral("/pocl");
    }
    // Tried rather than judged from permissions, which root passes even where nothing can be written.
    QTemporaryFile probe(folder + QStringLiteral("/attentionlab-probe"));
    if (QDir().mkpath(folder) && probe.open())
        return {};
    return Text::tr("PoCL's kernel cache %1 cannot be written (set POCL_CACHE_DIR to a writable folder)").arg(folder);
}

bool sharesRowMaximaByWarpShuffles(const OpenClDeviceInfo &device)
{
    return device.type == QLatin1String("GPU") && device.platform.startsWith(QLatin1String("NVIDIA"));
}

OpenClDeviceList listOpenClDevices()
{
    OpenClDeviceList list;
    std::vector<cl::Device> devices;
    try {
        devices = enumerateOpenClDevices();
    } catch (const cl::Error &error) {
        // The ICD loader reports "no platform" as CL_PLATFORM_NOT_FOUND_KHR.
        list.error = error.err() == CL_PLATFORM_NOT_FOUND_KHR
                         ? Text::tr("no OpenCL platform is installed (Debian: pocl-opencl-icd, or a GPU's ICD)")
                         : Text::tr("the OpenCL loader failed: %1").arg(openClErrorName(error.err()));
        return list;
    }
    for (const cl::Device &device : devices) {
        OpenClDeviceInfo info;
        info.index = int(list.devices.size());
        info.platform = trimmed(cl::Platform(device.getInfo<CL_DEVICE_PLATFORM>(), true).getInfo<CL_PLATFORM_NAME>());
        info.name = trimmed(device.getInfo<CL_DEVICE_NAME>());
        info.type = typeName(device.getInfo<CL_DEVICE_TYPE>());
        info.version = trimmed(device.getInfo<CL_DEVICE_VERSION>());
        info.computeUnits = int(device.getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>());
        info.globalMemoryBytes = qint64(device.getInfo<CL_DEVICE_GLOBAL_MEM_SIZE>());
        info.maxAllocationBytes = qint64(device.getInfo<CL_DEVICE_MAX_MEM_ALLOC_SIZE>());
        list.devices.push_back(info);
    }
    if (list.devices.empty()) {
        const QString cacheProblem = poclCacheProblem();
        list.error = cacheProblem.isEmpty() ? Text::tr("no OpenCL device found (the platforms installed have none)")
                                            : Text::tr("no OpenCL device found: %1").arg(cacheProblem);
    }
    return list;
}

} // namespace attn
