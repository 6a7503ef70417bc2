import { PageHeader } from "~/components/page-header";
import { ProductCard } from "~/components/product-card";
import { productSummaries } from "~/lang/product-summaries";
import { products } from "~/lang/products";
import { productsPageContent as content } from "~/lang/products-page";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ ...content.meta, path: "/products" });

export default function Products() {
  return (
    <>
      <PageHeader title={content.heading} intro={content.intro} />
      <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-20">
        <ul className="grid gap-8 sm:grid-cols-2 xl:grid-cols-4">
          {products.map((product, index) => (
            <li key={product.slug} className="flex">
              <ProductCard
                product={product}
                summary={productSummaries[product.key]}
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
