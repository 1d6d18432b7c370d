#include "design/revisionname.h"

#include "core/idproblem.h"

#include <QCoreApplication>

namespace railyard {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Revisions)
};

constexpr int maxNameLength = 100;

} // namespace

QString revisionNameFault(const QString &name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty()) return Text::tr("A revision needs a name.");
    if (trimmed != name) return Text::tr("A revision's name cannot start or end with spaces.");
    if (name.size() > maxNameLength)
        return Text::tr("A revision's name can have at most %1 characters.").arg(maxNameLength);
    if (name.contains(QLatin1Char('@')))
        return Text::tr("A revision's name cannot hold \"@\" (FILE@NAME names a revision).");
    // Invisible characters (a zero-width space, a right-to-left override) would make two names that look the
    // same, or a name that reads backwards; a noncharacter (U+FFFF) does not survive every reader.
    for (const QChar c : name)
        if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format)
            return Text::tr("A revision's name cannot hold control or invisible characters.");
    if (!idProblem(name).isEmpty()) return Text::tr("A revision's name cannot hold a Unicode noncharacter.");
    return {};
}

QString revisionNameKey(const QString &name)
{
    return name.normalized(QString::NormalizationForm_C).toCaseFolded();
}

} // namespace railyard
