import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { appTexts } from './texts';

const texts = appTexts.footer;

const styles = {
  footer: css({
    borderTopWidth: '1px',
    px: { base: '3', sm: '6' },
    py: '6',
    color: 'fg.muted',
    textStyle: 'sm',
    display: 'flex',
    flexWrap: 'wrap',
    gap: '4',
    justifyContent: 'space-between',
    alignItems: 'center',
  }),
  link: css({ textDecoration: 'underline', minHeight: 'touch', display: 'inline-flex', alignItems: 'center' }),
};

/** The footer: below the fold on every page (the page is at least a screen tall), so it loads after the first screen (app-shell.tsx). */
export default function Footer() {
  return (
    <footer className={styles.footer}>
      <p>{texts.copyright(new Date().getFullYear())}</p>
      <nav aria-label={texts.label} className={css({ display: 'flex', gap: '4' })}>
        <Link to="/guidelines" className={styles.link}>
          {texts.guidelines}
        </Link>
        <a href="/api/docs" className={styles.link}>
          {texts.api}
        </a>
      </nav>
    </footer>
  );
}
