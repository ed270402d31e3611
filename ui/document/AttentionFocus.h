#pragma once

#include "render/PairFocus.h"

#include <QObject>
#include <optional>

namespace attn {

/// The query-key pair a student is looking at, shared by the linked views: hovering or clicking a cell of
/// a heatmap sets it, and the stepper's tables, the editor and the 3-D view highlight the same pair.
class AttentionFocus : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    bool isSet() const { return m_query >= 0 && m_key >= 0; }
    int head() const { return m_head; }
    int query() const { return m_query; }
    int key() const { return m_key; }

    void setFocus(int head, int query, int key);
    void clear() { setFocus(m_head, -1, -1); }
    PairFocus pair() const { return {m_head, m_query, m_key}; }

Q_SIGNALS:
    void changed();

private:
    int m_head = 0;
    int m_query = -1;
    int m_key = -1;
};

/// The pair a focus holds, as the renderers take it; none without a focus or a pair.
inline std::optional<PairFocus> pairFocus(const AttentionFocus *focus)
{
    return focus && focus->isSet() ? std::optional<PairFocus>(focus->pair()) : std::nullopt;
}

} // namespace attn
