import type { MetaArgs } from "react-router";
import { ButtonLink } from "#app/components/button-link.tsx";
import { Icon, icons } from "#app/components/icons.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { photoSizes } from "#app/components/photo.tsx";
import { ProductPhotos } from "#app/components/product-gallery.tsx";
import { ProductImage } from "#app/components/product-image.tsx";
import { SiteLink } from "#app/components/site-link.tsx";
import { SpecificationsTable, tradeText } from "#app/components/specifications-table.tsx";
import { companyOf, useCompany } from "#app/lib/company.ts";
import {
  descriptionParagraphs,
  findProductContent,
  productView,
  specificationRows,
} from "#app/lib/page-content.ts";
import { langOf, pageLang } from "#app/lib/page-lang.ts";
import { photoShareImage } from "#app/lib/photo-share-image.ts";
import { productImageUrls, productJsonLd } from "#app/lib/product-structured-data.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { siteContentOf } from "#app/lib/site-content.server.ts";
import { localePath } from "#domain/i18n.ts";
import { priceText } from "#domain/site-content/price.ts";
import { absoluteUrl } from "#domain/site-url.ts";
import { specSheetPath } from "#domain/words/en/products.ts";
import { productsPageWords } from "~/lang/products-page.ts";
import type { Route } from "./+types/product";

const content = productsPageWords.detail;
const notFound = productsPageWords.notFound;

// One product's words and facts reach the browser in its page's HTML, never in JavaScript: the loader runs
// when the page is rendered (pre-rendered with the defaults, or published with the owner's content).
export function loader({ context, params }: Route.LoaderArgs) {
  const site = siteContentOf(context);
  const product = findProductContent(site, params.slug);
  if (!product) return { product: null };
  const view = productView(product, pageLang);
  const rows = specificationRows(product, pageLang);
  return {
    product: view,
    rows,
    description: descriptionParagraphs(product, pageLang),
    price: product.price ? priceText(product.price, pageLang) : undefined,
    shareImage: view.photos[0] && photoShareImage(view.photos[0]),
    structuredData: productJsonLd({
      product,
      lang: pageLang,
      url: absoluteUrl(localePath(pageLang, `/products/${view.slug}`)),
      imageUrls: productImageUrls(view),
      brand: site.company.name,
      rows: rows.map((row) => ({ key: row.key, label: row.label, value: row.value.text })),
    }),
  };
}

type MetaInput = Pick<MetaArgs, "matches"> & { loaderData: Route.ComponentProps["loaderData"] | undefined };

export const meta = ({ loaderData, matches }: MetaInput) => {
  const company = companyOf(matches);
  if (!loaderData?.product) {
    return pageMeta({
      company,
      title: notFound.title,
      description: notFound.text,
      path: "/products",
      noIndex: true,
    });
  }
  const { product } = loaderData;
  return [
    ...pageMeta({
      company,
      title: `${product.title} | ${company.name}`,
      description: product.cardText.text,
      path: `/products/${product.slug}`,
      image: loaderData.shareImage,
    }),
    ...loaderData.structuredData,
  ];
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const company = useCompany();
  if (!loaderData.product) {
    return (
      <PageHeader title={notFound.title} intro={notFound.text}>
        <ButtonLink to="/products">{notFound.link}</ButtonLink>
      </PageHeader>
    );
  }
  const { product, rows, description, price } = loaderData;
  const hsCodes = rows.find((row) => row.key === "hsCodes")?.value.text ?? "";
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
        title={
          <span lang={langOf(product.name)} className="capitalize">
            {product.name.text}
          </span>
        }
        eyebrow={
          <>
            {content.codeLabel} <bdi>{tradeText(hsCodes)}</bdi>
          </>
        }
      />
      <div className="mx-auto grid max-w-6xl items-start gap-10 px-5 py-14 sm:px-8 md:grid-cols-2 md:gap-14 md:py-20 print:hidden">
        {product.photos.length > 0 ? (
          <ProductPhotos product={product} className="rounded-3xl shadow-sm ring-1 ring-cream-200" />
        ) : (
          <ProductImage
            product={product}
            load="first"
            sizes={photoSizes.productPage}
            className="rounded-3xl shadow-sm ring-1 ring-cream-200"
          />
        )}
        <div>
          {description.map((paragraph) => (
            <p
              key={paragraph.text}
              lang={langOf(paragraph)}
              className="mb-5 text-earth-700 text-lg leading-relaxed"
            >
              {paragraph.text}
            </p>
          ))}
          {price && <p className="mb-5 font-bold text-forest-900 text-lg">{price}</p>}
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
        {company.address.join(", ")} · {company.email} · {company.phone.display}
        <br />
        {content.printedFrom} {absoluteUrl(localePath(pageLang, path))}
      </p>
    </>
  );
}
