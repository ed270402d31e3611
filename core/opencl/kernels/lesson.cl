// The lesson path: every intermediate of every head, for a handful of tokens. One work-item per output
// entry (or per row for softmax); the sizes are small, so clarity beats tiling here. Every matrix lives
// in one of two buffers (inputs, results) at an offset planned by the host, row-major.

// C[i, cColumn + j] = sum_t A[i, t] B[t, j]   (A: rows x inner, B: inner x columns, C: rows x ldc).
// causal: the sum stops at t = i (a query's weights times V: the keys it may see, leaving out the rest
// rather than adding 0 * v, which is NaN where v overflowed).
__kernel void matmul(__global const float *a, long aOffset, __global const float *b, long bOffset,
                     __global float *c, long cOffset, int inner, int columns, int ldc, int cColumn, int causal)
{
    const int i = get_global_id(0);
    const int j = get_global_id(1);
    __global const float *aRow = a + aOffset + (long)i * inner;
    __global const float *bColumn = b + bOffset + j;
    const int end = causal ? min(inner, i + 1) : inner;
    float sum = 0.0f;
    for (int t = 0; t < end; ++t)
        sum += aRow[t] * bColumn[(long)t * columns];
    c[cOffset + (long)i * ldc + cColumn + j] = sum;
}

// S = Q K^T; scaled = S / sqrt(d_k) (divisor 1 when scaling is off, which leaves S exactly);
// masked = scaled, or -infinity where query i may not see key j (causal: j > i).
__kernel void scores(__global const float *q, long qOffset, __global const float *k, long kOffset, int dk,
                     __global float *out, long scoresOffset, long scaledOffset, long maskedOffset, int keys,
                     float divisor, int causal)
{
    const int i = get_global_id(0);
    const int j = get_global_id(1);
    __global const float *qRow = q + qOffset + (long)i * dk;
    __global const float *kRow = k + kOffset + (long)j * dk;
    float s = 0.0f;
    for (int t = 0; t < dk; ++t)
        s += qRow[t] * kRow[t];
    const long at = (long)i * keys + j;
    const float scaled = s / divisor;
    out[scoresOffset + at] = s;
    out[scaledOffset + at] = scaled;
    out[maskedOffset + at] = (causal && j > i) ? -INFINITY : scaled;
}

// w_ij = exp((s_ij - m_i) / T) / sum_j' exp((s_ij' - m_i) / T), m_i the row maximum, T the temperature;
// masked entries exactly 0.
// A row with every key masked has no maximum: zero weights and a flag of 1 instead of 0/0.
__kernel void softmaxRows(__global const float *masked, long maskedOffset, __global float *weights,
                          long weightsOffset, __global float *flags, long flagsOffset, int keys,
                          float temperature)
{
    const int i = get_global_id(0);
    __global const float *in = masked + maskedOffset + (long)i * keys;
    __global float *w = weights + weightsOffset + (long)i * keys;
    float maximum = -INFINITY;
    for (int j = 0; j < keys; ++j)
        maximum = fmax(maximum, in[j]);
    if (maximum == -INFINITY) {
        for (int j = 0; j < keys; ++j)
            w[j] = 0.0f;
        flags[flagsOffset + i] = 1.0f;
        return;
    }
    float sum = 0.0f;
    for (int j = 0; j < keys; ++j) {
        const float e = in[j] == -INFINITY ? 0.0f : exp((in[j] - maximum) / temperature);
        w[j] = e;
        sum += e;
    }
    for (int j = 0; j < keys; ++j)
        w[j] /= sum;
    flags[flagsOffset + i] = 0.0f;
}
