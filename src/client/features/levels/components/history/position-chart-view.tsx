/**
 * The level's position over time as a small inline SVG (geometry: position-chart.ts), drawn at the
 * width it is given so its labels keep their size on a phone and on a desktop. Time runs left to
 * right in every language; the place labels sit on the inline-start side (the right, in Arabic),
 * and each label is anchored by its visual side whatever the text's direction. Assistive technology
 * reads its summary and, in place of the drawing, a list of the same places.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { dateText } from '../../../../lib/i18n/format';
import { directionOf, getLocale } from '../../../../lib/i18n/locale';
import { changelogTexts } from '../../../changelog/texts';
import { levelTexts } from '../../page-texts';
import { chartOf, summaryOf, type Step } from '../../position-chart';

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
  label: css({ fill: 'fg.muted', fontSize: '11px' }),
  // Drawn over the line with a halo of the page's colour, so that it stays readable where they cross.
  cutoffLabel: css({ fill: 'fg.muted', fontSize: '10px', stroke: 'bg.canvas', strokeWidth: '3', paintOrder: 'stroke', strokeLinejoin: 'round' }),
  steps: css({ srOnly: true }),
};

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

export function PositionChart({ steps }: { steps: readonly Step[] }) {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [now] = useState(() => Date.now());
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
  return (
    <figure className={css({ display: 'grid', gap: '2', minWidth: '0' })}>
      <div ref={frame} className={styles.frame}>
        {width > 0 ? (
          <svg role="img" aria-label={label} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} className={styles.svg}>
            <line x1={chart.x.from} x2={chart.x.to} y1={chart.y.to} y2={chart.y.to} className={styles.grid} />
            {chart.cutoffs.map((cutoff) => (
              <g key={cutoff.list}>
                <line x1={chart.x.from} x2={chart.x.to} y1={cutoff.y} y2={cutoff.y} className={styles.cutoff} />
                <text x={labelX} y={cutoff.y} dy="0.32em" textAnchor="start" className={styles.label}>{place(cutoff.place)}</text>
              </g>
            ))}
            {chart.ticks.map((tick) => (
              <text key={tick.place} x={labelX} y={tick.y} dy="0.32em" textAnchor="start" className={styles.label}>{place(tick.place)}</text>
            ))}
            <path d={chart.path} className={styles.line} />
            {chart.dots.map((dot) => (
              <circle key={dot.position} cx={dot.x} cy={dot.y} r="3.5" className={styles.dot} />
            ))}
            {chart.cutoffs.map((cutoff) => (
              <text key={cutoff.list} x={rtl ? chart.x.from + 2 : chart.x.to - 2} y={cutoff.y - 4} textAnchor="end" className={styles.cutoffLabel}>
                {texts.cutoffs[cutoff.list]}
              </text>
            ))}
            <text x={chart.x.from} y={HEIGHT - 6} textAnchor={leftAnchor} className={styles.label}>{dateText(new Date(steps[0]!.at))}</text>
            <text x={chart.x.to} y={HEIGHT - 6} textAnchor={rightAnchor} className={styles.label}>{texts.today}</text>
          </svg>
        ) : null}
      </div>
      <ol className={styles.steps} aria-label={texts.steps}>
        {steps.map((step) => (
          <li key={step.position}>{texts.step(dateText(new Date(step.at)), step.place === null ? texts.off : place(step.place))}</li>
        ))}
      </ol>
    </figure>
  );
}
