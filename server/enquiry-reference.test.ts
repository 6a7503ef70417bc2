import { expect, test } from "vitest";
import { openDatabase } from "./database.ts";
import { createReferenceAssigner, referenceOf } from "./enquiry-reference.ts";
import { createEnquiryStore } from "./enquiry-store.ts";
import { tempDir, validEnquiry } from "./test-helper.ts";

const origin = { clientIp: "::1", userAgent: "test" };

test("a reference is VA- and six characters easy to read aloud, and the same for the same id", () => {
  const id = "019ab3c4-5d6e-7f80-9123-456789abcdef";
  expect(referenceOf(id)).toMatch(/^VA-[0-9A-HJKMNP-TV-Z]{6}$/);
  expect(referenceOf(id)).toBe(referenceOf(id));
  expect(referenceOf(id, 1)).not.toBe(referenceOf(id));
  const many = new Set(Array.from({ length: 2000 }, (_, n) => referenceOf(`id-${n}`)));
  expect(many.size).toBe(2000);
  for (const reference of many) expect(reference).not.toMatch(/[ILOU]/);
});

test("each stored enquiry gets its reference; a taken one moves on to the next try, deterministically", async () => {
  const db = openDatabase(await tempDir());
  try {
    const store = createEnquiryStore(db);
    const a = store.add(validEnquiry, origin);
    expect(a.reference).toBe(referenceOf(a.id));
    expect(store.get(a.id)?.reference).toBe(a.reference);

    const b = store.add(validEnquiry, origin);
    // B's reference, as if A had drawn it first: B is given its second try.
    db.prepare("UPDATE enquiries SET reference = NULL WHERE id = ?").run(b.id);
    db.prepare("UPDATE enquiries SET reference = ? WHERE id = ?").run(referenceOf(b.id), a.id);
    expect(createReferenceAssigner(db)(b.id)).toBe(referenceOf(b.id, 1));
    expect(() =>
      db.prepare("UPDATE enquiries SET reference = ? WHERE id = ?").run(referenceOf(b.id), b.id),
    ).toThrow(/UNIQUE/);
  } finally {
    db.close();
  }
});
