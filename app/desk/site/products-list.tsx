import { memo, useRef, useState } from "react";
import { newProduct } from "#domain/site-content/new-product.ts";
import { type ProductContent, slugOf } from "#domain/site-content/schema.ts";
import { deskButton } from "../shared/ui.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { moved } from "./content-paths.ts";
import { useEditor } from "./editor-context.tsx";
import { ProductFields } from "./product-fields.tsx";
import { PreviewLink, SectionCard } from "./section-card.tsx";
import { siteSectionWords } from "./words.ts";

const copy = siteSectionWords.products;

/** 'Remove product', behind a dialog that says what goes; refused with a sentence for the last product. */
function RemoveProduct({ name, onRemove, last }: { name: string; onRemove: () => void; last: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [refused, setRefused] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => (last ? setRefused(true) : dialog.current?.showModal())}
        className={deskButton.danger}
      >
        {copy.remove}
      </button>
      <div role="alert" className="empty:hidden">
        {refused && <p className="basis-full font-semibold text-onion-700 text-sm">{copy.keepOne}</p>}
      </div>
      <ConfirmDialog
        dialog={dialog}
        heading={copy.removeHeading(name)}
        cancel={copy.cancel}
        confirm={copy.remove}
        danger
        onConfirm={onRemove}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-earth-900 shadow-2xl backdrop:bg-forest-950/60"
      >
        <p className="mt-2 text-earth-700">{copy.removeSentence}</p>
      </ConfirmDialog>
    </>
  );
}

/** 'Products' in her order: each to open, move, preview or remove; 'Add product' at the end. */
export const ProductsList = memo(function ProductsList({
  products,
  open,
  onOpen,
}: {
  products: ProductContent[];
  open: Set<string>;
  onOpen: (id: string, open: boolean) => void;
}) {
  const { lang, change } = useEditor();
  const [addedNote, setAddedNote] = useState(false);
  const setProducts = (next: ProductContent[]) => change((c) => ({ ...c, products: next }));
  return (
    <SectionCard
      id="products"
      heading={siteSectionWords.sections.products}
      previews={<PreviewLink path="/products" page={siteSectionWords.pages.products} />}
    >
      <ol className="space-y-3">
        {products.map((product, i) => {
          const name = product.name.en || copy.newProduct;
          return (
            <li key={product.id}>
              <details
                id={`product-${product.id}`}
                open={open.has(product.id)}
                onToggle={(event) => onOpen(product.id, event.currentTarget.open)}
                aria-labelledby={`product-${product.id}-name`}
                className="group rounded-xl border border-earth-900/15"
              >
                <summary className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 hover:bg-earth-900/5 sm:px-4">
                  <span
                    aria-hidden="true"
                    className="text-forest-800 transition-transform group-open:rotate-90 rtl:-scale-x-100 rtl:group-open:-rotate-90"
                  >
                    ▶
                  </span>
                  <span
                    id={`product-${product.id}-name`}
                    className="min-w-0 flex-1 break-words font-extrabold text-forest-900 text-lg"
                  >
                    {name}
                  </span>
                  <span className="text-earth-700 text-sm">{copy.position(i + 1, products.length)}</span>
                </summary>
                <div className="space-y-5 border-earth-900/10 border-t p-3 sm:p-4">
                  <div className="flex flex-wrap gap-2">
                    {lang === "en" && (
                      <>
                        <button
                          type="button"
                          disabled={i === 0}
                          onClick={() => setProducts(moved(products, i, i - 1))}
                          className={deskButton.outline}
                        >
                          {copy.moveUp}
                        </button>
                        <button
                          type="button"
                          disabled={i === products.length - 1}
                          onClick={() => setProducts(moved(products, i, i + 1))}
                          className={deskButton.outline}
                        >
                          {copy.moveDown}
                        </button>
                      </>
                    )}
                    {product.name.en && (
                      <PreviewLink
                        path={`/products/${slugOf(product.name.en)}`}
                        page={siteSectionWords.pages.product(name)}
                      />
                    )}
                    {lang === "en" && (
                      <RemoveProduct
                        name={name}
                        last={products.length === 1}
                        onRemove={() => setProducts(products.filter((p) => p.id !== product.id))}
                      />
                    )}
                  </div>
                  <ProductFields product={product} at={i} />
                </div>
              </details>
            </li>
          );
        })}
      </ol>
      {lang === "en" && (
        <div className="space-y-2">
          <button
            type="button"
            onClick={() => {
              const added = newProduct(`product-${crypto.randomUUID().slice(0, 8)}`);
              setProducts([...products, added]);
              onOpen(added.id, true);
              setAddedNote(true);
              requestAnimationFrame(() =>
                document.getElementById(`field-products-${products.length}-name`)?.focus(),
              );
            }}
            className={deskButton.primary}
          >
            {copy.add}
          </button>
          <div role="status" className="empty:hidden">
            {addedNote && <p className="text-earth-700 text-sm">{copy.added}</p>}
          </div>
        </div>
      )}
    </SectionCard>
  );
});
