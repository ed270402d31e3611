#pragma once

#include <QString>
#include <vector>

namespace attn {

/// One OpenCL device as `attentionlab devices` lists it; index counts across all platforms.
struct OpenClDeviceInfo
{
    int index = 0;
    QString platform;
    QString name;
    QString type; ///< "GPU", "CPU", "accelerator" or "other"
    QString version;
    int computeUnits = 0;
    qint64 globalMemoryBytes = 0;
    qint64 maxAllocationBytes = 0;

    QString toString() const;
};

struct OpenClDeviceList
{
    std::vector<OpenClDeviceInfo> devices;
    QString error; ///< why there are none: no platform, or the driver failed
};

OpenClDeviceList listOpenClDevices();

/// Whether the register-tiled kernel may share its rows' maxima by warp shuffles (flash_register_tiles.cl,
/// ROW_MAXIMA_BY_SHUFFLE): they are inline PTX on warps of 32 lanes, which only NVIDIA's OpenCL compiles.
bool sharesRowMaximaByWarpShuffles(const OpenClDeviceInfo &device);

/// The environment variable that picks a device by index when no --device is given.
inline constexpr char kOpenClDeviceVariable[] = "ATTN_OPENCL_DEVICE";
/// Extra options for every kernel build (for example -cl-fast-relaxed-math).
inline constexpr char kOpenClBuildOptionsVariable[] = "ATTN_OPENCL_BUILD_OPTIONS";

/// Why PoCL cannot write its kernel cache (POCL_CACHE_DIR, or pocl/ under the user's cache folder), naming
/// the folder; empty when it can. PoCL then offers no device, or fails every kernel's build without saying why.
QString poclCacheProblem();

} // namespace attn
