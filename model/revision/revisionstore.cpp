#include "revision/revisionstore.h"

#include "design/revisionname.h"
#include "io/bundledcatalog.h"
#include "io/designfile.h"
#include "io/jsondesignreader.h"
#include "io/jsondesignwriter.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QStringList>

namespace railyard {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Revisions)
};

// zlib's fastest level: a revision of a 100k-GPU design is recorded in well under a second, and its bytes
// are still a tenth of the JSON (docs/performance.md).
constexpr int compressionLevel = 1;

// The largest design a revision may hold uncompressed: well above a million-GPU design's JSON (about 300 MB
// at 1.2M cables, docs/performance.md).
constexpr quint32 maxRevisionBytes = 2000u << 20;

} // namespace

QString revisionNameProblem(const Design &design, const QString &name)
{
    if (QString fault = revisionNameFault(name); !fault.isEmpty()) return fault;
    const QString key = revisionNameKey(name);
    for (const Revision &r : design.revisions)
        if (revisionNameKey(r.name) == key)
            return Text::tr("There is already a revision named \"%1\".").arg(r.name);
    return {};
}

Revision recordRevision(const Design &design, const QString &name, const QString &note, const QDateTime &date)
{
    Revision r;
    r.name = name;
    r.note = note;
    // Whole seconds, as the document stores them, so that a revision compares equal after a save.
    r.date = date.toUTC();
    r.date.setTime(QTime(r.date.time().hour(), r.date.time().minute(), r.date.time().second()));
    r.content = qCompress(writeJsonDesign(design), compressionLevel);
    return r;
}

QString noRevisionMessage(const Design &design, const QString &name)
{
    QStringList names;
    for (const Revision &r : design.revisions)
        names.append(r.name);
    return names.isEmpty() ? QStringLiteral("the document has no revision \"%1\" (it has none)").arg(name)
                           : QStringLiteral("the document has no revision \"%1\" (it has %2)")
                                 .arg(name, names.join(QStringLiteral(", ")));
}

int findRevision(const Design &design, const QString &name)
{
    for (int i = 0; i < int(design.revisions.size()); ++i)
        if (design.revisions[i].name == name) return i;
    return -1;
}

Result<Design> revisionDesign(const Revision &revision, const QString &where)
{
    const QString name = QStringLiteral("%1@%2").arg(where, revision.name);
    // qUncompress believes the length the blob starts with: a damaged one could ask for gigabytes.
    const QByteArray &blob = revision.content;
    if (blob.size() < 4)
        return IoError{
            name, {}, revision.name, QStringLiteral("the revision is damaged (it holds no design)")};
    const quint32 claimed = (quint32(quint8(blob[0])) << 24) | (quint32(quint8(blob[1])) << 16) |
                            (quint32(quint8(blob[2])) << 8) | quint32(quint8(blob[3]));
    if (claimed > maxRevisionBytes)
        return IoError{
            name,
            {},
            revision.name,
            QStringLiteral("the revision is damaged (it claims %1 MB of design)").arg(claimed >> 20)};
    QByteArray json = qUncompress(revision.content);
    if (json.isEmpty())
        return IoError{
            name, {}, revision.name, QStringLiteral("the revision is damaged (it does not decompress)")};
    json.reserve(json.size() + jsonPadding());
    return readJsonDesign(std::move(json), name, bundledCatalog());
}

QString designFileOf(const QString &spec)
{
    const qsizetype at = spec.lastIndexOf(QLatin1Char('@'));
    if (at <= 0 || QFileInfo::exists(spec) || !QFileInfo::exists(spec.left(at))) return spec;
    return spec.left(at);
}

Result<Design> loadDesignOrRevision(const QString &spec)
{
    const QString file = designFileOf(spec);
    if (file == spec) return loadDesign(spec);
    const QString name = spec.mid(file.size() + 1);
    Result<Design> design = loadDesign(file);
    if (!design.ok()) return design;
    if (detectFileFormat(file) != FileFormat::Native)
        return IoError{file,
                       {},
                       name,
                       QStringLiteral("interchange JSON keeps no revisions; only a native .railyard document "
                                      "does")};
    const int index = findRevision(design.value(), name);
    if (index < 0) return IoError{file, {}, name, noRevisionMessage(design.value(), name)};
    return revisionDesign(design.value().revisions[index], file);
}

} // namespace railyard
