#pragma once

// The masked softmax itself, header-only and free of Qt, so that it is compiled both into attn_core and
// into each instruction-set module of the CPU engine (see cpu/CpuKernels.h).

#include <Eigen/Core>
#include <algorithm>
#include <limits>

namespace attn::kernel {

using RowMajorMap = Eigen::Map<Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>;
using ConstRowMajorMap = Eigen::Map<const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>;

/// w_ij = e^{(s_ij - m_i)/T} / sum_j' e^{(s_ij' - m_i)/T}, m_i the row maximum; masked entries (-inf) get
/// exactly 0; a row with every entry masked gets zeros and fullyMasked[i] = 1 instead of 0/0.
/// A NaN among a row's unmasked entries makes them all NaN (the masked ones stay 0), on every instruction
/// set. When causal, every entry after the diagonal (j > i) must be masked already (-inf), as the causal
/// mask leaves it: the kernel computes a row only up to the end of the vector register that holds its
/// diagonal entry, and writes 0 after it, about half of a square matrix.
inline void maskedSoftmax(ConstRowMajorMap masked, RowMajorMap weights, unsigned char *fullyMasked, float temperature,
                          bool causal = false)
{
    // Written with Eigen's own vector registers (packets) and its vectorised exp, the one that array.exp()
    // uses, so that each row is read once for its maximum and once for its exponentials and their sum, in
    // the widest registers the instruction set has. (Eigen's expressions go over a row five times; for rows
    // of a lesson's few dozen keys the passes' start and end cost more than their numbers.)
    using namespace Eigen::internal;
    using Packet = packet_traits<float>::type;
    constexpr Eigen::Index lanes = Eigen::Index(sizeof(Packet) / sizeof(float));
    constexpr float negativeInfinity = -std::numeric_limits<float>::infinity();
    const Packet maskedEntry = pset1<Packet>(negativeInfinity), zero = pzero(maskedEntry);
    const Eigen::Index rows = masked.rows(), width = masked.cols();
    const Eigen::Index wholePackets = width / lanes * lanes;
    // A row's last floats, fewer than a packet, are read and written through a packet of their own,
    // padded with masked entries: every number goes through the same exp, wherever it lies in a row.
    const auto loadPadded = [&](const float *from, Eigen::Index count) {
        alignas(64) float padded[lanes];
        for (Eigen::Index i = 0; i < lanes; ++i)
            padded[i] = i < count ? from[i] : negativeInfinity;
        return pload<Packet>(padded);
    };
    const auto storePartly = [](float *to, Packet packet, Eigen::Index count) {
        alignas(64) float padded[lanes];
        pstore(padded, packet);
        for (Eigen::Index i = 0; i < count; ++i)
            to[i] = padded[i];
    };
    // Causal: the packets of a row that hold the diagonal and what comes before it.
    const auto computedOf = [&](Eigen::Index row) {
        return causal ? std::min(width, (row + lanes) / lanes * lanes) : width;
    };
    // Rows in groups, each step done for the whole group before the next: a row's maximum, sum and
    // reciprocal are each the end of a chain of dependent instructions, and the chains of different rows
    // then overlap in the processor instead of following one another.
    constexpr Eigen::Index kGroup = 16;
    for (Eigen::Index first = 0; first < rows; first += kGroup) {
        const Eigen::Index last = std::min(rows, first + kGroup);
        float shifts[kGroup];
        for (Eigen::Index row = first; row < last; ++row) {
            const float *scores = masked.data() + row * width;
            const Eigen::Index computed = computedOf(row);
            const Eigen::Index whole = std::min(computed, wholePackets), rest = computed - whole;
            // The processor's max drops a NaN, so NaNs are looked for beside it (x < x or unordered: NaN).
            Packet maximum = maskedEntry, notNumbers = zero;
            const auto include = [&](Packet values) {
                maximum = pmax(maximum, values);
                notNumbers = por(notNumbers, pcmp_lt_or_nan(values, values));
            };
            for (Eigen::Index j = 0; j < whole; j += lanes)
                include(ploadu<Packet>(scores + j));
            if (rest > 0)
                include(loadPadded(scores + whole, rest));
            const float rowMaximum = predux_any(notNumbers) ? std::numeric_limits<float>::quiet_NaN() : predux_max(maximum);
            fullyMasked[row] = rowMaximum == negativeInfinity;
            shifts[row - first] = fullyMasked[row] ? 0.0f : rowMaximum;
        }
        float sums[kGroup];
        for (Eigen::Index row = first; row < last; ++row) {
            const float *scores = masked.data() + row * width;
            float *out = weights.data() + row * width;
            const Eigen::Index computed = computedOf(row);
            const Eigen::Index whole = std::min(computed, wholePackets), rest = computed - whole;
            // exp(-inf) would come out of Eigen's exp (which clamps its argument) as a denormal near 1e-38,
            // slow to compute with: masked entries take exp(0) instead, and are set to exactly 0 after.
            const Packet shift = pset1<Packet>(shifts[row - first]), divisor = pset1<Packet>(temperature);
            const auto exponentials = [&](Packet values) {
                const Packet isMasked = pcmp_eq(values, maskedEntry);
                Packet exponent = pselect(isMasked, zero, psub(values, shift));
                if (temperature != 1.0f)
                    exponent = pdiv(exponent, divisor);
                return pselect(isMasked, zero, pexp(exponent));
            };
            Packet sum = zero;
            for (Eigen::Index j = 0; j < whole; j += lanes) {
                const Packet values = exponentials(ploadu<Packet>(scores + j));
                sum = padd(sum, values);
                pstoreu(out + j, values);
            }
            if (rest > 0) {
                const Packet values = exponentials(loadPadded(scores + whole, rest));
                sum = padd(sum, values);
                storePartly(out + whole, values, rest);
            }
            sums[row - first] = predux(sum);
            for (Eigen::Index j = computed; j < width; ++j)
                out[j] = 0.0f;
        }
        // A row with every entry masked is zeros already; the others are divided by their sum (by its
        // reciprocal: one division, then multiplications, which cost a vector division's fraction). Masked
        // entries stay exactly 0 even where the sum is not a number (0 * NaN would be NaN).
        for (Eigen::Index row = first; row < last; ++row) {
            if (fullyMasked[row])
                continue;
            const float *scores = masked.data() + row * width;
            float *out = weights.data() + row * width;
            const Eigen::Index computed = computedOf(row);
            const float reciprocal = 1.0f / sums[row - first]; // at least exp(0) = 1, from the maximum
            const Packet reciprocals = pset1<Packet>(reciprocal);
            Eigen::Index j = 0;
            for (; j + lanes <= computed; j += lanes) {
                const Packet isMasked = pcmp_eq(ploadu<Packet>(scores + j), maskedEntry);
                pstoreu(out + j, pselect(isMasked, zero, pmul(ploadu<Packet>(out + j), reciprocals)));
            }
            for (; j < computed; ++j)
                out[j] = scores[j] == negativeInfinity ? 0.0f : out[j] * reciprocal;
        }
    }
}

} // namespace attn::kernel
