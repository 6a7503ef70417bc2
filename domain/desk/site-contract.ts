// The desk's 'Site' section: what the editor and the server say to each other about the owner's
// content. The content's own schemas are domain/site-content/schema.ts; this module adds the requests around
// them: the draft with its revision, publishing with its progress, the history and its restores.
import { z } from "zod";
import { withoutPrefix } from "../i18n.ts";
import { staticPaths } from "../page-paths.ts";
import { draftContentSchema } from "../site-content/draft-schema.ts";
import { siteContentSchema } from "../site-content/schema.ts";

/** The owner's content, described once in the OpenAPI document (its components) and referred to. */
const siteContent = siteContentSchema.meta({ id: "SiteContent" });
/** The draft: the content complete or not, with nothing that could harm (draft-schema.ts). */
const draftContent = draftContentSchema.meta({ id: "SiteContentDraft" });

/** Routes, all behind the session guard; the ones that change state also need the site's own Origin. */
export const siteApi = {
  /** GET → SiteDraft */
  draft: "/api/desk/site/draft",
  /** PUT SaveDraft → 200 Saved | 400 {message, fields} | 409 StaleSave */
  saveDraft: "/api/desk/site/draft",
  /**
   * POST {revision} → 202 Publishing (every draft change at once) | 409 StaleSave | 400 {message, fields}: what
   * the draft lacks to be published, by field
   */
  publish: "/api/desk/site/publish",
  /** GET → Publishing (the newest publish, with its progress) */
  publishing: "/api/desk/site/publishing",
  /** GET → Version[] (newest first) */
  history: "/api/desk/site/history",
  /**
   * GET → VersionDetail: the version, what restoring it would change against the published site, and the
   * draft's unpublished changes it would replace
   */
  version: (version: number) => `/api/desk/site/history/${version}`,
  /**
   * POST {revision} → 202 Publishing: publishes that version's content again, as a new version, and makes it the
   * draft | 409 StaleSave (the draft moved on since that revision)
   */
  restore: (version: number) => `/api/desk/site/history/${version}/restore`,
  /** GET ?path=/es/products/red-onions → the page as text/html with the draft applied (noindex, no-store) */
  preview: "/api/desk/site/preview",
  /**
   * POST the photo's bytes as the body, its type as Content-Type (image/jpeg, image/png, image/webp; the file's
   * name, percent-encoded, in X-File-Name for the messages) → 201 PhotoUploaded, ready to preview | 413, 415,
   * 422 {message}: a sentence that says why and what to do. Nothing is stored when refused.
   */
  photos: "/api/desk/site/photos",
} as const;

/** The answer to an accepted upload: the reference the draft takes (with the owner's 'Alt text' added). */
export const photoUploaded = z.object({
  id: z.string(),
  width: z.int().positive(),
  height: z.int().positive(),
});
export type PhotoUploaded = z.infer<typeof photoUploaded>;

/** The desk page of the Site section; ?lang= chooses the language edited, #field-<path> a field. */
export const sitePage = "/desk/site";

export const saveDraftInput = z.strictObject({
  /** The revision the editor started from: a save over a newer one is refused (409), never merged. */
  revision: z.int().nonnegative(),
  content: draftContent,
});
export type SaveDraft = z.infer<typeof saveDraftInput>;

const who = z.object({ by: z.string(), at: z.iso.datetime() });

export const siteDraft = z.object({
  revision: z.int().nonnegative(),
  content: draftContent,
  /** Who saved the draft last and when (null: never saved since the seed). */
  saved: who.nullable(),
  /** The version the public site shows now. */
  published: who.extend({ version: z.int().positive() }),
  /** Whether the draft differs from the published version (the 'Publish' button's state). */
  changed: z.boolean(),
  /** What publishing would change, one line each ("Products › Red onions › Description (Spanish)"). */
  changes: z.array(z.string()),
});
export type SiteDraft = z.infer<typeof siteDraft>;

/** POST publish: the draft's revision the owner saw, so she publishes what she saw or is told it changed. */
export const publishInput = z.strictObject({ revision: z.int().nonnegative() });

/**
 * POST restore: the draft's revision whose unpublished changes she was shown as lost (VersionDetail.draft), so
 * a restore replaces only what she saw, or is refused naming who saved since.
 */
export const restoreInput = publishInput;

/** The version named in the history's paths. */
export const versionParams = z.object({
  version: z.coerce
    .number()
    .int()
    .positive("A version is a whole number from 1.")
    .max(2 ** 31),
});

const productPage = /^\/products\/[^/?#\\%\s_.][^/?#\\%\s]*$/u;

/** A page of the public site, in any language: one of its static pages or a product's. */
export function isPublicPagePath(path: string): boolean {
  const page = withoutPrefix(path);
  return (staticPaths as readonly string[]).includes(page) || productPage.test(page);
}

/** The page previewed: a public page's path in any language ("/", "/es/products/red-onions"). */
export const previewQuery = z.strictObject({
  path: z
    .string()
    .max(300)
    .refine(isPublicPagePath, "Give the path of a page of the site, such as /es/products/red-onions."),
});

export const saved = z.object({ revision: z.int().nonnegative(), saved: who });
export type Saved = z.infer<typeof saved>;

/** 409: someone else saved (or published) since the editor's revision. */
export const staleSave = z.object({
  message: z.string(),
  by: z.string(),
  at: z.iso.datetime(),
  revision: z.int(),
});
export type StaleSave = z.infer<typeof staleSave>;

export const publishing = z.object({
  version: z.int().positive(),
  state: z.enum(["publishing", "published", "failed"]),
  /** Files written of all the publish writes (pages in every language, the sitemap, the spec sheets). */
  done: z.int().nonnegative(),
  total: z.int().nonnegative(),
  by: z.string(),
  at: z.iso.datetime(),
  error: z.string().optional(),
});
export type Publishing = z.infer<typeof publishing>;

export const version = who.extend({
  version: z.int().positive(),
  /** What this version changed against the one before it, one line each. */
  changes: z.array(z.string()),
  /** Set when the version republished an earlier one. */
  restoredFrom: z.int().positive().nullable(),
  /** The version the public site shows now. */
  current: z.boolean(),
});
export type Version = z.infer<typeof version>;

export const versionDetail = version.extend({
  content: siteContent,
  /** What restoring it would change against the published version. */
  restoreChanges: z.array(z.string()),
  /** The draft a restore replaces: its revision, who saved it last, and its changes not yet published. */
  draft: z.object({
    revision: z.int().nonnegative(),
    saved: who.nullable(),
    /** Lost by a restore, one line each; empty when the draft is the published version. */
    unpublished: z.array(z.string()),
  }),
});
export type VersionDetail = z.infer<typeof versionDetail>;
