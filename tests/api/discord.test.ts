/**
 * Discord's webhooks (src/server/discord/): a new submission goes to the staff channel and each change
 * to a level list to the public one, queued in the transaction of the change (nothing for a refused
 * one, nothing without a webhook) and sent within moments, through a local receiver that refuses,
 * never answers in time, answers late, asks to wait (429, an empty bucket) and accepts: retried with
 * growing waits, given up after the most attempts, each sent once; a slow answer holds one of its
 * channel's slots, never the channel or the other one; a wait Discord asks for holds that webhook
 * (or, global, every one) on every instance; a resend after a lost answer is counted and logged as
 * a possible duplicate; failures are printed whatever LOG says. On PostgreSQL, two senders never
 * send a message twice, and a sender killed with SIGKILL mid-run loses nothing (what it had in
 * flight may go twice, and every such duplicate is counted).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { queryRows, type Database, type DatabaseHandle } from '../../src/server/db/database';
import { levels } from '../../src/server/db/schema';
import { write } from '../../src/server/db/write';
import { escapeMarkdown, payloadOf } from '../../src/server/discord/messages';
import { enqueue, type DiscordChannel } from '../../src/server/discord/queue';
import { startDiscordSender, type DiscordSender, type SenderOptions } from '../../src/server/discord/sender';
import { possibleDuplicatesOf, pruneSentMessages } from '../../src/server/discord/store';
import { loadConfig } from '../../src/server/env';
import { addMissingBaselines, levelEntry } from '../../src/server/levels/history';
import { freshDatabase, testDatabaseKind } from '../support/database';
import { startReceiver, type Decide, type Receiver } from '../support/discord-receiver';
import { useTestServer, type TestPlayer } from '../support/server';

const postgres = testDatabaseKind === 'postgres';
const VIDEO = 'https://www.youtube.com/watch?v=abcdefghijk';
const TUNING: Partial<SenderOptions> = {
  // A deadline a loaded machine's answers stay well within, so only a receiver that hangs or is told to be late meets it.
  timeoutMs: 1_000,
  concurrency: 5,
  leaseMs: 2_500,
  backoffMs: 100,
  maxBackoffMs: 800,
  maxAttempts: 4,
  // Only the wake after a commit, or a retry coming due, sends: never the poll, within a test.
  pollMs: 60_000,
};

type Row = {
  id: number;
  channel: string;
  payload: { content: string; allowed_mentions: unknown };
  attempts: number;
  sent: boolean;
  lastError: string | null;
  gaveUp: boolean;
  possibleDuplicates: number;
};
const rowsOf = (db: Database, after = 0) =>
  queryRows<Row>(
    db,
    sql`
  SELECT id, channel, payload, attempts, sent_at IS NOT NULL AS sent, last_error AS "lastError", next_attempt_at = 'infinity' AS "gaveUp",
         possible_duplicates AS "possibleDuplicates"
  FROM discord_messages WHERE id > ${after} ORDER BY id`,
  );
const lastIdOf = async (db: Database) =>
  (await queryRows<{ id: number | null }>(db, sql`SELECT max(id) AS id FROM discord_messages`))[0]!.id ?? 0;
const keyOf = (id: number) => `discord-message-${id}`;
const idOf = (key: string) => Number(key.slice('discord-message-'.length));

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 5_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

/** A 0..1 sequence that is the same at every run (mulberry32). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Refuses about half the requests; a message's third try and later are accepted, so none runs out of attempts. */
function halfRefused(seed: number): Decide {
  const random = seeded(seed);
  return ({ tries }) => (tries < 3 && random() < 0.5 ? 'refuse' : 'accept');
}

/** Every message posted once, and none twice. */
function expectEachOnce(receiver: Receiver, ids: readonly number[]): void {
  expect(new Map(ids.map((id) => [keyOf(id), receiver.posted.get(keyOf(id))]))).toEqual(new Map(ids.map((id) => [keyOf(id), 1])));
}

/** Queues one message per text on `channel` straight in the table; their ids. */
async function queue(db: Database, channel: DiscordChannel, texts: readonly string[]): Promise<number[]> {
  const from = await lastIdOf(db);
  await db.transaction((tx) =>
    enqueue(
      tx,
      channel,
      texts.map((text) => payloadOf([text])),
    ),
  );
  return (await rowsOf(db, from)).filter((row) => row.channel === channel).map((row) => row.id);
}

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

describe('Discord webhooks', () => {
  const logged: string[] = [];
  const { server, staff } = useTestServer({
    signIn: { staff: {} },
    // Read when the server starts, once the receiver listens.
    env: () => ({
      DISCORD_WEBHOOK_STAFF: `${receiver.url}/staff`,
      DISCORD_WEBHOOK_LIST: `${receiver.url}/list`,
      PUBLIC_URL: 'https://list.example.ma',
    }),
    tuning: { discordSender: { ...TUNING, log: (line) => logged.push(line) } },
  });
  let amine: TestPlayer;
  let before = 0;
  const db = () => server.services.db;
  const submit = (player: TestPlayer, level: string, recordPercentage = 87) =>
    server.post('/api/authenticated/classic-submissions/create', { token: player.token, body: { level, link: VIDEO, recordPercentage } });

  beforeAll(async () => {
    amine = await server.createPlayer({ username: 'Amine' });
  });
  beforeEach(async () => {
    receiver.reset();
    logged.length = 0;
    before = await lastIdOf(db());
  });

  it('posts a new submission to the staff channel within moments: level, value, player, video and the staff queue, pinging nobody', async () => {
    const [classic] = await server.createLevels('classic', 1, { name: 'Bloodbath', minimumCompletion: 50 });
    const [platformer] = await server.createLevels('platformer', 1, { name: 'Sakupen Circles' });
    const started = performance.now();
    expect((await submit(amine, classic!)).status).toBe(201);
    await until('the staff message', () => receiver.accepted.size === 1);
    expect(performance.now() - started).toBeLessThan(2_000);
    const made = await server.post('/api/authenticated/platformer-submissions/create', {
      token: amine.token,
      body: { level: platformer, link: VIDEO, recordTime: '00:01:02.300' },
    });
    expect(made.status).toBe(201);
    // Marked a moment after the receiver's answer is out.
    await until('both staff messages, marked sent', async () => (await rowsOf(db(), before)).filter((row) => row.sent).length === 2);

    expect(receiver.requests.map(({ path, query, body }) => ({ path, query, body }))).toEqual([
      {
        path: '/staff',
        query: '?wait=true',
        body: {
          content: `New classic submission: Bloodbath 87% by Amine — <${VIDEO}>\nReview it: <https://list.example.ma/staff/submissions>`,
          allowed_mentions: { parse: [] },
        },
      },
      {
        path: '/staff',
        query: '?wait=true',
        body: {
          content: `New platformer submission: Sakupen Circles 1m 2s 300ms by Amine — <${VIDEO}>\nReview it: <https://list.example.ma/staff/submissions>`,
          allowed_mentions: { parse: [] },
        },
      },
    ]);
    const rows = await rowsOf(db(), before);
    expect(rows.map(({ channel, attempts, sent, lastError }) => ({ channel, attempts, sent, lastError }))).toEqual([
      { channel: 'staff', attempts: 1, sent: true, lastError: null },
      { channel: 'staff', attempts: 1, sent: true, lastError: null },
    ]);
    expect(receiver.requests.map((request) => request.id)).toEqual(rows.map((row) => keyOf(row.id)));
  });

  it("shows people's names as typed: their markdown is escaped", async () => {
    const [level] = await server.createLevels('classic', 1, { name: '# *Big* [link](x)', minimumCompletion: 50 });
    const player = await server.createPlayer({ username: '__Boss__~`|' });
    expect((await submit(player, level!)).status).toBe(201);
    await until('the staff message', () => receiver.accepted.size === 1);
    expect(receiver.requests[0]!.body.content).toMatch(
      /^New classic submission: \\# \\\*Big\\\* \\\[link\\\]\\\(x\\\) 87% by \\_\\_Boss\\_\\_\\~\\`\\\| — /,
    );
  });

  it('posts each change to a level list to the list channel, one message per change in the order of the changes, and never a baseline', async () => {
    const level = (fields: Record<string, unknown>) => ({
      name: 'Tidal Wave',
      publisher: 'OniLink',
      difficulty: 'EXTREME_DEMON',
      link: VIDEO,
      thumbnail: 'https://img.example/t.png',
      duration: 'LONG',
      minimumCompletion: 60,
      ...fields,
    });
    const token = staff.token;
    expect((await server.post('/api/staff/classic-levels/create', { token, body: level({ id: '9001', ranking: 1 }) })).status).toBe(201);
    expect((await server.put('/api/staff/classic-levels/update/9001', { token, body: level({ ranking: 3 }) })).status).toBe(200);
    expect(
      (await server.put('/api/staff/classic-levels/update/9001', { token, body: level({ ranking: 3, name: 'Tidal Wave II' }) })).status,
    ).toBe(200);
    expect(
      (
        await server.put('/api/staff/classic-levels/update/9001', {
          token,
          body: level({ ranking: 3, name: 'Tidal Wave II', publisher: 'Oni' }),
        })
      ).status,
    ).toBe(200);
    // Saving a level unchanged changes nothing a reader sees.
    expect(
      (
        await server.put('/api/staff/classic-levels/update/9001', {
          token,
          body: level({ ranking: 3, name: 'Tidal Wave II', publisher: 'Oni' }),
        })
      ).status,
    ).toBe(200);
    const order = await db()
      .select({ id: levels.id, name: levels.name, ranking: levels.ranking })
      .from(levels)
      .where(eq(levels.type, 'classic'))
      .orderBy(levels.ranking);
    const [first, second] = order;
    const swapped = order.map(({ id, ranking }) => ({ id, ranking: ranking === 1 ? 2 : ranking === 2 ? 1 : ranking }));
    expect((await server.put('/api/staff/classic-levels/reorder', { token, body: swapped })).status).toBe(200);
    expect((await server.del('/api/staff/classic-levels/delete/9001', { token })).status).toBe(204);
    await server.createLevels('platformer', 2);
    expect(await write(server.services, (tx, log) => addMissingBaselines(tx, log))).toBeGreaterThan(0);

    await until('six list messages', () => receiver.accepted.size === 6);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Queued in the order of the changes; sends overlap, so Discord may post two close ones in either order.
    const queued = [...receiver.requests].sort((a, b) => idOf(a.id) - idOf(b.id));
    expect(queued.map((request) => `${request.path} ${request.body.content}`)).toEqual([
      '/list Tidal Wave was placed at #1 (classic)',
      '/list Tidal Wave moved from #1 to #3 (classic)',
      '/list Tidal Wave was renamed to Tidal Wave II (classic)',
      "/list Tidal Wave II's details were edited (classic)",
      `/list The list was reordered: 2 levels moved (classic)\n${escapeMarkdown(second!.name)} moved from #2 to #1\n${escapeMarkdown(first!.name)} moved from #1 to #2`,
      '/list Tidal Wave II was removed from the list (classic)',
    ]);
    expect((await rowsOf(db(), before)).every((row) => row.channel === 'list' && row.sent && row.payload.allowed_mentions)).toBe(true);
  });

  it("posts nothing of a past written at once (the demo's year): its entries are dated, and only today's change is news", async () => {
    const [id] = await server.createLevels('classic', 1, { name: 'Old News', minimumCompletion: 50 });
    const placed = levelEntry('level.placed', 'classic', { id: id!, before: [], after: [{ id: id!, name: 'Old News', ranking: 1 }] });
    await write(server.services, async (_tx, log) => log.add({ ...placed, at: new Date(Date.UTC(2025, 0, 1)) }));
    expect(await rowsOf(db(), before)).toEqual([]);
    await write(server.services, async (_tx, log) => log.add(placed));
    await until("today's message", () => receiver.accepted.size === 1);
    expect(receiver.requests.map((request) => request.body.content)).toEqual(['Old News was placed at #1 (classic)']);
  });

  it('queues nothing for a change that is refused or rolled back', async () => {
    const [level] = await server.createLevels('classic', 1, { minimumCompletion: 50 });
    expect((await submit(amine, level!, 40)).status).toBe(400);
    const existing = {
      id: level,
      name: 'Again',
      publisher: 'P',
      difficulty: 'EXTREME_DEMON',
      link: VIDEO,
      thumbnail: 'https://img.example/t.png',
      duration: 'LONG',
      minimumCompletion: 60,
    };
    expect((await server.post('/api/staff/classic-levels/create', { token: staff.token, body: existing })).status).toBe(409);
    // A message queued in a transaction that then fails goes with it.
    const made = await submit(amine, level!);
    expect(made.status).toBe(201);
    await until("the accepted submission's message", () => receiver.accepted.size === 1);
    const queued = await lastIdOf(db());
    await expect(
      db().transaction(async (tx) => {
        await server.services.discord.newSubmission(tx, 'classic', made.json.id);
        throw new Error('refused after queueing');
      }),
    ).rejects.toThrow('refused after queueing');
    expect(await lastIdOf(db())).toBe(queued);
    expect(await rowsOf(db(), before)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.requests).toHaveLength(1);
  });

  it('tries a refused and an unanswered message again after growing waits, and sends it once', async () => {
    receiver.answer(({ tries }) => (tries === 1 ? 'refuse' : tries === 2 ? 'hang' : 'accept'));
    const [level] = await server.createLevels('classic', 1, { minimumCompletion: 50 });
    expect((await submit(amine, level!)).status).toBe(201);
    await until(
      'the third try, marked sent and logged',
      async () => receiver.accepted.size === 1 && (await rowsOf(db(), before))[0]?.sent === true && logged.length === 3,
    );
    const [row] = await rowsOf(db(), before);
    // The unanswered try may have been posted (this receiver never posted it): the third is counted as a possible duplicate.
    expect(row).toMatchObject({ attempts: 3, sent: true, lastError: 'no answer within 1000 ms', possibleDuplicates: 1 });
    const [refused, unanswered, accepted] = receiver.requests.map((request) => request.at);
    // The first retry waits the backoff (100 ms); the second, the deadline (1,000 ms) then twice that (200 ms).
    expect(unanswered! - refused!).toBeGreaterThanOrEqual(95);
    expect(accepted! - unanswered!).toBeGreaterThanOrEqual(1_180);
    expect(receiver.requests).toHaveLength(3);
    expectEachOnce(receiver, [row!.id]);
    const { total } = await possibleDuplicatesOf(db());
    expect(logged).toEqual([
      `Discord staff message ${row!.id}: HTTP 500: refused, trying again in 100 ms`,
      `Discord staff message ${row!.id}: no answer within 1000 ms, trying again in 200 ms; it may have been posted, so the next try may post it twice`,
      `Discord staff message ${row!.id}: possible duplicate: sent again after an attempt that got no answer (1 for this message, ${total} in all)`,
    ]);
  });

  it('counts a resend after an answer that came past the deadline as a possible duplicate, on the message and in total, and logs it', async () => {
    const counted = (await possibleDuplicatesOf(db())).total;
    // Posted at once, answered after 1.5 s: past this sender's 1 s deadline, so it sends again and Discord posts it twice.
    receiver.answer(({ tries }) => (tries === 1 ? { accept: { afterMs: 1_500 } } : 'accept'));
    const [level] = await server.createLevels('classic', 1, { minimumCompletion: 50 });
    expect((await submit(amine, level!)).status).toBe(201);
    await until('the resend, marked sent and logged', async () => (await rowsOf(db(), before))[0]?.sent === true && logged.length === 2);
    const [row] = await rowsOf(db(), before);
    expect(receiver.posted.get(keyOf(row!.id))).toBe(2);
    expect(row).toMatchObject({ attempts: 2, sent: true, lastError: 'no answer within 1000 ms', possibleDuplicates: 1 });
    const duplicates = await possibleDuplicatesOf(db());
    expect(duplicates.total).toBe(counted + 1);
    expect(duplicates.messages.get(row!.id)).toBe(1);
    expect(logged).toEqual([
      `Discord staff message ${row!.id}: no answer within 1000 ms, trying again in 100 ms; it may have been posted, so the next try may post it twice`,
      `Discord staff message ${row!.id}: possible duplicate: sent again after an attempt that got no answer (1 for this message, ${counted + 1} in all)`,
    ]);
  });

  it('gives a message up after the most attempts, keeping it and saying so', async () => {
    receiver.answer(() => 'refuse');
    const [level] = await server.createLevels('classic', 1, { minimumCompletion: 50 });
    expect((await submit(amine, level!)).status).toBe(201);
    await until('giving up', async () => (await rowsOf(db(), before))[0]?.gaveUp === true);
    expect(await rowsOf(db(), before)).toMatchObject([
      { attempts: 4, sent: false, lastError: 'gave up after 4 attempts: HTTP 500: refused' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.requests).toHaveLength(4);
    expect(receiver.accepted.size).toBe(0);
    const id = (await rowsOf(db(), before))[0]!.id;
    expect(logged).toEqual([
      ...[100, 200, 400].map((ms) => `Discord staff message ${id}: HTTP 500: refused, trying again in ${ms} ms`),
      `Discord staff message ${id}: HTTP 500: refused (gave up)`,
    ]);
  });

  it('sends each message once through a receiver that refuses half the time', async () => {
    receiver.answer(halfRefused(7));
    const players = await Promise.all([1, 2, 3].map(() => server.createPlayer()));
    const made = await server.createLevels('classic', 12, { minimumCompletion: 50 });
    await Promise.all(made.map((level, index) => submit(players[index % 3]!, level)));
    await Promise.all(made.slice(0, 4).map((id) => server.del(`/api/staff/classic-levels/delete/${id}`, { token: staff.token })));
    const rows = await rowsOf(db(), before);
    expect(rows).toHaveLength(16);
    await until('all sent', async () => (await rowsOf(db(), before)).every((row) => row.sent), 15_000);
    expect(receiver.requests.filter((request) => request.answer === 'refuse').length).toBeGreaterThan(4);
    expectEachOnce(
      receiver,
      rows.map((row) => row.id),
    );
  });

  it('drops sent messages after 30 days and keeps the unsent ones', async () => {
    const all = await rowsOf(db());
    const sent = all.filter((row) => row.sent).map((row) => row.id);
    await db().execute(sql`UPDATE discord_messages SET sent_at = now() - interval '31 days' WHERE id = ${sent[0]!}`);
    await pruneSentMessages(db());
    expect((await rowsOf(db())).map((row) => row.id)).toEqual(all.map((row) => row.id).filter((id) => id !== sent[0]));
    expect(all.some((row) => row.gaveUp)).toBe(true);
  });

  describe.runIf(postgres)('on PostgreSQL', () => {
    const start = (on: Database, who: string): DiscordSender =>
      startDiscordSender(
        on,
        { list: `${receiver.url}/list?sender=${who}` },
        {
          ...TUNING,
          concurrency: 3,
          pollMs: 20,
          backoffMs: 50,
          maxBackoffMs: 200,
          maxAttempts: 8,
          log: () => {},
        },
      );

    it('never lets two senders on two connections send the same message', async () => {
      receiver.answer(halfRefused(11));
      const twin = await server.startTwin();
      const payloads = Array.from({ length: 40 }, (_, index) => payloadOf([`message ${index + 1}`]));
      await db().transaction((tx) => enqueue(tx, 'list', payloads));
      const senders = [start(db(), 'a'), start(twin.services.db, 'b')];
      try {
        await until('all sent', async () => (await rowsOf(db(), before)).every((row) => row.sent), 15_000);
      } finally {
        await Promise.all(senders.map((sender) => sender.close()));
        await twin.close();
      }
      expectEachOnce(
        receiver,
        (await rowsOf(db(), before)).map((row) => row.id),
      );
      const by = (who: string) => receiver.requests.filter((request) => request.query.includes(`sender=${who}`)).length;
      expect(by('a')).toBeGreaterThan(0);
      expect(by('b')).toBeGreaterThan(0);
    });
  });
});

/**
 * This file's deadlines stand for production's: TUNING's 1 s for the old 10 s, SLOW's 8 s for the
 * 30 s that replaced it. The server here keeps LOG=off and the sender's own log (stderr), spied on;
 * it polls often, so messages queued straight in the table go within moments.
 */
const SLOW: Partial<SenderOptions> = { ...TUNING, timeoutMs: 8_000, leaseMs: 10_000, pollMs: 50 };

describe('a slow or rate limiting Discord', () => {
  const { server } = useTestServer({
    env: () => ({ DISCORD_WEBHOOK_STAFF: `${receiver.url}/staff`, DISCORD_WEBHOOK_LIST: `${receiver.url}/list`, LOG: 'off' }),
    tuning: { discordSender: SLOW },
  });
  const db = () => server.services.db;
  let printed: MockInstance<typeof console.error>;
  const lines = () => printed.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith('Discord'));
  const requestsTo = (path: string) => receiver.requests.filter((request) => request.path === path);
  const allSent = (ids: readonly number[]) => async () => {
    const sent = new Set((await rowsOf(db())).filter((row) => row.sent).map((row) => row.id));
    return ids.every((id) => sent.has(id));
  };

  beforeAll(() => {
    printed = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterAll(() => {
    printed.mockRestore();
  });
  beforeEach(() => {
    receiver.reset();
    printed.mockClear();
  });

  it('posts once a message Discord answers after more than the old deadline, within the new one', async () => {
    receiver.answer(() => ({ accept: { afterMs: 1_500 } }));
    const [id] = await queue(db(), 'staff', ['slow']);
    await until('the slow one, marked sent', allSent([id!]), 7_000);
    expect(receiver.requests).toHaveLength(1);
    expectEachOnce(receiver, [id!]);
    expect((await rowsOf(db())).find((row) => row.id === id)).toMatchObject({ attempts: 1, sent: true, lastError: null });
    expect((await possibleDuplicatesOf(db())).messages.has(id!)).toBe(false);
    expect(lines()).toEqual([]);
  });

  it('keeps both channels going with one answer in ten held: a slow answer holds one slot, not its channel or the other', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Every tenth message of each channel is posted at once but answered only once released: 3 of each channel's 5 slots.
    receiver.answer(({ content }) => (content.endsWith('(slow)') ? { accept: { until: released } } : 'accept'));
    const texts = (channel: string) =>
      Array.from({ length: 30 }, (_, index) => `${channel} ${index + 1}${index % 10 === 0 ? ' (slow)' : ''}`);
    const list = await queue(db(), 'list', texts('list'));
    const staffIds = await queue(db(), 'staff', texts('staff'));
    const slow = [...list, ...staffIds].filter((_, index) => index % 10 === 0);
    const fast = [...list, ...staffIds].filter((_, index) => index % 10 !== 0);
    // Were a channel held behind its slow sends, its fast ones would never arrive while those wait.
    await until('every fast message, while the slow ones wait', () => fast.every((id) => receiver.accepted.get(keyOf(id)) === 1), 6_000);
    expect(slow.filter((id) => receiver.accepted.has(keyOf(id)))).toEqual([]);
    expect(slow.every((id) => receiver.posted.get(keyOf(id)) === 1)).toBe(true);
    release();
    await until('all marked sent', allSent([...list, ...staffIds]), 5_000);
    expectEachOnce(receiver, [...list, ...staffIds]);
    expect(receiver.requests).toHaveLength(60);
    expect(lines()).toEqual([]);
  });

  it("honours a 429's retry_after for that webhook only, on every instance, without counting it as an attempt", async () => {
    receiver.answer(({ content, tries }) => (content === 'limited' && tries === 1 ? { retryAfter: 3 } : 'accept'));
    // Two instances looking every 50 ms: one is told the 429, the other must wait it all the same.
    const twin = await server.startTwin();
    try {
      const [limited] = await queue(db(), 'staff', ['limited']);
      // Once the instance told has kept the wait (a send in the moment between Discord's answer and
      // that is one no instance could hold back).
      const told = async () => (await rowsOf(db())).some((row) => row.id === limited && /^HTTP 429/.test(row.lastError ?? ''));
      await until('the 429, kept', async () => receiver.requests.length === 1 && (await told()));
      const [later] = await queue(twin.services.db, 'staff', ['later']);
      const [other] = await queue(twin.services.db, 'list', ['the other webhook']);
      await until("the other webhook's message", allSent([other!]), 2_500);
      expect(requestsTo('/staff')).toHaveLength(1);
      await until('both staff messages after the wait', allSent([limited!, later!]), 6_000);
      const [asked, ...after] = requestsTo('/staff');
      for (const request of after) expect(request.at - asked!.at).toBeGreaterThanOrEqual(2_980);
      expect(after.map((request) => idOf(request.id)).sort((a, b) => a - b)).toEqual([limited, later]);
      expect((await rowsOf(db())).filter((row) => [limited, later].includes(row.id))).toMatchObject([
        { attempts: 1, sent: true, lastError: expect.stringMatching(/^HTTP 429: .*"retry_after":3/) },
        { attempts: 1, sent: true, lastError: null },
      ]);
    } finally {
      await twin.close();
    }
  });

  it('holds every webhook for a global 429', async () => {
    receiver.answer(({ content, tries }) => (content === 'global' && tries === 1 ? { retryAfter: 1.5, global: true } : 'accept'));
    const [limited] = await queue(db(), 'staff', ['global']);
    await until('the 429', () => receiver.requests.length === 1);
    const [other] = await queue(db(), 'list', ['held too']);
    await until('both after the wait', allSent([limited!, other!]), 4_000);
    const [asked, ...after] = receiver.requests;
    expect(after).toHaveLength(2);
    for (const request of after) expect(request.at - asked!.at).toBeGreaterThanOrEqual(1_480);
  });

  it("waits for a webhook's bucket that Discord says is empty before sending to it again, and only to it", async () => {
    receiver.answer(({ content }) =>
      content === 'empties the bucket' ? { accept: { bucket: { remaining: 0, resetAfter: 3 } } } : 'accept',
    );
    const [first] = await queue(db(), 'list', ['empties the bucket']);
    await until('the first', allSent([first!]));
    const [next] = await queue(db(), 'list', ['next']);
    const [other] = await queue(db(), 'staff', ['the other webhook']);
    await until("the other webhook's message", allSent([other!]), 2_500);
    expect(requestsTo('/list')).toHaveLength(1);
    await until('the next after the reset', allSent([next!]), 5_000);
    const [emptied, after] = requestsTo('/list');
    expect(after!.at - emptied!.at).toBeGreaterThanOrEqual(2_980);
  });

  it('prints a failed send on stderr with LOG=off', async () => {
    expect(server.services.config.log).toBe(false);
    receiver.answer(({ tries }) => (tries === 1 ? 'refuse' : 'accept'));
    const [id] = await queue(db(), 'staff', ['refused once']);
    await until('sent on the second try', allSent([id!]));
    expect(lines()).toEqual([`Discord staff message ${id}: HTTP 500: refused, trying again in 100 ms`]);
  });
});

describe.runIf(postgres)('a sender killed with SIGKILL mid-run', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const CONCURRENCY = 3;
  let database: DatabaseHandle;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database?.close();
  });

  function startChild(): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/discord-sender.ts'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        DISCORD_WEBHOOK_LIST: `${receiver.url}/list`,
        SENDER_TUNING: JSON.stringify({
          timeoutMs: 1_000,
          concurrency: CONCURRENCY,
          leaseMs: 2_500,
          backoffMs: 50,
          maxBackoffMs: 200,
          maxAttempts: 8,
          pollMs: 20,
        }),
      },
    });
    children.push(child);
    return child;
  }

  it('loses no message, sends at most what it had in flight twice, and counts each such resend as a possible duplicate', async () => {
    receiver.reset();
    receiver.answer(halfRefused(3));
    const payloads = Array.from({ length: 30 }, (_, index) => payloadOf([`message ${index + 1}`]));
    await database.db.transaction((tx) => enqueue(tx, 'list', payloads));
    const ids = (await rowsOf(database.db)).map((row) => row.id);

    const first = startChild();
    const killed = new Promise<void>((resolve) => first.once('exit', () => resolve()));
    // Killed the moment the receiver has written its 8th acceptance: before or after the sender's mark.
    const stop = receiver.onAccepted(() => {
      if ([...receiver.accepted.values()].reduce((sum, n) => sum + n, 0) === 8) first.kill('SIGKILL');
    });
    await killed;
    stop();
    expect(first.signalCode).toBe('SIGKILL');
    expect((await rowsOf(database.db)).filter((row) => row.sent).length).toBeLessThan(30);

    const second = startChild();
    try {
      await until('all sent', async () => (await rowsOf(database.db)).every((row) => row.sent), 20_000);
    } finally {
      second.kill('SIGKILL');
    }
    for (const id of ids) expect(receiver.posted.get(keyOf(id)) ?? 0).toBeGreaterThanOrEqual(1);
    const twice = [...receiver.posted.values()].reduce((sum, n) => sum + n - 1, 0);
    // Posted but not yet marked: at most the sends it had in flight, one per slot of the channel.
    expect(twice).toBeLessThanOrEqual(CONCURRENCY);
    // Every real duplicate was counted (the count may hold more: a send that died before Discord posted it).
    expect((await possibleDuplicatesOf(database.db)).total).toBeGreaterThanOrEqual(twice);
  }, 40_000);
});

describe('without webhooks', () => {
  const { server, staff } = useTestServer({ signIn: { staff: {} } });

  it('queues and sends nothing', async () => {
    const [level] = await server.createLevels('classic', 1, { minimumCompletion: 50 });
    const player = await server.createPlayer();
    expect(
      (
        await server.post('/api/authenticated/classic-submissions/create', {
          token: player.token,
          body: { level, link: VIDEO, recordPercentage: 90 },
        })
      ).status,
    ).toBe(201);
    expect((await server.del(`/api/staff/classic-levels/delete/${level}`, { token: staff.token })).status).toBe(204);
    expect(server.services.discord.webhooks).toEqual({});
    expect(await rowsOf(server.services.db)).toEqual([]);
  });

  it('refuses a webhook that is not an http(s) address, and a language it does not speak', () => {
    expect(() => loadConfig({ DISCORD_WEBHOOK_STAFF: 'not an address' })).toThrow(/DISCORD_WEBHOOK_STAFF/);
    expect(() => loadConfig({ DISCORD_WEBHOOK_LIST: 'ftp://discord.example/hook' })).toThrow(/DISCORD_WEBHOOK_LIST/);
    expect(() => loadConfig({ DISCORD_LANGUAGE: 'de' })).toThrow(/DISCORD_LANGUAGE/);
    expect(loadConfig({ DISCORD_WEBHOOK_LIST: 'https://discord.com/api/webhooks/1/abc' }).discord).toEqual({
      staff: null,
      list: 'https://discord.com/api/webhooks/1/abc',
      language: 'en',
    });
  });
});
