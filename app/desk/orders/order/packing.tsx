// An order's packing: entered per line with the 'Packed' milestone, shown and changed afterwards on the order's
// page. The commercial invoice and the packing list are drawn from it.
import { Form } from "react-router";
import { deskButton, deskCard, deskControl } from "#app/desk/shared/ui.ts";
import { deskOrderWords as copy } from "#domain/desk/order-words.ts";
import type { Order, PackingInput } from "#domain/desk/types.ts";

const w = copy.packing;
const label = "block font-bold text-earth-900 text-sm";

/** The packing the form's fields hold, line by line (fields named packing-<i>-…). */
export function packingFromForm(form: FormData): PackingInput["lines"] {
  const lines: PackingInput["lines"] = [];
  for (let i = 0; form.has(`packing-${i}-net`); i++) {
    const text = (field: string) => String(form.get(`packing-${i}-${field}`) ?? "").trim();
    lines.push({
      packageCount: Number(text("count") || Number.NaN),
      packageKind: text("kind"),
      net: text("net"),
      gross: text("gross"),
    });
  }
  return lines;
}

/** One group of fields per order line, named by its product, filled with what is stored. */
export function PackingFields({ order }: { order: Order }) {
  return (
    <div className="space-y-3">
      {order.lines.map((line, i) => {
        const id = (field: string) => `packing-${i}-${field}`;
        const stored = line.packing;
        const fields = [
          ["count", w.packages, stored?.packageCount, { type: "number", min: 1, step: 1 }],
          ["kind", w.packageKind, stored?.packageKind, { maxLength: 120, placeholder: w.packageKindExample }],
          ["net", w.net, stored?.net, { inputMode: "decimal", maxLength: 20 }],
          ["gross", w.gross, stored?.gross, { inputMode: "decimal", maxLength: 20 }],
        ] as const;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change or move.
          <fieldset key={i} className="min-w-0 rounded-lg border border-earth-900/15 p-3">
            <legend className="px-1 font-bold text-forest-900 text-sm">{line.product}</legend>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {fields.map(([name, text, value, attributes]) => (
                <div key={name}>
                  <label htmlFor={id(name)} className={label}>
                    {text}
                  </label>
                  <input
                    id={id(name)}
                    name={id(name)}
                    required
                    defaultValue={value}
                    className={`${deskControl} mt-1 px-3`}
                    {...attributes}
                  />
                </div>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

/** Once packed: each line's packages and weights with their sums, and (for Sales) the form to change them. */
export function PackingSection({ order, mayChange }: { order: Order; mayChange: boolean }) {
  const totals = order.packingTotals;
  if (!totals) return null;
  const cell = "py-2 pe-3 text-start";
  const number = "py-2 pe-3 text-end tabular-nums";
  return (
    <section aria-labelledby="order-packing" className={`${deskCard} space-y-3 p-5`}>
      <h2 id="order-packing" className="font-extrabold text-forest-900 text-lg">
        {w.heading}
      </h2>
      <p className="text-earth-700 text-sm">{w.intro}</p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[30rem] text-start text-sm">
          <thead className="text-earth-700 text-xs uppercase">
            <tr>
              <th scope="col" className={cell}>
                {copy.lines.product}
              </th>
              <th scope="col" className={cell}>
                {w.packages}
              </th>
              <th scope="col" className={number}>
                {w.net}
              </th>
              <th scope="col" className={number}>
                {w.gross}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change or move.
              <tr key={i} className="border-earth-900/10 border-t">
                <td className={`${cell} font-semibold`}>{line.product}</td>
                <td className={cell}>
                  {line.packing && `${line.packing.packageCount} ${line.packing.packageKind}`}
                </td>
                <td className={number}>{line.packing?.net}</td>
                <td className={number}>{line.packing?.gross}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="font-bold">
            <tr className="border-earth-900/20 border-t-2">
              <th scope="row" className={cell}>
                {w.total}
              </th>
              <td className={cell}>{totals.packageCount}</td>
              <td className={number}>{totals.net}</td>
              <td className={number}>{totals.gross}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {mayChange && (
        <details className="rounded-xl bg-earth-900/[0.03] p-4">
          <summary className="min-h-11 cursor-pointer py-2 font-bold text-forest-900">{w.change}</summary>
          <Form method="post" className="mt-3 space-y-3">
            <PackingFields order={order} />
            <button type="submit" name="intent" value="packing" className={deskButton.primary}>
              {w.submit}
            </button>
          </Form>
        </details>
      )}
    </section>
  );
}
