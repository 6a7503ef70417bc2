import type { ReactNode } from "react";

/** A field's visible label; required fields get the spec's red asterisk, hidden from screen readers
 * because the input's own `required` already says so. */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block font-medium text-gray-800 text-sm">
      {children}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      )}
    </label>
  );
}
