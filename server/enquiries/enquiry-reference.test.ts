import { randomBytes } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "vitest";
import { tempDir, validEnquiry } from "#tests/support/test-helper.ts";
import { openDatabase } from "../database/database.ts";
import { legacyReferenceOf } from "../database/legacy-references.ts";
import { createReferences, referencesOf } from "./enquiry-reference.ts";
import { createEnquiryStore } from "./enquiry-store.ts";

const origin = { clientIp: "::1", userAgent: "test" };
const pattern = /^VA-[0-9A-HJKMNP-TV-Z]{6}$/;

test("a reference is VA- and six characters easy to read aloud; distinct numbers give distinct references", () => {
  const references = createReferences(randomBytes(32), 1);
  const many = new Set<string>();
  for (let seq = 1; seq <= 20_000; seq++) {
    const reference = references.referenceOf(seq);
    expect(reference).toMatch(pattern);
    expect(references.seqOf(reference)).toBe(seq);
    many.add(reference);
  }
  expect(many.size).toBe(20_000);
  // Consecutive enquiries do not read alike: most of the six characters differ.
  const [one, two] = [references.referenceOf(1), references.referenceOf(2)];
  expect([...one.slice(3)].filter((char, i) => two[i + 3] === char).length).toBeLessThan(3);
  expect(references.seqOf(references.referenceOf(2 ** 30 - 1))).toBe(2 ** 30 - 1);
  expect(() => references.referenceOf(2 ** 30)).toThrow(RangeError);
});

test("nobody computes another enquiry's reference: each database has its own key, and the old formula names nothing", () => {
  const mine = createReferences(randomBytes(32), 1);
  const theirs = createReferences(randomBytes(32), 1);
  const same = [1, 2, 3, 4, 5].filter((seq) => mine.referenceOf(seq) === theirs.referenceOf(seq));
  expect(same).toEqual([]);
  // The attack the key answers: from VA-070EEB (number 3 by the first releases' public formula) anyone computed
  // VA-FRW8K1 (1) and VA-4A3NFK (2). With a key, those name no enquiry numbered 1 or 2.
  expect([1, 2, 3].map(legacyReferenceOf)).toEqual(["VA-FRW8K1", "VA-4A3NFK", "VA-070EEB"]);
  for (const computed of ["VA-FRW8K1", "VA-4A3NFK"]) expect([1, 2]).not.toContain(mine.seqOf(computed));
});

test("a reference as a buyer may type it is read back; anything else is none", () => {
  const references = createReferences(randomBytes(32), 1);
  const reference = references.referenceOf(4711);
  expect(references.seqOf(` ${reference.toLowerCase()} `)).toBe(4711);
  const withLookalikes = reference.replace(/0/g, "O").replace(/1/g, "I");
  expect(references.seqOf(withLookalikes)).toBe(4711);
  for (const other of ["VA-12345", "XX-7K3F9Q", "VA-7K3F9U", "VA-7K3F9Q7", ""]) {
    expect(references.seqOf(other)).toBeUndefined();
  }
});

test("numbers from before the key keep their first references; a new number whose reference reads like one is skipped", () => {
  // Half of all numbers before the key, so that collisions are frequent enough to see.
  const keyedFrom = 2 ** 29;
  const references = createReferences(randomBytes(32), keyedFrom);
  for (const seq of [1, 2, 3, keyedFrom - 1]) {
    expect(references.referenceOf(seq)).toBe(legacyReferenceOf(seq));
    expect(references.seqOf(legacyReferenceOf(seq))).toBe(seq);
  }
  const tried = Array.from({ length: 200 }, (_, i) => keyedFrom + i);
  const usable = tried.filter(references.usable);
  expect(usable.length).toBeGreaterThan(50);
  expect(usable.length).toBeLessThan(tried.length);
  for (const seq of tried) {
    // A usable number's reference reads back as it; an unusable one's would name an older enquiry.
    expect(references.seqOf(references.referenceOf(seq)) === seq).toBe(references.usable(seq));
  }
  expect(references.usable(keyedFrom - 1)).toBe(false);
});

test("each stored enquiry gets the next number's reference in its own insert, and a deleted one's is never reused", async () => {
  const db = openDatabase(await tempDir());
  try {
    const references = referencesOf(db);
    const store = createEnquiryStore(db);
    const a = store.add(validEnquiry, origin);
    expect(a.reference).toBe(references.referenceOf(1));
    expect(store.get(a.id)?.reference).toBe(a.reference);
    const b = store.add(validEnquiry, origin);
    expect(b.reference).toBe(references.referenceOf(2));
    db.prepare("DELETE FROM enquiries WHERE id = ?").run(b.id);
    expect(store.add(validEnquiry, origin).reference).toBe(references.referenceOf(3));
    const bySeq = db
      .prepare("SELECT id FROM enquiries WHERE seq = ?")
      .get(references.seqOf(a.reference) ?? -1);
    expect(bySeq).toEqual({ id: a.id });
  } finally {
    db.close();
  }
});

test("the key lives in the database, so a copy of it reads the same references", async () => {
  const db = openDatabase(await tempDir());
  const copy = `${await tempDir()}/copy.db`;
  let reference = "";
  try {
    reference = createEnquiryStore(db).add(validEnquiry, origin).reference;
    db.exec(`VACUUM INTO '${copy}'`);
    expect(reference).not.toBe(legacyReferenceOf(1));
  } finally {
    db.close();
  }
  const restored = new DatabaseSync(copy);
  try {
    expect(referencesOf(restored).seqOf(reference)).toBe(1);
  } finally {
    restored.close();
  }
});
