/** The levels resource, mounted at /api: the same routes for classic and platformer levels. */
import { Hono } from 'hono';
import { LEVEL_TYPES } from '../../shared/constants';
import type { AppEnv } from '../http/context';
import { registerPublicLevelRoutes } from './public-routes';
import { registerStaffLevelRoutes } from './staff-routes';

export const levelRoutes = new Hono<AppEnv>();

for (const type of LEVEL_TYPES) {
  registerPublicLevelRoutes(levelRoutes, type);
  registerStaffLevelRoutes(levelRoutes, type);
}
