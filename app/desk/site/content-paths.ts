import type { Lang } from "#domain/i18n.ts";
import { type SiteContent, translatedLangs } from "#domain/site-content/schema.ts";
import type { TextPath } from "#domain/site-content/texts.ts";
import { siteSectionWords as copy } from "./words.ts";

/** The id of a field's control, from its place in the content: the translation counts link to it (#field-…). */
export const fieldId = (path: TextPath) => `field-${path.join("-")}`;

/** The place of a zod issue or of the server's `fields` key, as errors are looked up by ("products.2.name.en"). */
export const pathKey = (path: readonly PropertyKey[]) => path.map(String).join(".");

/** A field's place from an error's key ("products.2.name.en"), and the language it is written in. */
export function errorPlace(key: string, lang: Lang): { path: TextPath; lang: Lang } {
  const parts = key.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const last = parts.at(-1);
  const before = parts.at(-2);
  if (last === "en") return { path: parts.slice(0, -1), lang: "en" };
  if (last === "text" && translatedLangs.includes(before as (typeof translatedLangs)[number]))
    return { path: parts.slice(0, -2), lang: before as Lang };
  return { path: parts, lang };
}

/** The value at a path of the content. */
export function valueAt(content: unknown, path: TextPath): unknown {
  let value = content;
  for (const key of path) value = (value as Record<string | number, unknown> | undefined)?.[key];
  return value;
}

/** A copy of the content with the value at `path` replaced (undefined removes an object's key). */
export function withValueAt<T>(content: T, path: TextPath, value: unknown): T {
  const [key, ...rest] = path;
  if (key === undefined) return value as T;
  const inner =
    rest.length === 0 ? value : withValueAt((content as Record<string | number, unknown>)[key], rest, value);
  if (Array.isArray(content)) return content.map((item, i) => (i === key ? inner : item)) as T;
  const copied = { ...(content as Record<string, unknown>), [key]: inner };
  if (inner === undefined) delete copied[key];
  return copied as T;
}

/** A copy of a list with the item at `from` moved to `to` (products, a product's photos). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}

/** The words of each section's fields, by their keys in the content. */
const sectionWords: Record<string, Record<string, unknown>> = {
  company: copy.company,
  home: copy.home,
  products: { ...copy.products, of: copy.products.hsCodeOf, code: copy.products.hsCode },
};

/** A field's place in words, for a link to it: "Products › Red Onions › Description". */
export function fieldLabel(content: SiteContent, path: TextPath): string {
  const [section = "", ...rest] = path;
  const words: string[] = [copy.sections[section as keyof typeof copy.sections] ?? String(section)];
  let parent = section;
  for (const key of rest) {
    if (typeof key === "number") {
      if (parent === "products") words.push(content.products[key]?.name.en || copy.products.newProduct);
      else if (parent === "offerings") words.push(copy.home.offering(key + 1));
      else if (parent === "benefits") words.push(copy.home.benefit(key + 1));
      else if (parent === "hsCodes") words.push(copy.products.hsCodeRow(key + 1));
      else if (parent === "photos") words.push(copy.photos.photo(key + 1));
    } else if (parent === "specifications") {
      words.push(copy.products.specificationLabels[key as keyof typeof copy.products.specificationLabels]);
    } else if (section !== "privacy") words.push(String(sectionWords[section]?.[key] ?? key));
    parent = key;
  }
  return words.join(" › ");
}
