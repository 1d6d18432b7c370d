#include "export/commissionreport.h"

#include "commission/commissionoutput.h"
#include "commission/installstatus.h"
#include "design/design.h"
#include "export/commissionreportpdf.h"
#include "export/xlsxlibrary.h"
#include "io/atomicfile.h"
#include "io/csv.h"
#include "render/palette.h"

#include <QCoreApplication>
#include <QDate>
#include <QFileInfo>

namespace railyard {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CommissioningReport)
};

QString cell(const std::optional<double> &v)
{
    return v ? exportNumber(std::round(*v * 1000) / 1000) : QString();
}

QString findingsText(const CableJudgement &j)
{
    QStringList texts;
    for (const TestFinding &f : j.findings)
        texts << testFindingText(f);
    return texts.join(QStringLiteral("; "));
}

lxw_color_t rgb(const QColor &c)
{
    return lxw_color_t(c.rgb() & 0xFFFFFF);
}

QString verdictText(CableJudgement::Verdict v)
{
    switch (v) {
    case CableJudgement::Verdict::Pass:
        return Text::tr("Pass");
    case CableJudgement::Verdict::Fail:
        return Text::tr("Fail");
    case CableJudgement::Verdict::Untested:
        return Text::tr("Untested");
    }
    return {};
}

void fillWorkbook(const XlsxLibrary &x, lxw_workbook *book, const Design &design, const Commissioning &c,
                  const QList<UnmatchedResult> &unmatched)
{
    lxw_format *title = x.workbook_add_format(book);
    x.format_set_bold(title);
    x.format_set_font_size(title, 16);
    lxw_format *bold = x.workbook_add_format(book);
    x.format_set_bold(bold);
    lxw_format *header = addHeaderFormat(x, book);
    lxw_format *decimal = x.workbook_add_format(book);
    x.format_set_num_format(decimal, "0.00");
    const auto verdictFormat = [&](const QColor &colour) {
        lxw_format *f = x.workbook_add_format(book);
        x.format_set_font_color(f, rgb(colour.darker(130)));
        x.format_set_bold(f);
        return f;
    };
    lxw_format *failFormat = verdictFormat(Palette::error());
    lxw_format *passFormat = verdictFormat(Palette::ok());
    lxw_format *warnFormat = verdictFormat(Palette::warningText());
    const auto utf8 = [](const QString &s) { return s.toUtf8(); };

    // Summary: what a person signing off reads first, and the histogram of margins.
    const QByteArray summaryName = utf8(Text::tr("Summary"));
    lxw_worksheet *summary = x.workbook_add_worksheet(book, summaryName.constData());
    x.worksheet_set_column(summary, 0, 0, 34, nullptr);
    x.worksheet_set_column(summary, 1, 1, 14, nullptr);
    x.worksheet_write_string(summary, 0, 0, utf8(Text::tr("Commissioning report")).constData(), title);
    x.worksheet_write_string(summary, 1, 0, utf8(design.name).constData(), nullptr);
    x.worksheet_write_string(summary, 2, 0, utf8(QDate::currentDate().toString(Qt::ISODate)).constData(),
                             nullptr);
    const std::pair<QString, int> counts[] = {{Text::tr("Fiber cables"), int(c.cables.size())},
                                              {Text::tr("Tested"), c.summary.tested},
                                              {Text::tr("Passed"), c.summary.passed},
                                              {Text::tr("Failed"), c.summary.failed},
                                              {Text::tr("Passed with warnings"), c.summary.warned},
                                              {Text::tr("Untested"), c.summary.untested},
                                              {Text::tr("Results naming no cable"), int(unmatched.size())}};
    int row = 4;
    for (const auto &[label, n] : counts) {
        x.worksheet_write_string(summary, lxw_row_t(row), 0, utf8(label).constData(), bold);
        x.worksheet_write_number(summary, lxw_row_t(row++), 1, n, nullptr);
    }
    x.worksheet_write_string(summary, lxw_row_t(row), 0, utf8(Text::tr("Coverage")).constData(), bold);
    // As every commissioning output rounds it: down, and "<1 %" for a few.
    x.worksheet_write_string(
        summary, lxw_row_t(row++), 1,
        utf8(percentText(c.cables.empty() ? 1.0 : double(c.summary.tested) / double(c.cables.size())))
            .constData(),
        nullptr);
    ++row;
    const int histogramRow = row;
    x.worksheet_write_string(summary, lxw_row_t(row), 0, utf8(Text::tr("Margin")).constData(), header);
    x.worksheet_write_string(summary, lxw_row_t(row++), 1, utf8(Text::tr("Cables")).constData(), header);
    const QList<MarginBin> bins = marginHistogram(c);
    for (const MarginBin &bin : bins) {
        x.worksheet_write_string(summary, lxw_row_t(row), 0, utf8(bin.label).constData(), nullptr);
        x.worksheet_write_number(summary, lxw_row_t(row++), 1, bin.count, nullptr);
    }
    // The histogram as a chart, beside its table.
    lxw_chart *chart = x.workbook_add_chart(book, LXW_CHART_COLUMN);
    const QByteArray sheetRef = QStringLiteral("'%1'").arg(QString::fromUtf8(summaryName)).toUtf8();
    const QByteArray categories = QStringLiteral("=%1!$A$%2:$A$%3")
                                      .arg(QString::fromUtf8(sheetRef))
                                      .arg(histogramRow + 2)
                                      .arg(row)
                                      .toUtf8();
    const QByteArray values = QStringLiteral("=%1!$B$%2:$B$%3")
                                  .arg(QString::fromUtf8(sheetRef))
                                  .arg(histogramRow + 2)
                                  .arg(row)
                                  .toUtf8();
    lxw_chart_series *series = x.chart_add_series(chart, categories.constData(), values.constData());
    x.chart_series_set_name(series, utf8(Text::tr("Cables")).constData());
    lxw_chart_fill fill{};
    fill.color = rgb(Palette::cableStatus(CableStatus::Terminated));
    x.chart_series_set_fill(series, &fill);
    x.chart_title_set_name(chart, utf8(Text::tr("Loss margin of the tested cables")).constData());
    x.chart_axis_set_name(chart->x_axis, utf8(Text::tr("Margin to the budget")).constData());
    x.chart_axis_set_name(chart->y_axis, utf8(Text::tr("Cables")).constData());
    x.chart_legend_set_position(chart, LXW_CHART_LEGEND_NONE);
    // Under its table, so that the sheet prints on one page.
    x.worksheet_insert_chart(summary, lxw_row_t(row + 1), 0, chart);

    // Results: one row per fiber cable, failures first.
    lxw_worksheet *results = x.workbook_add_worksheet(book, utf8(Text::tr("Results")).constData());
    const QStringList titles{Text::tr("Cable"),
                             Text::tr("Label"),
                             Text::tr("Verdict"),
                             Text::tr("Loss (dB)"),
                             Text::tr("Budget (dB)"),
                             Text::tr("Margin (dB)"),
                             Text::tr("Tester limit (dB)"),
                             Text::tr("Measured length (m)"),
                             Text::tr("Design length (m)"),
                             Text::tr("Records"),
                             Text::tr("Findings")};
    const double widths[] = {16, 20, 10, 10, 11, 11, 14, 14, 14, 9, 70};
    for (int col = 0; col < int(titles.size()); ++col) {
        x.worksheet_set_column(results, lxw_col_t(col), lxw_col_t(col), widths[col], nullptr);
        x.worksheet_write_string(results, 0, lxw_col_t(col), utf8(titles[col]).constData(), header);
    }
    row = 1;
    for (const CableJudgement *j : reportOrder(c)) {
        const Cable &cable = design.cables().at(j->cable);
        const lxw_row_t r = lxw_row_t(row++);
        x.worksheet_write_string(results, r, 0, utf8(cable.id).constData(), nullptr);
        x.worksheet_write_string(results, r, 1, utf8(cable.label).constData(), nullptr);
        lxw_format *vf = j->verdict == CableJudgement::Verdict::Fail ? failFormat
                         : j->verdict == CableJudgement::Verdict::Pass
                             ? (j->hasWarnings() ? warnFormat : passFormat)
                             : nullptr;
        x.worksheet_write_string(results, r, 2, utf8(verdictText(j->verdict)).constData(), vf);
        const std::optional<double> numbers[] = {j->lossDb,  j->budgetDb, j->marginDb,
                                                 j->limitDb, j->lengthM,  cable.lengthM};
        for (int n = 0; n < 6; ++n)
            if (numbers[n]) x.worksheet_write_number(results, r, lxw_col_t(3 + n), *numbers[n], decimal);
        x.worksheet_write_number(results, r, 9, j->records, nullptr);
        x.worksheet_write_string(results, r, 10, utf8(findingsText(*j)).constData(), nullptr);
    }
    x.worksheet_freeze_panes(results, 1, 0);
    x.worksheet_autofilter(results, 0, 0, lxw_row_t(std::max(1, row - 1)), lxw_col_t(titles.size() - 1));

    if (!unmatched.isEmpty()) {
        lxw_worksheet *other = x.workbook_add_worksheet(book, utf8(Text::tr("Unmatched")).constData());
        x.worksheet_set_column(other, 0, 1, 24, nullptr);
        x.worksheet_write_string(other, 0, 0, utf8(Text::tr("Row of the results file")).constData(), header);
        x.worksheet_write_string(other, 0, 1, utf8(Text::tr("Cable as written")).constData(), header);
        row = 1;
        for (const UnmatchedResult &u : unmatched) {
            x.worksheet_write_number(other, lxw_row_t(row), 0, u.row, nullptr);
            x.worksheet_write_string(other, lxw_row_t(row++), 1, utf8(u.cable).constData(), nullptr);
        }
    }
}

} // namespace

QByteArray commissioningCsv(const Design &design, const Commissioning &c)
{
    QString text =
        csvRecord({QStringLiteral("cable"), QStringLiteral("label"), QStringLiteral("verdict"),
                   QStringLiteral("loss_db"), QStringLiteral("budget_db"), QStringLiteral("margin_db"),
                   QStringLiteral("limit_db"), QStringLiteral("length_m"), QStringLiteral("design_length_m"),
                   QStringLiteral("records"), QStringLiteral("findings")});
    for (const CableJudgement *j : reportOrder(c)) {
        const Cable &cable = design.cables().at(j->cable);
        text += csvRecord({cable.id, cable.label, verdictName(j->verdict), cell(j->lossDb), cell(j->budgetDb),
                           cell(j->marginDb), cell(j->limitDb), cell(j->lengthM), exportNumber(cable.lengthM),
                           QString::number(j->records), findingsText(*j)});
    }
    return text.toUtf8();
}

Result<> writeCommissioningReport(const QString &path, const Design &design, const Commissioning &c,
                                  const QList<UnmatchedResult> &unmatched, Paper paper)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("csv")) return writeFileAtomically(path, commissioningCsv(design, c));
    if (suffix == QLatin1String("pdf")) return writeCommissioningPdf(path, design, c, unmatched, paper);
    if (suffix == QLatin1String("xlsx"))
        return writeXlsx(
            path, Text::tr("Commissioning report"),
            [&](const XlsxLibrary &x, lxw_workbook *book) { fillWorkbook(x, book, design, c, unmatched); });
    return IoError{
        path, {}, {}, QStringLiteral("the commissioning report is written as .xlsx, .pdf or .csv")};
}

} // namespace railyard
