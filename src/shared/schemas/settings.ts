import * as v from 'valibot';

/**
 * Site settings the client needs at start: the community chat embed (null when none is configured)
 * and whether Google sign-in is set up on this server (the demo has none).
 */
export const SiteSettingsSchema = v.object({ chatWidgetUrl: v.nullable(v.string()), googleSignIn: v.boolean() });
export type SiteSettings = v.InferOutput<typeof SiteSettingsSchema>;
