import { useCallback, useRef, useState } from "react";
import type { PhotoUploaded } from "#domain/desk/site-contract.ts";
import { uploadPhoto } from "./upload-photo.ts";

/** One chosen file as she follows it: sent (bytes so far), being prepared by the server, or refused and why. */
export type Upload = {
  key: number;
  name: string;
  state: "waiting" | "sending" | "preparing" | "refused";
  sent: number;
  total: number;
  message?: string;
};

/**
 * The uploads of one photo part (a product's photos, the hero's): sent one after another, since the server
 * prepares one photo at a time and a phone's connection is better spent on one file. `accept` puts an uploaded
 * photo into the draft, or says why it did not (a sentence shown as that file's refusal).
 */
export function usePhotoUploads(accept: (photo: PhotoUploaded, name: string) => string | null) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const accepting = useRef(accept);
  accepting.current = accept;
  const queue = useRef(Promise.resolve());
  const nextKey = useRef(0);

  const update = useCallback(
    (key: number, change: Partial<Upload>) =>
      setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload))),
    [],
  );

  const send = useCallback(
    async (key: number, file: File) => {
      update(key, { state: "sending" });
      const answer = await uploadPhoto(file, (sent, total) =>
        update(key, { sent, total, state: sent >= total ? "preparing" : "sending" }),
      );
      const refusal =
        answer.kind === "uploaded" ? accepting.current(answer.photo, file.name) : answer.message;
      if (refusal) update(key, { state: "refused", message: refusal });
      else setUploads((list) => list.filter((upload) => upload.key !== key));
    },
    [update],
  );

  /**
   * Queues the files chosen; those beyond `room` are refused at once with `tooMany`. The refusals of an
   * earlier choice are cleared: she has read them and chosen again.
   */
  const start = useCallback(
    (files: readonly File[], room: number, tooMany: string) => {
      const chosen = files.map((file, i) => ({
        file,
        upload: {
          key: nextKey.current++,
          name: file.name,
          state: i < room ? "waiting" : "refused",
          sent: 0,
          total: file.size,
          message: i < room ? undefined : tooMany,
        } satisfies Upload,
      }));
      setUploads((list) => [
        ...list.filter((upload) => upload.state !== "refused"),
        ...chosen.map(({ upload }) => upload),
      ]);
      for (const { file, upload } of chosen) {
        if (upload.state === "waiting") queue.current = queue.current.then(() => send(upload.key, file));
      }
    },
    [send],
  );

  /** Files chosen and not yet in the draft nor refused: they take places among the eight. */
  const pending = uploads.filter((upload) => upload.state !== "refused").length;
  return { uploads, pending, start };
}
