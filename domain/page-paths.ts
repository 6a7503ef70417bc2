import { teamPages } from "./desk/team-api.ts";
import { localePath, prefixedLangs } from "./i18n.ts";
import { productSlugs } from "./products/product-catalogue.ts";

/** Every public page, in the order a visitor meets them; feeds the pre-render list and the sitemap. */
export const staticPaths = ["/", "/about", "/products", "/contact", "/privacyPolicy"] as const;

export const productPaths = productSlugs.map((slug) => `/products/${slug}`);

/** Every public page at the spec's routes, in English. */
export const englishPaths: readonly string[] = [...staticPaths, ...productPaths];

/** The pages every language has. */
export const translatedPages: readonly string[] = englishPaths;

/** The same pages under each other language's prefix: /ar, /es/about … */
export const translatedPaths = prefixedLangs.flatMap((lang) =>
  translatedPages.map((p) => localePath(lang, p)),
);

/** Every page to pre-render and list in the sitemap, in every language. */
export const prerenderPaths: readonly string[] = [...englishPaths, ...translatedPaths];

/** The owner's sign-in page: pre-rendered like every public page, but kept out of the sitemap (noindex). */
export const signInPath = "/sign-in";

/** The owner's pages under /sign-in, in every language: signing in, an invitation's page, the setup page. */
export const ownersPaths: readonly string[] = [signInPath, teamPages.invitation, teamPages.setup];

/** Pre-rendered 'Product Not Found' page; the server answers unknown product slugs with it and status 404. */
export const productNotFoundPath = "/products/_not-found";
