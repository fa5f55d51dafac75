/** Public site settings the client needs at start, such as the community chat embed. */
import { Hono } from 'hono';
import { SiteSettingsSchema } from '../../shared/schemas/settings';
import type { AppEnv } from '../http/context';
import { doc } from '../http/validate';

export const settingsRoutes = new Hono<AppEnv>().get(
  '/public/settings',
  doc({ summary: 'Site settings for the client', tag: 'Site', response: SiteSettingsSchema }),
  (c) => c.json({ chatWidgetUrl: c.var.services.config.chatWidgetUrl }),
);
