import { randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { type MergeField, mergeFieldPattern } from "#domain/desk/api.ts";
import type { ReplyTemplate, TemplateInput } from "#domain/desk/types.ts";

export type TemplateStore = ReturnType<typeof createTemplateStore>;

/** A template's text with its merge fields filled in (the contract refuses unknown fields when one is saved). */
export function fillTemplate(body: string, values: Record<MergeField, string>): string {
  return body.replace(mergeFieldPattern, (whole, field: string) =>
    field in values ? values[field as MergeField] : whole,
  );
}

/** The owner's reply templates (the desk's Templates page), oldest first. */
export function createTemplateStore(db: DatabaseSync, now: () => Date = () => new Date()) {
  const selectAll = db.prepare("SELECT id, name, body FROM reply_templates ORDER BY created_at, rowid");
  const insert = db.prepare(
    "INSERT INTO reply_templates (id, name, body, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
  );
  const update = db.prepare("UPDATE reply_templates SET name = ?, body = ?, updated_at = ? WHERE id = ?");
  const remove = db.prepare("DELETE FROM reply_templates WHERE id = ?");
  const nameTaken = db.prepare("SELECT 1 FROM reply_templates WHERE name = ? AND id != ?");

  return {
    list: () => selectAll.all() as ReplyTemplate[],
    /** Whether another template (not `exceptId`) has this name, in any case. */
    nameTaken: (name: string, exceptId = "") => nameTaken.get(name, exceptId) !== undefined,
    add(input: Required<TemplateInput>): ReplyTemplate {
      const template = { id: randomUUID(), name: input.name, body: input.body };
      const at = now().toISOString();
      insert.run(template.id, template.name, template.body, at, at);
      return template;
    },
    /** Undefined when there is no such template. */
    change(id: string, input: Required<TemplateInput>): ReplyTemplate | undefined {
      const { changes } = update.run(input.name, input.body, now().toISOString(), id);
      return changes > 0 ? { id, name: input.name, body: input.body } : undefined;
    },
    remove: (id: string) => remove.run(id).changes > 0,
  };
}
