#pragma once

#include <QFile>
#include <QString>
#include <QXmlStreamReader>

#include <vector>

namespace attn::test {

/// One message of a Qt Linguist .ts file: the English source and its translation.
struct TsMessage
{
    QString source;
    QString translation;
    bool unfinished = false;
};

/// Every message of a .ts file, in file order; empty when the file cannot be read or parsed.
inline std::vector<TsMessage> readTsFile(const QString &path)
{
    std::vector<TsMessage> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return messages;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("source")) {
            messages.push_back({xml.readElementText(), {}, false});
        } else if (xml.name() == QLatin1String("translation") && !messages.empty()) {
            messages.back().unfinished = xml.attributes().value(QStringLiteral("type")) == QLatin1String("unfinished");
            // A plural message holds its forms as child elements: their texts, one after another.
            messages.back().translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        }
    }
    if (xml.hasError())
        messages.clear();
    return messages;
}

} // namespace attn::test
