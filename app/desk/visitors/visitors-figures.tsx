import { FigureList } from "#app/desk/overview/figure-list.tsx";
import { count } from "#app/desk/shared/format.ts";
import { MoneyTotals, moneyTexts } from "#app/desk/shared/money-totals.tsx";
import { deskCard } from "#app/desk/shared/ui.ts";
import type { VisitorsReport } from "#domain/desk/types.ts";
import { visitorsWords } from "#domain/desk/visitors-words.ts";
import { changeText, conversionText, pointsText } from "./visitors-view.ts";

const copy = visitorsWords;
type Totals = VisitorsReport["current"];

/** A figure over the previous period's, and how far it moved. */
function Compared({ now, before, change }: { now: React.ReactNode; before: string; change: string | null }) {
  return (
    <>
      {now}
      <span className="mt-0.5 block font-semibold text-earth-700 text-xs">
        {copy.previous(before)}
        {change && (
          <span className="ms-1.5 rounded-full bg-cream-100 px-1.5 py-0.5 text-earth-900">{change}</span>
        )}
      </span>
    </>
  );
}

function countFigure(
  current: Totals,
  previous: Totals,
  key: "visitors" | "views" | "enquiries" | "quotationsSent" | "quotationsAccepted",
) {
  return (
    <Compared
      now={count(current[key])}
      before={count(previous[key])}
      change={changeText(current[key], previous[key])}
    />
  );
}

/** The period's figures, each with the previous period's beside it. */
export function VisitorsFigures({ current, previous }: Pick<VisitorsReport, "current" | "previous">) {
  const rows: [string, React.ReactNode][] = [
    [copy.visitors, countFigure(current, previous, "visitors")],
    [copy.views, countFigure(current, previous, "views")],
    [copy.enquiries, countFigure(current, previous, "enquiries")],
    [
      copy.conversion,
      <Compared
        key="conversion"
        now={conversionText(current.conversion) ?? copy.none}
        before={conversionText(previous.conversion) ?? copy.none}
        change={pointsText(current.conversion, previous.conversion)}
      />,
    ],
    [copy.quotationsSent, countFigure(current, previous, "quotationsSent")],
    [copy.quotationsAccepted, countFigure(current, previous, "quotationsAccepted")],
    [
      copy.acceptedValue,
      <Compared
        key="value"
        now={<MoneyTotals amounts={current.acceptedValue} none={copy.none} />}
        before={moneyTexts(previous.acceptedValue).join(", ") || copy.none}
        change={null}
      />,
    ],
  ];
  return (
    <section aria-label={copy.figures} className={`${deskCard} p-5`}>
      <FigureList rows={rows} className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4" />
    </section>
  );
}
