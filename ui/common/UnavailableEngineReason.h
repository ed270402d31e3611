#pragma once

#include "runtime/EngineFactory.h"
#include "common/Translations.h"

#include <QString>

namespace attn {

/// Why an engine cannot be used, in its own words ("no OpenCL platform is installed"), in the language the
/// window speaks: asked again of the engine in a language other than the one it was asked in. Should the
/// engine work by then, the reason asked before stays. The Engine menu and the window's notice both show it.
class UnavailableEngineReason
{
public:
    UnavailableEngineReason(QString engine, QString reason)
        : m_engine(std::move(engine)), m_reason(std::move(reason)), m_askedIn(currentLanguage())
    {
    }

    QString inTheLanguage()
    {
        if (m_askedIn != currentLanguage()) {
            m_askedIn = currentLanguage();
            if (const QString again = createEngine(m_engine).unavailableReason; !again.isEmpty())
                m_reason = again;
        }
        return m_reason;
    }

private:
    QString m_engine;
    QString m_reason;
    QString m_askedIn;
};

} // namespace attn
