/** The Arabic words of the server's refusals and of the fields' problems: see src/client/lib/refusals/texts.ts. */
import { USERNAME_MAX, USERNAME_MIN } from '../../../shared/constants';
import { dateText, formatNumber } from '../../lib/i18n/format';
import type { RefusalTexts } from '../catalog';

const handle = 'أدخل اسم مستخدم (حروف وأرقام و _ . -) أو عنوان الصفحة.';
const percent = 'أدخل عددًا صحيحًا من 0 إلى 100.';

export default {
  refusalTexts: {
    codes: {
      validation_failed: 'بعض الحقول غير صالحة.',
      malformed_json: 'المحتوى المرسل ليس JSON صالحًا.',
      malformed_request: 'الطلب ليس طلب HTTP صالحًا.',
      invalid_credentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
      unauthenticated: 'سجّل الدخول للمتابعة.',
      forbidden: 'لا يُسمح لك بالقيام بهذا.',
      account_inactive: 'حسابك غير مفعّل. غيّر اسم المستخدم في الإعدادات لتفعيله.',
      not_found: 'غير موجود.',
      level_exists: 'يوجد مستوى بهذا المعرّف بالفعل.',
      record_exists: 'يوجد مسبقًا إنجاز لهذا اللاعب في هذا المستوى.',
      username_taken: 'اسم المستخدم هذا مأخوذ بالفعل.',
      region_exists: 'توجد مسبقًا جهة بهذا الاسم.',
      region_locked: 'جهتك محددة مسبقًا ولا يمكن تغييرها.',
      idempotency_key_reused: 'سبق إرسال هذا التعديل ضمن عملية أخرى.',
      idempotency_in_progress: 'لا يزال هذا التعديل قيد المعالجة. أعد المحاولة بعد قليل.',
      conflict: 'هذا يتعارض مع بيانات موجودة.',
      under_review: 'عضو آخر من الطاقم يراجع هذا الطلب الآن.',
      staff_claim_unconfirmed: 'هذا اللاعب عضو في الطاقم: قبول المطالبة يجعل صاحبها عضوًا في الطاقم أيضًا، ولا بد من تأكيد ذلك.',
      stale: 'تغيّر هذا منذ أن حمّلته. لم يُحفَظ أي تغيير.',
      request_timeout: 'استغرق إرسال البيانات وقتًا طويلًا جدًا.',
      payload_too_large: 'المحتوى المرسل كبير جدًا.',
      unsupported_media_type: 'نوع المحتوى هذا غير مقبول هنا.',
      rate_limited: 'محاولات كثيرة جدًا. أعد المحاولة لاحقًا.',
      headers_too_large: 'ترويسات الطلب كبيرة جدًا.',
      internal_error: 'حدث خطأ من جهتنا. يُرجى إعادة المحاولة.',
      history_gone: 'لم تعد هذه التغييرات محفوظة. نزّل القائمة كاملة من جديد.',
      banned: 'أنت محظور: لا يمكنك إرسال أرقام قياسية.',
      unavailable: 'القائمة غير متاحة مؤقتًا. أعد المحاولة بعد لحظة.',
    },
    banned: (until) =>
      until ? `أنت محظور: لا يمكنك إرسال أرقام قياسية حتى ${dateText(until)}.` : 'أنت محظور نهائيًا: لا يمكنك إرسال أرقام قياسية.',
    underReview: (name) => `يراجع ${name} هذا الطلب الآن.`,
    types: {
      required: 'هذا الحقل مطلوب.',
      tooShort: (min) => (min === null ? 'هذا قصير جدًا.' : `يجب ألا يقل عدد الأحرف عن ${formatNumber(min)}.`),
      tooLong: (max) => (max === null ? 'هذا طويل جدًا.' : `يجب ألا يزيد عدد الأحرف على ${formatNumber(max)}.`),
      tooSmall: (min) => (min === null ? 'هذا العدد صغير جدًا.' : `أدخل ${formatNumber(min)} أو أكثر.`),
      tooLarge: (max) => (max === null ? 'هذا العدد كبير جدًا.' : `أدخل ${formatNumber(max)} أو أقل.`),
      wholeNumber: 'أدخل عددًا صحيحًا.',
      address: 'أدخل عنوان ويب يبدأ بـ http:// أو https://.',
      video: 'أدخل عنوان فيديو على YouTube.',
      email: 'أدخل عنوان بريد إلكتروني.',
      notValid: 'هذه القيمة غير صالحة.',
      unknown: 'لا يوجد شيء بهذا الاسم أو المعرّف.',
      immutable: 'لا يمكن تغيير هذا.',
      belowRequirement: 'هذا أقل مما يتطلبه المستوى.',
      invalid: 'هذه القيم لا تتوافق معًا.',
      taken: 'هذا مأخوذ بالفعل.',
      flagged: 'حسابك موسوم: أرسل اللقطات الخام مع كل إرسال.',
    },
    fields: {
      recordPercentage: percent,
      minimumCompletion: percent,
      recordTime: 'أدخل وقتًا أكبر من الصفر بالصيغة ساعات:دقائق:ثوانٍ.أجزاء الألف، مثل \u206800:01:10.200\u2069.',
      ranking: 'أدخل عددًا صحيحًا، 1 أو أكثر.',
      id: 'أدخل معرّف المستوى: أرقام فقط.',
      username: `استخدم من ${USERNAME_MIN} إلى ${USERNAME_MAX} حرفًا: حروفًا وأرقامًا من أي أبجدية، و _ . -، ومسافة واحدة بين الكلمات.`,
      youtube: handle,
      twitter: handle,
      twitch: handle,
      level: 'اختر مستوى من القائمة.',
      player: 'اختر لاعبًا من القائمة.',
    },
  },
} satisfies RefusalTexts;
