import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

export const regionRoutes = new Hono<AppEnv>();
