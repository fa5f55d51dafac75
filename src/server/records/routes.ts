import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

export const recordRoutes = new Hono<AppEnv>();
