import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

export const playerRoutes = new Hono<AppEnv>();
