// Long-sequence attention for GPUs, in the manner of FlashAttention-2 (Dao, 2023): a work-group owns a
// block of BLOCK_ROWS (64) query rows of one head and walks the keys in tiles of BLOCK_KEYS keys. For
// each tile it computes the tile's scores S = Q K^T, updates each row's online softmax (running maximum
// m and sum l) and adds P V to the rows' outputs, so no n x n matrix exists anywhere:
//
//     m_new = max(m, max_j s_j)        p_j = exp(s_j - m_new)
//     l     = l * exp(m - m_new) + sum_j p_j
//     acc   = acc * exp(m - m_new) + sum_j p_j v_j            and at the end  out = acc / l
//
// Why it is fast: register tiling. The work-items form a grid of ROW_ITEMS x KEY_ITEMS (ty, tx). Item
// (ty, tx) owns ITEM_ROWS query rows of the block; of a tile's scores it owns ITEM_KEYS keys (ITEM_ROWS x
// ITEM_KEYS scores in registers), and of the output it owns COLS columns. Each step of the two inner
// loops reads ITEM_ROWS numbers of one operand and ITEM_KEYS (or COLS) of the other from local memory,
// as float4s, and does ITEM_ROWS x ITEM_KEYS multiply-adds with them: the more an item owns, the fewer
// reads of local memory per multiply-add (and the more registers it needs).
//
// Under the causal mask a block of rows sees only the tiles up to its diagonal, so the blocks' work grows
// with their position. A work-group therefore takes two blocks, the longest and the shortest left
// (block b and block blocks-1-b): every group does the same work, and no group runs alone at the end.
//
// Build-time defines: D_HEAD (1 .. 64), CAUSAL (0 or 1), BLOCK_KEYS (32 or 64; 64 if not given),
// ROW_MAXIMA_BY_SHUFFLE (1 on NVIDIA only; 0 if not given).
// Layouts, head-major: Q, V and the output are (h, i, c) at (h * n + i) * D_HEAD + c; keysT is K
// transposed per head, (h, c, j) at (h * D_HEAD + c) * paddedKeys + j, padded with zero keys to a whole
// number of tiles.

// The shape of the work, measured on an H100 (n = 16384, d = 64, 8 heads; TFLOP/s unmasked / causal):
// 4 x 4 per item, 17.7 / 16.7; 8 x 4, 22.9 / 22.2; 8 x 8, 21.4 / 22.2; 16 x 4, 20.3 / 20.3. Tiles of 32
// keys need 32 KiB of local memory instead of 48, so more groups fit on a multiprocessor: 24.7 unmasked,
// but causal, where pairing halves the groups, 19.5. The host asks for 32 unmasked and 64 causal.
#define BLOCK_ROWS 64 // query rows per block
#ifndef BLOCK_KEYS
#define BLOCK_KEYS 64 // keys per tile: 32 or 64
#endif
#ifndef ITEM_ROWS
#define ITEM_ROWS 8 // query rows per work-item, a multiple of 4
#endif
#ifndef ITEM_KEYS
#define ITEM_KEYS 4 // keys per work-item in a tile of scores, a multiple of 4
#endif
// The KEY_ITEMS items that share a row agree on its maximum over a tile either through local memory, which
// costs two barriers per tile, or, on NVIDIA, by warp shuffles in registers, which cost none (inline PTX:
// OpenCL 1.2 has no sub-group functions). On an H100 (n = 16384, 2026-11-27, same run;
// TFLOP/s unmasked / causal): 24.3 / 22.4 through local memory, 25.0 / 24.2 by shuffles. Keeping the
// maxima in an array of their own, so that one barrier publishes them and frees keyTile, gave 24.4 / 22.1.
#ifndef ROW_MAXIMA_BY_SHUFFLE
#define ROW_MAXIMA_BY_SHUFFLE 0
#endif
#define ROW_ITEMS (BLOCK_ROWS / ITEM_ROWS)                       // work-items along the rows
#define KEY_ITEMS (BLOCK_KEYS / ITEM_KEYS)                       // work-items along the keys
#define ITEMS (ROW_ITEMS * KEY_ITEMS)                            // work-items per work-group
#define D_PAD ((D_HEAD + KEY_ITEMS - 1) / KEY_ITEMS * KEY_ITEMS) // head size, rounded up for the columns
#define COLS (D_PAD / KEY_ITEMS)                                 // output columns per work-item
#define LARGER(a, b) ((a) > (b) ? (a) : (b))
// keyTile holds K ([c][key]), then the items' row maxima ([tx][row]) unless shuffles share them, then P
// ([key][row]).
#define KEY_TILE_FLOATS (LARGER(D_HEAD, BLOCK_ROWS) * BLOCK_KEYS)
// valueTile holds V ([key][c]), and at the end the items' row sums ([tx][row]).
#define VALUE_TILE_FLOATS LARGER(BLOCK_KEYS * D_PAD, KEY_ITEMS * BLOCK_ROWS)

// K transposed, padded with zero keys to a whole number of tiles, so that a tile's keys are contiguous
// for each column c and load as whole rows.
__kernel void transposeKeysForTiles(__global const float *k, __global float *keysT, int keys, int paddedKeys)
{
    const int j = get_global_id(0);
    const int head = get_global_id(1);
    if (j >= paddedKeys)
        return;
    for (int c = 0; c < D_HEAD; ++c)
        keysT[((long)head * D_HEAD + c) * paddedKeys + j] = j < keys ? k[((long)head * keys + j) * D_HEAD + c] : 0.0f;
}

// Where the four rows 4 group .. 4 group + 3 of P sit for a key, as a float4 index into the key's row of
// P. They are XOR-swizzled by the item that stores the key (key / ITEM_KEYS), so that the items along a row of
// the grid, which store their keys at the same moment, write to different banks of local memory.
int probabilityGroup(int group, int key)
{
    return group ^ (key / ITEM_KEYS);
}

#if ROW_MAXIMA_BY_SHUFFLE
#if 32 % KEY_ITEMS != 0
#error "the items of a row must be lanes of one warp of 32"
#endif
// x of the lane whose number differs from this one's in the bits of laneMask (a butterfly exchange), by
// PTX's shfl.sync with every lane of the warp taking part.
float shuffleXor(float x, int laneMask)
{
    uint result;
    asm volatile("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;"
                 : "=r"(result)
                 : "r"(as_uint(x)), "r"(laneMask));
    return as_float(result);
}
#endif

// COLS numbers of a row in local memory, from column col.
void loadColumns(__local const float *row, int col, float *into)
{
#if COLS % 4 == 0
    for (int four = 0; four < COLS / 4; ++four) {
        const float4 v = vload4(0, row + col + 4 * four);
        into[4 * four] = v.x;
        into[4 * four + 1] = v.y;
        into[4 * four + 2] = v.z;
        into[4 * four + 3] = v.w;
    }
#else
    for (int c = 0; c < COLS; ++c)
        into[c] = row[col + c];
#endif
}

// The inner loops unrolled in eights: the compiler then overlaps one step's reads with the previous
// step's multiply-adds (on an H100, 20.7 TFLOP/s against 19.7 without; unrolled whole with 8 x 8 per
// item, 11.2).
#define UNROLLED _Pragma("unroll 8")

void attendBlock(int block, __global const float *qHead, __global const float *kTHead, __global const float *vHead,
                 __global float *outHead, int queries, int keys, int paddedKeys, float scaleLog2e,
                 __local float *queryTile, __local float *keyTile, __local float *valueTile)
{
    const int item = get_local_id(0);
    const int ty = item / KEY_ITEMS;
    const int tx = item % KEY_ITEMS;
    const int rowFirst = block * BLOCK_ROWS;

    // The block's queries, transposed ([c][row]) so that four of an item's rows are one float4, and
    // multiplied by scale * log2(e): then exp(scale s - m) is exp2(s' - m'), one instruction.
    barrier(CLK_LOCAL_MEM_FENCE); // the previous block has finished with queryTile
    for (int at = item; at < BLOCK_ROWS * D_HEAD; at += ITEMS) {
        const int row = at / D_HEAD;
        const int c = at % D_HEAD;
        queryTile[c * BLOCK_ROWS + row] =
            rowFirst + row < queries ? qHead[(long)(rowFirst + row) * D_HEAD + c] * scaleLog2e : 0.0f;
    }

    float acc[ITEM_ROWS][COLS];
    float m[ITEM_ROWS], l[ITEM_ROWS];
    for (int r = 0; r < ITEM_ROWS; ++r) {
        m[r] = -INFINITY;
        l[r] = 0.0f; // this item's share: the sum over its own keys; the shares are added at the end
        for (int c = 0; c < COLS; ++c)
            acc[r][c] = 0.0f;
    }

#if CAUSAL
    const int keyEnd = min(keys, rowFirst + BLOCK_ROWS);
#else
    const int keyEnd = keys;
#endif
    for (int tileFirst = 0; tileFirst < keyEnd; tileFirst += BLOCK_KEYS) {
        barrier(CLK_LOCAL_MEM_FENCE); // everyone has finished the previous tile's P V
        for (int at = item; at < D_HEAD * BLOCK_KEYS; at += ITEMS)
            keyTile[at] = kTHead[(long)(at / BLOCK_KEYS) * paddedKeys + tileFirst + at % BLOCK_KEYS];
        for (int at = item; at < BLOCK_KEYS * D_PAD; at += ITEMS) {
            const int key = tileFirst + at / D_PAD;
            const int c = at % D_PAD;
            valueTile[at] = key < keys && c < D_HEAD ? vHead[(long)key * D_HEAD + c] : 0.0f;
        }
        barrier(CLK_LOCAL_MEM_FENCE);

        // S = Q K^T for the item's ITEM_ROWS rows x ITEM_KEYS keys.
        float s[ITEM_ROWS][ITEM_KEYS];
        for (int r = 0; r < ITEM_ROWS; ++r)
            for (int j = 0; j < ITEM_KEYS; ++j)
                s[r][j] = 0.0f;
        UNROLLED
        for (int c = 0; c < D_HEAD; ++c) {
            float q[ITEM_ROWS], k[ITEM_KEYS];
            for (int four = 0; four < ITEM_ROWS / 4; ++four)
                vstore4(vload4(ITEM_ROWS / 4 * ty + four, queryTile + c * BLOCK_ROWS), four, q);
            for (int four = 0; four < ITEM_KEYS / 4; ++four)
                vstore4(vload4(ITEM_KEYS / 4 * tx + four, keyTile + c * BLOCK_KEYS), four, k);
            for (int r = 0; r < ITEM_ROWS; ++r)
                for (int j = 0; j < ITEM_KEYS; ++j)
                    s[r][j] = fma(q[r], k[j], s[r][j]);
        }

        // Only the last tile has padding keys, and under the causal mask only the diagonal tile has
        // keys after some of the block's rows.
        if (tileFirst + BLOCK_KEYS > keys || (CAUSAL && tileFirst + BLOCK_KEYS - 1 > rowFirst)) {
            for (int r = 0; r < ITEM_ROWS; ++r)
                for (int j = 0; j < ITEM_KEYS; ++j) {
                    const int key = tileFirst + ITEM_KEYS * tx + j;
                    if (key >= keys || (CAUSAL && key > rowFirst + ITEM_ROWS * ty + r))
                        s[r][j] = -INFINITY;
                }
        }

        // Each row's maximum over the tile: the item's own keys first, then those of the KEY_ITEMS items
        // that share the row.
        float mNew[ITEM_ROWS];
        for (int r = 0; r < ITEM_ROWS; ++r) {
            mNew[r] = s[r][0];
            for (int j = 1; j < ITEM_KEYS; ++j)
                mNew[r] = fmax(mNew[r], s[r][j]);
        }
#if ROW_MAXIMA_BY_SHUFFLE
        // The items of a row are KEY_ITEMS neighbouring lanes of one warp (tx = item % KEY_ITEMS, and
        // KEY_ITEMS divides 32): log2(KEY_ITEMS) butterfly exchanges leave each with the row's maximum.
        for (int lanes = 1; lanes < KEY_ITEMS; lanes *= 2)
            for (int r = 0; r < ITEM_ROWS; ++r)
                mNew[r] = fmax(mNew[r], shuffleXor(mNew[r], lanes));
        barrier(CLK_LOCAL_MEM_FENCE); // the scores no longer need keyTile, where P goes
#else
        // Through local memory: [tx][row], where the keys were.
        barrier(CLK_LOCAL_MEM_FENCE); // the scores no longer need keyTile
        for (int four = 0; four < ITEM_ROWS / 4; ++four)
            vstore4(vload4(four, mNew), ITEM_ROWS / 4 * ty + four, keyTile + tx * BLOCK_ROWS);
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int t = 0; t < KEY_ITEMS; ++t)
            for (int r = 0; r < ITEM_ROWS; ++r)
                mNew[r] = fmax(mNew[r], keyTile[t * BLOCK_ROWS + ITEM_ROWS * ty + r]);
#endif
        for (int r = 0; r < ITEM_ROWS; ++r) {
            mNew[r] = fmax(mNew[r], m[r]);
            const float rescale = exp2(m[r] - mNew[r]); // 0 on the first tile, where m = -inf
            l[r] *= rescale;
            for (int c = 0; c < COLS; ++c)
                acc[r][c] *= rescale;
            m[r] = mNew[r];
            for (int j = 0; j < ITEM_KEYS; ++j) {
                s[r][j] = exp2(s[r][j] - m[r]); // now p; masked keys give exp2(-inf) = 0
                l[r] += s[r][j];
            }
        }
#if !ROW_MAXIMA_BY_SHUFFLE
        barrier(CLK_LOCAL_MEM_FENCE); // everyone has read the maxima before P overwrites them
#endif

        // P goes where the keys were: [key][row], four rows a float4.
        for (int j = 0; j < ITEM_KEYS; ++j) {
            const int key = ITEM_KEYS * tx + j;
            for (int four = 0; four < ITEM_ROWS / 4; ++four) {
                const int r = 4 * four;
                vstore4((float4)(s[r][j], s[r + 1][j], s[r + 2][j], s[r + 3][j]),
                        probabilityGroup(ITEM_ROWS / 4 * ty + four, key), keyTile + key * BLOCK_ROWS);
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);

        // acc += P V for the item's ITEM_ROWS rows x COLS columns.
        UNROLLED
        for (int key = 0; key < BLOCK_KEYS; ++key) {
            float p[ITEM_ROWS], value[COLS];
            for (int four = 0; four < ITEM_ROWS / 4; ++four)
                vstore4(vload4(probabilityGroup(ITEM_ROWS / 4 * ty + four, key), keyTile + key * BLOCK_ROWS), four, p);
            loadColumns(valueTile + key * D_PAD, COLS * tx, value);
            for (int r = 0; r < ITEM_ROWS; ++r)
                for (int c = 0; c < COLS; ++c)
                    acc[r][c] = fma(p[r], value[c], acc[r][c]);
        }
    }

    // Each row's sum: the shares of the KEY_ITEMS items that own the row.
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int four = 0; four < ITEM_ROWS / 4; ++four)
        vstore4(vload4(four, l), ITEM_ROWS / 4 * ty + four, valueTile + tx * BLOCK_ROWS);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int r = 0; r < ITEM_ROWS; ++r) {
        const int row = rowFirst + ITEM_ROWS * ty + r;
        float sum = 0.0f;
        for (int t = 0; t < KEY_ITEMS; ++t)
            sum += valueTile[t * BLOCK_ROWS + ITEM_ROWS * ty + r];
        if (row >= queries)
            continue;
        const float inverse = 1.0f / sum;
        for (int c = 0; c < COLS; ++c)
            if (COLS * tx + c < D_HEAD)
                outHead[(long)row * D_HEAD + COLS * tx + c] = acc[r][c] * inverse;
    }
}

__kernel __attribute__((reqd_work_group_size(ITEMS, 1, 1)))
void flashRegisterTiles(__global const float *q, __global const float *keysT, __global const float *v,
                        __global float *out, int queries, int keys, int paddedKeys, float scale)
{
    __local float queryTile[D_HEAD * BLOCK_ROWS]; // Q of the block, [c][row]
    __local float keyTile[KEY_TILE_FLOATS];
    __local float valueTile[VALUE_TILE_FLOATS];
    const int head = get_group_id(1);
    __global const float *qHead = q + (long)head * queries * D_HEAD;
    __global const float *kTHead = keysT + (long)head * D_HEAD * paddedKeys;
    __global const float *vHead = v + (long)head * keys * D_HEAD;
    __global float *outHead = out + (long)head * queries * D_HEAD;
    const float scaleLog2e = scale * M_LOG2E_F;
    const int blocks = (queries + BLOCK_ROWS - 1) / BLOCK_ROWS;
    const int group = get_group_id(0);
#if CAUSAL
    const int longBlock = blocks - 1 - group;
    attendBlock(longBlock, qHead, kTHead, vHead, outHead, queries, keys, paddedKeys, scaleLog2e, queryTile,
                keyTile, valueTile);
    if (group != longBlock)
        attendBlock(group, qHead, kTHead, vHead, outHead, queries, keys, paddedKeys, scaleLog2e, queryTile, keyTile,
                    valueTile);
#else
    attendBlock(group, qHead, kTHead, vHead, outHead, queries, keys, paddedKeys, scaleLog2e, queryTile, keyTile,
                valueTile);
#endif
}
