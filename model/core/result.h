#pragma once

#include <QString>

#include <optional>
#include <utility>
#include <variant>

namespace railyard {

// Why a design could not be read or written. The sentence shown to the user names the file, the
// object (its id and where it sits in the file) and what is wrong.
struct IoError
{
    QString file;
    QString path;     // JSON path such as cables[3].a.device, or table and row for a native file
    QString objectId; // id of the object the error is about, when it has one
    QString message;
    // The user stopped the work (a progress dialog's Cancel): nothing to report, and nothing was written.
    bool cancelled = false;

    QString toString() const;
    // The error of work the user cancelled, about `file`.
    static IoError cancel(const QString &file);
};

// A value or the error that prevented it; Result<> (Result<void>) for work that returns nothing but may fail.
// The one result type of every reader, writer and job: ignoring one is a compile warning (nodiscard). The
// caller must look at ok() before value() or error().
template <typename T = void> class [[nodiscard]] Result
{
public:
    Result(T value) : m_data(std::move(value)) {}
    Result(IoError error) : m_data(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_data); }
    T &value() { return std::get<T>(m_data); }
    const T &value() const { return std::get<T>(m_data); }
    T takeValue() { return std::move(std::get<T>(m_data)); }
    const IoError &error() const { return std::get<IoError>(m_data); }

private:
    std::variant<T, IoError> m_data;
};

template <> class [[nodiscard]] Result<void>
{
public:
    Result() = default;
    Result(IoError error) : m_error(std::move(error)) {}

    bool ok() const { return !m_error.has_value(); }
    const IoError &error() const { return *m_error; }

private:
    std::optional<IoError> m_error;
};

// Text from a file or the network as it may be printed on one line of a terminal or a text report: control
// characters (a newline, CR, ESC, BEL) and the Unicode line separators as escapes (\n, \r, \u001b), so that
// nothing read can forge a line or drive the terminal.
QString printableText(const QString &text);
// A value from a file or the command line quoted in a message: printable, and cut to 60 characters with "…".
QString echoText(const QString &text);
// A message as one line of a terminal: printable, quoted values ("…") cut to 60 characters, words without
// spaces far longer than a line cut in their middle, at most 1000 characters. Every error line goes through
// it.
QString messageLine(const QString &message);

} // namespace railyard
