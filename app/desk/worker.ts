import { deskPages } from "#domain/desk/api.ts";

/** The desk's service worker (public/desk-sw.js): it shows pushed notifications; its scope is the desk alone. */
export const deskWorker = { script: "/desk-sw.js", scope: deskPages.inbox } as const;
