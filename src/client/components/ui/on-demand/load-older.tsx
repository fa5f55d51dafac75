/**
 * The foot of a list read a page at a time, newest first (the changelog, the audit log): a button
 * that loads the older page, its failure with a retry, or, once there is nothing older, the end.
 */
import { css } from 'styled-system/css';
import { Button } from '../first-visit/button';
import { LoadError } from '../first-visit/load-error';

type Pages = { hasNextPage: boolean; isFetchingNextPage: boolean; isFetchNextPageError: boolean; fetchNextPage: () => Promise<unknown> };
type Texts = { loadOlder: string; loadingOlder: string; olderFailed: string; end: string };

const styles = {
  more: css({ display: 'grid', justifyItems: 'start', gap: '2' }),
  end: css({ color: 'fg.muted', py: '4' }),
  // A long label ('Charger des modifications plus anciennes' on a phone) wraps inside the screen.
  button: css({ maxWidth: 'full', height: 'auto', minHeight: '10', py: '2', whiteSpace: 'normal', textAlign: 'center' }),
};

export function LoadOlder({ pages, texts }: { pages: Pages; texts: Texts }) {
  const older = () => void pages.fetchNextPage();
  return (
    <div className={styles.more}>
      {pages.isFetchNextPageError ? (
        <LoadError text={texts.olderFailed} onRetry={older} />
      ) : pages.hasNextPage ? (
        <Button variant="outline" className={styles.button} disabled={pages.isFetchingNextPage} onClick={older}>
          {pages.isFetchingNextPage ? texts.loadingOlder : texts.loadOlder}
        </Button>
      ) : (
        <p className={styles.end}>{texts.end}</p>
      )}
    </div>
  );
}
