/**
 * One level of a list, in one markup with two layouts: a compact row on a phone (a small thumbnail,
 * one line per fact, an icon-only copy button) and the full card from the `sm` breakpoint up. Every
 * line keeps one line's height, so all rows of a list are the same height and the virtualised list's
 * estimate holds (see CARD_GAP and the size estimates in virtual-level-cards.tsx).
 */
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { css, cx } from 'styled-system/css';
import type { LevelType } from '../../../../../shared/constants';
import { Button } from '../../../../components/ui/first-visit/button';
import { Icon } from '../../../../components/ui/first-visit/icon';
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
    position: 'relative', display: 'grid', alignContent: 'start', bg: 'bg.default', borderWidth: '1px', borderRadius: 'l3', boxShadow: 'xs',
    columnGap: '2.5', p: '2',
    // The last row takes what the thumbnail's column needs beyond the lines, so the lines sit together at the top.
    gridTemplateColumns: '5.5rem minmax(0, 1fr) token(sizes.touch)', gridTemplateRows: 'auto auto auto 1fr',
    gridTemplateAreas: '"media title copy" "media publisher copy" "media facts facts" "media victor victor"',
    sm: {
      columnGap: '4', rowGap: '1', p: '4', gridTemplateColumns: '10rem minmax(0, 1fr)', gridTemplateRows: 'auto auto auto auto 1fr',
      gridTemplateAreas: '"media title" "media publisher" "media facts" "media victor" "media copy"',
    },
    // Beside the sidebar (md to lg) the column is narrow: the big thumbnail waits for lg, the titles keep their room.
    lg: { gridTemplateColumns: '14rem minmax(0, 1fr)' },
    _hover: { borderColor: 'border.default' }, '&:has(a:focus-visible)': { outline: '2px solid', outlineColor: 'colorPalette.default' },
  }),
  // The thumbnail and, under it, the completed mark's line (kept empty otherwise: rows stay one height).
  media: css({ gridArea: 'media', minWidth: '0', display: 'grid', alignContent: 'start', gridTemplateRows: 'auto 1.125rem', rowGap: '1', sm: { gridTemplateRows: 'auto 1.25rem', rowGap: '2' } }),
  title: css({ gridArea: 'title', alignSelf: 'center', minWidth: '0', textStyle: { base: 'sm', sm: 'lg' }, fontWeight: 'semibold' }),
  // The title link covers the whole card, so a click anywhere opens the level; its own box is at least
  // 24 px high too (WCAG 2.2 target size). One line, ending in an ellipsis.
  link: css({
    display: 'block', lineHeight: { base: '1.5rem', sm: 'inherit' }, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', outline: 'none',
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
  completed: css({ display: 'flex', alignItems: 'center', gap: '1', color: 'green.12', fontWeight: 'medium', whiteSpace: 'nowrap', textStyle: { base: 'xs', sm: 'sm' }, '& svg': { flexShrink: '0', width: '3', height: '3', sm: { width: '4', height: '4' } } }),
  copy: css({ gridArea: 'copy', position: 'relative', zIndex: '1', alignSelf: 'start', justifySelf: 'end', px: '0', width: 'touch', sm: { justifySelf: 'start', width: 'auto', px: '4', mt: '2' } }),
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
      <div className={styles.media}>
        <Thumbnail src={level.thumbnail} eager={eager} />
        {completed ? (
          <p className={styles.completed}>
            <Icon icon="circle-check" />
            {texts.completed}
          </p>
        ) : null}
      </div>
      <h2 className={styles.title}>
        <Link to="/$levelType/level/$id" params={{ levelType: type, id: level.id }} className={styles.link} data-stretched="">
          {texts.title(level.ranking, level.name)}
        </Link>
      </h2>
      <p className={cx(styles.line, styles.publisher)}>{texts.publishedBy(level.publisher)}</p>
      <p className={cx(styles.line, styles.facts)}>
        <span className={styles.fact}>
          <span className={styles.phoneHidden}>{texts.factLabel(texts.facts.difficulty)}</span>
          {difficultyText(level.difficulty)}
        </span>
        <span className={styles.separator} aria-hidden="true"> · </span>
        <span className={styles.fact}>{texts.fact(texts.facts.points, pointsText(level.points))}</span>
      </p>
      {victor === null ? null : (
        <p className={cx(styles.line, styles.victor)}>
          {texts.fact(texts.holder.classic, victor)}
        </p>
      )}
      <Button variant="outline" className={styles.copy} onClick={() => void copyLevelId(level.id)}>
        <Icon icon="copy" />
        <span className={styles.phoneHidden}>{texts.copyId}</span>
      </Button>
    </article>
  );
});

// Each bar with its margins is as tall as the line it stands for, so a card replaces its skeleton without a shift.
const bars = {
  title: css({ gridArea: 'title', height: { base: '5', sm: '6' }, my: '0.5', width: '3/4' }),
  publisher: css({ gridArea: 'publisher', height: { base: '3.5', sm: '4' }, my: '0.5', width: '1/2' }),
  facts: css({ gridArea: 'facts', height: { base: '3.5', sm: '9' }, my: '0.5', width: { base: '2/3', sm: '1/3' } }),
  victor: css({ gridArea: 'victor', height: { base: '3.5', sm: '4' }, my: '0.5', width: '1/3' }),
  copy: css({ gridArea: 'copy', height: '10', width: { base: '10', sm: '36' }, sm: { mt: '2' } }),
};

/** A card's outline while its list loads; `victor` for a classic list's first victor line. */
export function LevelCardSkeleton({ victor }: { victor: boolean }) {
  return (
    <div className={styles.card} data-testid="level-skeleton">
      <div className={styles.media}>
        <Skeleton className={css({ aspectRatio: '16 / 9', width: 'full' })} />
      </div>
      <Skeleton className={bars.title} />
      <Skeleton className={bars.publisher} />
      <Skeleton className={bars.facts} />
      {victor ? <Skeleton className={bars.victor} /> : null}
      <Skeleton className={bars.copy} />
    </div>
  );
}
