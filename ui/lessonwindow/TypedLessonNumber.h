#pragma once

#include <QObject>
#include <QString>

#include <optional>

class QTimer;

namespace attn {

/// Digits typed, then Enter, open that lesson of the gallery, as slide programs jump to a slide. The digits
/// are forgotten three seconds after the last one.
class TypedLessonNumber : public QObject
{
    Q_OBJECT
public:
    explicit TypedLessonNumber(QObject *parent);

    /// A digit typed: what the status bar says of the number so far (the lesson it names, or that there is none).
    QString type(int digit);
    /// Enter: the gallery's index of the lesson typed (-1 where it has none of that number), the digits then
    /// forgotten; nothing where no number is being typed (Enter is then not the number's).
    std::optional<int> enter();

private:
    QString m_digits;
    QTimer *m_forget;
};

} // namespace attn
