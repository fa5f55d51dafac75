import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';

const styles = {
  footer: css({
    borderTopWidth: '1px', px: { base: '3', sm: '6' }, py: '6', color: 'fg.muted', textStyle: 'sm',
    display: 'flex', flexWrap: 'wrap', gap: '4', justifyContent: 'space-between', alignItems: 'center',
  }),
  link: css({ textDecoration: 'underline', minHeight: 'touch', display: 'inline-flex', alignItems: 'center' }),
};

export function Footer() {
  return (
    <footer className={styles.footer}>
      <p>© {new Date().getFullYear()} The Official Moroccan List. A fan-made community ranking.</p>
      <nav aria-label="Footer" className={css({ display: 'flex', gap: '4' })}>
        <Link to="/guidelines" className={styles.link}>
          Guidelines
        </Link>
        <a href="/api/docs" className={styles.link}>
          API
        </a>
      </nav>
    </footer>
  );
}
