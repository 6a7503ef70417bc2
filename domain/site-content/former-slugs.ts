// A renamed product keeps answering at its old addresses (301 to the new one), so each publish carries forward
// the slugs every product was published under before, whatever the editor sent. It keeps the newest
// `maxFormerSlugs` of them, inside the content: a version then holds every address it answered at (a restore
// brings them back as they were), the draft stays within its size budget, and an address renamed away from
// fifty renames ago is the one least likely to be linked from anywhere still.
import { maxFormerSlugs, type ProductContent, type SiteContent, slugOf } from "./schema.ts";

/** Each slug once, at its newest place; the newest `maxFormerSlugs`. */
function newest(slugs: readonly string[]): string[] {
  const kept = slugs.filter((slug, i) => slugs.lastIndexOf(slug) === i);
  return kept.slice(Math.max(0, kept.length - maxFormerSlugs));
}

/**
 * The content to publish over `previous`: each product's `formerSlugs` are its own, the previous version's, and
 * its previous slug when its English name changed, oldest first; never a slug some product answers at now (a
 * name taken back, or given to another product), each once, and at most `maxFormerSlugs`.
 */
export function withFormerSlugs(previous: SiteContent, content: SiteContent): SiteContent {
  const before = new Map(previous.products.map((product) => [product.id, product]));
  const current = new Set(content.products.map((product) => slugOf(product.name.en)));
  return {
    ...content,
    products: content.products.map((product) => {
      const was = before.get(product.id);
      const slugs = [
        ...product.formerSlugs,
        ...(was?.formerSlugs ?? []),
        ...(was ? [slugOf(was.name.en)] : []),
      ];
      return { ...product, formerSlugs: newest(slugs.filter((slug) => !current.has(slug))) };
    }),
  };
}

/**
 * Stored content as the schema takes it: a version stored before the cap held every former slug (migration
 * 016 trims a database's; this keeps one read from anywhere else loadable all the same).
 */
export function withinFormerSlugCap(content: SiteContent): SiteContent {
  const over = (product: ProductContent) => (product.formerSlugs?.length ?? 0) > maxFormerSlugs;
  if (!content.products.some(over)) return content;
  return {
    ...content,
    products: content.products.map((p) => (over(p) ? { ...p, formerSlugs: newest(p.formerSlugs) } : p)),
  };
}
