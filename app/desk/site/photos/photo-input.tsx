import { useId } from "react";
import { deskButton } from "../../shared/ui.ts";
import { siteSectionWords } from "../words.ts";
import { accept } from "./upload-rules.ts";
import type { Upload } from "./use-photo-uploads.ts";

const copy = siteSectionWords.photos;

/**
 * 'Add photos': the file input itself, kept in the page for keyboards and screen readers but drawn as its
 * label, a button-like control with her words on it.
 */
export function PhotoInput({
  label,
  multiple,
  disabled = false,
  describedBy,
  onFiles,
}: {
  label: string;
  multiple: boolean;
  disabled?: boolean;
  describedBy?: string;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  return (
    <div>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Emptied, so choosing the same file again (after a refusal) is a change again.
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={`${deskButton.primary} inline-flex cursor-pointer items-center peer-focus-visible:outline-3 peer-focus-visible:outline-saffron-500 peer-focus-visible:outline-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60`}
      >
        {label}
      </label>
    </div>
  );
}

/** The files on their way: each one's progress, then the server's refusal in its words. */
export function UploadList({ uploads }: { uploads: Upload[] }) {
  if (uploads.length === 0) return null;
  return (
    <ul className="space-y-2">
      {uploads.map((upload) => (
        <li key={upload.key} className="min-w-0 text-sm">
          {upload.state === "refused" ? (
            <div
              role="alert"
              className="rounded-lg bg-onion-700/10 px-3 py-2 text-onion-700 ring-1 ring-onion-700/30"
            >
              <p className="break-words font-bold">{copy.refused(upload.name)}</p>
              <p className="font-semibold">{upload.message}</p>
            </div>
          ) : (
            <>
              <span id={`upload-${upload.key}`} className="block break-words text-earth-900">
                {upload.state === "preparing" ? copy.preparing(upload.name) : copy.sending(upload.name)}
              </span>
              <progress
                aria-labelledby={`upload-${upload.key}`}
                value={upload.state === "preparing" ? undefined : upload.sent}
                max={upload.total || 1}
                className="mt-1 h-2 w-full accent-forest-800"
              />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
