#pragma once

#include "render/ModelPictures.h"

#include <QObject>
#include <memory>

namespace attn {

class Engine;

/// A GPT-2 checkpoint opened in the window and the text it runs on: the tokens, and every layer's and
/// head's numbers for them, computed again whenever the text changes. The views read it; they compute
/// nothing.
class ModelDocument : public QObject
{
    Q_OBJECT
public:
    explicit ModelDocument(QObject *parent = nullptr);
    ~ModelDocument() override;

    /// Reads the checkpoint's folder on a worker thread, the window painting meanwhile; returns why it
    /// cannot be read (the model open before stays), or an empty string.
    QString open(const QString &folder);
    const Gpt2Model *model() const { return m_model.get(); }

    QString text() const { return m_text; }
    /// The text to run the model on; the tokens and the pass follow at once.
    void setText(const QString &text);

    const std::vector<Token> &tokens() const { return m_tokens; }
    /// The last pass, or null when there is none (no model, or a text it cannot take: see problem()).
    std::shared_ptr<const ModelTrace> trace() const { return m_trace; }
    /// Why there is no pass for the text, or an empty string.
    QString problem() const { return m_problem; }
    /// The model, the tokens and the pass, for the pictures.
    ModelPass pass() const { return {m_model.get(), m_tokens, m_trace, m_problem}; }
    /// The text a token id stands for.
    QString tokenText(int id) const;
    /// Says why there is no pass again, in the language spoken now (the reasons are composed in the language
    /// spoken when they arise); changed() follows where there is a reason.
    void sayTheProblemAgain();

Q_SIGNALS:
    /// The model, the text or the numbers changed.
    void changed();

private:
    void recompute();

    std::unique_ptr<Gpt2Model> m_model;
    std::unique_ptr<Engine> m_engine;
    QString m_text;
    std::vector<Token> m_tokens;
    std::shared_ptr<ModelTrace> m_trace;
    QString m_problem;
};

} // namespace attn
