#pragma once

#include <QFile>
#include <QStringList>
#include <QXmlStreamReader>

namespace attn::test {

/// Every piece of text in an SVG, or why it does not parse.
inline QStringList svgTexts(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QXmlStreamReader xml(&file);
    QStringList texts;
    bool sawSvg = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("svg"))
            sawSvg = true;
        if (xml.isStartElement() && xml.name() == QLatin1String("text"))
            // As a reader reads it: a non-breaking space (titles keep "K (2 of 3)" on one line) is a space.
            texts << xml.readElementText(QXmlStreamReader::IncludeChildElements).replace(QChar::Nbsp, u' ').trimmed();
    }
    if (xml.hasError())
        *error = xml.errorString();
    else if (!sawSvg)
        *error = QStringLiteral("no <svg> element");
    return texts;
}

} // namespace attn::test
