import { isolate } from "#domain/desk/bidi.ts";
import { deskLocale } from "#domain/desk/desk-language.ts";
import { orderWords } from "#domain/words/ar/order.ts";
import { specificationLabels } from "#domain/words/ar/product-specifications.ts";

/** One formatter for every field's character count: a new one per field and keystroke is slow. */
const digits = new Intl.NumberFormat(deskLocale);
const count = (n: number) => digits.format(n);

/**
 * Typed where it is imported (words.ts: `SiteSectionWords`), not here: importing its type back would tie the two modules
 * in a loop (scripts/checks/import-cycles.ts).
 */
export const arabic = {
  heading: "الموقع",
  intro:
    "بيانات موقعك ومنتجاته ونصوصه، بكل اللغات. ما تغيّره يُحفظ مسودةً أثناء الكتابة، ويراه الزوار بعد أن تنشره.",
  sectionsLabel: "الأقسام",
  sections: {
    company: "الشركة",
    products: "المنتجات",
    home: "الصفحة الرئيسية",
    privacy: "سياسة الخصوصية",
  },
  language: "اللغة",
  languages: { en: "الإنجليزية", ar: "العربية", es: "الإسبانية", fr: "الفرنسية", ru: "الروسية" },
  english: "النص الإنجليزي",
  noEnglish: "لا يوجد نص إنجليزي بعد.",
  needsReview: "تحتاج إلى مراجعة",
  markReviewed: "الإبقاء على هذه الترجمة",
  limit: (length: number, max: number) => `الأحرف: ${count(length)} من ${count(max)}`,
  translations: "الترجمات",
  missing: "ناقصة",
  missingCount: (n: number) =>
    n === 0 ? "لا نصوص ناقصة" : n === 1 ? "نص واحد ناقص" : `نصوص ناقصة: ${count(n)}`,
  reviewCount: (n: number) =>
    n === 0 ? "لا شيء للمراجعة" : n === 1 ? "نص واحد للمراجعة" : `للمراجعة: ${count(n)}`,
  allTranslated: "كل النصوص مترجمة ومحدّثة.",
  missingHint: "النص الناقص يظهر بالإنجليزية في صفحات تلك اللغة.",

  save: {
    saved: "تم الحفظ",
    saving: "جارٍ الحفظ…",
    pending: "لم يُحفظ بعد…",
    invalid: (n: number) =>
      n === 1 ? "لم يُحفظ: حقل واحد يحتاج إلى تعديل." : `لم يُحفظ: ${count(n)} حقول تحتاج إلى تعديل.`,
    failed: "لم يُحفظ: تعذّر الوصول إلى الخادم. تغييراتك محفوظة في هذا المتصفح، وستُحفظ مع تغييرك التالي.",
    refused: "لم يُحفظ.",
    conflict: (who: string, when: string) =>
      `لم يُحفظ: حفظ ${isolate(who)} مسودة الموقع في ${isolate(when)}، بعد أن فتحتها. تغييرك سيكتب فوق تغييره.`,
    reload: "تحميل نسخته",
    reloadHint: "لن تُحفظ تغييراتك منذ ذلك الحين.",
    unsavedFound: (when: string) => `لم تُحفظ تغييرات أجريتها في ${isolate(when)} في هذا المتصفح.`,
    unsavedOlder: (who: string, when: string) =>
      `حفظ ${isolate(who)} المسودة بعد ذلك (${isolate(when)}): استعادة تغييراتك تحلّ محل تغييراته.`,
    restore: "استعادة تغييراتي",
    discard: "تجاهلها",
  },

  preview: "معاينة",
  previewPages: { about: "من نحن", contact: "اتصل بنا" },
  previewOf: (page: string, language: string) =>
    `${isolate(page)} باللغة ${language} (تُفتح في علامة تبويب جديدة)`,
  pages: {
    home: "الصفحة الرئيسية",
    about: "صفحة «من نحن»",
    contact: "صفحة «اتصل بنا»",
    products: "صفحة المنتجات",
    privacy: "سياسة الخصوصية",
    product: (name: string) => `صفحة ${isolate(name)}`,
  },

  company: {
    name: "اسم الشركة",
    nameHint: "هو نفسه في كل اللغات.",
    tagline: "الشعار",
    description: "وصف تذييل الصفحة",
    whoWeAre: "من نحن",
    vision: "الرؤية",
    mission: "الرسالة",
    overview: "نبذة عن الشركة",
    natureOfBusiness: "طبيعة النشاط",
    employees: "عدد الموظفين",
    yearEstablished: "سنة التأسيس",
    marketCovered: "الأسواق المغطّاة",
    directors: "المديرون",
    taxNumber: "رقم GST",
    taxNumberHint: "تعرضه صفحة «من نحن» مخفيًا جزئيًا.",
    turnover: "حجم المبيعات السنوي",
    legalStatus: "الشكل القانوني",
    contact: "بيانات الاتصال",
    address: "العنوان",
    addressHint: "سطر واحد من العنوان في كل سطر.",
    email: "البريد الإلكتروني",
    phone: "الهاتف",
    whatsapp: "رقم واتساب",
    instagram: "عنوان حساب إنستغرام",
    factsHint: "هي نفسها في كل اللغات.",
    bank: "البيانات المصرفية",
    /** As the buyer's Arabic order page names them. */
    bankLabels: orderWords.bank,
    bankHint:
      "حيث يدفع المشترون. يحتفظ كل طلب جديد بنسخة منها؛ وعند تغييرها تحتفظ الطلبات المفتوحة بنسختها حتى تؤكد التغيير في كل طلب على حدة. يُبلَّغ المشترون بأن البيانات المصرفية لا تتغير أبدًا عبر البريد.",
    searchEngines: "محركات البحث",
    searchEnginesHint:
      'الرموز التي تعطيها Google وBing وYandex لإثبات ملكيتك للموقع: الصق الرمز الموجود داخل \u2066content="…"\u2069 في وسم meta الذي يعرضه كل منها. تحملها الصفحة الرئيسية؛ اترك الحقل فارغًا إن كنت لا تستخدم ذلك المحرك.',
    google: "Google Search Console",
    bing: "Bing Webmaster Tools",
    yandex: "Yandex.Webmaster",
  },

  home: {
    welcome: "عنوان الترحيب",
    intro: "نص الترحيب",
    tagline: "الشعار",
    aboutTeaser: "مقتطف «من نحن»",
    offerings: "العروض",
    offering: (n: number) => `العرض ${count(n)}`,
    banner: "اللافتة",
    benefits: "المزايا",
    benefit: (n: number) => `الميزة ${count(n)}`,
    title: "العنوان",
    text: "النص",
    heroPhoto: "الصورة الرئيسية",
    heroPhotoHint: "تظهر خلف عنوان الترحيب، مكان الرسم.",
    aboutPhoto: "صورة «من نحن»",
    aboutPhotoHint: "تظهر بجانب مقتطف «من نحن» وفي صفحة «من نحن».",
    alt: "النص البديل",
  },

  privacy: { text: "نص سياسة الخصوصية", textHint: "تُفصل الفقرات بسطر فارغ." },

  products: {
    position: (n: number, of: number) => `${count(n)} من ${count(of)}`,
    newProduct: "منتج جديد",
    moveUp: "نقل لأعلى",
    moveDown: "نقل لأسفل",
    add: "إضافة منتج",
    added:
      "أُضيف المنتج في آخر القائمة. يُحفظ أثناء الكتابة؛ ولنشره اكتب اسمه ونص البطاقة والوصف ووصف الصورة ورمز HS.",
    remove: "إزالة المنتج",
    removeHeading: (name: string) => `إزالة ${isolate(name)}؟`,
    removeSentence:
      "يخرج من المسودة الآن، ومن الموقع عند النشر: وتقول صفحاته حينها إن المنتج غير موجود. الاستفسارات التي ذكرته تحتفظ به.",
    keepOne: "يحتاج الموقع إلى منتج واحد على الأقل: أضف منتجًا آخر قبل إزالة هذا.",
    cancel: "إلغاء",
    name: "الاسم",
    nameHint: "اسمه الإنجليزي يحدد عنوان الصفحة.",
    shortName: "الاسم المختصر",
    shortNameHint: "في شريط الصفحة الرئيسية؛ إن تُرك فارغًا بالإنجليزية يُستخدم الاسم.",
    cardText: "نص البطاقة",
    description: "الوصف",
    descriptionHint: "تُفصل الفقرات بسطر فارغ.",
    pictureText: "وصف الصورة",
    pictureTextHint: "للزوار الذين لا يستطيعون رؤية الصورة.",
    hsCodes: "رموز HS",
    hsCode: "رمز HS",
    hsCodeOf: "ما يشمله",
    hsCodeRow: (n: number) => `رمز HS ${count(n)}`,
    addHsCode: "إضافة رمز HS",
    removeHsCode: "إزالة رمز HS",
    specifications: "المواصفات",
    specificationLabels,
    showOnHome: "عرض في الصفحة الرئيسية",
    price: "السعر الاسترشادي",
    showPrice: "عرض سعر استرشادي",
    currency: "العملة",
    from: "السعر من",
    to: "السعر إلى",
    unit: "لكل وحدة",
    incoterm: "شرط التسليم (Incoterm)",
    port: "الميناء",
    photos: "الصور",
    alt: "النص البديل",
    pricePreview: "في صفحة المنتج",
    priceLine: (currency: string, from: string, to: string, unit: string, incoterm: string, port: string) =>
      `${isolate(`${currency} ${from === to ? from : `${from}–${to}`}`)} لكل ${isolate(unit)}، ${isolate(`${incoterm} ${port}`)}`,
  },

  photos: {
    intro: (max: number) =>
      `حتى ${count(max)} صور. الأولى هي الصورة الرئيسية: في صفحة المنتج وبطاقته والصفحة الرئيسية. JPEG أو PNG أو WebP، حتى 25 ميغابايت لكل صورة، مباشرة من كاميرا هاتفك أو ملفاتك.`,
    none: "لا صور بعد: يعرض الموقع الرسم.",
    add: "إضافة صور",
    addOne: "إضافة صورة",
    replace: "استبدال الصورة",
    full: (max: number) => `لهذا المنتج ${count(max)} صور، وهو الحد الأقصى: أزل صورة لإضافة أخرى.`,
    tooMany: (max: number) => `لم تُرفع: يعرض المنتج ${count(max)} صور على الأكثر.`,
    photo: (n: number) => `الصورة ${count(n)}`,
    main: "الصورة الرئيسية",
    moveEarlier: "نقل للأمام",
    moveLater: "نقل للخلف",
    remove: "إزالة",
    alt: "النص البديل",
    altHint: "ما تُظهره، للزوار الذين لا يستطيعون رؤيتها. مطلوب بالإنجليزية للنشر.",
    sending: (name: string) => `جارٍ رفع ${isolate(name)}`,
    preparing: (name: string) => `جارٍ تجهيز ${isolate(name)}…`,
    refused: (name: string) => `لم تُضَف ${isolate(name)}.`,
    duplicate: "هذه الصورة موجودة بالفعل بينها.",
    added: (name: string) => `أُضيفت ${isolate(name)}.`,
    movedTo: (n: number, of: number) => `نُقلت إلى الموضع ${count(n)} من ${count(of)}.`,
    madeMain: "أصبحت الآن الصورة الرئيسية.",
    removed: "أُزيلت الصورة.",
  },

  publish: {
    publish: "نشر",
    byOwner: "المالك هو من ينشر المسودة.",
    readOnly: "دورك، مشاهد، يتيح قراءة المسودة دون تغييرها.",
    nothing: "الموقع يعرض هذه المسودة بالفعل.",
    publishedVersion: (version: number, who: string, when: string) =>
      `يعرض الموقع الإصدار ${count(version)}، الذي نشره ${isolate(who)} في ${isolate(when)}.`,
    heading: "نشر هذه التغييرات؟",
    changesIntro: "سيرى الزوار هذه التغييرات في كل الصفحات وبكل اللغات:",
    confirm: "نشر",
    cancel: "إلغاء",
    progress: (done: number, total: number) => `جارٍ النشر… ${count(done)} من ${count(total)}`,
    starting: "جارٍ النشر…",
    published: "تم النشر",
    failed: (error: string) => `فشل النشر: ${isolate(error)} لا يزال الموقع يعرض الإصدار السابق.`,
    failedGeneric: "فشل النشر. لا يزال الموقع يعرض الإصدار السابق.",
    refused: "لم يُنشر: املأ أولًا ما هو مذكور هنا.",
  },

  history: {
    heading: "السجل",
    intro: "كل إصدار منشور، الأحدث أولًا. استعادة إصدار تنشره من جديد كإصدار جديد.",
    none: "لم يُنشر أي إصدار بعد.",
    version: (n: number) => `الإصدار ${count(n)}`,
    byAt: (who: string, when: string) => `بواسطة ${isolate(who)}، ${isolate(when)}`,
    current: "على الموقع الآن",
    restoredFrom: (n: number) => `مستعاد من الإصدار ${count(n)}`,
    noChanges: "لا تغييرات مذكورة.",
    moreChanges: (n: number) => `و${count(n)} غيرها`,
    restore: "استعادة",
    restoreLabel: (n: number) => `استعادة الإصدار ${count(n)}`,
    restoreHeading: (n: number) => `استعادة الإصدار ${count(n)}؟`,
    restoreIntro: "نشره من جديد يغيّر هذا على الموقع:",
    restoreNothing: "هو نفس الإصدار الموجود على الموقع الآن.",
    restoreLoses: (saved: { who: string; when: string } | null) =>
      saved
        ? `ويحلّ أيضًا محل المسودة: ستضيع هذه التغييرات غير المنشورة (آخر من حفظها ${isolate(saved.who)} في ${isolate(saved.when)}):`
        : "ويحلّ أيضًا محل المسودة: ستضيع هذه التغييرات غير المنشورة:",
    cancel: "إلغاء",
  },
};
