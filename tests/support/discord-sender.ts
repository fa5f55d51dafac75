/**
 * A Discord sender alone in a process (`node --import tsx tests/support/discord-sender.ts`), on the
 * PostgreSQL database of DATABASE_URL, sending to DISCORD_WEBHOOK_LIST with the timings of
 * SENDER_TUNING (JSON): what tests/api/discord.test.ts kills with SIGKILL mid-run.
 */
import { openDatabase } from '../../src/server/db/database';
import { startDiscordSender } from '../../src/server/discord/sender';

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '' });
startDiscordSender(
  handle.db,
  { list: process.env.DISCORD_WEBHOOK_LIST! },
  { ...JSON.parse(process.env.SENDER_TUNING ?? '{}'), log: () => {} },
);
// The sender's timer lets a process end; this one runs until it is killed.
setInterval(() => {}, 60_000);
console.log('sending');
