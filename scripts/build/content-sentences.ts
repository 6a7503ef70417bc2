// Sentences of the site's content, in English and Arabic (its other script), that scripts/checks/budgets.ts looks for
// in every built script: pages carry their words as HTML only, so a content change touches no
// script. Each is cut to its first words, which a minifier writes as they are.
import { aboutContent } from "../../domain/content/about.ts";
import { aboutContent as arabicAbout } from "../../domain/content/ar/about.ts";
import { homeContent as arabicHome } from "../../domain/content/ar/home.ts";
import { privacyContent as arabicPrivacy } from "../../domain/content/ar/privacy.ts";
import { productDescriptions as arabicDescriptions } from "../../domain/content/ar/product-descriptions.ts";
import { contactContent } from "../../domain/content/contact.ts";
import { homeContent } from "../../domain/content/home.ts";
import { privacyContent } from "../../domain/content/privacy.ts";
import { productDescriptions } from "../../domain/content/product-descriptions.ts";
import { productSummaries } from "../../domain/content/product-summaries.ts";
import { productsPageContent } from "../../domain/content/products-page.ts";

const firstWords = (sentence: string) => sentence.split(" ").slice(0, 6).join(" ");

export const contentSentences: readonly string[] = [
  homeContent.hero.text,
  homeContent.about.text,
  ...aboutContent.sections.map((section) => section.text),
  aboutContent.intro,
  privacyContent.text,
  ...Object.values(productDescriptions).flat(),
  ...Object.values(productSummaries),
  productsPageContent.intro,
  contactContent.intro,
  arabicHome.hero.text,
  ...arabicAbout.sections.map((section) => section.text),
  arabicPrivacy.text,
  ...Object.values(arabicDescriptions).flat(),
].map(firstWords);
