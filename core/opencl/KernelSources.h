#pragma once

// The .cl files of core/opencl/kernels, embedded at build time (cmake/EmbedTextFile.cmake).
namespace attn::kernels {
extern const char lessonSource[];     // lesson.cl
extern const char flashRowsSource[];  // flash_rows.cl
extern const char flashTilesSource[]; // flash_tiles.cl
extern const char flashRegisterTilesSource[]; // flash_register_tiles.cl
} // namespace attn::kernels
