/**
 * The level's position over time as a small inline SVG (geometry: position-chart.ts), drawn at the
 * width it is given so its labels keep their size on a phone and on a desktop. Time runs left to
 * right in every language; the place labels sit on the inline-start side (the right, in Arabic),
 * and each label is anchored by its visual side whatever the text's direction. Assistive technology
 * reads its summary. Each change is a point (a button over the drawing, one tab stop, the arrow keys
 * between them): hovering, tapping or reaching one says under the chart when it was, how the level
 * moved and why, in the change's sentence, and a screen reader hears it (a polite live region).
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../../shared/constants';
import { SentenceWords, type SentencePart } from '../../../../components/sentence-words';
import { dateText, dateTimeText } from '../../../../lib/i18n/format';
import { directionOf, getLocale } from '../../../../lib/i18n/locale';
import { changelogTexts } from '../../../../components/changelog/texts';
import { levelTexts } from '../../page-texts';
import { chartOf, summaryOf, type Dot, type Step } from '../../position-chart';

const HEIGHT = 168;
/** Room for the place labels ('#150') beside the plot and the dates under it. */
const LABELS = 40;
const EDGE = 10;

const styles = {
  frame: css({ height: `${HEIGHT}px`, width: 'full', minWidth: '0', overflow: 'hidden' }),
  svg: css({ display: 'block' }),
  grid: css({ stroke: 'border.default', strokeWidth: '1' }),
  cutoff: css({ stroke: 'fg.subtle', strokeWidth: '1', strokeDasharray: '4 3', opacity: '0.7' }),
  line: css({ stroke: 'colorPalette.default', strokeWidth: '2', fill: 'none', strokeLinejoin: 'round' }),
  dot: css({ fill: 'colorPalette.default', stroke: 'bg.canvas', strokeWidth: '1.5' }),
  left: css({ fill: 'bg.canvas', stroke: 'colorPalette.default', strokeWidth: '1.5' }),
  selected: css({ fill: 'colorPalette.default', stroke: 'colorPalette.default', strokeOpacity: '0.35', strokeWidth: '6' }),
  label: css({ fill: 'fg.muted', fontSize: '11px' }),
  // Drawn over the line with a halo of the page's colour, so that it stays readable where they cross.
  cutoffLabel: css({
    fill: 'fg.muted',
    fontSize: '10px',
    stroke: 'bg.canvas',
    strokeWidth: '3',
    paintOrder: 'stroke',
    strokeLinejoin: 'round',
  }),
  plot: css({ position: 'relative', height: 'full' }),
  // Centred on its dot: 24 px under a mouse, 40 px under a finger (the drawn dot stays small).
  point: css({
    position: 'absolute',
    width: '6',
    height: '6',
    borderRadius: 'full',
    bg: 'transparent',
    cursor: 'pointer',
    transform: 'translate(-50%, -50%)',
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '0' },
    '@media (pointer: coarse)': { width: '10', height: '10' },
  }),
  why: css({ display: 'grid', gap: '1', minHeight: '12', textStyle: 'sm', overflowWrap: 'anywhere' }),
  when: css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums' }),
  hint: css({ color: 'fg.muted' }),
};

/** A place as a point names it: '#5', or off the list. */
const placeText = (place: number | null) => (place === null ? levelTexts.history.off : changelogTexts.place(place));

/** A point's place, and how the level got there: '#12 → #5', '#5'. */
function moveText(step: Step | undefined, place: number | null): string {
  const from = step?.from;
  return from != null && from !== place ? levelTexts.history.moved(placeText(from), placeText(place)) : placeText(place);
}

type Props = {
  steps: readonly Step[];
  /** The sentence of the change at a log position: why the level moved there. */
  why: (position: number) => readonly SentencePart[] | undefined;
  type: LevelType;
};

/** What the chosen point says: when, how the level moved, and the change's sentence; a hint before one is chosen. */
function Why({ dot, step, why, type }: { dot: Dot | undefined; step: Step | undefined; why: Props['why']; type: LevelType }) {
  const sentence = dot && why(dot.position);
  return (
    <div className={styles.why} aria-live="polite">
      {dot ? (
        <>
          <p className={styles.when}>
            <time dateTime={new Date(dot.at).toISOString()}>{dateTimeText(new Date(dot.at))}</time>
            {' · '}
            {moveText(step, dot.place)}
          </p>
          {sentence ? (
            <p>
              <SentenceWords sentence={sentence} type={type} />
            </p>
          ) : null}
        </>
      ) : (
        <p className={styles.hint}>{levelTexts.history.pointHint}</p>
      )}
    </div>
  );
}

/** The chart's summary: 'Position over time: from #12 to #5'. */
export function chartLabel(steps: readonly Step[]): string | null {
  const summary = summaryOf(steps);
  if (!summary) return null;
  const texts = levelTexts.history;
  const place = changelogTexts.place;
  if (summary.steady) return texts.chartSteady(place(summary.from));
  if (summary.to === null) return texts.chartRemoved(place(summary.from), place(summary.last));
  return texts.chart(place(summary.from), place(summary.to));
}

export function PositionChart({ steps, why, type }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const points = useRef<(HTMLButtonElement | null)[]>([]);
  const [width, setWidth] = useState(0);
  const [now] = useState(() => Date.now());
  const [chosen, choose] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const label = chartLabel(steps);
  if (!label) return null;
  const rtl = directionOf(getLocale()) === 'rtl';
  const box = { width, height: HEIGHT, top: EDGE, bottom: 24, left: rtl ? EDGE : LABELS, right: rtl ? LABELS : EDGE };
  const chart = chartOf(steps, now, box);
  // SVG anchors text by its direction: in Arabic 'start' is a label's right end.
  const [leftAnchor, rightAnchor] = rtl ? (['end', 'start'] as const) : (['start', 'end'] as const);
  const labelX = rtl ? width - 4 : 4;
  const texts = levelTexts.history;
  const place = changelogTexts.place;
  const dots = chart.dots;
  const current = chosen !== null && chosen < dots.length ? chosen : null;
  const chosenDot = current === null ? undefined : dots[current];
  // One tab stop: the chosen point, else the newest.
  const focusable = current ?? dots.length - 1;
  const go = (index: number) => {
    const next = Math.max(0, Math.min(dots.length - 1, index));
    choose(next);
    points.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Time runs left to right in every language, so the arrows follow the drawing, not the text's direction.
    const moves: Record<string, number> = {
      ArrowRight: focusable + 1,
      ArrowDown: focusable + 1,
      ArrowLeft: focusable - 1,
      ArrowUp: focusable - 1,
      Home: 0,
      End: dots.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };
  return (
    <figure className={css({ display: 'grid', gap: '2', minWidth: '0' })}>
      <div ref={frame} className={styles.frame}>
        {width > 0 ? (
          <div className={styles.plot}>
            <svg role="img" aria-label={label} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} className={styles.svg}>
              <line x1={chart.x.from} x2={chart.x.to} y1={chart.y.to} y2={chart.y.to} className={styles.grid} />
              {chart.cutoffs.map((cutoff) => (
                <g key={cutoff.list}>
                  <line x1={chart.x.from} x2={chart.x.to} y1={cutoff.y} y2={cutoff.y} className={styles.cutoff} />
                  <text x={labelX} y={cutoff.y} dy="0.32em" textAnchor="start" className={styles.label}>
                    {place(cutoff.place)}
                  </text>
                </g>
              ))}
              {chart.ticks.map((tick) => (
                <text key={tick.place} x={labelX} y={tick.y} dy="0.32em" textAnchor="start" className={styles.label}>
                  {place(tick.place)}
                </text>
              ))}
              <path d={chart.path} className={styles.line} />
              {dots.map((dot, index) => (
                <circle
                  key={dot.position}
                  cx={dot.x}
                  cy={dot.y}
                  r={index === current ? 4.5 : 3.5}
                  className={index === current ? styles.selected : dot.place === null ? styles.left : styles.dot}
                />
              ))}
              {chart.cutoffs.map((cutoff) => (
                <text
                  key={cutoff.list}
                  x={rtl ? chart.x.from + 2 : chart.x.to - 2}
                  y={cutoff.y - 4}
                  textAnchor="end"
                  className={styles.cutoffLabel}
                >
                  {texts.cutoffs[cutoff.list]}
                </text>
              ))}
              <text x={chart.x.from} y={HEIGHT - 6} textAnchor={leftAnchor} className={styles.label}>
                {dateText(new Date(steps[0]!.at))}
              </text>
              <text x={chart.x.to} y={HEIGHT - 6} textAnchor={rightAnchor} className={styles.label}>
                {texts.today}
              </text>
            </svg>
            <div role="toolbar" aria-label={texts.steps} onKeyDown={onKeyDown}>
              {dots.map((dot, index) => (
                <button
                  key={dot.position}
                  ref={(element) => {
                    points.current[index] = element;
                  }}
                  type="button"
                  className={styles.point}
                  // Drawn over its dot: the drawing's coordinates are the page's pixels.
                  style={{ left: dot.x, top: dot.y }}
                  tabIndex={index === focusable ? 0 : -1}
                  aria-label={texts.step(dateTimeText(new Date(dot.at)), placeText(dot.place))}
                  aria-pressed={index === current}
                  onFocus={() => choose(index)}
                  onPointerEnter={() => choose(index)}
                  onClick={() => choose(index)}
                />
              ))}
            </div>
          </div>
        ) : null}
      </div>
      <Why dot={chosenDot} step={steps.find((step) => step.position === chosenDot?.position)} why={why} type={type} />
    </figure>
  );
}
