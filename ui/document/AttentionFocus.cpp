#include "AttentionFocus.h"

namespace attn {

void AttentionFocus::setFocus(int head, int query, int key)
{
    if (head == m_head && query == m_query && key == m_key)
        return;
    m_head = head;
    m_query = query;
    m_key = key;
    Q_EMIT changed();
}

} // namespace attn
