#include "jobs/jobregistry.h"

#include "io/designfile.h"
#include "io/jsonout.h"
#include "revision/revisionstore.h"

#include <QDateTime>

namespace railyard::jobs {

namespace {

void listRevisions(const Design &design, bool json, QTextStream &out)
{
    if (json) {
        QByteArray bytes;
        JsonOut o(bytes);
        o.beginObject();
        o.key("revisions");
        o.beginArray();
        for (const Revision &r : design.revisions) {
            o.beginObject(true);
            o.field("name", r.name);
            o.field("date", r.date.toUTC().toString(Qt::ISODate));
            if (!r.note.isEmpty()) o.field("note", r.note);
            o.endObject();
        }
        o.endArray();
        o.endObject();
        out << QString::fromUtf8(bytes);
        return;
    }
    if (design.revisions.isEmpty()) out << "no revisions\n";
    for (const Revision &r : design.revisions) {
        out << r.date.toUTC().toString(Qt::ISODate) << "  " << printableText(r.name);
        if (!r.note.isEmpty()) out << "  " << printableText(r.note);
        out << '\n';
    }
}

// --add, --restore or --delete: the document with that change, written to -o.
int editRevisions(const JobParameters &p, JobContext &s, const QString &action)
{
    const QString out = p.value(QStringLiteral("output"));
    if (out.isEmpty())
        return fail(s, QStringLiteral("revisions: --%1 writes the document to -o OUT.railyard").arg(action));
    if (formatForFileName(out) != FileFormat::Native)
        return fail(s, QStringLiteral("%1: revisions are kept only in a native .railyard document").arg(out));
    if (const QString problem = outputProblem(p.positionalArguments(), out); !problem.isEmpty())
        return fail(s, problem);
    Result<Design> loaded = jobDesign(p, s);
    if (!loaded.ok()) return fail(s, loaded.error().toString());
    Design design = std::move(loaded.value());
    const QString file = p.positionalArguments().value(0);
    const QString name = p.value(action);
    if (action == QLatin1String("add")) {
        if (const QString problem = revisionNameProblem(design, name); !problem.isEmpty())
            return fail(s, QStringLiteral("%1: %2").arg(file, problem));
        design.revisions.append(
            recordRevision(design, name, p.value(QStringLiteral("note")), QDateTime::currentDateTimeUtc()));
    } else {
        const int index = findRevision(design, name);
        if (index < 0) return fail(s, QStringLiteral("%1: %2").arg(file, noRevisionMessage(design, name)));
        if (action == QLatin1String("delete")) {
            design.revisions.removeAt(index);
        } else {
            Result<Design> restored = revisionDesign(design.revisions[index], file);
            if (!restored.ok()) return fail(s, restored.error().toString());
            restored.value().revisions = design.revisions;
            design = std::move(restored.value());
        }
    }
    if (Result<> saved = saveDesign(design, out, FileFormat::Native); !saved.ok())
        return fail(s, saved.error().toString());
    listRevisions(design, false, s.out);
    s.out.flush();
    return int(ExitOk);
}

} // namespace

Job revisionsJob()
{
    Job c;
    c.name = QStringLiteral("revisions");
    c.summary = QStringLiteral("List, save, restore or delete the named revisions a native document keeps");
    c.positional = QStringLiteral("FILE");
    c.positionalHelp = {QStringLiteral("A native .railyard document (interchange JSON keeps no revisions).")};
    c.options = declareOptions([](JobOptionList &p) {
        p.addOption(QCommandLineOption(QStringLiteral("json"),
                                       QStringLiteral("Print the revisions as JSON: name, date, note.")));
        p.addOption({QStringLiteral("add"),
                     QStringLiteral("Keep the design as it is now as a revision named NAME (write with -o)."),
                     QStringLiteral("NAME")},
                    JobOption::Kind::Text);
        p.addOption({QStringLiteral("note"), QStringLiteral("With --add: a note kept with the revision."),
                     QStringLiteral("TEXT")});
        p.addOption({QStringLiteral("restore"),
                     QStringLiteral(
                         "Make the revision NAME the design again, keeping every revision (write with -o)."),
                     QStringLiteral("NAME")},
                    JobOption::Kind::Text);
        p.addOption({QStringLiteral("delete"), QStringLiteral("Forget the revision NAME (write with -o)."),
                     QStringLiteral("NAME")},
                    JobOption::Kind::Text);
        p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                     QStringLiteral("The document to write with --add, --restore or --delete (.railyard)."),
                     QStringLiteral("OUT")});
    });
    c.run = [](const JobParameters &p, JobContext &s) {
        // A revision keeps no revisions: FILE@NAME would list nothing, or record into a copy of the past.
        if (const QString spec = p.positionalArguments().value(0); designFileOf(spec) != spec)
            return fail(s, QStringLiteral("%1: revisions takes the document (%2), not one of its revisions")
                               .arg(spec, designFileOf(spec)));
        QStringList actions;
        for (const char *a : {"add", "restore", "delete"})
            if (p.isSet(QLatin1String(a))) actions << QLatin1String(a);
        if (actions.size() > 1)
            return fail(s, QStringLiteral("revisions: one of --add, --restore and --delete at a time"));
        if (p.isSet(QStringLiteral("note")) && actions != QStringList{QStringLiteral("add")})
            return fail(s, QStringLiteral("revisions: --note goes with --add"));
        if (!actions.isEmpty()) return editRevisions(p, s, actions.first());
        if (p.isSet(QStringLiteral("output")))
            return fail(s, QStringLiteral("revisions: -o goes with --add, --restore or --delete"));
        Result<Design> design = jobDesign(p, s);
        if (!design.ok()) return fail(s, design.error().toString());
        listRevisions(design.value(), p.isSet(QStringLiteral("json")), s.out);
        s.out.flush();
        return int(ExitOk);
    };
    return c;
}

} // namespace railyard::jobs
