import { expect, test } from "vitest";
import { openDatabase } from "./database.ts";
import { referenceOf, seqOfReference } from "./enquiry-reference.ts";
import { createEnquiryStore } from "./enquiry-store.ts";
import { tempDir, validEnquiry } from "./test-helper.ts";

const origin = { clientIp: "::1", userAgent: "test" };
const pattern = /^VA-[0-9A-HJKMNP-TV-Z]{6}$/;

test("a reference is VA- and six characters easy to read aloud; distinct numbers give distinct references", () => {
  const many = new Set<string>();
  for (let seq = 1; seq <= 20_000; seq++) {
    const reference = referenceOf(seq);
    expect(reference).toMatch(pattern);
    expect(seqOfReference(reference)).toBe(seq);
    many.add(reference);
  }
  expect(many.size).toBe(20_000);
  // Consecutive enquiries do not read alike: most of the six characters differ.
  const same = [...referenceOf(1).slice(3)].filter((char, i) => referenceOf(2)[i + 3] === char);
  expect(same.length).toBeLessThan(3);
  // The ends of the range, and each a reversible one.
  for (const seq of [0, 2 ** 30 - 1]) expect(seqOfReference(referenceOf(seq))).toBe(seq);
  expect(() => referenceOf(2 ** 30)).toThrow(RangeError);
});

test("a reference as a buyer may type it is read back; anything else is none", () => {
  const reference = referenceOf(4711);
  expect(seqOfReference(` ${reference.toLowerCase()} `)).toBe(4711);
  const withLookalikes = reference.replace(/0/g, "O").replace(/1/g, "I");
  expect(seqOfReference(withLookalikes)).toBe(4711);
  for (const other of ["VA-12345", "XX-7K3F9Q", "VA-7K3F9U", "VA-7K3F9Q7", ""]) {
    expect(seqOfReference(other)).toBeUndefined();
  }
});

test("each stored enquiry gets the next number's reference in its own insert, and a deleted one's is never reused", async () => {
  const db = openDatabase(await tempDir());
  try {
    const store = createEnquiryStore(db);
    const a = store.add(validEnquiry, origin);
    expect(a.reference).toBe(referenceOf(1));
    expect(store.get(a.id)?.reference).toBe(a.reference);
    const b = store.add(validEnquiry, origin);
    expect(b.reference).toBe(referenceOf(2));
    db.prepare("DELETE FROM enquiries WHERE id = ?").run(b.id);
    expect(store.add(validEnquiry, origin).reference).toBe(referenceOf(3));
    const bySeq = db.prepare("SELECT id FROM enquiries WHERE seq = ?").get(seqOfReference(a.reference) ?? -1);
    expect(bySeq).toEqual({ id: a.id });
  } finally {
    db.close();
  }
});
