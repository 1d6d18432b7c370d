#pragma once

#include "cli.h"

#include <QString>
#include <QStringList>
#include <QTextStream>

namespace railyard::test {

struct CliRun
{
    int code = -1;
    QString out;
    QString err;
};

// Runs the CLI in-process, capturing what it prints.
inline CliRun runCli(const QStringList &args)
{
    CliRun r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    cli::Streams streams{out, err};
    r.code = cli::run(args, streams);
    out.flush();
    err.flush();
    return r;
}

} // namespace railyard::test
