import { countryName, languageName } from "#app/desk/shared/format.ts";
import { deskLocale } from "#domain/desk/desk-language.ts";
import { deskFormWords } from "#domain/desk/form-words.ts";
import type { Arrival, QuoteRequest } from "#domain/desk/types.ts";
import { deskWords } from "#domain/desk/words.ts";
import type { Lang } from "#domain/i18n.ts";
import { deskCard } from "../shared/ui.ts";

const copy = deskWords.enquiry;

function Terms({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="font-bold text-earth-700 text-xs uppercase tracking-wide">{term}</dt>
          <dd className="mt-0.5 break-words text-earth-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The buyer's quote details, from their own fields (never read out of the message). */
export function QuoteBlock({ quote }: { quote: QuoteRequest }) {
  const text = copy.quote;
  const incoterm = quote.incoterm ? deskFormWords.incoterms[quote.incoterm] : undefined;
  const rows: [string, React.ReactNode][] = [
    [text.product, quote.product?.title ?? text.notGiven],
    [
      text.quantity,
      quote.quantity === null ? (
        text.notGiven
      ) : (
        // Its own direction: "20 MT" stays so in an Arabic page, "20 كغ" reads right to left.
        <bdi key="quantity">
          {`${quote.quantity.toLocaleString(deskLocale)} ${quote.unit ? deskFormWords.units[quote.unit] : ""}`.trim()}
        </bdi>
      ),
    ],
    [text.port, quote.port ?? text.notGiven],
    [text.incoterm, quote.incoterm && incoterm ? `${quote.incoterm} (${incoterm.name})` : text.notGiven],
    [
      text.samples,
      quote.samples === null ? text.notGiven : quote.samples ? text.samplesWanted : text.samplesNot,
    ],
  ];
  return (
    <section aria-labelledby="quote-heading" className={`${deskCard} p-5`}>
      <h2 id="quote-heading" className="font-extrabold text-forest-900 text-lg">
        {text.heading}
      </h2>
      {/* Only what the buyer filled in. */}
      <Terms rows={rows.filter(([, value]) => value !== text.notGiven)} />
    </section>
  );
}

/**
 * How the buyer arrived, and the language of the site's page the enquiry was sent from. Every arrival value came
 * from the buyer's browser: shown as text, never as a link.
 */
export function ArrivalBlock({ arrival, siteLanguage }: { arrival: Arrival; siteLanguage: Lang }) {
  const text = copy.arrival;
  const recorded = arrival.page !== null || arrival.referrer !== null;
  const rows: [string, string][] = [
    [text.source, arrival.source],
    [text.country, arrival.country && countryName(arrival.country)],
    [text.siteLanguage, languageName(siteLanguage)],
    [text.utmSource, arrival.utmSource],
    [text.utmMedium, arrival.utmMedium],
    [text.utmCampaign, arrival.utmCampaign],
    [text.language, arrival.language],
  ].filter((row): row is [string, string] => row[1] !== null);
  return (
    <section aria-labelledby="arrival-heading" className={`${deskCard} p-5`}>
      <h2 id="arrival-heading" className="font-extrabold text-forest-900 text-lg">
        {text.heading}
      </h2>
      <p className="mt-2 break-words text-earth-900">
        {recorded ? text.cameFrom(arrival.referrer, arrival.page) : text.unknown}
      </p>
      <Terms rows={rows} />
    </section>
  );
}
