#pragma once

#include <QEvent>
#include <QObject>

#include <functional>
#include <vector>

namespace attn {

/// The texts of a widget that follow the language while the program runs. Each setter is called once
/// when added and again whenever the language changes: installing a translator sends LanguageChange to
/// every window, and a widget passes it on to its children, this object among them.
class LiveTranslation : public QObject
{
public:
    explicit LiveTranslation(QObject *owner) : QObject(owner) {}

    /// Calls setText now and after every change of language.
    void add(std::function<void()> setText)
    {
        setText();
        m_setters.push_back(std::move(setText));
    }

protected:
    bool event(QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange) {
            for (const std::function<void()> &setText : m_setters)
                setText();
        }
        return QObject::event(event);
    }

private:
    std::vector<std::function<void()>> m_setters;
};

} // namespace attn
