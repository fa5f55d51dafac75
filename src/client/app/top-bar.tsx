import { Link } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { css } from 'styled-system/css';
import { AccountArea } from '../features/auth/components/account-area';
import { SearchEntry } from '../features/search/components/search-entry';
import { useOutboxLoaded } from '../lib/outbox/load';
import { IconButton } from '../components/ui/first-visit/button';
import { Icon } from '../components/ui/first-visit/icon';
import { layoutTexts } from '../components/layout/texts';
import { LanguageToggle } from '../components/layout/language-toggle';
import { ThemeToggle } from '../components/layout/theme-toggle';

const styles = {
  bar: css({
    position: 'sticky', top: '0', zIndex: 'sticky', display: 'flex', alignItems: 'center', gap: { base: '1', sm: '2' },
    px: { base: '2', sm: '6' }, height: '16', bg: 'bg.default', borderBottomWidth: '1px',
  }),
  menu: css({ flexShrink: '0', md: { display: 'none' } }),
  // The sidebar carries the title from md up; below, it takes the free space, and may shorten rather than push the buttons out.
  title: css({
    flex: '1', minWidth: '0', fontWeight: 'bold', textStyle: 'md', lineHeight: '2.5rem', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis',
    md: { display: 'none' },
  }),
  language: css({ display: { base: 'none', sm: 'contents' } }),
  end: css({ ms: 'auto', display: 'flex', alignItems: 'center', gap: 'inherit' }),
};

// Loaded with the outbox (main.tsx fetches both when someone is signed in or something waits), so it
// is there offline; it draws nothing while nothing waits, and should it fail to load, the bar goes on.
const OutboxButton = lazy(() => import('../components/outbox/outbox-button').catch(() => ({ default: () => null })));

function OutboxCorner() {
  if (!useOutboxLoaded()) return null;
  return (
    <Suspense fallback={null}>
      <OutboxButton />
    </Suspense>
  );
}

export function TopBar({ menuOpen, onMenuToggle }: { menuOpen: boolean; onMenuToggle: () => void }) {
  return (
    <header className={styles.bar}>
      <IconButton
        id="menu-button"
        variant="ghost"
        className={styles.menu}
        aria-label={menuOpen ? layoutTexts.closeMenu : layoutTexts.openMenu}
        aria-controls="sidebar"
        aria-expanded={menuOpen}
        onClick={onMenuToggle}
      >
        <Icon icon={menuOpen ? 'x' : 'menu'} />
      </IconButton>
      <Link to="/" className={styles.title}>
        {layoutTexts.title}
      </Link>
      <SearchEntry />
      <div className={styles.end}>
        <OutboxCorner />
        {/* From sm up; on a phone, in the sidebar's drawer. */}
        <span className={styles.language}>
          <LanguageToggle />
        </span>
        <ThemeToggle />
        <AccountArea />
      </div>
    </header>
  );
}
