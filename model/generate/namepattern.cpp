#include "generate/namepattern.h"

#include <QCoreApplication>

namespace railyard {

NamePattern::NamePattern(const QString &text, const QStringList &keys) : m_text(text)
{
    QString literal;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] != QLatin1Char('{')) {
            literal += text[i];
            continue;
        }
        const qsizetype close = text.indexOf(QLatin1Char('}'), i);
        if (close < 0) {
            m_error = QCoreApplication::translate("NamePattern", "\"%1\" has a { without a }").arg(text);
            return;
        }
        const QString inner = text.mid(i + 1, close - i - 1);
        Token token;
        const qsizetype colon = inner.indexOf(QLatin1Char(':'));
        token.key = colon < 0 ? inner : inner.left(colon);
        if (colon >= 0) {
            const QString format = inner.mid(colon + 1);
            bool ok = false;
            token.width = format.toInt(&ok);
            token.zeros = format.startsWith(QLatin1Char('0'));
            if (!ok || token.width < 0 || token.width > 12) {
                m_error = QCoreApplication::translate("NamePattern",
                                                      "\"%1\": {%2} is not a width (write {%3:03} for 001)")
                              .arg(text, inner, token.key);
                return;
            }
        }
        if (!keys.contains(token.key)) {
            QStringList braced;
            for (const QString &k : keys)
                braced << QLatin1Char('{') + k + QLatin1Char('}');
            m_error = QCoreApplication::translate("NamePattern", "\"%1\": {%2} is not one of %3")
                          .arg(text, token.key, braced.join(QStringLiteral(", ")));
            return;
        }
        if (!literal.isEmpty()) m_tokens.append(Token{literal, {}, 0, false});
        literal.clear();
        m_tokens.append(token);
        i = close;
    }
    if (!literal.isEmpty()) m_tokens.append(Token{literal, {}, 0, false});
}

bool NamePattern::uses(const char *key) const
{
    for (const Token &t : m_tokens)
        if (t.key == QLatin1String(key)) return true;
    return false;
}

QString NamePattern::format(const QList<Value> &values) const
{
    QString out;
    for (const Token &t : m_tokens) {
        if (t.key.isEmpty()) {
            out += t.literal;
            continue;
        }
        for (const Value &v : values) {
            if (t.key != QLatin1String(v.key)) continue;
            if (const int *n = std::get_if<int>(&v.value))
                out += QStringLiteral("%1").arg(*n, t.width, 10, QLatin1Char(t.zeros ? '0' : ' '));
            else
                out += std::get<QString>(v.value);
            break;
        }
    }
    return out;
}

QString NamePattern::widened(const QString &text, std::initializer_list<std::pair<const char *, int>> largest)
{
    QString out = text;
    for (const auto &[key, most] : largest) {
        const int digits = int(QString::number(most).size());
        for (int width = 2; width < digits; ++width)
            out.replace(
                QStringLiteral("{%1:%2}").arg(QLatin1String(key)).arg(width, 2, 10, QLatin1Char('0')),
                QStringLiteral("{%1:%2}").arg(QLatin1String(key)).arg(digits, 2, 10, QLatin1Char('0')));
    }
    return out;
}

} // namespace railyard
