import { css } from 'styled-system/css';
import { Button } from './button';
import { uiTexts } from './texts';

/** A failed load: the text the spec gives for it, and a way to try again. QueryState draws it; a screen with states of its own may too. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className={css({ display: 'grid', gap: '3', justifyItems: 'start', py: '6' })}>
      <p role="alert" className={css({ color: 'fg.muted' })}>
        {text}
      </p>
      <Button variant="outline" onClick={onRetry}>
        {uiTexts.retry}
      </Button>
    </div>
  );
}
