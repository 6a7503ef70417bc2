import { memo } from "react";
import { type ProductContent, specificationKeys } from "#domain/site-content/schema.ts";
import { deskButton } from "../shared/ui.ts";
import { useEditor } from "./editor-context.tsx";
import { ProductPhotos } from "./photos/product-photos.tsx";
import { PriceFields } from "./price-fields.tsx";
import { FieldGroup } from "./section-card.tsx";
import { FactField, TextField } from "./text-field.tsx";
import { siteSectionWords } from "./words.ts";

const copy = siteSectionWords.products;
const maxHsCodes = 6;

/** 'HS codes': each an 8-digit code and, when a product has several, what each covers. */
function HsCodes({ product, at }: { product: ProductContent; at: number }) {
  const { lang, set } = useEditor();
  const path = ["products", at, "hsCodes"];
  return (
    <FieldGroup legend={copy.hsCodes}>
      {product.hsCodes.map((row, i) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: a row has no identity but its place
          key={i}
          className="grid min-w-0 gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start"
        >
          <legend className="sr-only">{copy.hsCodeRow(i + 1)}</legend>
          <FactField
            path={[...path, i, "code"]}
            value={row.code}
            label={copy.hsCode}
            max={8}
            inputMode="numeric"
          />
          <TextField path={[...path, i, "of"]} field={row.of} label={copy.hsCodeOf} kind="name" optional />
          {lang === "en" && product.hsCodes.length > 1 && (
            <button
              type="button"
              onClick={() =>
                set(
                  path,
                  product.hsCodes.filter((_, j) => j !== i),
                )
              }
              className={`${deskButton.danger} sm:mt-6`}
            >
              {copy.removeHsCode}
              <span className="sr-only"> {i + 1}</span>
            </button>
          )}
        </fieldset>
      ))}
      {lang === "en" && product.hsCodes.length < maxHsCodes && (
        <button
          type="button"
          onClick={() => set(path, [...product.hsCodes, { code: "" }])}
          className={deskButton.outline}
        >
          {copy.addHsCode}
        </button>
      )}
    </FieldGroup>
  );
}

/** Every field of one product, in the order its page shows them; redrawn only when this product changes. */
export const ProductFields = memo(function ProductFields({
  product,
  at,
}: {
  product: ProductContent;
  at: number;
}) {
  const { lang, set } = useEditor();
  const path = ["products", at];
  return (
    <div className="space-y-5">
      <TextField
        path={[...path, "name"]}
        field={product.name}
        label={copy.name}
        kind="name"
        hint={lang === "en" ? copy.nameHint : undefined}
      />
      <TextField
        path={[...path, "shortName"]}
        field={product.shortName}
        label={copy.shortName}
        kind="name"
        hint={copy.shortNameHint}
        optional
      />
      <TextField path={[...path, "cardText"]} field={product.cardText} label={copy.cardText} kind="text" />
      <TextField
        path={[...path, "description"]}
        field={product.description}
        label={copy.description}
        kind="long"
        hint={copy.descriptionHint}
      />
      <TextField
        path={[...path, "pictureText"]}
        field={product.pictureText}
        label={copy.pictureText}
        kind="line"
        hint={copy.pictureTextHint}
      />
      <ProductPhotos product={product} at={at} />
      {lang === "en" && (
        <div className="flex min-h-11 items-center gap-3">
          <input
            id={`field-products-${at}-showOnHome`}
            type="checkbox"
            checked={product.showOnHome}
            onChange={(event) => set([...path, "showOnHome"], event.target.checked)}
            className="size-5 accent-forest-800"
          />
          <label htmlFor={`field-products-${at}-showOnHome`} className="font-bold text-forest-900 text-sm">
            {copy.showOnHome}
          </label>
        </div>
      )}
      <HsCodes product={product} at={at} />
      <FieldGroup legend={copy.specifications}>
        {specificationKeys.map((key) => (
          <TextField
            key={key}
            path={[...path, "specifications", key]}
            field={product.specifications[key]}
            label={copy.specificationLabels[key]}
            kind="text"
          />
        ))}
      </FieldGroup>
      <PriceFields product={product} at={at} />
    </div>
  );
});
