import { useCallback, useEffect, useState } from "react";
import type { SetURLSearchParams } from "react-router";
import type { Lang } from "#domain/i18n.ts";
import type { SiteContent } from "#domain/site-content/schema.ts";
import type { TextPath } from "#domain/site-content/texts.ts";
import { fieldId } from "./content-paths.ts";

/**
 * Which products are open, and the way to a field: open the product it belongs to, switch to its language,
 * then focus it (after React has drawn it open). Also follows a link from elsewhere to a field.
 */
export function useGoToField({
  content,
  lang,
  languageLink,
  setSearch,
}: {
  content: SiteContent;
  lang: Lang;
  languageLink: (code: Lang) => string;
  setSearch: SetURLSearchParams;
}) {
  const [openProducts, setOpenProducts] = useState<Set<string>>(() => new Set());
  const [goal, setGoal] = useState<string | null>(null);

  const openProduct = useCallback(
    (id: string, open: boolean) =>
      setOpenProducts((now) => {
        if (now.has(id) === open) return now;
        const next = new Set(now);
        if (open) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );

  /** Opens the product a field belongs to, then focuses the field (after React has drawn it open). */
  const goTo = (path: TextPath, inLang: Lang = lang) => {
    const id = fieldId(path);
    if (path[0] === "products" && typeof path[1] === "number") {
      const product = content.products[path[1]];
      if (product) setOpenProducts((open) => new Set(open).add(product.id));
    }
    if (inLang !== lang)
      setSearch(languageLink(inLang).slice(1), { replace: true, preventScrollReset: true });
    history.replaceState(history.state, "", `${languageLink(inLang)}#${id}`);
    setGoal(id);
  };

  useEffect(() => {
    if (!goal) return;
    const field = document.getElementById(goal);
    if (!field) return;
    field.scrollIntoView({ block: "center" });
    field.focus({ preventScroll: true });
    setGoal(null);
  });

  // A link from elsewhere to a field (sitePage#field-…): open it once the editor is drawn.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the address she arrived with
  useEffect(() => {
    const id = location.hash.slice(1);
    const match = /^field-products-(\d+)-/.exec(id);
    if (match) goTo(["products", Number(match[1])]);
    if (id.startsWith("field-")) setGoal(id);
  }, []);

  return { openProducts, openProduct, goTo };
}
