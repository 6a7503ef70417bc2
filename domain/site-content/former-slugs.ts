// A renamed product keeps answering at its old addresses (301 to the new one), so each publish carries forward
// the slugs every product was published under before, whatever the editor sent.
import { type SiteContent, slugOf } from "./schema.ts";

/**
 * The content to publish over `previous`: each product's `formerSlugs` are its own, the previous version's, and
 * its previous slug when its English name changed; never a slug some product answers at now (a name taken back,
 * or given to another product), and each once.
 */
export function withFormerSlugs(previous: SiteContent, content: SiteContent): SiteContent {
  const before = new Map(previous.products.map((product) => [product.id, product]));
  const current = new Set(content.products.map((product) => slugOf(product.name.en)));
  return {
    ...content,
    products: content.products.map((product) => {
      const was = before.get(product.id);
      const slugs = [
        ...(was?.formerSlugs ?? []),
        ...(was ? [slugOf(was.name.en)] : []),
        ...product.formerSlugs,
      ];
      return { ...product, formerSlugs: [...new Set(slugs)].filter((slug) => !current.has(slug)) };
    }),
  };
}
