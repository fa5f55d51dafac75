/**
 * The 2024 site as an untrusted source (tests/support/tmdl-2024): every value goes through this
 * site's own rules for staff writes, and a refused one writes nothing and says which, where and what
 * to rename; answers too large, too slow or redirected elsewhere are refused with the address.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { plainWriter } from '../../src/server/db/write';
import { importList } from '../../src/server/import/run';
import { closeAfter, closeAfterEach, database, failureOf, fingerprint, serve, smallModel } from '../support/small-2024';
import type { Tmdl2024Model } from '../support/tmdl-2024/model';

closeAfterEach();

describe('values this site refuses from a form', () => {
  const cases: [string, (model: Tmdl2024Model) => void, RegExp][] = [
    [
      'a level link that runs script',
      (model) => {
        model.classicLevels[1]!.link = 'javascript:alert(1)';
      },
      /\/api\/public\/classic-levels\/list level "1001" link "javascript:alert\(1\)": must be an http\(s\) URL\./,
    ],
    [
      'a thumbnail that is a page',
      (model) => {
        model.classicLevels[2]!.thumbnail = 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==';
      },
      /\/api\/public\/classic-levels\/list level "1002" thumbnail "data:text\/html;base64,[^"]*": must be an http\(s\) URL\./,
    ],
    [
      'a username that is markup',
      (model) => {
        model.players[1]!.username = '<img src=x onerror=alert(1)>';
      },
      /player "<img src=x onerror=alert\(1\)>" \(id [0-9a-f]{24}\) username: username must be made of .*; rename it on the source, for example to '.+'\./,
    ],
    [
      'a username with /',
      (model) => {
        model.players[1]!.username = 'AC/DC';
      },
      /player "AC\/DC" \(id [0-9a-f]{24}\) username: .*rename it on the source, for example to 'AC-DC'\./,
    ],
    [
      'two usernames that differ only in case',
      (model) => {
        model.players[1]!.username = 'amine gd';
      },
      /'Amine GD' and 'amine gd' are one name here \(usernames are unique whatever their case\): rename one of them on the source\./,
    ],
    [
      'a record link that is not a web address',
      (model) => {
        model.classicRecords[0]!.link = 'ftp://files.example/run.mp4';
      },
      /\/api\/public\/classic-records\/level\/1000 record [0-9a-f]{24} link "ftp:\/\/files\.example\/run\.mp4": must be an http\(s\) URL\./,
    ],
    // Read from the pages: the 2024 site answers 500 for this level's records (no first victor).
    [
      'a record time out of range on a level without a first victor',
      (model) => {
        model.classicRecords[1]!.recordPercentage = 140;
      },
      /\/api\/public\/classic-records\?page=0&size=1000 record [0-9a-f]{24} recordPercentage 140: recordPercentage must be 0 to 100\./,
    ],
    [
      'a picture that is not one',
      (model) => {
        model.players[0]!.avatar = new TextEncoder().encode('<html><script>alert(1)</script></html>');
      },
      /\/api\/public\/players\/[0-9a-f]{24}\/avatar is not a picture this site can read/,
    ],
  ];

  it.each(cases)('%s: refused, saying which and where, writing nothing', async (_, spoil, expected) => {
    const model = smallModel();
    spoil(model);
    const fixture = await serve(model, { leakEmail: true });
    const handle = await database();
    const empty = await fingerprint(handle.db);
    const failure = await failureOf(importList(plainWriter(handle), { from: fixture.url }));
    expect(failure.message).toMatch(expected);
    expect(failure.message).toContain(fixture.url);
    expect(failure.message).not.toMatch(/@secret\.example/);
    expect(await fingerprint(handle.db)).toBe(empty);
  });
});

describe('answers an import does not take', () => {
  /** A body of `megabytes` MiB of spaces, sent as fast as the reader takes it; counts what left. */
  function flood(response: ServerResponse, megabytes: number, declare: boolean, sent: { bytes: number }): void {
    response.writeHead(200, {
      'content-type': 'application/json',
      ...(declare ? { 'content-length': String(megabytes * 1024 * 1024) } : {}),
    });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (sent.bytes < megabytes * 1024 * 1024) {
        sent.bytes += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
      response.end();
    };
    response.on('close', () => response.removeAllListeners('drain'));
    pump();
  }

  it.each([[true], [false]])('a 200 MB answer (Content-Length given: %s) is refused early, its bytes never all read', async (declare) => {
    const sent = { bytes: 0 };
    const fixture = await serve(smallModel(), {
      override: (_, response, path) => (path === '/api/public/regions' ? (flood(response, 200, declare, sent), true) : false),
    });
    const handle = await database();
    const before = process.memoryUsage().rss;
    const failure = await failureOf(importList(plainWriter(handle), { from: fixture.url }));
    expect(failure.message).toBe(`${fixture.url}/api/public/regions answered more than 32 MiB, the most an import reads in one answer.`);
    expect(sent.bytes).toBeLessThan(80 * 1024 * 1024);
    expect(process.memoryUsage().rss - before).toBeLessThan(150 * 1024 * 1024);
  });

  it('a source that never finishes an answer is refused with its address', async () => {
    const fixture = await serve(smallModel(), {
      override: (_, response, path) => {
        if (path !== '/api/public/players/staff') return false;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('[');
        return true;
      },
    });
    const failure = await failureOf(importList(plainWriter(await database()), { from: fixture.url, answerTimeoutMs: 2000 }));
    expect(failure.message).toBe(`${fixture.url}/api/public/players/staff did not finish its answer within 2 s.`);
  });

  it("a source slower than the import's time limit is refused, saying where it stopped", async () => {
    const fixture = await serve(smallModel());
    // Each answer 400 ms late: the whole reading outlasts a 1 s limit, though every answer is in time.
    const slow = createServer((request, response) => {
      setTimeout(
        () =>
          void fetch(`${fixture.url}${request.url}`).then(
            async (answer) => {
              response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
              response.end(Buffer.from(await answer.arrayBuffer()));
            },
            () => response.destroy(),
          ),
        400,
      );
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    closeAfter({
      close: () =>
        new Promise<void>((resolve) => {
          slow.closeAllConnections();
          slow.close(() => resolve());
        }),
    });
    const address = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    const failure = await failureOf(importList(plainWriter(await database()), { from: address, timeLimitMs: 1000 }));
    expect(failure.message).toMatch(
      new RegExp(
        `^The import stopped at ${address}/api/public/\\S+: reading the source took longer than its time limit \\(1 s, --time-limit\\)\\. Nothing was written\\.$`,
      ),
    );
  });

  it("follows a redirect within the source's origin, and refuses one to another site", async () => {
    const within = await serve(smallModel(), {
      override: (request, response, path) => {
        if (path !== '/api/public/regions' || request.url?.includes('moved')) return false;
        response.writeHead(301, { location: '/api/public/regions?moved=1' }).end();
        return true;
      },
    });
    const summary = await importList(plainWriter(await database()), { from: within.url });
    expect(summary.regions.added).toBe(1);
    const elsewhere = await serve(smallModel(), {
      override: (_, response, path) =>
        path === '/api/public/regions'
          ? (response.writeHead(302, { location: 'http://127.0.0.1:9/api/public/regions' }).end(), true)
          : false,
    });
    const failure = await failureOf(importList(plainWriter(await database()), { from: elsewhere.url }));
    expect(failure.message).toBe(
      `${elsewhere.url}/api/public/regions redirected to http://127.0.0.1:9/api/public/regions: an import follows redirects only within ${elsewhere.url}.`,
    );
  });
});
