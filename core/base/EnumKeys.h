#pragma once

#include <QLatin1String>
#include <QString>
#include <QStringList>

#include <array>
#include <cstddef>
#include <optional>
#include <utility>

namespace attn {

/// The names an enum's values have in files, settings and on the command line, each written once beside
/// its value, in the order they are listed to a user ("expected one of …"). The key, the value of a key
/// and the list of keys all read this one table.
template <typename Enum, std::size_t Count>
class EnumKeys
{
public:
    using Entry = std::pair<Enum, const char *>;

    constexpr explicit EnumKeys(const std::array<Entry, Count> &entries) : m_entries(entries) {}

    /// The value's key; empty for a value the table lacks.
    QString key(Enum value) const
    {
        for (const auto &[entry, name] : m_entries)
            if (entry == value)
                return QString::fromLatin1(name);
        return {};
    }

    /// The value a key names, if any (keys are compared exactly, case included).
    std::optional<Enum> fromKey(const QString &key) const
    {
        for (const auto &[entry, name] : m_entries)
            if (key == QLatin1String(name))
                return entry;
        return std::nullopt;
    }

    QStringList keys() const
    {
        QStringList all;
        for (const auto &[entry, name] : m_entries)
            all << QString::fromLatin1(name);
        return all;
    }

private:
    std::array<Entry, Count> m_entries;
};

/// A table from a braced list, its length counted: enumKeys<Colour>({{Colour::Red, "red"}, {Colour::Blue, "blue"}}).
template <typename Enum, std::size_t Count>
constexpr EnumKeys<Enum, Count> enumKeys(const std::pair<Enum, const char *> (&entries)[Count])
{
    return EnumKeys<Enum, Count>(std::to_array(entries));
}

} // namespace attn
