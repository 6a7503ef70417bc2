// `BENCH_PHOTOS=1 npm run bench:web`: the site as the owner leaves it once she has added photos. Into the
// bench server's fresh data folder, three 12-megapixel photo-like JPEGs are uploaded through the real route and
// published as the first product's photos (the first its main photo), with the hero's and About's photo; the
// routes then measured are hers. The bound for a product page with a photo: LCP ≤ 1.2 s.
import { type Publishing, type SiteDraft, siteApi } from "#domain/desk/site-contract.ts";
import type { Photo } from "#domain/site-content/schema.ts";
import { photoJpeg } from "#tests/support/photos.ts";
import { signedInOwner, uploadPhoto } from "./photo-uploads.ts";

/** What a product page with photos may take to paint its largest element (the main photo), median of the runs. */
export const photoPageLcpMs = 1200;

export async function publishPhotos(baseUrl: string, dataDir: string): Promise<void> {
  const cookie = await signedInOwner(baseUrl, dataDir);
  const headers = { cookie, origin: new URL(baseUrl).origin, "content-type": "application/json" };
  const photos: Photo[] = [];
  for (const [i, alt] of [
    "Red onions in 25 kg mesh bags",
    "Onions on the grading table",
    "A loaded container",
  ].entries()) {
    const uploaded = await uploadPhoto(baseUrl, cookie, await photoJpeg(4000, 3000, 7 + i), `IMG_${i}.jpg`);
    if (uploaded.status !== 201 || !uploaded.body.id)
      throw new Error(`upload: ${JSON.stringify(uploaded.body)}`);
    photos.push({ id: uploaded.body.id, width: 4000, height: 3000, alt: { en: alt } });
  }
  const draft = (await (await fetch(`${baseUrl}${siteApi.draft}`, { headers })).json()) as SiteDraft;
  const { content } = draft;
  const first = content.products[0];
  if (!first) throw new Error("no product to give photos to");
  first.photos = photos;
  content.home.heroPhoto = photos[1];
  content.home.aboutPhoto = photos[2];
  const saved = await fetch(`${baseUrl}${siteApi.saveDraft}`, {
    method: "PUT",
    headers,
    body: JSON.stringify({ revision: draft.revision, content }),
  });
  if (!saved.ok) throw new Error(`save: ${saved.status} ${await saved.text()}`);
  const { revision } = (await saved.json()) as { revision: number };
  const publishStart = performance.now();
  const started = await fetch(`${baseUrl}${siteApi.publish}`, {
    method: "POST",
    headers,
    body: JSON.stringify({ revision }),
  });
  if (started.status !== 202) throw new Error(`publish: ${started.status} ${await started.text()}`);
  for (;;) {
    const status = (await (await fetch(`${baseUrl}${siteApi.publishing}`, { headers })).json()) as Publishing;
    if (status.state === "published") {
      const seconds = ((performance.now() - publishStart) / 1000).toFixed(2);
      console.log(
        `published three photos (a product, the hero, About) in ${seconds} s, ${status.total} files`,
      );
      return;
    }
    if (status.state === "failed") throw new Error(`publish failed: ${status.error}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
