import type { ProductView } from "#app/lib/page-content.ts";
import { langOf } from "#app/lib/page-lang.ts";
import { Photo } from "./photo.tsx";

type ProductImageProps = {
  product: ProductView;
  /**
   * "lazy" below the fold (the home strip): loaded only when the visitor scrolls near it.
   * "first" for the page's largest paint (the detail picture, the first card): fetched at high priority.
   */
  load?: "lazy" | "first";
  /** The picture's width in this layout (photo.tsx photoSizes), for a product with photos. */
  sizes: string;
  className?: string;
};

/**
 * A product's main photo, or without one its illustration, in a 4:3 box at its intrinsic size, so the layout
 * never shifts while it loads.
 */
export function ProductImage({ product, load, sizes, className = "" }: ProductImageProps) {
  const [main] = product.photos;
  if (main)
    return (
      <Photo
        photo={main}
        sizes={sizes}
        load={load}
        className={`aspect-4/3 w-full bg-cream-100 ${className}`}
      />
    );
  return (
    <img
      src={product.image.src}
      alt={product.image.alt.text}
      lang={langOf(product.image.alt)}
      width={480}
      height={360}
      loading={load === "lazy" ? "lazy" : undefined}
      fetchPriority={load === "first" ? "high" : undefined}
      decoding="async"
      className={`aspect-4/3 w-full bg-cream-100 ${className}`}
    />
  );
}
