import { count, duration, percent } from "#app/desk/shared/format.ts";
import { MoneyTotals } from "#app/desk/shared/money-totals.tsx";
import { deskQuotationWords } from "#app/desk/shared/quotation-words.ts";
import type { QuotationFigures } from "#domain/desk/types.ts";
import { deskCard } from "../shared/ui.ts";
import { FigureList } from "./figure-list.tsx";

const copy = deskQuotationWords.overview;

/** The API's totals as the desk's amounts. */
const amounts = (totals: QuotationFigures["quoted"]) =>
  totals.map((t) => ({ currency: t.currency, minor: t.totalMinor }));

/** The Overview's quotations this month: on offer, accepted, the share accepted, the time it takes to quote. */
export function QuotationFiguresCard({ figures }: { figures: QuotationFigures }) {
  const { accepted, of } = figures.acceptedShare;
  const share = percent(accepted, of);
  const rows: [string, React.ReactNode][] = [
    [copy.quoted, <MoneyTotals key="quoted" amounts={amounts(figures.quoted)} none={copy.none} />],
    [copy.accepted, <MoneyTotals key="accepted" amounts={amounts(figures.accepted)} none={copy.none} />],
    [copy.share, share ? copy.shareOf(share, count(accepted), count(of)) : copy.none],
    [copy.median, figures.medianToQuotationMs === null ? copy.none : duration(figures.medianToQuotationMs)],
  ];
  return (
    <section aria-labelledby="overview-quotations" className={`${deskCard} p-5`}>
      <h2 id="overview-quotations" className="font-extrabold text-forest-900 text-lg">
        {copy.heading}
      </h2>
      <FigureList rows={rows} className="sm:grid-cols-2" />
    </section>
  );
}
