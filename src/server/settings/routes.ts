/** Public site settings the client needs at start, such as the community chat embed. */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/context';
import { doc } from '../http/validate';

export const SiteSettingsSchema = v.object({ chatWidgetUrl: v.nullable(v.string()) });

export const settingsRoutes = new Hono<AppEnv>().get(
  '/public/settings',
  doc({ summary: 'Site settings for the client', tag: 'Site', response: SiteSettingsSchema }),
  (c) => c.json({ chatWidgetUrl: c.var.services.config.chatWidgetUrl }),
);
