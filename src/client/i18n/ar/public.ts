/** The Arabic texts of the other public screens, the shared dialogs and the app's notices: see src/client/i18n/catalog.ts. */
import type { PublicTexts } from '../catalog';
import { dateText, formatNumber, plural } from '../../lib/i18n/format';
import { isolate } from '../../lib/i18n/registry';

/** 'مستوى واحد', 'مستويان', '3 مستويات', '11 مستوى': a number of levels, as Arabic counts them. */
const levelCount = (count: number) => {
  const n = formatNumber(count);
  return plural(count, { one: 'مستوى واحد', two: 'مستويان', few: `${n} مستويات`, other: `${n} مستوى` });
};

/** 'مركزًا واحدًا', 'مركزين', '3 مراكز', '11 مركزًا': how many places a level moved by. */
const placeCount = (count: number) => {
  const n = formatNumber(count);
  return plural(count, { one: 'مركزًا واحدًا', two: 'مركزين', few: `${n} مراكز`, many: `${n} مركزًا`, other: `${n} مركز` });
};

export default {
  recordValueTexts: {
    percentage: 'النسبة',
    time: 'الوقت (HH:mm:ss.SSS)',
    timePlaceholder: '00:01:23.456',
    timeFormat: `أدخل الوقت بالصيغة ساعات:دقائق:ثوانٍ.أجزاء الألف، مثل ${isolate('00:01:10.200')}.`,
    missing: 'غير متوفر',
  },
  playerRowsTexts: {
    medal: { gold: 'ميدالية ذهبية', silver: 'ميدالية فضية', bronze: 'ميدالية برونزية' },
    loading: 'جارٍ تحميل اللاعبين',
    you: 'أنت',
    jumpToYou: (rank: number) => `انتقل إلى صفّك (#${formatNumber(rank)})`,
  },
  confirmTexts: {
    delete: 'حذف',
    cancel: 'إلغاء',
  },
  formDialogTexts: {
    close: 'إغلاق',
    cancel: 'إلغاء',
  },
  paginationTexts: {
    label: 'الصفحات',
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    page: (page: number) => `الصفحة ${formatNumber(page)}`,
    more: 'صفحات أخرى',
  },
  guidelinesTexts: {
    title: 'القواعد',
    allowedHacks: {
      heading: 'أدوات التعديل (Hacks) المسموح بها',
      intro: 'لا يُسمح إلا بالأدوات التي لا تجعل المستوى أسهل، ومنها:',
      items: [
        'النقر بين الإطارات (Click between frames أو CBF) وغيرها من أدوات تصحيح توقيت الإدخال التي لا تغيّر سرعة اللعبة',
        'تجاوز حدّ الإطارات (FPS bypass) وتجاوز الفيزياء (physics bypass) بمعدل إطارات ثابت',
        'إظهار مربعات الاصطدام (hitboxes) عند الموت، وعرض دقة الـnoclip ومؤشر الغش على الشاشة',
        'مزامنة الموسيقى في وضع التدريب (practice)، ومؤشرات الوضع الآمن (safe mode)، وغيرها من الأدوات البصرية البحتة',
        'واجهة شفافة أو مخفية، وخيار smooth fix، وزر إعادة المحاولة، وغيرها من خيارات تحسين تجربة اللعب',
      ],
      outro: 'اسأل أحد محرري القائمة قبل استخدام أي أداة غير مذكورة هنا.',
    },
    submitting: {
      heading: 'قواعد إرسال الإنجازات',
      items: [
        'يجب أن تكون النقرات مسموعة.',
        'تتطلب مستويات Extreme Demon تسجيلًا خامًا (raw footage) لا تقل مدته عن دقيقتين، مع إظهار مؤشر الغش.',
        'تتطلب المستويات المخصّصة للاعبَين (2-player) تصويرًا لليدين (hand cam).',
        'يجب أن يمتد التسجيل من 0% إلى 100%، مع شاشة النهاية كاملة وبجودة واضحة.',
      ],
      where: { before: 'أرسل إنجازك على خادم دردشة المجتمع أو على الموقع عبر ', link: isolate('/submissions'), after: '.' },
    },
    banning: {
      heading: 'الحظر',
      items: [
        'توجد رتبة تمييز (flag) خاصة بالغشاشين: تُمنح عند المخالفة الأولى.',
        'المخالفة الثانية تعني الحظر لمدة تتراوح بين أسبوعين وشهرين.',
        'المخالفة الثالثة تعني الحظر الدائم.',
      ],
    },
    bonus: {
      heading: 'قواعد إضافية',
      items: [
        'يُسمح بإكمال المستوى في وضع التدريب (practice) من محاولة واحدة.',
        'لا تُقبل المحاولات التي تُظهر دقة 100% (100% accuracy).',
        'الخروج عند شاشة النهاية لا يُحتسب.',
        'لا تُقبل الإنجازات المسجّلة بوضع low detail خارجي غير مدعوم.',
        'يُسمح بنقطة بداية (start position) من 0%.',
      ],
    },
  },
  profileTexts: {
    loading: 'جارٍ التحميل...',
    failed: 'تعذّر تحميل هذا الملف الشخصي. يُرجى المحاولة لاحقًا.',
    notFound: (username: string) => `لا يوجد لاعب بالاسم ${isolate(username)}.`,
    backToLeaderboard: 'العودة إلى لوحة الصدارة',
    tabs: { classic: 'الكلاسيكي', platformer: 'Platformer' },
    listMod: 'مشرف القائمة',
    banned: (until: Date | null) => (until ? `محظور حتى ${dateText(until)}` : 'محظور نهائيًا'),
    region: 'الجهة',
    noRegion: 'لا توجد',
    unknownRegion: 'جهة غير معروفة',
    points: { classic: 'نقاط الوضع الكلاسيكي', platformer: 'نقاط Platformer' },
    hardestLevel: 'أصعب مستوى',
    levelCount: 'عدد المستويات',
    heldLevels: { classic: 'مستويات كان أول من أكملها', platformer: 'مستويات هو صاحب أفضل وقت فيها' },
    completedLevels: 'المستويات المكتملة',
    noLevel: 'لا يوجد مستوى',
    noLevels: 'لا توجد مستويات',
    tiers: { main: 'الرئيسية', extended: 'الموسّعة', legacy: 'Legacy' },
    otherLevels: 'مستويات أخرى',
    position: (ranking: number) => `#${formatNumber(ranking)}`,
  },
  standingTexts: {
    rank: 'الترتيب',
    regionRank: 'في الجهة',
    place: ({ rank, of }) => `#${formatNumber(rank)} من ${formatNumber(of)}`,
    unranked: 'غير مصنّف',
    pending: '…',
    yours: 'ترتيبك',
  },
  leaderboardTexts: {
    title: 'لوحة الصدارة',
    typeLabel: 'نوع القائمة',
    types: { classic: 'الكلاسيكي', platformer: 'Platformer' },
    list: (type: string) => `لوحة الصدارة (${isolate(type)})`,
    failed: 'تعذّر جلب لوحة الصدارة',
    empty: 'لا يوجد لاعبون مصنّفون بعد.',
    filters: 'البحث عن لاعبين',
    name: 'اسم اللاعب',
    namePlaceholder: 'ابحث بالاسم',
    region: 'الجهة',
    allRegions: 'كل الجهات',
    noMatch: 'لا يوجد لاعب مصنّف يطابق عوامل التصفية هذه.',
    clearFilters: 'مسح عوامل التصفية',
    loadingRest: 'جارٍ تحميل بقية لوحة الصدارة',
  },
  socialTexts: {
    label: 'روابط التواصل الاجتماعي',
    copied: 'تم نسخ اسم مستخدم Discord إلى الحافظة!',
    copyFailed: 'تعذّر نسخ اسم مستخدم Discord',
    copyDiscord: (handle: string) => `نسخ اسم مستخدم Discord ${isolate(handle)}`,
    discord: (handle: string) => `حساب Discord: ${isolate(handle)}`,
    sites: { youtube: 'YouTube', twitter: 'Twitter', twitch: 'Twitch' },
    opensInNewTab: (site: string) => `${isolate(site)} (يُفتح في علامة تبويب جديدة)`,
  },
  statViewerTexts: {
    title: 'الإحصائيات',
    regions: 'الجهات',
    loadingRegions: 'جارٍ تحميل الجهات',
    regionsFailed: 'تعذّر جلب الجهات',
    noRegions: 'لا توجد جهات بعد.',
    rank: (rank: number) => `#${formatNumber(rank)}`,
    totals: (classic: string, platformer: string) => `الكلاسيكي ${isolate(classic)} · ${isolate(`Platformer ${platformer}`)}`,
    playersOf: (region: string) => `لاعبو ${isolate(region)}`,
    playersFailed: 'تعذّر جلب اللاعبين',
    noPlayers: 'لا يوجد لاعبون في هذه الجهة بعد.',
  },
  searchTexts: {
    close: 'إغلاق البحث',
    levels: 'المستويات',
    players: 'اللاعبون',
    levelTypes: { classic: 'الكلاسيكي', platformer: 'Platformer' },
    ranking: (ranking: number) => `#${formatNumber(ranking)}`,
    loading: 'جارٍ التحميل...',
    noResults: (query: string) => `لا توجد مستويات أو لاعبون يطابقون «${isolate(query)}».`,
    failed: 'تعذّر تحميل بعض المستويات أو اللاعبين، لذا قد تنقص بعض النتائج. يُرجى المحاولة لاحقًا.',
    notSaved: 'لم يُحفظ كل شيء على هذا الجهاز بعد، لذا قد تنقص بعض النتائج. سيجدها البحث بمجرد عودة الاتصال.',
  },
  levelTexts: {
    loading: 'جارٍ التحميل...',
    tab: (name, ranking, type) => `${isolate(name)} – #${ranking} ${type === 'classic' ? 'كلاسيكي' : isolate('Platformer')}`,
    failed: (type) => `خطأ: تعذّر جلب تفاصيل المستوى وإنجازاته (${type === 'classic' ? 'الوضع الكلاسيكي' : `وضع ${isolate('Platformer')}`})`,
    notFound: 'لم يُعثر على بيانات هذا المستوى.',
    backToLists: 'العودة إلى القوائم',
    list: 'القائمة',
    records: 'الإنجازات',
    noRecords: 'لا توجد إنجازات بعد.',
    recordsTable: {
      player: 'اللاعب',
      value: { classic: 'النسبة', platformer: 'الوقت' },
      video: 'الفيديو',
      date: 'التاريخ',
      watch: 'مشاهدة',
      watchRecord: (player: string) => `مشاهدة إنجاز ${isolate(player)}`,
      noVideo: 'غير متوفر',
    },
    durations: { TINY: 'قصير جدًا', SHORT: 'قصير', MEDIUM: 'متوسط', LONG: 'طويل', XL: 'XL' },
    neighbours: 'المستويان السابق والتالي',
    previous: (title: string) => `المستوى السابق: ${isolate(title)}`,
    next: (title: string) => `المستوى التالي: ${isolate(title)}`,
    video: {
      title: (name: string) => `فيديو ${isolate(name)}`,
      watch: 'مشاهدة الفيديو',
      offline: 'يتطلب الفيديو اتصالًا بالإنترنت.',
    },
    history: {
      title: 'السجل',
      loading: 'جارٍ تحميل السجل',
      failed: 'تعذّر تحميل السجل.',
      empty: 'لا يوجد سجل بعد.',
      chart: (from: string, to: string) => `المركز عبر الزمن: من ${from} إلى ${to}`,
      chartSteady: (place: string) => `المركز عبر الزمن: ${place} طوال الوقت`,
      chartRemoved: (from: string, last: string) => `المركز عبر الزمن: من ${from} إلى ${last}، ثم أُزيل من القائمة`,
      cutoffs: { main: 'نهاية القائمة الرئيسية', extended: 'نهاية القائمة الموسّعة' },
      today: 'اليوم',
      steps: 'المركز بعد كل تغيير',
      step: (date: string, place: string) => `${date}: ${place}`,
      pointHint: 'مرّر المؤشر فوق نقطة أو المسها أو انتقل إليها بمفاتيح الأسهم لتقرأ سبب تغيّر مركز المستوى.',
      off: 'خارج القائمة',
      changes: 'التغييرات، الأحدث أولًا',
      moved: (from: string, to: string) => `${from} ← ${to}`,
    },
  },
  changelogTexts: {
    title: 'سجل التغييرات',
    intro: 'كل التغييرات على القوائم، الأحدث أولًا.',
    typeLabel: 'نوع القائمة',
    types: { classic: 'الكلاسيكي', platformer: 'Platformer' },
    listLabel: 'القائمة',
    lists: { all: 'كل القوائم', main: 'القائمة الرئيسية', extended: 'القائمة الموسّعة', legacy: `قائمة ${isolate('Legacy')}` },
    day: (date: string) => `التغييرات بتاريخ ${date}`,
    loading: 'جارٍ تحميل التغييرات',
    failed: 'تعذّر تحميل سجل التغييرات. يُرجى المحاولة لاحقًا.',
    empty: 'لا توجد تغييرات بعد.',
    emptyList: 'لا توجد تغييرات على هذه القائمة بعد.',
    loadOlder: 'تحميل تغييرات أقدم',
    loadingOlder: 'جارٍ تحميل تغييرات أقدم...',
    olderFailed: 'تعذّر تحميل التغييرات الأقدم.',
    end: 'من هنا يبدأ السجل.',
    place: (ranking: number) => `#${formatNumber(ranking)}`,
    baseline: (level: string, place: string) => `كان ${level} في المركز ${place} عند بداية السجل`,
    placed: (level: string, place: string) => `وُضع ${level} في المركز ${place}`,
    placedAbove: (level: string, place: string, next: string) => `وُضع ${level} في المركز ${place}، فوق ${next}`,
    placedBelow: (level: string, place: string, previous: string) => `وُضع ${level} في المركز ${place}، تحت ${previous}`,
    placedBetween: (level: string, place: string, next: string, previous: string) =>
      `وُضع ${level} في المركز ${place}، فوق ${next} وتحت ${previous}`,
    movedUp: (level: string, from: string, to: string) => `صعد ${level} من المركز ${from} إلى المركز ${to}`,
    movedDown: (level: string, from: string, to: string) => `نزل ${level} من المركز ${from} إلى المركز ${to}`,
    renamed: (level: string, old: string) => `تغيّر اسم ${old} إلى ${level}`,
    edited: (level: string, fields: string) => `عُدّلت تفاصيل ${level}: ${fields}`,
    editedNothing: (level: string) => `عُدّلت تفاصيل ${level}`,
    removed: (level: string, place: string) => `أُزيل ${level} من القائمة (كان في المركز ${place})`,
    reordered: (count: number) => {
      const n = formatNumber(count);
      return `أُعيد ترتيب القائمة: ${plural(count, {
        zero: 'لم يتحرك أي مستوى',
        one: 'تحرّك مستوى واحد',
        two: 'تحرّك مستويان',
        few: `تحرّكت ${n} مستويات`,
        other: `تحرّك ${n} مستوى`,
      })}`;
    },
    reorderedUp: (level: string, from: string, to: string, next: string | null, previous: string | null) => {
      const moved = `صعد ${level} من المركز ${from} إلى المركز ${to}`;
      if (next && previous) return `${moved}، فوق ${next} وتحت ${previous}`;
      if (next) return `${moved}، فوق ${next}`;
      return previous ? `${moved}، تحت ${previous}` : moved;
    },
    reorderedDown: (level: string, from: string, to: string, next: string | null, previous: string | null) => {
      const moved = `نزل ${level} من المركز ${from} إلى المركز ${to}`;
      if (next && previous) return `${moved}، فوق ${next} وتحت ${previous}`;
      if (next) return `${moved}، فوق ${next}`;
      return previous ? `${moved}، تحت ${previous}` : moved;
    },
    historyBegins: {
      classic: (count: number) => `بداية السجل: ${levelCount(count)} في القائمة الكلاسيكية`,
      platformer: (count: number) => `بداية السجل: ${levelCount(count)} في قائمة ${isolate('Platformer')}`,
      main: (count: number) => `بداية السجل: ${levelCount(count)} في القائمة الرئيسية`,
      extended: (count: number) => `بداية السجل: ${levelCount(count)} في القائمة الموسّعة`,
      legacy: (count: number) => `بداية السجل: ${levelCount(count)} في قائمة ${isolate('Legacy')}`,
    },
    standingList: 'عرض القائمة كما كانت',
    standing: (place: string, level: string) => `${place} ${level}`,
    movedToList: {
      main: (level: string) => `انتقل ${level} إلى القائمة الرئيسية`,
      extended: (level: string) => `انتقل ${level} إلى القائمة الموسّعة`,
      legacy: (level: string) => `انتقل ${level} إلى قائمة ${isolate('Legacy')}`,
    },
    holderBecame: {
      classic: (player: string) => `أصبح ${player} أول من أكمل المستوى`,
      platformer: (player: string) => `أصبح ${player} صاحب أفضل وقت`,
    },
    holderNobody: {
      classic: (previous: string) => `لم يعد لهذا المستوى أول من أكمله (كان ${previous})`,
      platformer: (previous: string) => `لم يعد لهذا المستوى صاحب أفضل وقت (كان ${previous})`,
    },
  },
  changeSentenceTexts: {
    shiftedUp: (levels: string, count: number, places: number) => `صعد ${count === 1 ? '' : 'كلٌّ من '}${levels} ${placeCount(places)}`,
    shiftedDown: (levels: string, count: number, places: number) => `نزل ${count === 1 ? '' : 'كلٌّ من '}${levels} ${placeCount(places)}`,
    otherLevels: (count: number) => {
      const n = formatNumber(count);
      return plural(count, { one: 'مستوى آخر', two: 'مستويان آخران', few: `${n} مستويات أخرى`, other: `${n} مستوى آخر` });
    },
    movedMore: (count: number) => {
      const n = formatNumber(count);
      return plural(count, { one: 'نُقل مستوى آخر', two: 'نُقل مستويان آخران', few: `نُقلت ${n} مستويات أخرى`, other: `نُقل ${n} مستوى آخر` });
    },
    separator: '؛ ',
    allMoves: (count: number) => `عرض كل التنقّلات (${levelCount(count)})`,
    move: (level: string, from: string, to: string) => `${level}: ${from} ← ${to}`,
    levelFields: {
      name: 'الاسم',
      publisher: 'الناشر',
      difficulty: 'الصعوبة',
      link: 'الفيديو',
      thumbnail: 'الصورة المصغّرة',
      duration: 'المدة',
      minimumCompletion: 'الحد الأدنى للإكمال',
      holderId: { classic: 'أول من أكمله', platformer: 'صاحب أفضل وقت' },
      holderManual: { classic: 'أول من أكمله مختار يدويًا', platformer: 'صاحب أفضل وقت مختار يدويًا' },
    },
  },
} satisfies PublicTexts;
