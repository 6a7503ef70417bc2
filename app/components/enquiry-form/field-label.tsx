import type { ReactNode } from "react";

/**
 * A field's visible label. A required field gets the spec's red asterisk beside the label, not inside it,
 * so the field's accessible name stays exactly the label; `required` on the field tells screen readers.
 */
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
    <div className="mb-1.5 flex gap-0.5 font-semibold text-earth-900 text-sm">
      <label htmlFor={htmlFor}>{children}</label>
      {required && (
        <span aria-hidden="true" className="text-red-600">
          *
        </span>
      )}
    </div>
  );
}
