// A product as the owner adds it, for the tests of drafts and publishing.
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import { newProduct } from "#domain/site-content/new-product.ts";
import type { ProductContent, SiteContent } from "#domain/site-content/schema.ts";

/** The seeded content with a product just added ('Add product') and only its name written, at the end. */
export function withNewProduct(name: string): SiteContent {
  const content = defaultSiteContent();
  content.products.push({ ...newProduct("product-new"), name: { en: name } });
  return content;
}

/** The product with what a buyer needs written (name aside): complete, whatever its specification rows. */
export function completed(product: ProductContent | undefined): void {
  if (!product) throw new Error("no product");
  Object.assign(product, {
    cardText: { en: "Tender okra." },
    description: { en: "Picked young." },
    pictureText: { en: "A heap of okra." },
    hsCodes: [{ code: "07099990" }],
  });
}
