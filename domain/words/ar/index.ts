// Every catalogue of this language, for domain/site-content/defaults.ts to read the seed content from.
export * from "./about.ts";
export * from "./home.ts";
export * from "./privacy.ts";
export * from "./product-descriptions.ts";
export * from "./product-specifications.ts";
export * from "./product-summaries.ts";
export * from "./products.ts";
export * from "./site-frame.ts";
