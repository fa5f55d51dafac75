import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

export const submissionRoutes = new Hono<AppEnv>();
