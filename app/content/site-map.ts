import { products } from "./products.ts";

/** Every public page, in the order a visitor meets them; feeds the pre-render list and the sitemap. */
export const staticPaths = ["/", "/about", "/products", "/contact", "/privacyPolicy"] as const;

export const productPaths = products.map((p) => `/products/${p.slug}`);

export const prerenderPaths: readonly string[] = [...staticPaths, ...productPaths];

/** The owner's sign-in page: pre-rendered like every public page, but kept out of the sitemap (noindex). */
export const signInPath = "/sign-in";

/** Pre-rendered 'Product Not Found' page; the server answers unknown product slugs with it and status 404. */
export const productNotFoundPath = "/products/_not-found";
