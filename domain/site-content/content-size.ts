// The site's content has a size of its own, besides each field's: each text's limit counts characters, and
// 100 products of texts at their limits in five languages would make a draft far larger than one small server
// should parse, store in every version and send to the editor. So the draft, as JSON, has a budget, and the
// server's body limit for a save follows it (server/site-content/routes.ts): whatever the schema accepts, the
// server receives.

/** The most the content may weigh as JSON in UTF-8 (docs/content.md gives the figures it was chosen from). */
export const maxContentBytes = 16 * 1024 * 1024;

/** The UTF-8 length of the JSON of a value, as JSON.stringify writes it. */
export function jsonBytes(value: unknown): number {
  const json = JSON.stringify(value) ?? "";
  let bytes = json.length;
  for (let i = 0; i < json.length; i++) {
    const unit = json.charCodeAt(i);
    // A pair of surrogates (4 bytes) is two units of one extra byte each; any other unit past 0x7F is 2 or 3.
    if (unit >= 0xd800 && unit <= 0xdfff) bytes += 1;
    else if (unit > 0x7ff) bytes += 2;
    else if (unit > 0x7f) bytes += 1;
  }
  return bytes;
}

/** The sentence for content over its budget, in megabytes as the owner reads them. */
export function contentSizeProblem(value: unknown): string | undefined {
  const bytes = jsonBytes(value);
  if (bytes <= maxContentBytes) return undefined;
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  return `The site's texts take ${mb(bytes)} MB, over the ${mb(maxContentBytes)} MB a draft may hold: shorten some texts or remove a product.`;
}
