#include "catalog/catalog.h"
#include "catalog/catalogtexts.h"
#include "core/language.h"
#include "core/numberformat.h"
#include "io/bundledcatalog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QXmlStreamReader>

using namespace railyard;

namespace {

struct Message
{
    QString context;
    QString source;
    QStringList translations; // one, or the numerus forms
    bool finished = false;
};

// A .ts file as lupdate writes it, read with Qt's XML reader.
QList<Message> readTs(const QString &path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QList<Message> messages;
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            m = Message{context, {}, {}, false};
        } else if (xml.name() == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            m.finished = type.isEmpty();
            // Either text or <numerusform> children.
            while (!(xml.isEndElement() && xml.name() == QLatin1String("translation")) && !xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters() && !xml.isWhitespace()) m.translations.append(xml.text().toString());
                if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                    m.translations.append(xml.readElementText());
            }
            messages.append(m);
        }
    }
    REQUIRE_FALSE(xml.hasError());
    return messages;
}

QSet<QString> placeholders(const QString &text)
{
    QSet<QString> found;
    static const QRegularExpression re(QStringLiteral("%L?[1-9]"));
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured().remove(QLatin1Char('L')));
    return found;
}

struct LanguageGuard
{
    QLocale locale;
    ~LanguageGuard()
    {
        installTranslations(QStringLiteral("en"));
        QLocale::setDefault(locale);
        setDisplayLengthUnit(LengthUnit::Metres);
    }
};

} // namespace

TEST_CASE("Translations: each language is at least 90 % finished and keeps every placeholder",
          "[translations]")
{
    for (const QString &language : translatedLanguages()) {
        CAPTURE(language.toStdString());
        const QList<Message> messages =
            readTs(QStringLiteral(RAILYARD_SOURCE_DIR "/translations/railyard_%1.ts").arg(language));
        REQUIRE(messages.size() > 700);
        int finished = 0;
        for (const Message &m : messages) {
            if (!m.finished) continue;
            ++finished;
            CAPTURE(m.context.toStdString(), m.source.toStdString());
            REQUIRE_FALSE(m.translations.isEmpty());
            for (const QString &t : m.translations) {
                CHECK_FALSE(t.trimmed().isEmpty());
                // %1, %2 … all there (a numerus form may leave %n out: "one cage").
                CHECK(placeholders(t) == placeholders(m.source));
            }
        }
        CHECK(finished >= messages.size() * 9 / 10);
    }
}

TEST_CASE("Translations: installed German and Chinese speak the domain's own terms — English takes them out",
          "[translations]")
{
    LanguageGuard guard;
    const auto tr = [](const char *context, const char *text) {
        return QCoreApplication::translate(context, text);
    };
    REQUIRE(installTranslations(QStringLiteral("de")));
    CHECK(tr("TracePanel", "Polarity") == QStringLiteral("Polarität"));
    CHECK(tr("EnumText", "patch panel") == QStringLiteral("Patchpanel"));
    CHECK(tr("Bom", "Transceivers") == QStringLiteral("Transceiver"));
    CHECK(tr("Bom", "Rail") == QStringLiteral("Schiene"));
    CHECK(tr("Drawing", "Floor plan") == QStringLiteral("Grundriss"));
    // Qt's own texts come along where the system has them (qt6-translations-l10n).
    REQUIRE(installTranslations(QStringLiteral("zh_CN")));
    CHECK(tr("TracePanel", "Polarity") == QStringLiteral("极性"));
    CHECK(tr("EnumText", "patch panel") == QStringLiteral("配线架"));
    CHECK(tr("Bom", "Transceivers") == QStringLiteral("光模块"));
    REQUIRE(installTranslations(QStringLiteral("en")));
    CHECK(tr("TracePanel", "Polarity") == QStringLiteral("Polarity"));
    CHECK_FALSE(installTranslations(QStringLiteral("tlh")));
    CHECK(tr("Drawing", "Floor plan") == QStringLiteral("Floor plan"));
}

TEST_CASE("Counts read as the language counts: 1 warning, 2 warnings — in English too",
          "[translations][regression]")
{
    LanguageGuard guard;
    const auto count = [](const char *context, const char *text, int n) {
        return QCoreApplication::translate(context, text, nullptr, n);
    };
    REQUIRE(installTranslations(QStringLiteral("en")));
    CHECK(count("railyard::ValidationPanel", "%Ln warning(s)", 1) == QLatin1String("1 warning"));
    CHECK(count("railyard::ValidationPanel", "%Ln warning(s)", 2) == QLatin1String("2 warnings"));
    CHECK(count("railyard::GenerateFabricDialog", "%Ln leaf/leaves", 1) == QLatin1String("1 leaf"));
    CHECK(count("railyard::GenerateFabricDialog", "%Ln leaf/leaves", 8) == QLatin1String("8 leaves"));
    CHECK(count("Trace", "ok: %n reversing element(s)", 1) == QLatin1String("ok: 1 reversing element"));
    REQUIRE(installTranslations(QStringLiteral("de")));
    CHECK(count("railyard::ValidationPanel", "%Ln warning(s)", 1) == QLatin1String("1 Warnung"));
    CHECK(count("railyard::ValidationPanel", "%Ln warning(s)", 3) == QLatin1String("3 Warnungen"));
    // Every text that counts has its English forms, none left to show "(s)".
    for (const Message &m : readTs(QStringLiteral(RAILYARD_SOURCE_DIR "/translations/railyard_en.ts"))) {
        INFO(m.source.toStdString());
        CHECK(m.finished);
        REQUIRE(m.translations.size() == 2);
        CHECK_FALSE(m.translations[0].contains(QLatin1String("(s)")));
        CHECK_FALSE(m.translations[1].contains(QLatin1String("(s)")));
    }
}

TEST_CASE("Numbers in messages follow the locale — lengths are shown in the display unit", "[translations]")
{
    LanguageGuard guard;
    QLocale::setDefault(QLocale::c());
    CHECK(formatNumber(12.5) == QStringLiteral("12.5"));
    CHECK(formatNumber(1500) == QStringLiteral("1500"));
    CHECK(formatLength(3) == QStringLiteral("3 m"));
    CHECK(formatLength(1.689, 2) == QStringLiteral("1.69 m"));
    QLocale::setDefault(localeForLanguage(QStringLiteral("de")));
    CHECK(formatNumber(12.5) == QStringLiteral("12,5"));
    CHECK(formatNumber(1500) == QStringLiteral("1500")); // no group separator in a message
    CHECK(formatFixed(0.5, 2) == QStringLiteral("0,50"));
    setDisplayLengthUnit(LengthUnit::Feet);
    CHECK(formatLength(3.048) == QStringLiteral("10 ft"));
    CHECK(toDisplayLength(0.3048) == Approx(1.0));
    CHECK(fromDisplayLength(10) == Approx(3.048));
    CHECK(lengthUnitSymbol() == QStringLiteral("ft"));
}

TEST_CASE("Translations: the bundled catalog's descriptions are offered to translators and translated",
          "[translations]")
{
    LanguageGuard guard;
    const Catalog &catalog = bundledCatalog();
    QStringList descriptions;
    for (const Transceiver &t : catalog.transceivers)
        descriptions.append(t.description);
    for (const CableType &t : catalog.cableTypes)
        descriptions.append(t.description);
    for (const RackType &t : catalog.rackTypes)
        descriptions.append(t.description);
    for (const AccessoryType &t : catalog.accessoryTypes)
        descriptions.append(t.description);
    QStringList devices; // "NVIDIA DGX H100", "Generic 1U 48-port LC duplex panel, A-to-B adapters" …
    for (const DeviceType &t : catalog.deviceTypes)
        devices.append(QStringLiteral("%1 %2").arg(t.manufacturer, t.model).trimmed());
    // In step with catalog.json: scripts/update-catalog-texts after editing a description.
    CHECK(bundledCatalogTexts() == descriptions + devices);
    for (const QString &language : translatedLanguages()) {
        REQUIRE(installTranslations(language));
        for (const QString &d : descriptions) {
            CAPTURE(language.toStdString(), d.toStdString());
            CHECK(catalogText(d) != d);
        }
    }
    // A design's own part is not in the translations and keeps its words.
    CHECK(catalogText(QStringLiteral("Our own 3 m trunk")) == QStringLiteral("Our own 3 m trunk"));
}
