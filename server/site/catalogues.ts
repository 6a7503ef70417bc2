// Every language's catalogue module for the server, from domain/words/<code>/ (English and the
// others), loaded once at start: a language added to domain/i18n.ts needs no line here. Each module is typed
// against its English twin (Translation), and the site's build of that language fails without it.
import { type Lang, langCodes } from "#domain/i18n.ts";

const folder = (lang: Lang) => `../../domain/words/${lang}`;

/** One catalogue module in every language, e.g. `await catalogues<typeof import("…/enquiry-answers.ts")>("enquiry-answers")`. */
export async function catalogues<Module>(name: string): Promise<Record<Lang, Module>> {
  const modules = await Promise.all(
    langCodes.map(async (lang) => [lang, (await import(`${folder(lang)}/${name}.ts`)) as Module] as const),
  );
  return Object.fromEntries(modules) as Record<Lang, Module>;
}
