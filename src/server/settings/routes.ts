/** Public site settings the client needs at start: the community chat embed, whether Google sign-in is on. */
import { Hono } from 'hono';
import { SiteSettingsSchema } from '../../shared/schemas/settings';
import type { AppEnv } from '../http/context';
import { doc } from '../http/validate';

export const settingsRoutes = new Hono<AppEnv>().get(
  '/public/settings',
  doc({ summary: 'Site settings for the client', tag: 'Site', response: SiteSettingsSchema }),
  (c) => {
    const { chatWidgetUrl, google } = c.var.services.config;
    return c.json({ chatWidgetUrl, googleSignIn: google !== null });
  },
);
