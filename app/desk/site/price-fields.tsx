import { useId, useState } from "react";
import { deskLocale } from "#domain/desk/desk-language.ts";
import { incoterms } from "#domain/enquiry/quote.ts";
import { currencies } from "#domain/quotations/currencies.ts";
import type { Price, ProductContent } from "#domain/site-content/schema.ts";
import { deskControl } from "../shared/ui.ts";
import { fieldId, pathKey } from "./content-paths.ts";
import { useEditor } from "./editor-context.tsx";
import { FieldGroup } from "./section-card.tsx";
import { FactField, TextField } from "./text-field.tsx";
import { siteSectionWords } from "./words.ts";

const copy = siteSectionWords.products;
const labelClass = "font-bold text-forest-900 text-sm";

/** A price as she types it: the text is hers until it is a number (typing "2." must not lose the dot). */
function Amount({ path, label, value }: { path: (string | number)[]; label: string; value: number }) {
  const { errors, set } = useEditor();
  const [text, setText] = useState(value > 0 ? String(value) : "");
  const id = fieldId(path);
  const error = errors[pathKey(path)];
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        inputMode="decimal"
        dir="ltr"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const number = Number(event.target.value.replace(",", "."));
          set(path, Number.isFinite(number) ? number : 0);
        }}
        className={`${deskControl} mt-1 px-3 py-2`}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 font-semibold text-onion-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

function Choice({
  path,
  label,
  value,
  options,
}: {
  path: (string | number)[];
  label: string;
  value: string;
  options: readonly string[];
}) {
  const { set } = useEditor();
  const id = fieldId(path);
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => set(path, event.target.value)}
        className={`${deskControl} mt-1 px-3`}
      >
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </div>
  );
}

const newPrice = (): Price => ({
  currency: "USD",
  from: 0,
  to: 0,
  unit: { en: "MT" },
  incoterm: "FOB",
  port: "",
});

/** 'Indicative price': optional; when set, the product page shows it and its structured data offers it. */
export function PriceFields({ product, at }: { product: ProductContent; at: number }) {
  const { lang, set } = useEditor();
  const toggleId = useId();
  const path = ["products", at, "price"];
  const price = product.price;
  return (
    <FieldGroup legend={copy.price}>
      {lang === "en" && (
        <div className="flex min-h-11 items-center gap-3">
          <input
            id={toggleId}
            type="checkbox"
            checked={price !== undefined}
            onChange={(event) => set(path, event.target.checked ? newPrice() : undefined)}
            className="size-5 accent-forest-800"
          />
          <label htmlFor={toggleId} className="font-semibold text-earth-900 text-sm">
            {copy.showPrice}
          </label>
        </div>
      )}
      {price && (
        <>
          {lang === "en" && (
            <div className="grid gap-4 sm:grid-cols-3">
              <Choice
                path={[...path, "currency"]}
                label={copy.currency}
                value={price.currency}
                options={currencies}
              />
              <Amount path={[...path, "from"]} label={copy.from} value={price.from} />
              <Amount path={[...path, "to"]} label={copy.to} value={price.to} />
            </div>
          )}
          <TextField path={[...path, "unit"]} field={price.unit} label={copy.unit} kind="name" />
          {lang === "en" && (
            <div className="grid gap-4 sm:grid-cols-3">
              <Choice
                path={[...path, "incoterm"]}
                label={copy.incoterm}
                value={price.incoterm}
                options={incoterms}
              />
              <div className="sm:col-span-2">
                <FactField path={[...path, "port"]} value={price.port} label={copy.port} max={100} />
              </div>
            </div>
          )}
          <p className="rounded-lg bg-forest-100 px-3 py-2 text-forest-900 text-sm">
            <span className="font-bold">{copy.pricePreview}: </span>
            {copy.priceLine(
              price.currency,
              price.from.toLocaleString(deskLocale),
              price.to.toLocaleString(deskLocale),
              price.unit.en,
              price.incoterm,
              price.port,
            )}
          </p>
        </>
      )}
    </FieldGroup>
  );
}
