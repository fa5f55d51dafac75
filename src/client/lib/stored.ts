/**
 * Reading back what the device kept (a form in an outbox entry, a draft): leniently, since an older
 * version of the app may have kept it in another shape. A text field missing or not text reads as its
 * empty value; the schemas of the forms are built from it.
 */
import * as v from 'valibot';

export const storedText = (empty = '') => v.optional(v.fallback(v.string(), empty), empty);
