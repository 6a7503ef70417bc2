import { ButtonLink } from "~/components/button-link";
import { Icon, icons } from "~/components/icons";
import { PageHeader } from "~/components/page-header";
import { ProductImage } from "~/components/product-image";
import { SiteLink } from "~/components/site-link";
import { SpecificationsTable, tradeText } from "~/components/specifications-table";
import { productDescriptions } from "~/lang/product-descriptions";
import * as specificationWords from "~/lang/product-specifications";
import { productSummaries } from "~/lang/product-summaries";
import { products } from "~/lang/products";
import { productsPageContent } from "~/lang/products-page";
import { pageLang } from "~/lib/page-lang";
import { productJsonLd } from "~/lib/product-structured-data";
import { pageMeta } from "~/lib/seo";
import { company } from "../../domain/content/company";
import { findProduct } from "../../domain/content/product-catalogue";
import { specificationRows, specSheetPath } from "../../domain/content/products";
import { localePath } from "../../domain/i18n";
import { defaultSiteContent } from "../../domain/site-content/defaults";
import { slugOf } from "../../domain/site-content/schema";
import { absoluteUrl } from "../../domain/site-url";
import type { Route } from "./+types/product";

const content = productsPageContent.detail;
const notFound = productsPageContent.notFound;

// Runs when the page is pre-rendered: one product's words and facts reach the browser in its page's HTML (and,
// for a navigation inside the site, in the page's small .data file), never all four products' in the
// JavaScript every product page starts with.
export function loader({ params }: Route.LoaderArgs) {
  const product = findProduct(products, params.slug);
  const rows = product ? specificationRows(product.key, specificationWords) : [];
  const content = defaultSiteContent();
  const item = content.products.find((p) => slugOf(p.name.en) === params.slug);
  return {
    rows,
    description: product ? productDescriptions[product.key] : [],
    structuredData: item
      ? productJsonLd({
          product: item,
          lang: pageLang,
          url: absoluteUrl(localePath(pageLang, `/products/${params.slug}`)),
          imageUrl: absoluteUrl(item.drawing ?? ""),
          brand: content.company.name,
          rows,
        })
      : [],
  };
}

export const meta = ({ params, loaderData }: Route.MetaArgs) => {
  const product = findProduct(products, params.slug);
  if (!product) {
    return pageMeta({ title: notFound.title, description: notFound.text, path: "/products", noIndex: true });
  }
  return [
    ...pageMeta({
      title: `${product.title} | ${company.name}`,
      description: productSummaries[product.key],
      path: `/products/${product.slug}`,
    }),
    ...(loaderData?.structuredData ?? []),
  ];
};

export default function ProductPage({ params, loaderData }: Route.ComponentProps) {
  const product = findProduct(products, params.slug);
  if (!product) {
    return (
      <PageHeader title={notFound.title} intro={notFound.text}>
        <ButtonLink to="/products">{notFound.link}</ButtonLink>
      </PageHeader>
    );
  }
  const { rows, description } = loaderData;
  const hsCodes = rows.find((row) => row.key === "hsCodes")?.value ?? "";
  const path = `/products/${product.slug}`;
  return (
    <>
      {/* The printed sheet's letterhead (the bar does not print). The mark is the favicon the browser has
          already fetched: no logo code in the page's JavaScript for a line only paper shows. */}
      <p className="hidden items-center gap-2.5 font-extrabold text-forest-900 text-xl print:flex">
        <img src="/favicon.svg" alt="" width={40} height={40} />
        {company.name}
      </p>
      <PageHeader
        title={<span className="capitalize">{product.name}</span>}
        eyebrow={
          <>
            {content.codeLabel} <bdi>{tradeText(hsCodes)}</bdi>
          </>
        }
      />
      <div className="mx-auto grid max-w-6xl items-start gap-10 px-5 py-14 sm:px-8 md:grid-cols-2 md:gap-14 md:py-20 print:hidden">
        <ProductImage
          product={product}
          load="first"
          className="rounded-3xl shadow-sm ring-1 ring-cream-200"
        />
        <div>
          {description.map((paragraph) => (
            <p key={paragraph} className="mb-5 text-earth-700 text-lg leading-relaxed">
              {paragraph}
            </p>
          ))}
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
            <ButtonLink to={`/contact?product=${product.slug}`}>{content.submitRequest}</ButtonLink>
            <SiteLink
              to="/products"
              className="inline-flex items-center gap-2 rounded font-semibold text-forest-800 underline-offset-4 hover:underline"
            >
              <Icon path={icons.arrowRight} className="size-4 -scale-x-100 rtl:scale-x-100" />
              {content.backToProducts}
            </SiteLink>
          </div>
        </div>
      </div>
      <SpecificationsTable
        heading={content.specificationsHeading}
        rows={rows}
        download={{
          href: localePath(pageLang, specSheetPath(product.slug)),
          label: content.downloadSpecSheet,
        }}
      />
      <p className="hidden text-sm print:block">
        {company.address.lines.join(", ")} · {company.email} · {company.phone.display}
        <br />
        {content.printedFrom} {absoluteUrl(localePath(pageLang, path))}
      </p>
    </>
  );
}
