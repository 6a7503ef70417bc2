import type { SpecificationRow } from "#app/lib/page-content.ts";
import { langOf, pageLang } from "#app/lib/page-lang.ts";
import { languages } from "#domain/i18n.ts";
import { isolateTradeFigures } from "#domain/trade-text.ts";

type SpecificationsTableProps = {
  heading: string;
  rows: readonly SpecificationRow[];
  /** The spec sheet's address and the link's words; the link downloads it and the page never loads it. */
  download: { href: string; label: string };
};

const rightToLeft = languages[pageLang].dir === "rtl";

/** A specification as the table writes it: on a right-to-left page, its figures isolated (trade-text.ts). */
export function tradeText(text: string): string {
  return rightToLeft ? isolateTradeFigures(text) : text;
}

// Built from classes the site already uses, but for two: every new class weighs on every page's inline CSS.
/** A product's trade facts as a two-column table: one row a fact, its name as the row header. */
export function SpecificationsTable({ heading, rows, download }: SpecificationsTableProps) {
  return (
    <section aria-labelledby="specifications" className="mx-auto max-w-6xl px-5 pb-24 sm:px-8">
      <h2 id="specifications" className="font-extrabold text-2xl text-forest-900 tracking-tight">
        {heading}
      </h2>
      <p className="mt-4 mb-5 print:hidden">
        <a
          href={download.href}
          download
          className="rounded font-semibold text-forest-800 underline-offset-4 hover:underline"
        >
          {download.label}
        </a>
      </p>
      <table className="w-full border-cream-200 border-b text-start text-earth-900">
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-cream-200 border-t align-top">
              <th scope="row" className="w-1/3 py-3 font-bold text-forest-900">
                {row.label}
              </th>
              <td lang={langOf(row.value)} className="wrap-anywhere px-4 py-3">
                {tradeText(row.value.text)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
