import type { ProductView } from "~/lib/page-content";
import { langOf } from "~/lib/page-lang";

type ProductImageProps = {
  product: ProductView;
  /**
   * "lazy" below the fold (the home strip): loaded only when the visitor scrolls near it.
   * "first" for the page's largest paint (the detail picture, the first card): fetched at high priority.
   */
  load?: "lazy" | "first";
  className?: string;
};

/** A product's illustration at its intrinsic 4:3 size, so the layout never shifts while it loads. */
export function ProductImage({ product, load, className = "" }: ProductImageProps) {
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
