/**
 * The sidebar: two groups that open and close independently (submenus capped at
 * 12rem), the plain links, and for STAFF the Staff Menu and Moderation: the staff pages in two groups,
 * since a 12rem submenu holds four entries, and one that scrolled inside itself hid its last ones. Fixed at 16rem from md up; below md a
 * drawer opened by the top bar's menu button, closed by Escape, the backdrop or a navigation. At the
 * end, 'Install app' while the browser offers installation (drawn lazily: most visits never see it).
 */
import { Link } from '@tanstack/react-router';
import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { useAuth } from '../../lib/auth/auth-store';
import { lazyPart } from '../../lib/lazy-part';
import { useOffers } from '../../lib/service-worker';
import { Icon } from '../ui/first-visit/icon';
import { LanguageToggle } from './language-toggle';
import { layoutTexts } from './texts';

const InstallButton = lazyPart(() => import('../app/install-button'));

const styles = {
  backdrop: css({ position: 'fixed', inset: '0', bg: 'black.a8', zIndex: 'overlay', md: { display: 'none' } }),
  nav: css({
    position: 'fixed',
    top: '0',
    bottom: '0',
    insetInlineStart: '0',
    width: 'sidebar',
    maxWidth: '85vw',
    zIndex: 'modal',
    bg: 'bg.default',
    borderInlineEndWidth: '1px',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    p: '3',
    // Closed, the drawer waits past the inline start: the left edge, the right one in right-to-left.
    transform: 'translateX(-100%)',
    _rtl: { transform: 'translateX(100%)' },
    visibility: 'hidden',
    transition: 'transform 0.2s, visibility 0.2s',
    '&[data-open]': { transform: 'none', visibility: 'visible' },
    md: { transform: 'none', visibility: 'visible', zIndex: 'docked' },
  }),
  title: css({ fontWeight: 'bold', textStyle: 'lg', px: '3', py: '2', minHeight: 'touch', display: 'flex', alignItems: 'center' }),
  item: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    width: 'full',
    minHeight: 'touch',
    px: '3',
    borderRadius: 'l2',
    textAlign: 'start',
    textStyle: 'sm',
    fontWeight: 'medium',
    cursor: 'pointer',
    color: 'fg.default',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '-2px' },
    '&[aria-current=page]': { bg: 'bg.subtle', color: 'colorPalette.text', fontWeight: 'semibold' },
    _disabled: { color: 'fg.disabled', cursor: 'not-allowed', _hover: { bg: 'transparent' } },
  }),
  chevron: css({ ms: 'auto', transition: 'transform 0.2s', '[aria-expanded=true] > &': { transform: 'rotate(180deg)' } }),
  language: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    ps: '3',
    textStyle: 'sm',
    fontWeight: 'medium',
    md: { display: 'none' },
  }),
  languageLabel: css({ flex: '1', alignSelf: 'stretch', display: 'flex', alignItems: 'center', cursor: 'pointer' }),
  submenu: css({ maxHeight: 'submenu', overflowY: 'auto', ps: '3', display: 'grid', gap: '1' }),
};

type Entry = { label: string; to?: string; disabled?: boolean };

function Group({ label, entries }: { label: string; entries: Entry[] }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <li>
      <button type="button" className={styles.item} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label}
        <Icon icon="chevron-down" size={16} className={styles.chevron} />
      </button>
      <ul id={id} hidden={!open} className={styles.submenu}>
        {entries.map((entry) => (
          <li key={entry.label}>
            {entry.disabled || !entry.to ? (
              <button type="button" disabled className={styles.item}>
                {entry.label}
              </button>
            ) : (
              <NavLink to={entry.to}>{entry.label}</NavLink>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

function NavLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.item} activeOptions={{ exact: true, includeSearch: false }}>
      {children}
    </Link>
  );
}

const texts = layoutTexts.sidebar;
// Functions, not constants: texts are read while drawing, once their language has loaded.
const classic = (): Entry[] => [
  { label: texts.classic.main, to: '/' },
  { label: texts.classic.extended, to: '/classic/extended' },
  { label: texts.classic.legacy, to: '/classic/legacy' },
];
const platformer = (): Entry[] => [
  { label: texts.platformer.main, to: '/platformer/main' },
  { label: texts.platformer.extended, to: '/platformer/extended' },
  { label: texts.platformer.legacy, disabled: true },
];
// At most four entries a group: four touch-sized rows fit the 12rem cap, a fifth would not.
const staff = (): Entry[] => [
  { label: texts.staff.levels, to: '/staff/levels' },
  { label: texts.staff.records, to: '/staff/records' },
  { label: texts.staff.regions, to: '/staff/regions' },
  { label: texts.staff.submissions, to: '/staff/submissions' },
];
const moderation = (): Entry[] => [
  { label: texts.moderation.players, to: '/staff/players' },
  { label: texts.moderation.claims, to: '/staff/claims' },
  { label: texts.moderation.audit, to: '/staff/audit' },
];

export function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useAuth();
  const { install } = useOffers();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      document.getElementById('menu-button')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <>
      {open ? <div className={styles.backdrop} onClick={onClose} aria-hidden="true" /> : null}
      <nav id="sidebar" aria-label={texts.label} className={cx(styles.nav)} data-open={open ? '' : undefined}>
        <Link to="/" className={styles.title}>
          {layoutTexts.title}
        </Link>
        <ul className={css({ display: 'grid', gap: '1' })}>
          <Group label={texts.classic.label} entries={classic()} />
          <Group label={texts.platformer.label} entries={platformer()} />
          <li>
            <NavLink to="/leaderboard">{texts.leaderboard}</NavLink>
          </li>
          <li>
            <NavLink to="/stat-viewer">{texts.statViewer}</NavLink>
          </li>
          <li>
            <NavLink to="/changelog">{texts.changelog}</NavLink>
          </li>
          <li>
            <NavLink to="/guidelines">{texts.guidelines}</NavLink>
          </li>
          {user?.role === 'STAFF' ? (
            <>
              <Group label={texts.staff.label} entries={staff()} />
              <Group label={texts.moderation.label} entries={moderation()} />
            </>
          ) : null}
          {/* On a phone the language is chosen here: the top bar keeps its room for the site's title. */}
          <li className={styles.language}>
            {/* The word opens the menu too (the button beside it is named by it for screen readers). */}
            <span
              aria-hidden="true"
              className={styles.languageLabel}
              onClick={(event) => (event.currentTarget.nextElementSibling as HTMLElement | null)?.click()}
            >
              {layoutTexts.language}
            </span>
            <LanguageToggle />
          </li>
          {install ? (
            <li>
              <Suspense fallback={null}>
                <InstallButton offer={install} className={styles.item} />
              </Suspense>
            </li>
          ) : null}
        </ul>
      </nav>
    </>
  );
}
