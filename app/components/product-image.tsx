import type { Product } from "~/content/products";

type ProductImageProps = {
  product: Product;
  /** Below the fold (cards, the home strip): loaded only when the visitor scrolls near it. */
  lazy?: boolean;
  className?: string;
};

/** A product's illustration at its intrinsic 4:3 size, so the layout never shifts while it loads. */
export function ProductImage({ product, lazy = false, className = "" }: ProductImageProps) {
  return (
    <img
      src={product.image.src}
      alt={product.image.alt}
      width={480}
      height={360}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      className={`aspect-4/3 w-full bg-cream-100 ${className}`}
    />
  );
}
