#pragma once

#include <catch2/catch.hpp>

#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <vector>

namespace railyard::test {

// What poppler (independent of Qt) reads from a PDF the exporters wrote.

// The text of a PDF, laid out as on the page; one page (from 1) or all (0), pages ended by a form feed.
inline QString pdfText(const QString &path, int page = 0)
{
    QStringList args{QStringLiteral("-layout")};
    if (page > 0)
        args << QStringLiteral("-f") << QString::number(page) << QStringLiteral("-l")
             << QString::number(page);
    QProcess p;
    p.start(QStringLiteral("pdftotext"), args << path << QStringLiteral("-"));
    REQUIRE(p.waitForFinished(60000));
    REQUIRE(p.exitCode() == 0);
    return QString::fromUtf8(p.readAllStandardOutput());
}

inline int pdfPages(const QString &path)
{
    QProcess p;
    p.start(QStringLiteral("pdfinfo"), {path});
    REQUIRE(p.waitForFinished(60000));
    const QString info = QString::fromUtf8(p.readAllStandardOutput());
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
    REQUIRE(m.hasMatch());
    return m.captured(1).toInt();
}

// A word as poppler places it, in points from the page's top left.
struct PdfWord
{
    int page = 0; // from 1
    double xMin = 0, yMin = 0, xMax = 0, yMax = 0;
    QString text;
};

struct PdfWords
{
    double pageWidth = 0, pageHeight = 0; // of the first page, in points
    std::vector<PdfWord> words;

    bool contains(const QString &text) const
    {
        for (const PdfWord &w : words)
            if (w.text == text) return true;
        return false;
    }
    // The words of each line of text (the same page, overlapping vertically), left to right.
    std::vector<std::vector<PdfWord>> lines() const
    {
        std::vector<std::vector<PdfWord>> out;
        for (const PdfWord &w : words) {
            auto line = std::find_if(out.begin(), out.end(), [&](const std::vector<PdfWord> &l) {
                const PdfWord &f = l.front();
                return f.page == w.page && std::abs((f.yMin + f.yMax) - (w.yMin + w.yMax)) / 2 < 1.0;
            });
            if (line == out.end())
                out.push_back({w});
            else
                line->push_back(w);
        }
        for (auto &l : out)
            std::sort(l.begin(), l.end(), [](const PdfWord &a, const PdfWord &b) { return a.xMin < b.xMin; });
        return out;
    }
};

inline PdfWords pdfWords(const QString &path)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), path, QStringLiteral("-")});
    REQUIRE(p.waitForFinished(60000));
    REQUIRE(p.exitCode() == 0);
    const QString html = QString::fromUtf8(p.readAllStandardOutput());
    PdfWords out;
    static const QRegularExpression pageRe(QStringLiteral("<page width=\"([\\d.]+)\" height=\"([\\d.]+)\">"));
    static const QRegularExpression wordRe(QStringLiteral(
        "<word xMin=\"([\\d.]+)\" yMin=\"([\\d.]+)\" xMax=\"([\\d.]+)\" yMax=\"([\\d.]+)\">([^<]*)</word>"));
    int page = 0;
    qsizetype at = 0;
    for (;;) {
        const QRegularExpressionMatch nextPage = pageRe.match(html, at);
        const qsizetype end = nextPage.hasMatch() ? nextPage.capturedStart() : html.size();
        for (auto it = wordRe.globalMatch(html.mid(at, end - at)); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            QString text = m.captured(5);
            text.replace(QLatin1String("&amp;"), QLatin1String("&"))
                .replace(QLatin1String("&lt;"), QLatin1String("<"))
                .replace(QLatin1String("&gt;"), QLatin1String(">"))
                .replace(QLatin1String("&quot;"), QLatin1String("\""));
            text = text.normalized(QString::NormalizationForm_KC); // ligatures (ﬀ) as their letters
            out.words.push_back({page, m.captured(1).toDouble(), m.captured(2).toDouble(),
                                 m.captured(3).toDouble(), m.captured(4).toDouble(), text});
        }
        if (!nextPage.hasMatch()) break;
        if (page == 0) {
            out.pageWidth = nextPage.captured(1).toDouble();
            out.pageHeight = nextPage.captured(2).toDouble();
        }
        ++page;
        at = nextPage.capturedEnd();
    }
    return out;
}

} // namespace railyard::test
