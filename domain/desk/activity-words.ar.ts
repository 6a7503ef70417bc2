const rules = new Intl.PluralRules("ar");
const number = (n: number) => n.toLocaleString("ar-u-nu-latn");
/** A count with its noun in the form Arabic grammar gives that number (3–10 plural, 11–99 singular accusative). */
const counted = (
  n: number,
  forms: { one: string; two: string; few: string; many: string; other: string },
) => {
  const rule = rules.select(n);
  if (rule === "one") return forms.one;
  if (rule === "two") return forms.two;
  return `${number(n)} ${rule === "few" ? forms.few : rule === "many" ? forms.many : forms.other}`;
};

// Typed where it is imported: importing the type back would make a loop of modules.
export const arabic = {
  heading: "النشاط",
  intro: (days: number) =>
    `من فعل ماذا في المكتب، ومتى ومن أين: عمليات تسجيل الدخول، وتغييرات الفريق، والتصديرات، وعمليات المحو، والنشر والاستعادة. يُحتفظ بها ${counted(days, { one: "يوماً واحداً", two: "يومين", few: "أيام", many: "يوماً", other: "يوم" })}.`,
  exportCsv: "تصدير CSV",
  table: "النشاط، الأحدث أولاً",
  when: "متى",
  who: "مَن",
  what: "ماذا",
  details: "التفاصيل",
  from: "من أين",
  noEmail: "لم يُذكر بريد إلكتروني",
  tried: "محاولة",
  empty: "لم يُسجَّل شيء بعد.",
  results: (total: number) =>
    counted(total, { one: "إدخال واحد", two: "إدخالان", few: "إدخالات", many: "إدخالاً", other: "إدخال" }),
  pagination: "صفحات النشاط",
  actions: {
    "sign-in": "سجّل الدخول",
    "sign-in-failed": "تسجيل دخول فاشل",
    "setup-link-used": "استُخدم رابط الإعداد",
    "invitation-sent": "أُرسلت دعوة",
    "invitation-revoked": "أُلغيت دعوة",
    "invitation-accepted": "قُبلت دعوة",
    "role-changed": "تغيّر دور",
    "person-removed": "أُزيل شخص",
    "assignment-rule-changed": "تغيّرت قاعدة الإسناد",
    "enquiries-exported": "صُدّرت الاستفسارات",
    "activity-exported": "صُدّر النشاط",
    "enquiry-erased": "مُحي استفسار",
    "site-published": "نُشر الموقع",
    "version-restored": "استُعيدت نسخة",
  },
};
