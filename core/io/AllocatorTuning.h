#pragma once

namespace attn {

/// Tells the C library to keep freed memory for reuse instead of handing it back to the system after every
/// large free. Training allocates and frees a few hundred KB of temporaries per sequence on every update;
/// with glibc's default trim threshold (128 KB) each update would go back to the kernel for fresh pages, and
/// page faults would take more time than the arithmetic (22 ms an update against 8.5 ms). Likewise blocks up
/// to 32 MiB come from the heap and are reused, rather than mapped afresh each time: the window's
/// recomputation of every stage on each edit. The program calls this once at start; what it keeps is returned
/// when the process ends.
void keepFreedMemoryForReuse();

} // namespace attn
