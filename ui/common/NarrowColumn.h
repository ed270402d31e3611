#pragma once

#include <QWidget>

#include <algorithm>
#include <functional>

namespace attn {

/// A column of controls beside pictures that asks for a given width rather than the width its contents
/// would like (labels beside their fields, a status on long lines): the pictures take the rest. It is never
/// narrower than its contents' narrowest layout (a long German label, a large text), asked afresh at each
/// layout, so that a list keeps its whole choice and a button its whole name.
class NarrowColumn : public QWidget
{
public:
    /// width: the width to ask for, read at each layout (it may follow a text scale).
    explicit NarrowColumn(std::function<int()> width, QWidget *parent = nullptr) : QWidget(parent), m_width(std::move(width)) {}

    QSize sizeHint() const override { return {std::max(m_width(), minimumSizeHint().width()), QWidget::sizeHint().height()}; }

private:
    std::function<int()> m_width;
};

} // namespace attn
