#include "io/jsontreecheck.h"

#include "io/byteordermark.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <string_view>
#include <vector>

namespace railyard {

namespace {

bool holdsByteOrderMark(std::string_view s)
{
    return findByteOrderMark(s.data(), s.data() + s.size()) != nullptr;
}

QString fromUtf8(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

class TreeCheck
{
public:
    explicit TreeCheck(bool escapes, bool catalogNumbers = false)
        : m_escapes(escapes), m_catalogNumbers(catalogNumbers)
    {
    }
    std::optional<JsonTreeProblem> problem;

    void visit(simdjson::dom::element e)
    {
        switch (e.type()) {
        case simdjson::dom::element_type::STRING:
            if (m_escapes && holdsByteOrderMark(std::string_view(e)))
                fail(QStringLiteral("U+FEFF (a byte-order mark) is not allowed in a string or key"));
            break;
        case simdjson::dom::element_type::ARRAY: {
            size_t i = 0;
            for (const simdjson::dom::element item : simdjson::dom::array(e)) {
                m_path.push_back({{}, i++, {}, false});
                visit(item);
                m_path.pop_back();
                if (problem) return;
            }
            break;
        }
        case simdjson::dom::element_type::OBJECT:
            visitObject(simdjson::dom::object(e));
            break;
        case simdjson::dom::element_type::UINT64:
            if (m_catalogNumbers && uint64_t(e) > uint64_t(std::numeric_limits<int64_t>::max()))
                fail(QStringLiteral("%1 is beyond the integers a catalog part keeps exactly (up to "
                                    "9223372036854775807)")
                         .arg(uint64_t(e)));
            break;
        default:
            break;
        }
    }

private:
    struct Step
    {
        std::string_view key; // no data() for an array element
        size_t index = 0;
        // The object entered at this step, if it is one (simdjson's default object points at no document).
        simdjson::dom::object object;
        bool isObject = false;
    };

    void visitObject(simdjson::dom::object o)
    {
        if (!m_path.empty()) {
            m_path.back().object = o;
            m_path.back().isObject = true;
        }
        m_keys.clear();
        for (const simdjson::dom::key_value_pair field : o)
            m_keys.push_back(field.key);
        if (const std::optional<std::string_view> twice = repeatedKey()) {
            m_path.push_back({*twice, 0, {}, false});
            fail(QStringLiteral("the key \"%1\" is given twice in this object").arg(fromUtf8(*twice)));
            return;
        }
        for (const simdjson::dom::key_value_pair field : o) {
            m_path.push_back({field.key, 0, {}, false});
            if (m_escapes && holdsByteOrderMark(field.key))
                fail(QStringLiteral("U+FEFF (a byte-order mark) is not allowed in a string or key"));
            else
                visit(field.value);
            m_path.pop_back();
            if (problem) return;
        }
    }

    // A key of m_keys given twice, if one is: pairwise for the few keys most objects have, sorted for more.
    std::optional<std::string_view> repeatedKey()
    {
        const size_t n = m_keys.size();
        if (n <= 16) {
            for (size_t i = 1; i < n; ++i)
                for (size_t j = 0; j < i; ++j)
                    if (m_keys[i] == m_keys[j]) return m_keys[i];
            return std::nullopt;
        }
        std::sort(m_keys.begin(), m_keys.end());
        const auto twice = std::adjacent_find(m_keys.begin(), m_keys.end());
        return twice == m_keys.end() ? std::nullopt : std::optional<std::string_view>(*twice);
    }

    void fail(const QString &message)
    {
        JsonTreeProblem p;
        for (size_t i = 0; i < m_path.size(); ++i) {
            const Step &s = m_path[i];
            if (s.key.data() == nullptr) {
                p.path += QLatin1Char('[') + QString::number(s.index) + QLatin1Char(']');
            } else {
                if (!p.path.isEmpty()) p.path += QLatin1Char('.');
                p.path += fromUtf8(s.key);
            }
        }
        // The innermost object on the path with a string id, for "cable "C1"" in the message.
        for (auto it = m_path.rbegin(); it != m_path.rend() && p.objectId.isEmpty(); ++it) {
            std::string_view id;
            if (it->isObject && it->object["id"].get(id) == simdjson::SUCCESS) p.objectId = fromUtf8(id);
        }
        p.message = message;
        problem = p;
    }

    const bool m_escapes;
    const bool m_catalogNumbers;
    std::vector<Step> m_path;
    std::vector<std::string_view> m_keys;
};

} // namespace

std::optional<JsonTreeProblem> checkJsonTree(simdjson::dom::element root, bool escapes)
{
    TreeCheck check(escapes);
    check.visit(root);
    return check.problem;
}

std::optional<JsonTreeProblem> checkCatalogNumbers(simdjson::dom::element root)
{
    TreeCheck check(false, true);
    check.visit(root);
    return check.problem;
}

std::optional<JsonTreeProblem> checkJsonText(const QByteArray &json)
{
    simdjson::dom::parser parser;
    simdjson::dom::element root;
    if (parser.parse(json.constData(), size_t(json.size())).get(root) != simdjson::SUCCESS)
        return std::nullopt;
    return checkJsonTree(root);
}

} // namespace railyard
