#pragma once

#include <QString>

namespace attn {

/// The memory this process can still take, in bytes, and what limits it: the least of the system's
/// available memory (MemAvailable: free memory and caches it can drop), the address-space and data limits
/// set on the process (ulimit -v, ulimit -d) less what it holds already, and its control group's memory.max
/// less memory.current.
struct MemoryRoom
{
    qint64 bytes = 0;
    QString limitedBy; ///< "available memory", "ulimit -v", "ulimit -d", "the control group's memory.max"
};
MemoryRoom memoryRoom();

/// "1.24 GB" (decimal gigabytes, two decimals), or "87 MB" below one gigabyte.
QString memoryText(qint64 bytes);

/// The most memory this process has held at once so far (VmHWM), in bytes, or 0 where it cannot be read.
qint64 peakResidentBytes();

} // namespace attn
