/** The signed-in player's inbox: a page of their notifications with the unread count, and marking them read. */
import { Hono } from 'hono';
import {
  NOTIFICATION_PAGE,
  NOTIFICATION_READ_MAX,
  NotificationPageQuerySchema,
  NotificationPageSchema,
  NotificationReadInputSchema,
} from '../../shared/schemas/notifications';
import { answerWrite } from '../http/answer';
import { currentPlayer } from '../http/auth';
import type { AppEnv } from '../http/context';
import { doc, valid } from '../http/validate';
import { notificationPage } from './queries';
import { markRead } from './rules';

const tag = 'Notifications';

export const notificationRoutes = new Hono<AppEnv>()
  .get(
    '/authenticated/notifications',
    doc({
      summary: 'Your notifications, newest first, with how many are unread',
      tag,
      response: NotificationPageSchema,
      access: 'player',
      description: `Approvals and rejections of your submissions (with the reason given), staff replies on them, sanctions, and decisions on your claims (with the reason of a refusal). \`limit\` (1 to ${NOTIFICATION_PAGE.max}, default ${NOTIFICATION_PAGE.default}) of them; \`before\`: those older than that notification's id, for the next page. \`unread\` counts all of yours.`,
    }),
    valid('query', NotificationPageQuerySchema),
    async (c) => {
      const { before, limit } = c.req.valid('query');
      return c.json(await notificationPage(c.var.services.db, currentPlayer(c).id, { before, limit }));
    },
  )
  .post(
    '/authenticated/notifications/read',
    doc({
      summary: 'Mark your notifications read',
      tag,
      status: 204,
      access: 'player',
      description: `\`{ids: [...]}\` (at most ${NOTIFICATION_READ_MAX}) or \`{all: true}\`, with \`upTo\`: only those up to that id (the newest you had seen). Ids of other players' notifications are ignored; marking one read again changes nothing.`,
    }),
    valid('json', NotificationReadInputSchema),
    async (c) => {
      const player = currentPlayer(c);
      return answerWrite(c, 204, (tx) => markRead(tx, player.id, c.req.valid('json')), { own: true });
    },
  );
