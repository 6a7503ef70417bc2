import { Form } from "react-router";
import { DeskLanguageSelect } from "#app/desk/shared/desk-language-select.tsx";
import { deskButton, deskControl } from "#app/desk/shared/ui.ts";
import { teamWords as copy } from "#domain/desk/team-words.ts";
import { RoleChoice } from "./role-choice.tsx";

const label = "mb-1 block font-bold text-forest-900 text-sm";

/**
 * 'Invite': an e-mail address, a role and a language (the mail's, the link's page's and the new desk's; the
 * inviting Owner's own at first); the server mails the link.
 */
export function InviteForm() {
  return (
    <Form method="post" className="space-y-3">
      <div>
        <label htmlFor="invite-email" className={label}>
          {copy.email}
        </label>
        <input
          id="invite-email"
          name="email"
          type="email"
          required
          maxLength={320}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          className={`${deskControl} px-3`}
        />
      </div>
      <div>
        <label htmlFor="invite-role" className={label}>
          {copy.role}
        </label>
        <RoleChoice id="invite-role" defaultValue="sales" withHelp />
      </div>
      <div>
        <label htmlFor="invite-language" className={label}>
          {copy.language}
        </label>
        <DeskLanguageSelect id="invite-language" />
      </div>
      <button type="submit" name="intent" value="invite" className={deskButton.primary}>
        {copy.invite}
      </button>
    </Form>
  );
}
