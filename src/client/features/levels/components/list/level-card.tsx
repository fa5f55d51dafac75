/**
 * One level of a list, in one markup with two layouts: a compact row on a phone (a small thumbnail,
 * one line per fact, an icon-only copy button) and the full card from the `sm` breakpoint up. On a
 * phone the name has the card's width and up to two lines, and every row is as tall as one whose name
 * takes both; every other line keeps one line's height. So all rows of a list are the same height and
 * the virtualised list's estimate holds (see CARD_GAP and the size estimates in virtual-level-cards.tsx).
 * Names and the names inside lines are cut at their own end (first-visit/name.tsx).
 */
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { css, cx } from 'styled-system/css';
import type { LevelType } from '../../../../../shared/constants';
import { Button } from '../../../../components/ui/first-visit/button';
import { Icon } from '../../../../components/ui/first-visit/icon';
import { NamedLine } from '../../../../components/ui/first-visit/name';
import { Skeleton } from '../../../../components/ui/first-visit/skeleton';
import { difficultyText, pointsText } from '../../../../lib/format';
import { copyLevelId } from '../../copy-id';
import type { Level } from '../../queries';
import { levelListTexts as texts } from '../../texts';
import { Thumbnail } from './thumbnail';

/** Where the full card replaces the compact row: Panda's `sm` breakpoint. */
export const WIDE_QUERY = '(min-width: 40rem)';
/** The space between cards, in px: `gap` 2 between phone rows, 4 between full cards. */
export const CARD_GAP = { phone: 8, wide: 16 } as const;

const styles = {
  card: css({
    position: 'relative',
    display: 'grid',
    alignContent: 'start',
    bg: 'bg.default',
    borderWidth: '1px',
    borderRadius: 'l3',
    boxShadow: 'xs',
    columnGap: '2.5',
    p: '2',
    // The last row takes what the card's height leaves, so the lines sit together at the top. On a
    // phone the height is a two-line name's (two 1.25rem lines) and three lines of 1.125rem (xs text),
    // with the padding and border: the thumbnail's column (the picture, the copy button) is shorter.
    gridTemplateColumns: '5.5rem minmax(0, 1fr)',
    gridTemplateRows: 'auto auto auto 1fr',
    gridTemplateAreas: '"side title" "side publisher" "side facts" "side victor"',
    minHeight: 'calc(6.875rem + 2px)',
    sm: {
      minHeight: '0',
      columnGap: '4',
      rowGap: '1',
      p: '4',
      gridTemplateColumns: '10rem minmax(0, 1fr)',
      gridTemplateRows: 'auto auto auto auto 1fr',
      gridTemplateAreas: '"media title" "media publisher" "media facts" "media victor" "media copy"',
    },
    // Beside the sidebar (md to lg) the column is narrow: the big thumbnail waits for lg, the titles keep their room.
    lg: { gridTemplateColumns: '14rem minmax(0, 1fr)' },
    _hover: { borderColor: 'border.default' },
    '&:has(a:focus-visible)': { outline: '2px solid', outlineColor: 'colorPalette.default' },
  }),
  // On a phone, the thumbnail's column: the picture, and the copy button under it. From sm up the two
  // take their own places in the card (the copy button under the lines).
  side: css({ gridArea: 'side', minWidth: '0', display: 'grid', alignContent: 'start', rowGap: '1', sm: { display: 'contents' } }),
  // The thumbnail and the completed mark: over the picture's foot on a phone, on its own line under it
  // from sm (kept empty otherwise: rows stay one height).
  media: css({
    gridArea: { sm: 'media' },
    minWidth: '0',
    display: 'grid',
    alignContent: 'start',
    sm: { gridTemplateRows: 'auto 1.25rem', rowGap: '2' },
  }),
  title: css({ gridArea: 'title', alignSelf: 'center', minWidth: '0', textStyle: { base: 'sm', sm: 'lg' }, fontWeight: 'semibold' }),
  // The title link covers the whole card, so a click anywhere opens the level; its own box is at least
  // 24 px high too (WCAG 2.2 target size). Two lines on a phone, one from sm, ending in an ellipsis at
  // the name's own end (the link takes its direction from the name: `dir="auto"`).
  link: css({
    display: 'block',
    lineHeight: { base: '1.25rem', sm: 'inherit' },
    minHeight: { base: '1.5rem', sm: '0' },
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    outline: 'none',
    textAlign: 'left',
    _rtl: { textAlign: 'right' },
    overflowWrap: 'anywhere',
    lineClamp: { base: '2', sm: 'none' },
    sm: { display: 'block', whiteSpace: 'nowrap' },
    _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'l3' },
  }),
  // One line each, ending in an ellipsis rather than wrapping.
  line: css({ color: 'fg.muted', textStyle: { base: 'xs', sm: 'sm' }, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }),
  publisher: css({ gridArea: 'publisher' }),
  facts: css({ gridArea: 'facts' }),
  victor: css({ gridArea: 'victor', alignSelf: 'start' }),
  fact: css({ display: { base: 'inline', sm: 'block' } }),
  // On a phone the difficulty shows without its label (read out all the same), the points after it.
  phoneHidden: css({ srOnly: { base: true, sm: false } }),
  separator: css({ sm: { display: 'none' } }),
  completed: css({
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    color: 'green.12',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    textStyle: { base: 'xs', sm: 'sm' },
    gridRow: '1',
    gridColumn: '1',
    alignSelf: 'end',
    justifySelf: 'start',
    bg: 'bg.default',
    px: '1',
    borderRadius: 'l1',
    m: '0.5',
    sm: { gridRow: '2', alignSelf: 'center', bg: 'transparent', px: '0', m: '0' },
    '& svg': { flexShrink: '0', width: '3', height: '3', sm: { width: '4', height: '4' } },
  }),
  thumbnail: css({ gridRow: '1', gridColumn: '1' }),
  copy: css({
    gridArea: { sm: 'copy' },
    position: 'relative',
    zIndex: '1',
    px: '0',
    width: 'full',
    sm: { justifySelf: 'start', width: 'auto', px: '4', mt: '2' },
  }),
};

type Props = {
  level: Level;
  type: LevelType;
  eager?: boolean;
  /** The first victor's line (classic): a name or 'None yet'; null for no such line. */
  victor?: string | null;
  /** Whether the signed-in player has completed the level. */
  completed?: boolean;
};

export const LevelCard = memo(function LevelCard({ level, type, eager, victor = null, completed = false }: Props) {
  return (
    <article className={styles.card}>
      <h2 className={styles.title}>
        <Link to="/$levelType/level/$id" params={{ levelType: type, id: level.id }} className={styles.link} dir="auto" data-stretched="">
          {texts.title(level.ranking, level.name)}
        </Link>
      </h2>
      <p className={cx(styles.line, styles.publisher)}>
        <NamedLine text={texts.publishedBy} name={level.publisher} />
      </p>
      <p className={cx(styles.line, styles.facts)}>
        <span className={styles.fact}>
          <span className={styles.phoneHidden}>{texts.factLabel(texts.facts.difficulty)}</span>
          {difficultyText(level.difficulty)}
        </span>
        <span className={styles.separator} aria-hidden="true">
          {' '}
          ·{' '}
        </span>
        <span className={styles.fact}>{texts.fact(texts.facts.points, pointsText(level.points))}</span>
      </p>
      {victor === null ? null : (
        <p className={cx(styles.line, styles.victor)}>
          <NamedLine text={(name) => texts.fact(texts.holder.classic, name)} name={victor} />
        </p>
      )}
      {/* After the lines, so the level's link comes before the copy button in the reading and Tab order. */}
      <div className={styles.side}>
        <div className={styles.media}>
          <Thumbnail src={level.thumbnail} eager={eager} className={styles.thumbnail} />
          {completed ? (
            <p className={styles.completed}>
              <Icon icon="circle-check" />
              {texts.completed}
            </p>
          ) : null}
        </div>
        <Button variant="outline" className={styles.copy} onClick={() => void copyLevelId(level.id)}>
          <Icon icon="copy" />
          <span className={styles.phoneHidden}>{texts.copyId}</span>
        </Button>
      </div>
    </article>
  );
});

// Each bar with its margins is as tall as the line it stands for, so a card replaces its skeleton without a shift.
const bars = {
  title: css({ gridArea: 'title', height: { base: '5', sm: '6' }, my: '0.5', width: '3/4' }),
  publisher: css({ gridArea: 'publisher', height: { base: '3.5', sm: '4' }, my: '0.5', width: '1/2' }),
  facts: css({ gridArea: 'facts', height: { base: '3.5', sm: '9' }, my: '0.5', width: { base: '2/3', sm: '1/3' } }),
  victor: css({ gridArea: 'victor', height: { base: '3.5', sm: '4' }, my: '0.5', width: '1/3' }),
  copy: css({ gridArea: { sm: 'copy' }, height: '10', width: { base: 'full', sm: '36' }, sm: { mt: '2' } }),
};

/** A card's outline while its list loads; `victor` for a classic list's first victor line. */
export function LevelCardSkeleton({ victor }: { victor: boolean }) {
  return (
    <div className={styles.card} data-testid="level-skeleton">
      <div className={styles.side}>
        <div className={styles.media}>
          <Skeleton className={css({ aspectRatio: '16 / 9', width: 'full' })} />
        </div>
        <Skeleton className={bars.copy} />
      </div>
      <Skeleton className={bars.title} />
      <Skeleton className={bars.publisher} />
      <Skeleton className={bars.facts} />
      {victor ? <Skeleton className={bars.victor} /> : null}
    </div>
  );
}
