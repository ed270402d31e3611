// A kernel module as an older build of AttentionLab left it: the functions the program looks up, and an
// interface version before this one. tst_kernelmodules checks that the program refuses it. Its kernels are
// never meant to run; they leave the buffers as they are.
#include "cpu/KernelInterface.h"

extern "C" __attribute__((visibility("default"))) void attn_tiled_attention(const void *) {}
extern "C" __attribute__((visibility("default"))) void attn_lesson_head(const void *) {}
extern "C" __attribute__((visibility("default"))) void attn_affine(const void *) {}
extern "C" __attribute__((visibility("default"))) int attn_kernel_interface()
{
    return attn::kKernelInterfaceVersion - 1;
}
