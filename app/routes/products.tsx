import type { MetaArgs } from "react-router";
import { PageHeader } from "#app/components/page-header.tsx";
import { ProductCard } from "#app/components/product-card.tsx";
import { companyOf } from "#app/lib/company.ts";
import { productView } from "#app/lib/page-content.ts";
import { pageLang } from "#app/lib/page-lang.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { siteContentOf } from "#app/lib/site-content.server.ts";
import { productsPageWords as content } from "~/lang/products-page.ts";
import type { Route } from "./+types/products";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({ company: companyOf(matches), ...content.meta, path: "/products" });

export function loader({ context }: Route.LoaderArgs) {
  return { products: siteContentOf(context).products.map((product) => productView(product, pageLang)) };
}

export default function Products({ loaderData: { products } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={content.heading} intro={content.intro} />
      <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-20">
        <ul className="grid gap-8 sm:grid-cols-2 xl:grid-cols-4">
          {products.map((product, index) => (
            <li key={product.slug} className="flex">
              <ProductCard
                product={product}
                readMoreLabel={content.readMore}
                readMoreAbout={content.readMoreAbout}
                first={index === 0}
              />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
