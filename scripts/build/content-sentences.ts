// Sentences of the site's content, in English and Arabic (its other script), that scripts/checks/budgets.ts looks for
// in every built script: pages carry their words as HTML only, so a content change touches no
// script. Each is cut to its first words, which a minifier writes as they are.
import { aboutWords as arabicAbout } from "#domain/words/ar/about.ts";
import { homeWords as arabicHome } from "#domain/words/ar/home.ts";
import { privacyWords as arabicPrivacy } from "#domain/words/ar/privacy.ts";
import { productDescriptions as arabicDescriptions } from "#domain/words/ar/product-descriptions.ts";
import { aboutWords } from "#domain/words/en/about.ts";
import { contactWords } from "#domain/words/en/contact.ts";
import { homeWords } from "#domain/words/en/home.ts";
import { privacyWords } from "#domain/words/en/privacy.ts";
import { productDescriptions } from "#domain/words/en/product-descriptions.ts";
import { productSummaries } from "#domain/words/en/product-summaries.ts";
import { productsPageWords } from "#domain/words/en/products-page.ts";

const firstWords = (sentence: string) => sentence.split(" ").slice(0, 6).join(" ");

export const contentSentences: readonly string[] = [
  homeWords.hero.text,
  homeWords.about.text,
  ...aboutWords.sections.map((section) => section.text),
  aboutWords.intro,
  privacyWords.text,
  ...Object.values(productDescriptions).flat(),
  ...Object.values(productSummaries),
  productsPageWords.intro,
  contactWords.intro,
  arabicHome.hero.text,
  ...arabicAbout.sections.map((section) => section.text),
  arabicPrivacy.text,
  ...Object.values(arabicDescriptions).flat(),
].map(firstWords);
