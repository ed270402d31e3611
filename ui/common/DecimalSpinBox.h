#pragma once

#include <QDoubleSpinBox>

namespace attn {

/// A box for a small decimal number (a temperature, a learning rate) that takes either decimal mark: 0,5 and
/// 0.5 are one half in every language. A German student typing 0,5 into a box that reads the comma as a
/// thousands separator gets 5, ten times what was meant, without a word; these numbers never need one.
class DecimalSpinBox : public QDoubleSpinBox
{
public:
    using QDoubleSpinBox::QDoubleSpinBox;

    QValidator::State validate(QString &input, int &position) const override
    {
        input = withOwnDecimalMark(input);
        return QDoubleSpinBox::validate(input, position);
    }

    double valueFromText(const QString &text) const override { return QDoubleSpinBox::valueFromText(withOwnDecimalMark(text)); }

private:
    QString withOwnDecimalMark(QString text) const
    {
        const QString mark = locale().decimalPoint();
        text.replace(u',', mark).replace(u'.', mark);
        return text;
    }
};

} // namespace attn
