/** The router's fallback screen, for unknown paths and render errors alike (loaded when one happens: layout/error-screens.tsx). */
import { Link, useRouter } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Button, buttonClass } from '../ui/first-visit/button';
import { appTexts } from './texts';
import { useDocumentTitle } from '../layout/document-title';

const texts = appTexts.error;

export default function ErrorScreen({ reset }: { reset?: () => void }) {
  useDocumentTitle(texts.title);
  const router = useRouter();
  const retry = () => {
    reset?.();
    void router.invalidate();
  };
  return (
    <section className={css({ display: 'grid', gap: '4', justifyItems: 'start', py: '10' })}>
      <h1 className={css({ textStyle: '2xl', fontWeight: 'bold' })}>{texts.title}</h1>
      <p className={css({ color: 'fg.muted' })}>{texts.description}</p>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {reset ? <Button onClick={retry}>{texts.retry}</Button> : null}
        <Link to="/" className={buttonClass({ variant: 'outline' })}>
          {texts.back}
        </Link>
      </div>
    </section>
  );
}
