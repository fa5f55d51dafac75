/** The Arabic texts of the shell's later parts on every page (the notices, the side panel, the footer, the toasts): see src/client/i18n/catalog.ts. */
import type { ShellTexts } from '../catalog';
import { isolate } from '../../lib/i18n/registry';

export default {
  appTexts: {
    footer: {
      label: 'تذييل الصفحة',
      copyright: (year: number) => `© ${year} ${isolate('The Official Moroccan List')}. تصنيف مجتمعي من إعداد المعجبين.`,
      guidelines: 'القواعد',
      api: 'API',
    },
    stale: {
      offline: 'أنت غير متصل. تُعرض البيانات المحفوظة، وقد لا تكون محدّثة.',
      unsaved: 'أنت غير متصل. هذه الصفحة غير محفوظة على هذا الجهاز، وستُحمَّل عند عودة الاتصال.',
      unreachable: 'تعذّر الوصول إلى الخادم. تُعرض البيانات المحفوظة، وقد لا تكون محدّثة.',
      savedAgo: (when: string) => `آخر تحديث: ${when}.`,
    },
    updateAvailable: 'يتوفر إصدار جديد',
    reload: 'إعادة التحميل',
    install: 'تثبيت التطبيق',
    themes: { light: 'فاتح', dark: 'داكن', system: 'حسب النظام' },
    error: {
      title: 'خطأ غير متوقع في التطبيق!',
      description: 'هذه الصفحة غير موجودة أو حدث خطأ أثناء عرضها.',
      retry: 'إعادة المحاولة',
      back: 'العودة إلى القائمة الرئيسية',
    },
  },
  toastTexts: {
    dismiss: 'إغلاق الإشعار',
  },
  siteTexts: {
    panel: {
      label: 'المجتمع',
      guidelines: { title: 'القواعد', description: 'قواعد الإنجازات والطلبات.', read: 'اقرأ القواعد' },
    },
    editors: {
      title: 'محررو القائمة',
      description: 'الطاقم الذي يدير القوائم.',
      none: 'لا يوجد أعضاء في الطاقم.',
      failed: 'تعذّر جلب أعضاء الطاقم',
    },
    chat: {
      title: 'دردشة المجتمع',
      notConfigured: 'دردشة المجتمع غير متاحة هنا بعد.',
      offline: 'تتطلب دردشة المجتمع اتصالًا بالإنترنت.',
    },
  },
} satisfies ShellTexts;
