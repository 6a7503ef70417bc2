import type { PhotoView, ProductView } from "#app/lib/page-content.ts";
import { photoJpeg } from "#app/lib/photo-sources.ts";
import { productsPageWords } from "~/lang/products-page.ts";
import { Icon, icons } from "./icons.tsx";
import { Photo, photoSizes } from "./photo.tsx";

const words = productsPageWords.detail.gallery;

/** The larger view's file when a thumbnail is followed without JavaScript: a large screen's width. */
const largeWidth = 1280;
/** A thumbnail's widest file: 120 CSS px at most, on a 3× phone screen under 480 pixels. */
const thumbnailWidth = 480;

/** A photo as a link to its larger JPEG: without JavaScript the browser opens the file itself. */
function PhotoLink({
  photo,
  index,
  rounded,
  children,
}: {
  photo: PhotoView;
  index: number;
  /** The corners of the photo it holds, so the focus ring and the hover follow them. */
  rounded: string;
  children: React.ReactNode;
}) {
  return (
    <a
      href={photoJpeg(photo, largeWidth)}
      data-gallery-item={index}
      className={`block cursor-zoom-in overflow-hidden transition-opacity hover:opacity-90 focus-visible:outline-3 focus-visible:outline-saffron-400 focus-visible:outline-offset-2 ${rounded}`}
    >
      {children}
    </a>
  );
}

/**
 * A product's photos on its page: the main one in the drawing's place, the page's largest paint; with more
 * than one, each a link to its larger file, the others as thumbnails beneath, and a larger view (a modal
 * `<dialog>`) that app/islands/gallery.ts opens from them, with Previous and Next, the arrow keys and a swipe.
 * The gallery's code loads only on a page that holds one (an island: page-islands.ts).
 */
export function ProductPhotos({ product, className }: { product: ProductView; className: string }) {
  const [main, ...others] = product.photos;
  if (!main) return null;
  const mainPhoto = (
    <Photo
      photo={main}
      sizes={photoSizes.productPage}
      load="first"
      className={`aspect-4/3 w-full bg-cream-100 ${className}`}
    />
  );
  if (others.length === 0) return mainPhoto;
  return (
    <div data-island="gallery">
      <PhotoLink photo={main} index={0} rounded="rounded-3xl">
        {mainPhoto}
      </PhotoLink>
      <ul aria-label={words.thumbnails} className="mt-3 grid grid-cols-4 gap-3">
        {others.map((photo, i) => (
          <li key={photo.id}>
            <PhotoLink photo={photo} index={i + 1} rounded="rounded-xl">
              <Photo
                photo={photo}
                sizes={photoSizes.thumbnail}
                maxWidth={thumbnailWidth}
                load="lazy"
                className="aspect-square w-full rounded-xl bg-cream-100 ring-1 ring-cream-200"
              />
            </PhotoLink>
          </li>
        ))}
      </ul>
      <GalleryView />
    </div>
  );
}

const viewButton =
  "grid size-12 place-items-center rounded-full bg-white/90 text-forest-900 shadow-lg hover:bg-white focus-visible:outline-3 focus-visible:outline-saffron-400";

/**
 * The larger view, empty until opened: the gallery's script puts the chosen photo's <picture> in its frame, at
 * the window's width (app/lib/photo-sources.ts, as the page's pictures), so the page's HTML carries its files'
 * names once. Escape closes it, as every modal dialog.
 */
function GalleryView() {
  return (
    <dialog
      data-gallery-view
      aria-label={words.view}
      className="m-auto size-full max-h-none max-w-none bg-forest-950 p-0 backdrop:bg-forest-950"
    >
      <div className="flex size-full flex-col items-center justify-center gap-3 p-3 sm:p-6">
        <div
          data-gallery-frame
          className="flex min-h-0 w-full flex-1 touch-pan-y select-none items-center justify-center [&_img]:h-auto [&_img]:max-h-full [&_img]:w-auto [&_img]:max-w-full [&_img]:rounded-2xl [&_img]:object-contain [&_picture]:contents"
        />
        {/* What the photo shows, for every eye; a screen reader has it as the image's alt text already. */}
        <p data-gallery-caption aria-hidden="true" className="max-w-3xl text-center text-cream-100" />
        <div className="flex items-center gap-4">
          <button type="button" data-gallery-previous className={viewButton}>
            <Icon path={icons.arrowRight} className="size-6 -scale-x-100 rtl:scale-x-100" />
            <span className="sr-only">{words.previous}</span>
          </button>
          {/* "2 / 5" in figures, read left to right in every language. */}
          <p
            data-gallery-position
            dir="ltr"
            className="min-w-16 text-center font-semibold text-white tabular-nums"
          />
          <button type="button" data-gallery-next className={viewButton}>
            <Icon path={icons.arrowRight} className="size-6 rtl:-scale-x-100" />
            <span className="sr-only">{words.next}</span>
          </button>
        </div>
      </div>
      <form method="dialog" className="absolute end-3 top-3 sm:end-6 sm:top-6">
        <button type="submit" className={viewButton}>
          <Icon path={icons.close} />
          <span className="sr-only">{words.close}</span>
        </button>
      </form>
    </dialog>
  );
}
