/** The Arabic texts of the signed-in player's screens (sign-in, settings, submissions, the inbox, the outbox): see src/client/i18n/catalog.ts. */
import type { SOCIAL_PREFIXES } from '../../../shared/constants';
import type { PlayerTexts } from '../catalog';
import { dateText, formatNumber, plural } from '../../lib/i18n/format';
import { isolate } from '../../lib/i18n/registry';

/** The addresses a social handle is added to (shared/constants.ts; the type keeps them the same). */
const SOCIAL_ADDRESSES = {
  youtube: 'https://www.youtube.com/@',
  twitter: 'https://twitter.com/',
  twitch: 'https://www.twitch.tv/',
} as const satisfies typeof SOCIAL_PREFIXES;

/** The Settings fields the outbox label names (settings/form-values.ts), in Arabic. */
const SETTINGS_FIELDS: Record<string, string> = {
  username: 'اسم المستخدم',
  region: 'الجهة',
  discord: isolate('Discord'),
  youtube: isolate('YouTube'),
  twitter: isolate('Twitter'),
  twitch: isolate('Twitch'),
};

/** "N waiting changes"; `genitive` after a word that governs it (لإرسال), where the dual is تغييرين. */
const changes = (count: number, genitive = false) => {
  const n = formatNumber(count);
  return plural(count, {
    zero: genitive ? `${n} تغيير في الانتظار` : 'لا تغييرات في الانتظار',
    one: 'تغيير واحد في الانتظار',
    two: genitive ? 'تغييرين في الانتظار' : 'تغييران في الانتظار',
    few: `${n} تغييرات في الانتظار`,
    many: `${n} تغييرًا في الانتظار`,
    other: `${n} تغيير في الانتظار`,
  });
};

export default {

  pendingTexts: {
    notSent: 'لم يُرسَل بعد',
    attention: 'يحتاج إلى تدخّلك',
  },
  signInTexts: {
    title: 'مرحبًا بعودتك',
    description: 'سجّل الدخول للوصول إلى حسابك',
    google: 'تسجيل الدخول عبر Google',
    googleUnavailable: 'تسجيل الدخول عبر Google غير متاح على هذا الموقع.',
    divider: 'أو بالبريد الإلكتروني',
    close: 'إغلاق',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول بالبريد الإلكتروني',
    submitting: 'جارٍ تسجيل الدخول…',
    failure: {
      invalidInput: 'أدخل عنوان بريد إلكتروني صالحًا وكلمة المرور.',
      wrongCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
      rateLimited: 'محاولات تسجيل دخول كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مجددًا.',
      unreachable: 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مجددًا.',
      other: 'فشل تسجيل الدخول. يُرجى المحاولة مجددًا.',
    },
  },
  accountTexts: {
    signedInAs: 'مسجّل الدخول باسم',
    yourAccount: 'حسابك',
    profile: 'الملف الشخصي',
    submissions: 'الطلبات',
    settings: 'الإعدادات',
    signOut: 'تسجيل الخروج',
  },
  guardTexts: {
    loading: 'جارٍ التحميل...',
  },
  settingsTexts: {
    title: 'الإعدادات',
    loading: 'جارٍ التحميل...',
    loadError: 'تعذّر تحميل ملفك الشخصي',
    inactiveTitle: 'إجراء مطلوب',
    inactive: 'حسابك غير مفعّل. يُرجى تغيير اسم المستخدم لتفعيل حسابك.',
    avatar: 'الصورة الرمزية',
    avatarChoose: 'اختر صورة',
    avatarNone: 'لم تُختر أي صورة',
    avatarNote: 'صورة لا يتجاوز حجمها 1 ميغابايت.',
    avatarNotImage: 'اختر ملف صورة (JPEG أو PNG أو WebP أو GIF).',
    avatarTooLarge: 'حجم الصورة أكبر من 1 ميغابايت. اختر صورة أصغر.',
    avatarPreview: 'صورتك الرمزية الجديدة',
    avatarCurrent: 'صورتك الرمزية',
    username: 'اسم المستخدم',
    region: 'الجهة',
    regionNone: 'اختر جهة',
    regionHelper: 'يمكن اختيار جهتك مرة واحدة فقط: تُقفَل بمجرد حفظ جهة.',
    regionLocked: 'تُقفَل جهتك بمجرد حفظ جهة.',
    regionsLoading: 'جارٍ تحميل الجهات…',
    discord: 'Discord',
    discordHelper: 'اسم المستخدم الخاص بك على Discord.',
    youtube: 'YouTube',
    twitter: 'Twitter',
    twitch: 'Twitch',
    handleHelper: (network) => `اسم المستخدم فقط: يُضاف إلى ${isolate(SOCIAL_ADDRESSES[network])}`,
    save: 'حفظ التغييرات',
    saving: 'جارٍ الحفظ…',
    pending: 'هذه التغييرات محفوظة على هذا الجهاز ولم تُرسَل بعد.',
    pendingAvatar: 'هذه الصورة الرمزية محفوظة على هذا الجهاز ولم تُرسَل بعد.',
    attention: 'رفض الخادم هذه التغييرات:',
    label: (fields) =>
      fields.length ? `الإعدادات: ${fields.map((field) => SETTINGS_FIELDS[field] ?? isolate(field)).join('، ')}` : 'الإعدادات',
    avatarLabel: 'الإعدادات: الصورة الرمزية',
    success: 'تم تحديث الإعدادات بنجاح',
    avatarSuccess: 'تم تحديث الصورة الرمزية بنجاح',
    failure: 'تعذّر تحديث الإعدادات',
    uploadFailed: 'فشل رفع الملف',
    uploadTooLarge: 'قد يتجاوز حجم الملف الحد الذي يسمح به الخادم (1 ميغابايت).',
  },
  submissionTexts: {
    title: 'الطلبات',
    typeLabel: 'نوع المستوى',
    types: { classic: 'الكلاسيكي', platformer: 'Platformer' },
    create: 'إنشاء طلب',
    inactive: 'إجراء مطلوب: حسابك غير مفعّل. يُرجى تغيير اسم المستخدم في إعدادات حسابك لتفعيله.',
    banned: (until: Date | null) => (until ? `أنت محظور من إرسال الإنجازات حتى ${dateText(until)}.` : 'أنت محظور من إرسال الإنجازات نهائيًا.'),
    flagged: 'حسابك موسوم: أرسل اللقطات الخام مع كل إرسال.',
    listLabel: (type) => `طلباتك (${isolate(type)})`,
    empty: 'لا توجد طلبات بعد.',
    loading: 'جارٍ تحميل الطلبات…',
    loadingLevelName: 'جارٍ التحميل...',
    status: { PENDING: 'قيد المراجعة', APPROVED: 'مقبول', REJECTED: 'مرفوض' },
    video: (level) => `فيديو ${isolate(level)}`,
    rawFootage: (level) => `التسجيل الخام لـ${isolate(level)}`,
    submitted: (when) => `أُرسل ${when}`,
    delete: (level) => `حذف طلب ${isolate(level)}`,
    deleting: 'جارٍ الحذف…',
    deleteTitle: 'حذف الطلب؟',
    deleteDescription: (label) => `سيُحذف الطلب ${isolate(label)}. لا يمكن التراجع عن ذلك.`,
    deleteConfirm: 'حذف',
    cancel: 'إلغاء',
    notSent: 'لم يُرسَل بعد',
    underReview: 'قيد المراجعة',
    reason: (reason) => `السبب: ${reason}`,
    notes: {
      open: 'الملاحظات',
      openFor: (level) => `ملاحظات الطلب على ${isolate(level)}`,
      title: (level) => `الملاحظات: ${isolate(level)}`,
      thread: 'الملاحظات',
      empty: 'لا ملاحظات بعد.',
      loading: 'جارٍ تحميل الملاحظات…',
      fetchFailed: 'تعذّر جلب الملاحظات',
      failed: 'تعذّرت إضافة الملاحظة',
      label: 'أضف ملاحظة',
      staffOnly: 'للطاقم فقط',
      staff: 'الطاقم',
      unknownAuthor: 'حساب محذوف',
      you: 'أنت',
      send: 'أضف الملاحظة',
      close: 'إغلاق',
      outboxLabel: (label) => `ملاحظة على ${isolate(label)}`,
    },
    attention: 'يحتاج إلى تدخّلك',
    edit: 'تعديل',
    form: {
      title: 'إنشاء طلب',
      editTitle: 'تعديل الطلب',
      description: 'أرسل أحد إنجازاتك ليراجعه طاقم القائمة.',
      level: 'المستوى',
      levelPlaceholder: 'ابحث عن مستوى',
      levelsLoading: 'جارٍ تحميل المستويات…',
      noLevel: 'لا يوجد مستوى مطابق.',
      link: 'رابط الفيديو',
      rawFootage: 'التسجيل الخام (إلزامي لمستويات Extreme Demon)',
      comment: 'تعليق',
      submit: 'إرسال',
      submitting: 'جارٍ الإرسال…',
      draftKept: 'ما تكتبه يبقى محفوظًا على هذا الجهاز إلى أن ترسله.',
    },
    checks: {
      levelRequired: 'اختر مستوى من القائمة.',
      belowRequirement: (required) => `يلزم ${formatNumber(required)}% على الأقل في هذا المستوى.`,
      timePositive: 'يجب أن يكون الوقت أكبر من صفر.',
      alreadyBetter: (value) => `لديك بالفعل ${isolate(value)} في هذا المستوى، وهو مساوٍ أو أفضل.`,
    },
    toasts: {
      created: 'تم إنشاء الطلب بنجاح!',
      createFailed: 'تعذّر إنشاء الطلب. يُرجى المحاولة مجددًا.',
      deleted: 'تم حذف الطلب بنجاح',
      deleteFailed: 'تعذّر حذف الطلب',
      fetchFailed: 'تعذّر جلب الطلبات',
      levelsFailed: 'تعذّر جلب أسماء المستويات',
    },
    label: (level, value) => `طلب: ${isolate(level)} ${isolate(value)}`,
    deleteLabel: (level, value) => `حذف طلب: ${isolate(level)} ${isolate(value)}`,
  },
  inboxTexts: {
    title: 'صندوق الوارد',
    bell: (unread) => {
      if (unread === 0) return 'صندوق الوارد';
      const n = formatNumber(unread);
      return `صندوق الوارد، ${plural(unread, {
        one: 'إشعار واحد غير مقروء',
        two: 'إشعاران غير مقروءين',
        few: `${n} إشعارات غير مقروءة`,
        many: `${n} إشعارًا غير مقروء`,
        other: `${n} إشعار غير مقروء`,
      })}`;
    },
    listLabel: 'الإشعارات',
    loading: 'جارٍ تحميل الإشعارات…',
    failed: 'تعذّر جلب الإشعارات',
    empty: 'لا توجد إشعارات بعد.',
    markAll: 'تحديد الكل كمقروء',
    unread: 'غير مقروء',
    approved: (level, value) => `تم قبول إنجازك في ${isolate(level)} (${isolate(value)}).`,
    rejected: (level) => `تم رفض طلبك في ${isolate(level)}.`,
    rejectedBecause: (level, reason) => `تم رفض طلبك في ${isolate(level)}: ${isolate(reason)}`,
    staffReplied: (level, excerpt) => `ردّ الطاقم على طلبك في ${isolate(level)}: ${isolate(excerpt)}`,
    flagged: (reason) => `تم وسم حسابك: ${isolate(reason)}`,
    flaggedUntil: (until, reason) => `حسابك موسوم حتى ${until}: ${isolate(reason)}`,
    banned: (until, reason) => `أنت محظور حتى ${until}: ${isolate(reason)}`,
    bannedForever: (reason) => `أنت محظور نهائيًا: ${isolate(reason)}`,
    flagLifted: 'تم رفع الوسم عن حسابك.',
    banLifted: 'تم رفع الحظر عنك.',
    other: 'إشعار جديد.',
    loadOlder: 'عرض الأقدم',
    loadingOlder: 'جارٍ تحميل الإشعارات الأقدم…',
    olderFailed: 'تعذّر تحميل الإشعارات الأقدم',
    end: 'لا توجد إشعارات أقدم.',
    markLabel: (count) => {
      const n = formatNumber(count);
      return plural(count, {
        one: 'تحديد إشعار واحد كمقروء',
        two: 'تحديد إشعارين كمقروءين',
        few: `تحديد ${n} إشعارات كمقروءة`,
        many: `تحديد ${n} إشعارًا كمقروء`,
        other: `تحديد ${n} إشعار كمقروء`,
      });
    },
    markAllLabel: 'تحديد كل الإشعارات كمقروءة',
    markFailed: 'تعذّر تحديد الإشعارات كمقروءة',
  },
  outboxTexts: {
    queued: 'حُفظ على هذا الجهاز',
    queuedDescription: 'سيُرسَل بمجرد أن يصبح الخادم متاحًا.',
    held: 'حُفظ على هذا الجهاز',
    heldDescription: 'سجّل الدخول مجددًا لإرساله.',
    signInToSend: (count) => `سجّل الدخول مجددًا لإرسال ${changes(count, true)}`,
    button: (count) => `صندوق الصادر: ${changes(count)}`,
    buttonAttention: (count) => {
      const n = formatNumber(count);
      return `صندوق الصادر: ${plural(count, {
        zero: 'لا تغييرات تحتاج إلى تدخّلك',
        one: 'تغيير واحد يحتاج إلى تدخّلك',
        two: 'تغييران يحتاجان إلى تدخّلك',
        few: `${n} تغييرات تحتاج إلى تدخّلك`,
        many: `${n} تغييرًا تحتاج إلى تدخّلك`,
        other: `${n} تغيير تحتاج إلى تدخّلك`,
      })}`;
    },
    panelTitle: 'تغييرات في الانتظار',
    panelDescription: 'ما غيّرته على هذا الجهاز، وهل وصل إلى الخادم بعد.',
    empty: 'تم إرسال كل شيء.',
    close: 'إغلاق',
    states: {
      waiting: 'في انتظار الإرسال',
      sending: 'جارٍ الإرسال…',
      held: 'في انتظار تسجيل دخولك مجددًا',
      attention: 'يحتاج إلى تدخّلك',
    },
    otherPlayer: 'أُجري بحساب آخر: سجّل الدخول باسم ذلك اللاعب لإرساله.',
    retry: 'إعادة المحاولة',
    edit: 'تعديل',
    discard: 'تجاهل',
    discardConfirm: 'تجاهل هذا التغيير؟ لن يُرسَل.',
    signOutTitle: 'تسجيل الخروج مع وجود تغييرات في الانتظار؟',
    signOutDescription: (count) => {
      const n = formatNumber(count);
      return plural(count, {
        zero: 'لا توجد تغييرات في الانتظار على هذا الجهاز.',
        one: 'سيبقى تغيير واحد في الانتظار على هذا الجهاز، وسيُرسَل عند تسجيل دخولك القادم.',
        two: 'سيبقى تغييران في الانتظار على هذا الجهاز، وسيُرسَلان عند تسجيل دخولك القادم.',
        few: `ستبقى ${n} تغييرات في الانتظار على هذا الجهاز، وستُرسَل عند تسجيل دخولك القادم.`,
        many: `سيبقى ${n} تغييرًا في الانتظار على هذا الجهاز، وستُرسَل عند تسجيل دخولك القادم.`,
        other: `سيبقى ${n} تغيير في الانتظار على هذا الجهاز، وستُرسَل عند تسجيل دخولك القادم.`,
      });
    },
    signOutConfirm: 'تسجيل الخروج',
    cancel: 'إلغاء',
    reapply: 'إعادة التطبيق',
    reapplyHint: 'تُعيد «إعادة التطبيق» إجراء تغييرك على البيانات الحالية.',
    cannotReapply: 'ما طُبّق عليه هذا التغيير لم يعد موجودًا: لا يمكن إجراؤه مجددًا.',
    changedMeanwhile: 'ما تغيّر في هذه الأثناء:',
    fieldChange: (field, before, now) => `${isolate(field)}: ${isolate(before)} ← ${isolate(now)}`,
    nothingYouSaw: 'لم يتغيّر شيء مما رأيته؛ تغيّر إصداره فقط.',
    orderChanged: (moved, at) => {
      const n = formatNumber(moved);
      const levels = plural(moved, {
        zero: 'لم يتغيّر مكان أي مستوى',
        one: 'تغيّر مكان مستوى واحد',
        two: 'تغيّر مكان مستويين',
        few: `تغيّر مكان ${n} مستويات`,
        many: `تغيّر مكان ${n} مستوى`,
        other: `تغيّر مكان ${n} مستوى`,
      });
      return `${levels}${at === null ? '؛ المستوى الذي نقلته لم يعد موجودًا.' : `؛ المستوى الذي نقلته أصبح في المرتبة ${formatNumber(at)}.`}`;
    },
    emptyValue: '(فارغ)',
  },
} satisfies PlayerTexts;
