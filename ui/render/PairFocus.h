#pragma once

namespace attn {

/// The query-key pair of a head that the linked views show: hovered or clicked in one, outlined in all.
struct PairFocus
{
    int head = 0;
    int query = -1;
    int key = -1;
    bool isSet() const { return query >= 0 && key >= 0; }
};

} // namespace attn
