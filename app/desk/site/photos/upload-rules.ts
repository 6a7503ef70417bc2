import type { PhotoUploaded } from "#domain/desk/site-contract.ts";
import { maxProductPhotos, photoUpload } from "#domain/site-content/photos.ts";
import type { Photo } from "#domain/site-content/schema.ts";
import { siteSectionWords } from "../words.ts";

const copy = siteSectionWords.photos;

/** What a phone offers for this input: its camera or its files, for the kinds the server takes. */
export const accept = photoUpload.types.join(",");

/** A new photo in the draft: described by her afterwards, in English first. */
export const described = (photo: PhotoUploaded): Photo => ({ ...photo, alt: { en: "" } });

/**
 * Why an uploaded photo cannot join a product's photos as last drawn (an upload ends after other edits, and
 * is checked against them): already there, or no room left. Null when it can.
 */
export function productPhotoRefusal(shown: Photo[], photo: PhotoUploaded): string | null {
  if (shown.some((kept) => kept.id === photo.id)) return copy.duplicate;
  if (shown.length >= maxProductPhotos) return copy.tooMany(maxProductPhotos);
  return null;
}

/** How many more files a product takes now (its photos and the uploads under way), and whether it is full. */
export const productPhotoRoom = (photos: Photo[], pending: number) => ({
  room: maxProductPhotos - photos.length - pending,
  full: photos.length >= maxProductPhotos,
});
