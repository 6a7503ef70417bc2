import { MoneyTotals } from "#app/desk/shared/money-totals.tsx";
import { deskOrderWords } from "#domain/desk/order-words.ts";
import type { OrderFigures } from "#domain/desk/types.ts";
import { deskCard } from "../shared/ui.ts";
import { FigureList } from "./figure-list.tsx";

const copy = deskOrderWords.figures;

const amounts = (totals: OrderFigures["paid"]) =>
  totals.map((t) => ({ currency: t.currency, minor: t.amountMinor }));

/** The Overview's orders: sailed and paid this month, and what open orders still owe, the oldest debt first. */
export function OrderFiguresCard({ figures }: { figures: OrderFigures }) {
  const rows: [string, React.ReactNode][] = [
    [copy.shipped, <MoneyTotals key="shipped" amounts={amounts(figures.shipped)} none={copy.none} />],
    [copy.paid, <MoneyTotals key="paid" amounts={amounts(figures.paid)} none={copy.none} />],
    [
      copy.outstanding,
      <MoneyTotals key="outstanding" amounts={amounts(figures.outstanding)} none={copy.none} />,
    ],
  ];
  return (
    <section aria-labelledby="overview-orders" className={`${deskCard} p-5`}>
      <h2 id="overview-orders" className="font-extrabold text-forest-900 text-lg">
        {copy.heading}
      </h2>
      <FigureList rows={rows} className="sm:grid-cols-3" />
    </section>
  );
}
