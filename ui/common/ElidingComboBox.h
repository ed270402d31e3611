#pragma once

#include <QComboBox>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <algorithm>

namespace attn {

/// A combo box that asks for the width of its widest item but may be squeezed to a few characters, its text
/// then elided (the list still shows every item whole). A plain QComboBox may never be narrower than its
/// widest item, so that the words of a language decide the minimum width of whatever holds it: the Figures
/// dock would be 100 px wider in German than in English ("Token-Vektoren x (zum Bearbeiten ziehen)"), all of
/// it taken from the stepper.
class ElidingComboBox : public QComboBox
{
public:
    /// minimumCharacters: the narrowest it may be, in widths of an 'x' of its font.
    explicit ElidingComboBox(int minimumCharacters, QWidget *parent = nullptr)
        : QComboBox(parent), m_minimumCharacters(minimumCharacters)
    {
    }

    QSize minimumSizeHint() const override
    {
        // As QComboBox measures its contents, with minimumCharacters for the text.
        QStyleOptionComboBox option;
        initStyleOption(&option);
        const QSize full = QComboBox::minimumSizeHint();
        const QSize text(fontMetrics().horizontalAdvance(QLatin1Char('x')) * m_minimumCharacters, fontMetrics().height());
        const QSize least = style()->sizeFromContents(QStyle::CT_ComboBox, &option, text, this);
        return {std::min(least.width(), full.width()), full.height()};
    }

protected:
    void initStyleOption(QStyleOptionComboBox *option) const override
    {
        QComboBox::initStyleOption(option);
        // Qt's style clips a text wider than the box; a cut word reads as another word, "…" as a cut one.
        const QRect field = style()->subControlRect(QStyle::CC_ComboBox, option, QStyle::SC_ComboBoxEditField, this);
        option->currentText = fontMetrics().elidedText(option->currentText, Qt::ElideRight, field.width() - 2);
    }

private:
    int m_minimumCharacters;
};

} // namespace attn
