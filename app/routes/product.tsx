import { Link } from "react-router";
import { ButtonLink } from "~/components/button-link";
import { Icon } from "~/components/icons";
import { PageHeader } from "~/components/page-header";
import { ProductImage } from "~/components/product-image";
import { company } from "~/content/company";
import { productDescriptions } from "~/content/product-descriptions";
import { findProduct } from "~/content/products";
import { productsPageContent } from "~/content/products-page";
import { pageMeta } from "~/lib/seo";
import { productJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/product";

const content = productsPageContent.detail;
const notFound = productsPageContent.notFound;

export const meta = ({ params }: Route.MetaArgs) => {
  const product = findProduct(params.slug);
  if (!product) {
    return pageMeta({ title: notFound.title, description: notFound.text, path: "/products", noIndex: true });
  }
  return [
    ...pageMeta({
      title: `${product.title} | ${company.name}`,
      description: product.summary,
      path: `/products/${product.slug}`,
    }),
    ...productJsonLd(product),
  ];
};

export default function ProductPage({ params }: Route.ComponentProps) {
  const product = findProduct(params.slug);
  if (!product) {
    return (
      <PageHeader title={notFound.title} intro={notFound.text}>
        <ButtonLink to="/products">{notFound.link}</ButtonLink>
      </PageHeader>
    );
  }
  return (
    <>
      <PageHeader
        title={<span className="capitalize">{product.name}</span>}
        eyebrow={`${content.codeLabel} ${product.customsCode}`}
      />
      <div className="mx-auto grid max-w-6xl items-start gap-10 px-5 py-14 sm:px-8 md:grid-cols-2 md:gap-14 md:py-20">
        <ProductImage
          product={product}
          load="first"
          className="rounded-3xl shadow-sm ring-1 ring-cream-200"
        />
        <div>
          {productDescriptions[product.name].map((paragraph) => (
            <p key={paragraph} className="mb-5 text-earth-700 text-lg leading-relaxed">
              {paragraph}
            </p>
          ))}
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
            <ButtonLink to={`/contact?product=${product.slug}`}>{content.submitRequest}</ButtonLink>
            <Link
              to="/products"
              className="inline-flex items-center gap-2 rounded font-semibold text-forest-800 underline-offset-4 hover:underline"
            >
              <Icon name="arrowRight" className="size-4 rotate-180" />
              {content.backToProducts}
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
