/**
 * The import's progress on the terminal: for each step, the count so far out of the total, the rate
 * and the time left, redrawn in place on a terminal and printed every few seconds otherwise.
 */
export type Step = { tick: (count?: number) => void; done: (note?: string) => void };
export type Progress = { step: (name: string, total: number) => Step; line: (text: string) => void };

const EVERY_MS_PLAIN = 3_000;
const EVERY_MS_TERMINAL = 200;

const number = new Intl.NumberFormat('en');

function seconds(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  return total >= 60 ? `${Math.floor(total / 60)} min ${total % 60} s` : `${total} s`;
}

/** Progress written to `stream`; nothing at all when `stream` is null (tests, a server handed the command). */
export function progressOn(stream: NodeJS.WriteStream | null): Progress {
  const terminal = !!stream?.isTTY;
  return {
    line: (text) => void stream?.write(`${text}\n`),
    step(name, total) {
      const started = performance.now();
      let count = 0;
      let shown = 0;
      const show = (final: boolean, note = '') => {
        if (!stream) return;
        const elapsed = performance.now() - started;
        const rate = elapsed > 0 ? (count * 1000) / elapsed : 0;
        const left = rate > 0 && count < total ? ` · ${seconds(((total - count) / rate) * 1000)} left` : '';
        const text =
          `${name}: ${number.format(count)} / ${number.format(total)} · ${number.format(Math.round(rate))}/s` +
          (final ? ` · ${seconds(elapsed)}${note ? ` · ${note}` : ''}` : left);
        stream.write(terminal ? `\r\x1b[2K${text}${final ? '\n' : ''}` : `${text}\n`);
      };
      return {
        tick(by = 1) {
          count += by;
          const now = performance.now();
          if (now - shown >= (terminal ? EVERY_MS_TERMINAL : EVERY_MS_PLAIN)) {
            shown = now;
            show(false);
          }
        },
        done(note) {
          count = Math.max(count, total);
          show(true, note);
        },
      };
    },
  };
}
