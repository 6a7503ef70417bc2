// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, expect, test } from "vitest";
import type { Lang } from "#domain/i18n.ts";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import type { Photo, SiteContent } from "#domain/site-content/schema.ts";
import { fieldLabel } from "../content-paths.ts";
import { EditorProvider } from "../editor-context.tsx";
import { HomePhoto } from "./home-photo.tsx";
import { ProductPhotos } from "./product-photos.tsx";

afterEach(cleanup);

const photo = (n: number, alt = ""): Photo => ({
  id: n.toString(16).padStart(32, "0"),
  width: 1600,
  height: 1200,
  alt: { en: alt },
});

/** The photos part of the first product inside a real editor, its content kept as the desk keeps it. */
function Harness({
  photos,
  lang = "en",
  seen,
}: {
  photos: Photo[];
  lang?: Lang;
  seen: { content?: SiteContent };
}) {
  const [content, setContent] = useState(() => {
    const start = defaultSiteContent();
    if (start.products[0]) start.products[0].photos = photos;
    start.home.heroPhoto = photo(99, "The farm at dawn");
    return start;
  });
  seen.content = content;
  const product = content.products[0];
  if (!product) throw new Error("seeded");
  return (
    <EditorProvider
      value={{
        lang,
        errors: {},
        change: (update) => setContent(update),
        dirty: () => false,
        flush: async () => {},
      }}
    >
      <main>
        <ProductPhotos product={product} at={0} />
        <HomePhoto
          place="heroPhoto"
          photo={content.home.heroPhoto}
          legend="Hero photo"
          hint="Behind the welcome."
        />
      </main>
    </EditorProvider>
  );
}

const ids = (content: SiteContent | undefined) => content?.products[0]?.photos?.map((p) => p.id.slice(-1));
const group = (name: string) => screen.getByRole("group", { name: new RegExp(`^${name}`) });

test("each photo: its thumbnail, 'Alt text', 'Main photo', 'Move earlier', 'Move later', 'Remove'; the focus follows it", () => {
  const seen: { content?: SiteContent } = {};
  render(<Harness photos={[photo(1, "Onions in jute bags"), photo(2), photo(3)]} seen={seen} />);
  const photos = screen.getByRole("group", { name: "Photos" });
  const input = within(photos).getByLabelText("Add photos") as HTMLInputElement;
  expect(input.type).toBe("file");
  expect(input.multiple).toBe(true);
  expect(input.accept).toBe("image/jpeg,image/png,image/webp");

  const first = group("Photo 1");
  expect(first.textContent).toContain("Main photo");
  expect(within(first).queryByRole("button", { name: "Main photo" })).toBeNull();
  expect((within(first).getByRole("button", { name: "Move earlier" }) as HTMLButtonElement).disabled).toBe(
    true,
  );
  expect(within(first).getByLabelText("Alt text")).toHaveProperty("value", "Onions in jute bags");
  expect(first.querySelector("img")?.getAttribute("src")).toBe(`/photos/${photo(1).id}-320.jpg`);

  fireEvent.click(within(group("Photo 3")).getByRole("button", { name: "Main photo" }));
  expect(ids(seen.content)).toEqual(["3", "1", "2"]);
  // The photo she made main is first now; the focus stayed on it, on a button it still has.
  expect(document.activeElement?.closest("fieldset")).toBe(group("Photo 1"));
  expect(document.activeElement?.textContent).toBe("Move later");
  expect(within(screen.getByRole("group", { name: "Photos" })).getByRole("status").textContent).toBe(
    "It is the main photo now.",
  );

  fireEvent.click(within(group("Photo 1")).getByRole("button", { name: "Move later" }));
  expect(ids(seen.content)).toEqual(["1", "3", "2"]);
  expect(document.activeElement?.closest("fieldset")).toBe(group("Photo 2"));

  fireEvent.click(within(group("Photo 2")).getByRole("button", { name: "Remove" }));
  expect(ids(seen.content)).toEqual(["1", "2"]);
  fireEvent.click(within(group("Photo 1")).getByRole("button", { name: "Remove" }));
  fireEvent.click(within(group("Photo 1")).getByRole("button", { name: "Remove" }));
  // The last one gone, the product has no photos left, not an empty list: the draft is the published one again.
  expect(seen.content?.products[0]).not.toHaveProperty("photos");
  expect(screen.getByText(/No photos yet/)).toBeTruthy();
});

test("at eight photos 'Add photos' is disabled, and a sentence says why", () => {
  render(<Harness photos={Array.from({ length: 8 }, (_, i) => photo(i + 1))} seen={{}} />);
  const input = screen.getByLabelText("Add photos") as HTMLInputElement;
  expect(input.disabled).toBe(true);
  const why = document.getElementById(input.getAttribute("aria-describedby") ?? "");
  expect(why?.textContent).toBe(
    "This product has 8 photos, the most it can show: remove one to add another.",
  );
});

test("in Arabic each photo's 'Alt text' is written right to left beside the English; the photos are not moved there", () => {
  const english = "Red onions in 25 kg jute bags";
  render(<Harness photos={[photo(1, english), photo(2)]} lang="ar" seen={{}} />);
  const alt = within(group("Photo 1")).getByLabelText("Alt text");
  expect(alt.getAttribute("dir")).toBe("rtl");
  expect(alt.getAttribute("lang")).toBe("ar");
  expect(within(group("Photo 1")).getByText(english).getAttribute("lang")).toBe("en");
  expect(screen.queryByLabelText("Add photos")).toBeNull();
  expect(screen.queryByRole("button", { name: /Main photo|Move|Remove/ })).toBeNull();
});

test("the hero's one photo: 'Replace photo' and 'Remove'; removed, 'Add photo'", () => {
  const seen: { content?: SiteContent } = {};
  render(<Harness photos={[]} seen={seen} />);
  const hero = screen.getByRole("group", { name: "Hero photo" });
  expect((within(hero).getByLabelText("Replace photo") as HTMLInputElement).multiple).toBe(false);
  fireEvent.click(within(hero).getByRole("button", { name: "Remove" }));
  expect(seen.content?.home).not.toHaveProperty("heroPhoto");
  expect(within(hero).getByLabelText("Add photo")).toBeTruthy();
});

test("a photo's field is named in the editor's words, for the links of the counts and a refused publish", () => {
  const content = defaultSiteContent();
  const name = content.products[0]?.name.en;
  expect(fieldLabel(content, ["products", 0, "photos", 1, "alt"])).toBe(
    `Products › ${name} › Photos › Photo 2 › Alt text`,
  );
  expect(fieldLabel(content, ["home", "aboutPhoto", "alt"])).toBe("Home page › About photo › Alt text");
});
