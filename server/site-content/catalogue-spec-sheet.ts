// Until spec-sheets/spec-sheets.ts draws a sheet from the owner's content (specSheetPdf(content, productId, lang),
// issue 30's sheets work), the publisher draws the catalogue's sheet of a product the catalogue has.
import type { Lang } from "../../domain/i18n.ts";
import type { SiteContent } from "../../domain/site-content/schema.ts";
import { sheetWords, specSheetPdf } from "../../spec-sheets/spec-sheets.ts";

export async function catalogueSpecSheet(
  _content: SiteContent,
  productId: string,
  lang: Lang,
): Promise<Buffer> {
  const product = sheetWords[lang].products.find((p) => p.slug === productId);
  if (!product) throw new Error(`${productId}: no spec sheet for a product outside the catalogue yet`);
  return specSheetPdf(lang, product);
}
