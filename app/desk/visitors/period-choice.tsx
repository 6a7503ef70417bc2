import { Link, useLocation, useNavigate } from "react-router";
import { deskButton, deskControl } from "#app/desk/shared/ui.ts";
import { visitorPeriods } from "#domain/desk/visitors-api.ts";
import { visitorsWords } from "#domain/desk/visitors-words.ts";
import { chosenPeriod, datesHref, periodHref } from "./visitors-view.ts";

const copy = visitorsWords;
const label = "mb-1 block font-bold text-forest-900 text-xs uppercase tracking-wide";
const periodLink =
  "inline-flex min-h-11 items-center rounded-full px-4 font-bold text-forest-800 text-sm ring-2 ring-forest-800 hover:bg-forest-800 hover:text-white aria-[current=page]:bg-forest-800 aria-[current=page]:text-white";

/** A day of the period; a new day clears the complaint about their order. */
function DateField({ name, label: text, value }: { name: "from" | "to"; label: string; value: string }) {
  return (
    <div>
      <label htmlFor={`visitors-${name}`} className={label}>
        {text}
      </label>
      <input
        id={`visitors-${name}`}
        name={name}
        type="date"
        required
        defaultValue={value}
        onInput={(event) => event.currentTarget.setCustomValidity("")}
        className={`${deskControl} px-2 text-sm`}
      />
    </div>
  );
}

/**
 * The period: one of three by name, or two dates in a form of their own. Either keeps the filters chosen, and
 * lives in the address.
 */
export function PeriodChoice({ from, to }: { from: string; to: string }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(search);
  const period = chosenPeriod(query);
  return (
    <search
      aria-label={copy.period}
      className="flex flex-wrap items-end gap-x-6 gap-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-earth-900/5"
    >
      <ul className="flex flex-wrap gap-2">
        {visitorPeriods.map((p) => (
          <li key={p}>
            <Link
              to={periodHref(query, p)}
              aria-current={p === period ? "page" : undefined}
              className={periodLink}
            >
              {copy.periods[p]}
            </Link>
          </li>
        ))}
      </ul>
      <form
        // A new address (a period by name, Back) resets the dates to the report's.
        key={search}
        method="get"
        aria-label={copy.dates}
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const [first, last] = [String(form.get("from")), String(form.get("to"))];
          const lastInput = event.currentTarget.elements.namedItem("to") as HTMLInputElement;
          lastInput.setCustomValidity(first > last ? copy.datesOrder : "");
          if (!lastInput.reportValidity()) return;
          void navigate(datesHref(query, first, last));
        }}
        className="flex flex-wrap items-end gap-2"
      >
        <DateField name="from" label={copy.from} value={from} />
        <DateField name="to" label={copy.to} value={to} />
        <button type="submit" className={deskButton.primary}>
          {copy.show}
        </button>
      </form>
    </search>
  );
}
