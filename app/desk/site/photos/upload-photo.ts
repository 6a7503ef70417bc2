import { signInRedirect } from "#app/desk/shared/fetch.ts";
import { type PhotoUploaded, photoUploaded, siteApi } from "#domain/desk/site-contract.ts";
import { deskWords } from "#domain/desk/words.ts";

/** What became of one file sent to the photo store. */
export type UploadAnswer = { kind: "uploaded"; photo: PhotoUploaded } | { kind: "refused"; message: string };

/**
 * Sends one photo's bytes as they are (no form encoding: the server reads the body as the file), its type as
 * Content-Type and its name in X-File-Name, reporting the bytes sent: an XMLHttpRequest, since fetch tells
 * nothing of an upload's progress. The server decides what it accepts; its refusal is a sentence for her.
 */
export function uploadPhoto(
  file: File,
  onProgress: (sent: number, total: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", siteApi.photos);
    // A file the browser cannot type (a HEIC on many systems) goes as bytes: the server names what it is.
    request.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    request.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
    request.responseType = "json";
    request.upload.onprogress = (event) =>
      onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    request.onerror = () => resolve({ kind: "refused", message: deskWords.errors.network });
    request.onload = () => {
      const body: unknown = request.response;
      if (request.status === 401) {
        location.assign(signInRedirect(location.href).headers.get("Location") ?? "/sign-in");
        return;
      }
      const uploaded = request.status === 201 ? photoUploaded.safeParse(body) : undefined;
      if (uploaded?.success) return resolve({ kind: "uploaded", photo: uploaded.data });
      const message = (body as { message?: unknown } | null)?.message;
      resolve({
        kind: "refused",
        message: typeof message === "string" && message ? message : deskWords.errors.generic,
      });
    };
    request.send(file);
  });
}
