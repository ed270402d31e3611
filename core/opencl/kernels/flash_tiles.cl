// Long-sequence attention for GPUs: one work-item per query row, a work-group of GROUP rows shares tiles
// of TILE keys and values staged in local memory, and each row keeps its online softmax state (running
// maximum m, sum l, unnormalised output acc) in private memory. No n x n buffer exists; under the causal
// mask the group stops after the tile holding its last row, and only that diagonal tile is masked.
//
// Build-time defines: D_HEAD, GROUP (work-group size), TILE (keys per tile), CAUSAL (0 or 1).
// Layout: head-major, row-major: element (h, i, c) at (h * n + i) * D_HEAD + c.

__kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void flashTiles(__global const float *q, __global const float *k, __global const float *v,
                __global float *out, int queries, int keys, float scale)
{
    __local float keyTile[TILE * D_HEAD];
    __local float valueTile[TILE * D_HEAD];
    const int item = get_local_id(0);
    const int groupFirst = get_group_id(0) * GROUP;
    const int row = groupFirst + item;
    const int head = get_group_id(1);
    const bool active = row < queries;
    __global const float *kHead = k + (long)head * keys * D_HEAD;
    __global const float *vHead = v + (long)head * keys * D_HEAD;

    float query[D_HEAD];
    float acc[D_HEAD];
    for (int c = 0; c < D_HEAD; ++c) {
        query[c] = active ? q[((long)head * queries + row) * D_HEAD + c] * scale : 0.0f;
        acc[c] = 0.0f;
    }
    float m = -INFINITY;
    float l = 0.0f;

#if CAUSAL
    const int groupKeyEnd = min(keys, groupFirst + GROUP);
    const int rowKeyEnd = min(keys, row + 1);
#else
    const int groupKeyEnd = keys;
    const int rowKeyEnd = keys;
#endif
    for (int tileFirst = 0; tileFirst < groupKeyEnd; tileFirst += TILE) {
        const int tileKeys = min(TILE, groupKeyEnd - tileFirst);
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int at = item; at < tileKeys * D_HEAD; at += GROUP) {
            keyTile[at] = kHead[(long)tileFirst * D_HEAD + at];
            valueTile[at] = vHead[(long)tileFirst * D_HEAD + at];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (!active)
            continue;
        const int visible = min(tileKeys, rowKeyEnd - tileFirst);
        for (int j = 0; j < visible; ++j) {
            float s = 0.0f;
            for (int c = 0; c < D_HEAD; ++c)
                s = fma(query[c], keyTile[j * D_HEAD + c], s);
            if (s > m) {
                const float rescale = exp(m - s);
                l *= rescale;
                for (int c = 0; c < D_HEAD; ++c)
                    acc[c] *= rescale;
                m = s;
            }
            const float p = exp(s - m);
            l += p;
            for (int c = 0; c < D_HEAD; ++c)
                acc[c] = fma(p, valueTile[j * D_HEAD + c], acc[c]);
        }
    }
    if (!active)
        return;
    const float inverse = 1.0f / l;
    for (int c = 0; c < D_HEAD; ++c)
        out[((long)head * queries + row) * D_HEAD + c] = acc[c] * inverse;
}
