import { Form, Link } from "react-router";
import { deskButton } from "./ui.ts";

/**
 * A button that posts one intent about one item of a page's list (delete a template, a campaign link), in a form
 * of its own; with `confirm`, only once the owner agrees to the question.
 */
export function IntentButton({
  id,
  intent,
  label,
  children,
  className,
  confirm: question,
}: {
  id: string;
  intent: string;
  label: string;
  children: React.ReactNode;
  className: string;
  confirm?: string;
}) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (question !== undefined && !confirm(question)) event.preventDefault();
      }}
    >
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} aria-label={label} className={className}>
        {children}
      </button>
    </Form>
  );
}

/** The link that opens an item of a page's list in its form (?edit=<id>), as the page reads it. */
export function EditLink({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <Link
      to={`?edit=${encodeURIComponent(id)}`}
      aria-label={label}
      className={`${deskButton.outline} inline-flex items-center`}
    >
      {children}
    </Link>
  );
}

/** An item's Edit link and Delete button, as a page's list shows them (Delete asks first with `confirm`). */
export function EditAndDelete({
  id,
  name,
  words,
  confirm,
}: {
  id: string;
  /** The item's name, in the buttons' accessible names. */
  name: string;
  words: {
    edit: string;
    editLabel: (name: string) => string;
    delete: string;
    deleteLabel: (name: string) => string;
  };
  confirm?: string;
}) {
  return (
    <>
      <EditLink id={id} label={words.editLabel(name)}>
        {words.edit}
      </EditLink>
      <IntentButton
        id={id}
        intent="delete"
        label={words.deleteLabel(name)}
        confirm={confirm}
        className={deskButton.danger}
      >
        {words.delete}
      </IntentButton>
    </>
  );
}
