import type { PhotoView } from "#app/lib/page-content.ts";
import { langOf } from "#app/lib/page-lang.ts";
import { photoJpeg, photoSrcSet } from "#app/lib/photo-sources.ts";

type PhotoProps = {
  photo: PhotoView;
  /** The picture's width in the layout at each viewport (its `sizes`): the browser picks the file from it. */
  sizes: string;
  /**
   * "lazy" below the fold: fetched only as the visitor scrolls near it. "first" for the page's largest paint:
   * fetched at high priority, never lazy. Neither: fetched with the page, at the browser's priority.
   */
  load?: "lazy" | "first";
  /** The `<img>`'s classes: the layout's box (its aspect ratio, object-cover), which the photo fills. */
  className?: string;
  /** The widest file worth offering (a thumbnail never needs more than 480 px, even on a 3× screen). */
  maxWidth?: number;
};

/**
 * One of her photos: AVIF, then WebP, for browsers that take them, the JPEG for every other. Its `width` and
 * `height` are the photo's own, so the browser reserves its box before a byte arrives; the layout's CSS sets the
 * box's aspect ratio and the photo covers it.
 */
export function Photo({ photo, sizes, load, className = "", maxWidth }: PhotoProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcSet(photo, "avif", maxWidth)} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo, "webp", maxWidth)} sizes={sizes} />
      <img
        src={photoJpeg(photo, maxWidth)}
        srcSet={photoSrcSet(photo, "jpeg", maxWidth)}
        sizes={sizes}
        alt={photo.alt.text}
        lang={langOf(photo.alt)}
        width={photo.width}
        height={photo.height}
        loading={load === "lazy" ? "lazy" : undefined}
        fetchPriority={load === "first" ? "high" : undefined}
        decoding="async"
        className={`object-cover ${className}`}
      />
    </picture>
  );
}

/**
 * Each layout's `sizes`, from its CSS: the container's widest (max-w-6xl 1152 px, max-w-7xl 1280 px), its
 * padding (px-5, sm:px-8) and its grid's columns and gaps.
 */
export const photoSizes = {
  /** The product page's picture: half of max-w-6xl from md, less px-8 and gap-14. */
  productPage:
    "(min-width: 1152px) 516px, (min-width: 768px) calc(50vw - 60px), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)",
  /** A gallery thumbnail: a quarter of the product page's picture, less gap-3. */
  thumbnail: "(min-width: 1152px) 120px, (min-width: 768px) calc(12.5vw - 24px), calc(25vw - 19px)",
  /** A card of the product list: max-w-7xl, two columns from sm and four from xl, gap-8. */
  productCard: "(min-width: 1280px) 280px, (min-width: 640px) calc(50vw - 48px), calc(100vw - 40px)",
  /** The home page's strip: max-w-7xl, two columns (gap-4, sm:gap-6) and four from lg. */
  homeStrip:
    "(min-width: 1280px) 286px, (min-width: 1024px) calc(25vw - 34px), (min-width: 640px) calc(50vw - 44px), calc(50vw - 28px)",
  hero: "100vw",
  /** Home's About section: the 1fr of max-w-6xl's 1fr 1.2fr from md, gap-16. */
  aboutTeaser:
    "(min-width: 1152px) 465px, (min-width: 768px) calc(45vw - 58px), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)",
  /** The About page's picture: max-w-6xl, whole. */
  aboutPage: "(min-width: 1152px) 1088px, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)",
} as const;
