import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { AccountArea } from '../features/auth/components/account-area';
import { SearchEntry } from '../features/search/components/search-entry';
import { useAuth } from '../lib/auth/auth-store';
import { PLAYER_TEXTS } from '../lib/i18n/catalogs';
import { lazyPart } from '../lib/lazy-part';
import { useOutboxLoaded } from '../lib/outbox/load';
import { IconButton } from '../components/ui/first-visit/button';
import { Icon } from '../components/ui/first-visit/icon';
import { layoutTexts } from '../components/layout/texts';
import { LanguageToggle } from '../components/layout/language-toggle';
import { ThemeToggle } from '../components/layout/theme-toggle';

const styles = {
  bar: css({
    position: 'sticky',
    top: '0',
    zIndex: 'sticky',
    display: 'flex',
    alignItems: 'center',
    gap: { base: '1', sm: '2' },
    px: { base: '2', sm: '6' },
    height: '16',
    bg: 'bg.default',
    borderBottomWidth: '1px',
  }),
  menu: css({ flexShrink: '0', md: { display: 'none' } }),
  // The sidebar carries the title from md up; below, it takes the free space, on two lines rather
  // than cut on a phone (whole words: 'Moroccan' above 'List'), one line from sm.
  title: css({
    flex: '1',
    minWidth: '0',
    minHeight: '10',
    display: 'flex',
    alignItems: 'center',
    fontWeight: 'bold',
    overflow: 'hidden',
    overflowWrap: 'normal',
    textStyle: { base: 'sm', sm: 'md' },
    lineHeight: '1.15',
    whiteSpace: { base: 'normal', sm: 'nowrap' },
    md: { display: 'none' },
    '& bdi': { minWidth: '0', overflow: 'hidden', textOverflow: 'ellipsis' },
  }),
  language: css({ display: { base: 'none', sm: 'contents' } }),
  end: css({ ms: 'auto', display: 'flex', alignItems: 'center', gap: 'inherit' }),
};

// Loaded with the outbox (main.tsx fetches both when someone is signed in or something waits), so it
// is there offline; it draws nothing while nothing waits, and until it loads, the bar goes on without
// it. It draws once the player's texts are there (its panel words the refusals).
const OutboxButton = lazyPart(() => import('../components/outbox/outbox-button'), PLAYER_TEXTS);

// The inbox's bell, only while someone is signed in: its own small chunk (the count's query), never a visitor's.
const InboxBell = lazyPart(() => import('../features/notifications/components/inbox-bell'), PLAYER_TEXTS);
const bellPlace = css({ width: '10', height: '10', flexShrink: '0' });

function InboxCorner() {
  const playerId = useAuth().user?.playerId;
  if (playerId === undefined) return null;
  return (
    <Suspense fallback={<span className={bellPlace} />}>
      <InboxBell playerId={playerId} />
    </Suspense>
  );
}

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
        {/* Its own direction: the Latin name in an Arabic bar keeps its words in order. */}
        <bdi>{layoutTexts.title}</bdi>
      </Link>
      <SearchEntry />
      <div className={styles.end}>
        <OutboxCorner />
        {/* From sm up; on a phone, in the sidebar's drawer. */}
        <span className={styles.language}>
          <LanguageToggle />
        </span>
        <ThemeToggle />
        <InboxCorner />
        <AccountArea />
      </div>
    </header>
  );
}
