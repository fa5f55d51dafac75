import { Menu as MenuIcon, X } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { css } from 'styled-system/css';
import { AccountArea } from '../../features/auth/components/account-area';
import { useOutboxLoaded } from '../../lib/outbox-summary';
import { IconButton } from '../ui/first-visit/button';
import { ThemeToggle } from './theme-toggle';

const styles = {
  bar: css({
    position: 'sticky', top: '0', zIndex: 'sticky', display: 'flex', alignItems: 'center', gap: '2',
    px: { base: '3', sm: '6' }, height: '16', bg: 'bg.default', borderBottomWidth: '1px',
  }),
  menu: css({ md: { display: 'none' } }),
};

// Loaded with the outbox (main.tsx fetches both when someone is signed in or something waits), so it
// is there offline; it draws nothing while nothing waits, and should it fail to load, the bar goes on.
const OutboxButton = lazy(() => import('../../features/outbox/components/outbox-button').catch(() => ({ default: () => null })));

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
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        aria-controls="sidebar"
        aria-expanded={menuOpen}
        onClick={onMenuToggle}
      >
        {menuOpen ? <X /> : <MenuIcon />}
      </IconButton>
      <div className={css({ ml: 'auto', display: 'flex', alignItems: 'center', gap: '2' })}>
        <OutboxCorner />
        <ThemeToggle />
        <AccountArea />
      </div>
    </header>
  );
}
