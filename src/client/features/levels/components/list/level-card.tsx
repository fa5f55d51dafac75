import { Link } from '@tanstack/react-router';
import { Copy } from 'lucide-react';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../../shared/constants';
import { Button } from '../../../../components/ui/first-visit/button';
import { Skeleton } from '../../../../components/ui/first-visit/skeleton';
import { difficultyText, pointsText } from '../../../../lib/format';
import { notify } from '../../../../lib/toast';
import type { Level } from '../../queries';
import { Thumbnail } from './thumbnail';

const styles = {
  card: css({
    position: 'relative', display: 'grid', gap: '4', p: '4', bg: 'bg.default', borderWidth: '1px', borderRadius: 'l3',
    boxShadow: 'xs', gridTemplateColumns: '1fr', sm: { gridTemplateColumns: '14rem 1fr' },
    _hover: { borderColor: 'border.default' }, '&:has(a:focus-visible)': { outline: '2px solid', outlineColor: 'colorPalette.default' },
  }),
  title: css({ textStyle: 'lg', fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  // The title link covers the whole card, so a click anywhere opens the level.
  link: css({ outline: 'none', _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'l3' } }),
  facts: css({ display: 'grid', gap: '1', color: 'fg.muted', textStyle: 'sm' }),
  copy: css({ position: 'relative', zIndex: '1', justifySelf: 'start', mt: '2' }),
};

async function copyId(id: string) {
  try {
    await navigator.clipboard.writeText(id);
    notify('Level ID copied to clipboard!', { type: 'success' });
  } catch {
    notify('Could not copy the level ID', { description: `The ID is ${id}.`, type: 'error' });
  }
}

export function LevelCard({ level, type, eager }: { level: Level; type: LevelType; eager?: boolean }) {
  return (
    <article className={styles.card}>
      <Thumbnail src={level.thumbnail} eager={eager} />
      <div className={css({ display: 'grid', alignContent: 'start', gap: '1', minWidth: '0' })}>
        <h2 className={styles.title}>
          <Link to="/$levelType/level/$id" params={{ levelType: type, id: level.id }} className={styles.link} data-stretched="">
            #{level.ranking} - {level.name}
          </Link>
        </h2>
        <div className={styles.facts}>
          <p>Published by {level.publisher}</p>
          <p>Difficulty: {difficultyText(level.difficulty)}</p>
          <p>Points: {pointsText(level.points)}</p>
        </div>
        <Button variant="outline" className={styles.copy} onClick={() => void copyId(level.id)}>
          <Copy aria-hidden="true" />
          Copy Level ID
        </Button>
      </div>
    </article>
  );
}

export function LevelCardSkeleton() {
  return (
    <div className={styles.card} data-testid="level-skeleton">
      <Skeleton className={css({ aspectRatio: '16 / 9', width: 'full' })} />
      <div className={css({ display: 'grid', gap: '2', alignContent: 'start' })}>
        <Skeleton className={css({ height: '6', width: '3/4' })} />
        <Skeleton className={css({ height: '4', width: '1/2' })} />
        <Skeleton className={css({ height: '4', width: '1/3' })} />
        <Skeleton className={css({ height: '10', width: '36' })} />
      </div>
    </div>
  );
}
