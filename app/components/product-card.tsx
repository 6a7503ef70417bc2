import type { ProductView } from "#app/lib/page-content.ts";
import { langOf } from "#app/lib/page-lang.ts";
import { ButtonLink } from "./button-link.tsx";
import { photoSizes } from "./photo.tsx";
import { ProductImage } from "./product-image.tsx";

type ProductCardProps = {
  product: ProductView;
  readMoreLabel: string;
  readMoreAbout: (name: string) => string;
  first?: boolean;
};

/** A card of the product list: image, heading, the summary clamped to four lines, and a link to the product. */
export function ProductCard({ product, readMoreLabel, readMoreAbout, first = false }: ProductCardProps) {
  return (
    <article
      data-reveal
      className="flex w-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-cream-200 transition-shadow hover:shadow-xl"
    >
      {/* Not lazy: the cards open the product list, above the fold, and the first is its largest paint. */}
      <ProductImage
        product={product}
        load={first ? "first" : undefined}
        sizes={photoSizes.productCard}
        className="object-cover"
      />
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <h2
          lang={langOf(product.name)}
          className="font-extrabold text-2xl text-forest-900 capitalize tracking-tight"
        >
          {product.name.text}
        </h2>
        <p lang={langOf(product.cardText)} className="mt-3 line-clamp-4 text-earth-700 leading-relaxed">
          {product.cardText.text}
        </p>
        <div className="mt-auto pt-6">
          <ButtonLink to={`/products/${product.slug}`} variant="dark">
            {readMoreLabel}
            {/* Four links reading 'Read More' tell a screen reader or a search engine nothing on their own. */}
            <span className="sr-only">{readMoreAbout(product.name.text)}</span>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
