import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { deskQuotationWords as copy } from "#app/desk/shared/quotation-words.ts";
import type { Quotations } from "#domain/desk/types.ts";
import { incoterms, quoteUnits } from "#domain/enquiry/quote.ts";
import { currencies } from "#domain/quotations/currencies.ts";
import { formatMoney, lineAmount, parseAmount, parseQuantity, totalOf } from "#domain/quotations/money.ts";
import { deskButton, deskCard, deskControl } from "../shared/ui.ts";

/** The form's values: the text of each field, as the prefill and a stored quotation give them. */
export type QuotationValues = Quotations["prefill"];
type Line = QuotationValues["lines"][number];

const emptyLine: Line = { product: "", description: "", quantity: "", unit: "MT", price: "" };
const label = "font-bold text-earth-700 text-xs uppercase tracking-wide";

/** The line's amount as she types, exactly, or a dash while its quantity or price is not a number yet. */
function amountOf(line: Line, currency: string): number | undefined {
  const quantity = parseQuantity(line.quantity);
  const price = parseAmount(line.price, currency);
  return quantity === undefined || price === undefined ? undefined : lineAmount(quantity, price);
}

function Field({
  name,
  text,
  error,
  children,
}: {
  name: string;
  text: string;
  error: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={name} className={label}>
        {text}
      </label>
      <div className="mt-1">{children}</div>
      {error && (
        <p id={`${name}-error`} className="mt-1 font-semibold text-onion-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The quotation as the owner writes it: its lines, each line's amount and the total computed as she types with
 * the server's own arithmetic (domain/quotations/money.ts), and its terms. Posts to the page's action.
 */
export function QuotationForm({
  values,
  draftId,
  fields,
}: {
  values: QuotationValues;
  draftId: string | null;
  /** The server's sentence per refused field ("lines.0.price"). */
  fields: Record<string, string>;
}) {
  const [lines, setLines] = useState<Line[]>(values.lines.length > 0 ? values.lines : [emptyLine]);
  const [currency, setCurrency] = useState(values.currency);
  const busy = useNavigation().state !== "idle";
  const amounts = lines.map((line) => amountOf(line, currency));
  const complete = amounts.every((amount) => amount !== undefined);
  const total = complete ? totalOf(amounts as number[]) : undefined;
  const show = (minor: number | undefined) =>
    minor === undefined ? copy.notANumber : formatMoney("en", minor, currency);
  const change = (i: number, key: keyof Line, value: string) =>
    setLines(lines.map((line, j) => (j === i ? { ...line, [key]: value } : line)));
  const control = (name: string) => ({
    id: name,
    "aria-invalid": fields[name] ? true : undefined,
    "aria-describedby": fields[name] ? `${name}-error` : undefined,
    className: `${deskControl} px-3 py-2`,
  });

  return (
    <Form method="post" className="space-y-5">
      <input type="hidden" name="intent" value="quotation" />
      {draftId && <input type="hidden" name="draft" value={draftId} />}
      <section aria-labelledby="lines-heading" className={`${deskCard} space-y-4 p-5`}>
        <h2 id="lines-heading" className="font-extrabold text-forest-900 text-lg">
          {copy.lines}
        </h2>
        {lines.map((line, i) => {
          const at = `lines.${i}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place
            <fieldset key={i} className="grid gap-3 border-earth-900/10 border-t pt-4 sm:grid-cols-6">
              <legend className="sr-only">{copy.lineLabel(i + 1)}</legend>
              <div className="sm:col-span-3">
                <Field name={`${at}.product`} text={copy.columns.product} error={fields[`${at}.product`]}>
                  <input
                    {...control(`${at}.product`)}
                    name="product"
                    dir="auto"
                    required
                    maxLength={120}
                    value={line.product}
                    onChange={(e) => change(i, "product", e.target.value)}
                  />
                </Field>
              </div>
              <div className="sm:col-span-3">
                <Field
                  name={`${at}.description`}
                  text={copy.columns.description}
                  error={fields[`${at}.description`]}
                >
                  <input
                    {...control(`${at}.description`)}
                    name="description"
                    dir="auto"
                    maxLength={500}
                    value={line.description}
                    onChange={(e) => change(i, "description", e.target.value)}
                  />
                </Field>
              </div>
              <div className="sm:col-span-1">
                <Field name={`${at}.quantity`} text={copy.columns.quantity} error={fields[`${at}.quantity`]}>
                  <input
                    {...control(`${at}.quantity`)}
                    name="quantity"
                    inputMode="decimal"
                    required
                    value={line.quantity}
                    onChange={(e) => change(i, "quantity", e.target.value)}
                  />
                </Field>
              </div>
              <div className="sm:col-span-2">
                <Field name={`${at}.unit`} text={copy.columns.unit} error={fields[`${at}.unit`]}>
                  <select
                    {...control(`${at}.unit`)}
                    name="unit"
                    value={line.unit}
                    onChange={(e) => change(i, "unit", e.target.value)}
                  >
                    {quoteUnits.map((unit) => (
                      <option key={unit} value={unit}>
                        {copy.units[unit]}
                      </option>
                    ))}
                  </select>
                </Field>
              </div>
              <div className="sm:col-span-2">
                <Field name={`${at}.price`} text={copy.columns.price} error={fields[`${at}.price`]}>
                  <input
                    {...control(`${at}.price`)}
                    name="price"
                    inputMode="decimal"
                    required
                    value={line.price}
                    onChange={(e) => change(i, "price", e.target.value)}
                  />
                </Field>
              </div>
              <div className="flex items-end justify-between gap-3 sm:col-span-1 sm:flex-col sm:items-end">
                <p className="min-h-11 pt-5 text-end">
                  <span className={`${label} block`}>{copy.columns.amount}</span>
                  <output
                    aria-label={`${copy.columns.amount}, ${copy.lineLabel(i + 1)}`}
                    dir="ltr"
                    className="font-bold tabular-nums"
                  >
                    {show(amounts[i])}
                  </output>
                </p>
              </div>
              {lines.length > 1 && (
                <div className="sm:col-span-6">
                  <button
                    type="button"
                    className={deskButton.danger}
                    aria-label={`${copy.removeLine}: ${copy.lineLabel(i + 1)}`}
                    onClick={() => setLines(lines.filter((_, j) => j !== i))}
                  >
                    {copy.removeLine}
                  </button>
                </div>
              )}
            </fieldset>
          );
        })}
        <div className="flex flex-wrap items-center justify-between gap-3 border-earth-900/10 border-t pt-4">
          <button
            type="button"
            className={deskButton.outline}
            onClick={() => setLines([...lines, emptyLine])}
          >
            {copy.addLine}
          </button>
          <p className="font-extrabold text-forest-900 text-xl">
            {copy.total}{" "}
            <output aria-label={copy.total} dir="ltr" className="tabular-nums">
              {show(total)}
            </output>
          </p>
        </div>
        {fields.lines && <p className="font-semibold text-onion-700 text-sm">{fields.lines}</p>}
      </section>
      <section aria-label={copy.terms} className={`${deskCard} grid gap-4 p-5 sm:grid-cols-2`}>
        <Field name="currency" text={copy.currency} error={fields.currency}>
          <select
            {...control("currency")}
            name="currency"
            value={currency}
            onChange={(e) => setCurrency(e.target.value)}
          >
            {currencies.map((code) => (
              <option key={code}>{code}</option>
            ))}
          </select>
        </Field>
        <Field name="validUntil" text={copy.validUntil} error={fields.validUntil}>
          <input
            {...control("validUntil")}
            type="date"
            name="validUntil"
            required
            defaultValue={values.validUntil}
          />
        </Field>
        <Field name="incoterm" text={copy.incoterm} error={fields.incoterm}>
          <select {...control("incoterm")} name="incoterm" defaultValue={values.incoterm}>
            {incoterms.map((term) => (
              <option key={term}>{term}</option>
            ))}
          </select>
        </Field>
        <Field name="port" text={copy.port} error={fields.port}>
          <input
            {...control("port")}
            name="port"
            dir="auto"
            required
            maxLength={100}
            defaultValue={values.port}
          />
        </Field>
        {(["paymentTerms", "leadTime", "notes"] as const).map((name) => (
          <div key={name} className="sm:col-span-2">
            <Field name={name} text={copy[name]} error={fields[name]}>
              <textarea {...control(name)} name={name} rows={2} dir="auto" defaultValue={values[name]} />
            </Field>
          </div>
        ))}
        <div className="sm:col-span-2">
          <Field name="message" text={copy.message} error={fields.message}>
            <textarea
              {...control("message")}
              name="message"
              rows={6}
              dir="auto"
              required
              defaultValue={values.message}
            />
          </Field>
          <p className="mt-1 text-earth-700 text-sm">{copy.messageHint}</p>
        </div>
      </section>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="send" value="yes" className={deskButton.primary} disabled={busy}>
          {busy ? copy.sending : copy.send}
        </button>
        <button type="submit" className={deskButton.outline} disabled={busy}>
          {copy.save}
        </button>
      </div>
    </Form>
  );
}
