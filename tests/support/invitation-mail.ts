import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { type ParsedMail, simpleParser } from "mailparser";
import { e2eDataDir } from "../../playwright.config.ts";

const outbox = path.join(e2eDataDir, "outbox");

const mailTo = (mail: ParsedMail, email: string) =>
  [mail.to ?? []].flat().some((to) => to.value.some((address) => address.address === email));

/** The invitation's mail to `email` that the shared e2e server's outbox wrote (polled up to 15 s). */
export async function invitationMailTo(email: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        // Written mails only: the mailer writes a .tmp and renames it, which may happen while we read.
        const files = (await readdir(outbox).catch(() => [] as string[])).filter(
          (f) => f.startsWith("invitation-") && f.endsWith(".eml"),
        );
        for (const file of files) {
          const mail = await simpleParser(await readFile(path.join(outbox, file)));
          if (mail.text && mailTo(mail, email)) found = mail;
        }
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no invitation to ${email}`);
  return found;
}
