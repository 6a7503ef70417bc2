import { useId } from "react";
import type { Quote } from "#domain/enquiry/enquiry.ts";
import { enquiryLimits } from "#domain/enquiry/enquiry-limits.ts";
import { type Incoterm, incoterms, otherProduct, type QuoteUnit, quoteUnits } from "#domain/enquiry/quote.ts";
import { enquiryFormWords } from "~/lang/enquiry-form.ts";

const copy = enquiryFormWords.quote;

/** The group's fields as the form holds them: text, as typed; the Unit always has a choice. */
export type QuoteFields = {
  product: string;
  quantity: string;
  unit: QuoteUnit;
  port: string;
  incoterm: Incoterm | "";
  samples: boolean;
};

export const emptyQuote: QuoteFields = {
  product: "",
  quantity: "",
  unit: "MT",
  port: "",
  incoterm: "",
  samples: false,
};

/** The request's `quote`: only what the buyer filled in (the Unit with its Quantity); undefined when nothing. */
export function quoteOf(fields: QuoteFields): Quote | undefined {
  const quote: Quote = {};
  if (fields.product) quote.product = fields.product;
  if (fields.quantity.trim()) {
    quote.quantity = Number(fields.quantity);
    quote.unit = fields.unit;
  }
  if (fields.port.trim()) quote.port = fields.port.trim();
  if (fields.incoterm) quote.incoterm = fields.incoterm;
  if (fields.samples) quote.samples = true;
  return Object.keys(quote).length > 0 ? quote : undefined;
}

const controlClass =
  "min-h-12 w-full rounded-xl border border-cream-200 bg-cream-50 px-4 py-3 text-base text-earth-900 transition-colors focus:border-forest-700 focus:bg-white";
const labelTextClass = "mb-1.5 block font-semibold text-earth-900 text-sm";
const hintClass = "mt-2 text-earth-700 text-sm";

type QuoteDetailsProps = {
  products: readonly ProductOption[];
  fields: QuoteFields;
  onChange: (fields: QuoteFields) => void;
};

/**
 * 'Quote details (optional)' below the Message: a disclosure, closed until the buyer opens it. Each field has
 * its own label, and none of them is required. Closed, its fields are out of the page (display: none), so they
 * are out of the accessibility tree too: the form reads as the spec's five fields.
 */
/** A product the 'Product' choice offers: the island reads them back from the page's <select> (productOptions). */
export type ProductOption = { slug: string; title: string; lang?: string };

/**
 * The products of the form's server-rendered 'Product' choice: the island hydrates with the very options the
 * page was published with, and its code carries no product list.
 */
export function productOptions(select: HTMLSelectElement | null): ProductOption[] {
  return [...(select?.options ?? [])]
    .filter((option) => option.value !== "" && option.value !== otherProduct)
    .map((option) => ({
      slug: option.value,
      title: option.text,
      ...(option.lang ? { lang: option.lang } : {}),
    }));
}

export function QuoteDetails({ fields, onChange, products }: QuoteDetailsProps) {
  const id = useId();
  const set = <K extends keyof QuoteFields>(key: K, value: QuoteFields[K]) =>
    onChange({ ...fields, [key]: value });
  const meaning = fields.incoterm ? copy.incoterms[fields.incoterm] : undefined;

  return (
    <details className="rounded-2xl border border-cream-200">
      {/* The browser's own disclosure triangle marks it open or closed. */}
      <summary className="min-h-12 cursor-pointer rounded-2xl px-4 py-3 font-bold text-forest-900">
        {copy.legend}
      </summary>
      <fieldset className="grid in-[details:not([open])]:hidden gap-4 px-4 pt-1 pb-5">
        <legend className="sr-only">{copy.legend}</legend>
        <p className="text-earth-700 text-sm">{copy.intro}</p>
        <div>
          <label htmlFor={`${id}product`} className={labelTextClass}>
            {copy.labels.product}
          </label>
          <select
            id={`${id}product`}
            name="product"
            value={fields.product}
            onChange={(event) => set("product", event.target.value)}
            className={controlClass}
          >
            <option value="">{copy.notChosen}</option>
            {products.map((product) => (
              <option key={product.slug} value={product.slug} lang={product.lang}>
                {product.title}
              </option>
            ))}
            <option value={otherProduct}>{copy.otherProduct}</option>
          </select>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 sm:gap-3">
          <div>
            <label htmlFor={`${id}quantity`} className={labelTextClass}>
              {copy.labels.quantity}
            </label>
            <input
              id={`${id}quantity`}
              name="quantity"
              type="number"
              inputMode="decimal"
              min={0.001}
              max={enquiryLimits.quantityMax[fields.unit]}
              step="any"
              value={fields.quantity}
              onChange={(event) => set("quantity", event.target.value)}
              className={controlClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}unit`} className={labelTextClass}>
              {copy.labels.unit}
            </label>
            <select
              id={`${id}unit`}
              name="unit"
              value={fields.unit}
              onChange={(event) => set("unit", event.target.value as QuoteUnit)}
              className={controlClass}
            >
              {quoteUnits.map((unit) => (
                <option key={unit} value={unit}>
                  {copy.units[unit]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <label htmlFor={`${id}port`} className={labelTextClass}>
            {copy.labels.port}
          </label>
          <input
            id={`${id}port`}
            name="port"
            type="text"
            maxLength={enquiryLimits.port}
            aria-describedby={`${id}port-hint`}
            value={fields.port}
            onChange={(event) => set("port", event.target.value)}
            className={controlClass}
          />
          <p id={`${id}port-hint`} className={hintClass}>
            {copy.portHint}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}incoterm`} className={labelTextClass}>
            {copy.labels.incoterm}
          </label>
          <select
            id={`${id}incoterm`}
            name="incoterm"
            aria-describedby={`${id}incoterm-hint`}
            value={fields.incoterm}
            onChange={(event) => set("incoterm", event.target.value as Incoterm | "")}
            className={controlClass}
          >
            <option value="">{copy.notChosen}</option>
            {incoterms.map((term) => (
              <option key={term} value={term}>
                {`${term} (${copy.incoterms[term].name})`}
              </option>
            ))}
          </select>
          <p id={`${id}incoterm-hint`} aria-live="polite" className={hintClass}>
            {meaning ? `${fields.incoterm}: ${meaning.meaning}` : copy.incotermHint}
          </p>
        </div>
        <div className="flex min-h-11 items-center gap-3">
          <input
            id={`${id}samples`}
            name="samples"
            type="checkbox"
            value="yes"
            checked={fields.samples}
            onChange={(event) => set("samples", event.target.checked)}
            className="size-5 shrink-0"
          />
          <label htmlFor={`${id}samples`} className="cursor-pointer font-semibold text-earth-900 text-sm">
            {copy.labels.samples}
          </label>
        </div>
      </fieldset>
    </details>
  );
}
