import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

export const levelRoutes = new Hono<AppEnv>();
