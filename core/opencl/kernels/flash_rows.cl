// Long-sequence attention for CPU devices (PoCL): each work-item owns ROWS query rows and walks over the
// keys it may see in blocks of 8, the width of a float8. Scores for 8 keys come from one fma per
// dimension against a transposed copy of K (KT, d x keys per head), so the block's maximum, its exp and
// its sum are vector operations; the running maximum m, the running sum l of exp(s - m) and the
// unnormalised output acc (online softmax) are rescaled once per block, and only when the maximum grows.
// A CPU compiler maps these explicit vectors onto its SIMD registers, which suits a CPU far better than
// GPU-style kernels. No n x n buffer exists; under the causal mask a work-item stops at its last row.
//
// The loops over rows and over the 8 keys of a block are unrolled (#pragma unroll): only then does PoCL's
// compiler keep the scores and accumulators of a row in registers. Left as loops, every multiply-add read
// and wrote its accumulator in memory, and the kernel ran at under half the speed (47 against 86 GFLOP/s
// at n = 4096, d = 64, 8 heads, on a 2-core EPYC). Twelve rows fill the 16 AVX2 registers: 12 score
// vectors, the keys' vector and a broadcast query element.
//
// Multiply-adds are written as a * b + c: OpenCL C contracts them to fma by default, and PoCL runs that
// faster than its fma() builtin on vectors.
//
// Build-time defines: D_HEAD, VEC (1, 4 or 8; divides D_HEAD), ROWS, CAUSAL (0 or 1).
// Layout: Q, K, V, out head-major, row-major: (h, i, c) at (h * n + i) * D_HEAD + c;
// KT: (h, c, j) at (h * D_HEAD + c) * paddedKeys + j, with keys padded to a multiple of 8 by zeros.

#if VEC == 8
typedef float8 vec_t;
#define LOAD(p) vload8(0, (p))
#define STORE(x, p) vstore8((x), 0, (p))
#elif VEC == 4
typedef float4 vec_t;
#define LOAD(p) vload4(0, (p))
#define STORE(x, p) vstore4((x), 0, (p))
#else
typedef float vec_t;
#define LOAD(p) (*(p))
#define STORE(x, p) (*(p) = (x))
#endif

#define CHUNKS (D_HEAD / VEC)
#define KEY_BLOCK 8

// KT = K^T per head, padded with zero keys up to paddedKeys.
__kernel void transposeKeys(__global const float *k, __global float *kt, int keys, int paddedKeys)
{
    const int j = get_global_id(0);
    const int head = get_global_id(1);
    for (int c = 0; c < D_HEAD; ++c)
        kt[((long)head * D_HEAD + c) * paddedKeys + j] = j < keys ? k[((long)head * keys + j) * D_HEAD + c] : 0.0f;
}

inline float maxOf(float8 x)
{
    const float4 a = fmax(x.lo, x.hi);
    const float2 b = fmax(a.lo, a.hi);
    return fmax(b.lo, b.hi);
}

inline float sumOf(float8 x)
{
    const float4 a = x.lo + x.hi;
    const float2 b = a.lo + a.hi;
    return b.lo + b.hi;
}

__kernel void flashRows(__global const float *q, __global const float *kt, __global const float *v,
                        __global float *out, int queries, int keys, int paddedKeys, float scale)
{
    const int first = get_global_id(0) * ROWS;
    const int head = get_global_id(1);
    if (first >= queries)
        return;
    const int rows = min(ROWS, queries - first);
    __global const float *qHead = q + (long)head * queries * D_HEAD;
    __global const float *ktHead = kt + (long)head * D_HEAD * paddedKeys;
    __global const float *vHead = v + (long)head * keys * D_HEAD;
    const int8 lane = (int8)(0, 1, 2, 3, 4, 5, 6, 7);

    float query[ROWS][D_HEAD];
    vec_t acc[ROWS][CHUNKS];
    float m[ROWS];
    float l[ROWS];
    int lastKey[ROWS]; // the last key each row may see
    #pragma unroll
    for (int r = 0; r < ROWS; ++r) {
        const int row = min(first + r, queries - 1); // rows past the end repeat the last; never stored
        for (int c = 0; c < D_HEAD; ++c)
            query[r][c] = qHead[(long)row * D_HEAD + c] * scale;
        for (int c = 0; c < CHUNKS; ++c)
            acc[r][c] = (vec_t)(0.0f);
        m[r] = -INFINITY;
        l[r] = 0.0f;
        lastKey[r] = CAUSAL ? row : keys - 1;
    }

    const int keyEnd = CAUSAL ? first + rows : keys;
    for (int block = 0; block < keyEnd; block += KEY_BLOCK) {
        float8 s[ROWS];
        #pragma unroll
        for (int r = 0; r < ROWS; ++r)
            s[r] = (float8)(0.0f);
        for (int c = 0; c < D_HEAD; ++c) {
            const float8 keysAtC = vload8(0, ktHead + (long)c * paddedKeys + block);
            #pragma unroll
            for (int r = 0; r < ROWS; ++r)
                s[r] += query[r][c] * keysAtC;
        }
        // Per row: mask, block maximum, rescale when it grew, and the block's weights p = exp(s - m).
        float weight[ROWS][KEY_BLOCK];
        #pragma unroll
        for (int r = 0; r < ROWS; ++r) {
            const int8 hidden = (block + lane) > lastKey[r];
            const float8 scores = select(s[r], (float8)(-INFINITY), hidden);
            const float blockMaximum = maxOf(scores);
            float8 p = (float8)(0.0f);
            if (blockMaximum != -INFINITY) { // else every key of this block is hidden from this row
                if (blockMaximum > m[r]) {
                    // exp(m_old - m_new) rescales what was summed under the old maximum; exp(-inf) = 0.
                    const float rescale = exp(m[r] - blockMaximum);
                    l[r] *= rescale;
                    for (int c = 0; c < CHUNKS; ++c)
                        acc[r][c] *= rescale;
                    m[r] = blockMaximum;
                }
                p = select(exp(scores - m[r]), (float8)(0.0f), hidden);
                l[r] += sumOf(p);
            }
            vstore8(p, 0, weight[r]);
        }
        // acc += p V: each accumulator register is loaded once per block, takes 8 multiply-adds and is stored once.
        // Keys past the end read the last key's values with a weight of 0.
        for (int c = 0; c < CHUNKS; ++c) {
            vec_t value[KEY_BLOCK];
            #pragma unroll
            for (int t = 0; t < KEY_BLOCK; ++t)
                value[t] = LOAD(vHead + (long)min(block + t, keys - 1) * D_HEAD + c * VEC);
            #pragma unroll
            for (int r = 0; r < ROWS; ++r) {
                vec_t sum = acc[r][c];
                #pragma unroll
                for (int t = 0; t < KEY_BLOCK; ++t)
                    sum += weight[r][t] * value[t];
                acc[r][c] = sum;
            }
        }
    }

    __global float *outHead = out + (long)head * queries * D_HEAD;
    for (int r = 0; r < rows; ++r) {
        const float inverse = 1.0f / l[r];
        for (int c = 0; c < CHUNKS; ++c)
            STORE(acc[r][c] * inverse, outHead + (long)(first + r) * D_HEAD + c * VEC);
    }
}
