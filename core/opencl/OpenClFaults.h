#pragma once

#include <QString>

namespace attn {

/// Faults a driver can have, injected on purpose so that tests (and a curious lecturer) can see what the
/// program does when OpenCL goes wrong. Each one enters the engine where the real fault would: through
/// the same OpenCL error codes and the same error handling.
enum class OpenClFault {
    None,
    NoPlatform,     ///< clGetPlatformIDs answers CL_PLATFORM_NOT_FOUND_KHR (no ICD installed)
    BuildFailure,   ///< the device compiler rejects the kernels (a real build, of a source that cannot compile)
    OutOfResources, ///< clEnqueueNDRangeKernel answers CL_OUT_OF_RESOURCES
    DeviceLost,     ///< from the first blocking read on, every read answers CL_DEVICE_NOT_AVAILABLE
};

/// The variable that injects a fault: no-platform, build-failure, out-of-resources or device-lost.
inline constexpr char kOpenClFaultVariable[] = "ATTN_OPENCL_FAULT";

/// The fault ATTN_OPENCL_FAULT names now (read at each call; an engine reads it once, when it is made);
/// None when unset.
/// An unknown name is reported once on stderr and ignored.
OpenClFault injectedOpenClFault();
QString openClFaultName(OpenClFault fault);

} // namespace attn
