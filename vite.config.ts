import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { buildLang } from "./domain/i18n.ts";
import { buildTimeRoutes } from "./scripts/build/build-time-routes.ts";
import { flagAssets } from "./scripts/build/flag-assets.ts";

export default defineConfig(({ mode }) => {
  // SITE_URL from the environment or .env (the environment wins), as scripts/build/postbuild.ts reads it.
  const siteUrl = loadEnv(mode, import.meta.dirname, "").SITE_URL ?? "";
  // One build per language (scripts/build/build.ts): "~/lang/home" is domain/words/en/home.ts in English and
  // domain/words/ar/home.ts in the Arabic build, so a page's code holds its own language's words only.
  const lang = buildLang();
  const catalogues = path.join(import.meta.dirname, "domain/words", lang);
  return {
    plugins: [
      tailwindcss(),
      reactRouter(),
      flagAssets(),
      // The public pages; not the NotFound page, which the owner's app renders for an unknown desk address.
      buildTimeRoutes(path.join(import.meta.dirname, "app"), [
        "routes/home.tsx",
        "routes/about.tsx",
        "routes/products.tsx",
        "routes/product.tsx",
        "routes/contact.tsx",
        "routes/privacy-policy.tsx",
      ]),
    ],
    resolve: {
      alias: [{ find: /^~\/lang\//, replacement: `${catalogues}/` }],
      tsconfigPaths: true,
    },
    build: {
      // Vite's manifest of the client build (each module's file and static imports), for scripts/checks/budgets.ts;
      // scripts/build/postbuild.ts moves it out of build/client, which is published as it is.
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // The small shared modules of the site (content, helpers, shared components) in one chunk rather
            // than a dozen: each chunk costs a request and compresses on its own, so tiny ones waste bytes.
            groups: [
              {
                name: "site",
                // Never the form's phone input, its country list or its quote choices: only /contact and the desk
                // load them; nor the quotations' money and currencies (the desk's alone, domain/quotations/); nor a
                // product page's structured data; nor the product pages' words (in any language), which only the
                // product list and the product pages share; nor the sign-in pages' words, theirs alone; nor the desk's
                // modules (app/desk/, domain/desk/); nor the owner's content schemas (domain/site-content/), which
                // bring zod to the desk's Site editor alone.
                test: /[\\/](app[\\/](lib|components)|domain[\\/](words|enquiry)|domain)[\\/](?!([a-z]{2}[\\/])?(enquiry-form|countries[\\/]countries|quote|product-structured-data|product-summaries|products-page|sign-in|words[\\/]|enquiry[\\/]|desk[\\/]|quotations[\\/]|site-content[\\/]))/,
                minShareCount: 2,
              },
            ],
          },
        },
      },
    },
    define: {
      __SITE_LANG__: JSON.stringify(lang),
      // The footer's copyright year at pre-render time.
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      // domain/site-url.ts reads SITE_URL; inline it so the pre-rendered HTML and the hydrated page agree.
      "process.env.SITE_URL": JSON.stringify(siteUrl),
    },
  };
});
