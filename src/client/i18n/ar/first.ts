/** The Arabic texts of the first screens (the shell, the level lists): see src/client/i18n/catalog.ts. */
import type { FirstTexts } from '../catalog';
import { isolate } from '../../lib/i18n/registry';

export default {
  layoutTexts: {
    skipToContent: 'الانتقال إلى المحتوى',
    notSaved: 'غير محفوظ على هذا الجهاز. سيُحمَّل عند عودة الاتصال.',
    title: 'Moroccan List',
    openMenu: 'فتح قائمة التنقل',
    closeMenu: 'إغلاق قائمة التنقل',
    search: 'البحث عن المستويات واللاعبين',
    account: { login: 'تسجيل الدخول', menu: 'قائمة الحساب' },
    theme: 'المظهر',
    language: 'اللغة',
    sidebar: {
      label: 'التنقل الرئيسي',
      classic: { label: 'قائمة الـDemons الكلاسيكية', main: 'القائمة الرئيسية', extended: 'القائمة الموسّعة', legacy: 'قائمة Legacy' },
      platformer: { label: 'قائمة الـDemons في Platformer', main: 'الرئيسية', extended: 'الموسّعة', legacy: 'Legacy' },
      leaderboard: 'لوحة الصدارة',
      statViewer: 'الإحصائيات',
      guidelines: 'القواعد',
      changelog: 'سجل التغييرات',
      staff: { label: 'قائمة الطاقم', levels: 'المستويات', records: 'الإنجازات', regions: 'الجهات', submissions: 'الطلبات' },
      moderation: { label: 'الإشراف', players: 'اللاعبون', claims: 'المطالبات', audit: 'سجل التدقيق' },
    },
  },
  uiTexts: {
    retry: 'إعادة المحاولة',
  },
  levelListTexts: {
    publishedBy: (publisher: string) => `نشره ${isolate(publisher)}`,
    facts: {
      id: 'معرّف المستوى',
      difficulty: 'الصعوبة',
      points: 'النقاط',
      duration: 'المدة',
      minPoints: 'الحد الأدنى للنقاط',
      listPercentage: 'النسبة المطلوبة',
    },
    holder: { classic: 'أول من أكمله', platformer: 'صاحب أفضل وقت' },
    noHolder: 'لا أحد بعد',
    welcome: `مرحبًا بكم في موقع ${isolate('The Official Moroccan List')}!`,
    titles: {
      classic: { main: 'القائمة الرئيسية الكلاسيكية', extended: 'القائمة الموسّعة الكلاسيكية', legacy: 'قائمة Legacy الكلاسيكية' },
      platformer: { main: 'قائمة Platformer الرئيسية', extended: 'قائمة Platformer الموسّعة', legacy: 'قائمة Platformer Legacy' },
    },
    levels: 'المستويات',
    loading: 'جارٍ تحميل المستويات',
    failed: 'تعذّر تحميل المستويات. يُرجى المحاولة لاحقًا.',
    empty: 'لا توجد مستويات في هذه القائمة بعد.',
    title: (ranking: number, name: string) => `#${ranking} - ${isolate(name)}`,
    factLabel: (label: string) => `${label}: `,
    fact: (label: string, value: string) => `${label}: ${isolate(value)}`,
    copyId: 'نسخ معرّف المستوى',
    copied: 'تم نسخ معرّف المستوى إلى الحافظة!',
    copyFailed: 'تعذّر نسخ معرّف المستوى',
    copyFailedDetail: (id: string) => `المعرّف هو ${isolate(id)}.`,
    completed: 'مكتمل',
    onDate: {
      pick: 'عرض القائمة في تاريخ معيّن',
      shown: (date: string) => `تُعرض القائمة كما كانت في ${date}.`,
      begins: (date: string) => `يبدأ سجل القائمة في ${date}.`,
      today: 'العودة إلى اليوم',
    },
  },
} satisfies FirstTexts;
