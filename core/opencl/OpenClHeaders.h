#pragma once

// The OpenCL C++ bindings as this project uses them: exceptions on, OpenCL 1.2 as the target.
// (A minimum version of 120 breaks Debian 12's header; 110 is the documented working choice.)
#define CL_HPP_ENABLE_EXCEPTIONS
#define CL_HPP_TARGET_OPENCL_VERSION 120
#define CL_HPP_MINIMUM_OPENCL_VERSION 110
#include <CL/opencl.hpp>

#include <QString>
#include <vector>

namespace attn {

/// Every device of every platform, in the order `attentionlab devices` numbers them. Throws cl::Error
/// when the loader finds no platform.
std::vector<cl::Device> enumerateOpenClDevices();

/// "CL_OUT_OF_RESOURCES (-5)" for an OpenCL error code.
QString openClErrorName(cl_int code);

} // namespace attn
