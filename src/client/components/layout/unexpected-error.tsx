import { Link, useRouter } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Button, buttonClass } from '../ui/first-visit/button';

/** The router's fallback screen, for unknown paths and render errors alike. */
export function UnexpectedError({ reset }: { reset?: () => void }) {
  const router = useRouter();
  const retry = () => {
    reset?.();
    void router.invalidate();
  };
  return (
    <section className={css({ display: 'grid', gap: '4', justifyItems: 'start', py: '10' })}>
      <h1 className={css({ textStyle: '2xl', fontWeight: 'bold' })}>Unexpected Application Error!</h1>
      <p className={css({ color: 'fg.muted' })}>This page does not exist or something went wrong while showing it.</p>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {reset ? <Button onClick={retry}>Try again</Button> : null}
        <Link to="/" className={buttonClass({ variant: 'outline' })}>
          Back to the main list
        </Link>
      </div>
    </section>
  );
}

/** The same screen for an unknown path. */
export function NotFound() {
  return <UnexpectedError />;
}
