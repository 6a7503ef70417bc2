import type { MetaArgs } from "react-router";
import { PageHeader } from "~/components/page-header";
import { ProductCard } from "~/components/product-card";
import { productsPageWords as content } from "~/lang/products-page";
import { companyOf } from "~/lib/company";
import { productView } from "~/lib/page-content";
import { pageLang } from "~/lib/page-lang";
import { pageMeta } from "~/lib/seo";
import { siteContentOf } from "~/lib/site-content.server";
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
