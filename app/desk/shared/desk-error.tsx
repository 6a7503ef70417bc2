import { isRouteErrorResponse } from "react-router";
import { DeskError } from "#app/desk/shared/fetch.ts";
import { deskPages } from "#domain/desk/api.ts";
import { deskWords as content } from "#domain/desk/words.ts";

/** The sentence for a person from whatever a desk loader or action threw. */
export function deskErrorMessage(error: unknown): string {
  if (error instanceof DeskError) return error.message;
  if (isRouteErrorResponse(error) && typeof error.data === "string") return error.data;
  return content.errors.generic;
}

export function DeskErrorMessage({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-2xl bg-white p-6 shadow ring-1 ring-earth-900/5">
      <h1 className="font-extrabold text-2xl text-forest-900">{content.errors.heading}</h1>
      <p className="mt-2 text-earth-700">{message}</p>
      <a href={deskPages.inbox} className="mt-4 inline-block font-bold text-forest-800 underline">
        {content.enquiry.back}
      </a>
    </div>
  );
}
