import * as v from 'valibot';

/** Site settings the client needs at start: the community chat embed, or null when none is configured. */
export const SiteSettingsSchema = v.object({ chatWidgetUrl: v.nullable(v.string()) });
export type SiteSettings = v.InferOutput<typeof SiteSettingsSchema>;
