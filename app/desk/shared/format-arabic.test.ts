import { expect, test, vi } from "vitest";

// The desk's language is read from the shell's <html lang> when its modules are first imported: an Arabic
// reader's shell, then a fresh import of the modules.
vi.stubGlobal("document", { documentElement: { lang: "ar" } });
const format = await import("./format.ts");
const { statusLabels } = await import("#domain/desk/words.ts");
const { roleLabels, roleRefusal } = await import("#domain/desk/roles.ts");

const now = new Date("2026-11-23T12:00:00Z");

test("an Arabic reader's desk writes times, spans and sizes in Arabic with Latin digits", () => {
  expect(format.timeAgo("2026-11-23T11:59:30Z", now)).toBe("الآن");
  expect(format.timeAgo("2026-11-23T09:00:00Z", now)).toBe("قبل 3 ساعات");
  expect(format.duration(2 * 3_600_000 + 10 * 60_000)).toBe("2 س 10 د");
  expect(format.duration(59_999)).toBe("أقل من 1 د");
  expect(format.durationInWords(24 * 3_600_000)).toBe("يوم");
  expect(format.count(1204)).toBe("1,204");
  expect(format.fileSize(820)).toBe("820 بايت");
  expect(format.fullDate("2026-11-23T12:00:00Z")).toContain("نوفمبر 2026");
  expect(format.countryName("ae")).toBe("الإمارات العربية المتحدة");
  expect(format.deskCountry({ iso2: "in", name: "India" })).toBe("الهند");
});

test("its labels are Arabic, while the server's refusal keeps the English role it names", () => {
  expect(statusLabels.new).toBe("جديد");
  expect(roleLabels.owner).toBe("مالك");
  expect(roleRefusal("viewer")).toBe("Your role, Viewer, cannot do this. Ask an Owner.");
});

test("the guard's English refusal has its Arabic sentence, naming the role in Arabic", async () => {
  const { deskWords } = await import("#domain/desk/words.ts");
  expect(deskWords.errors.roleRefusal(roleLabels.viewer)).toBe(
    "لا يسمح دورك (مشاهد) بهذا الإجراء. اطلب ذلك من أحد المالكين.",
  );
});
