/** Texts of the app shell and its notices, in one place for languages later. */
import { defineTexts } from '../../lib/i18n/registry';
export const layoutTexts = defineTexts('layoutTexts', {
  skipToContent: 'Skip to content',
  /** For a screen's own place, instead of 'Loading...', when its data waits offline with nothing saved. */
  notSaved: 'Not saved on this device. It will load when you are back online.',
  /** The site's short title, in the top bar on narrow screens (the sidebar carries it from md up). */
  title: 'Moroccan List',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  /** The search field's name and placeholder, and the phone's button that opens the search. */
  search: 'Search levels and players',
  /** The account corner: the Login button (signed out), the avatar menu's button (signed in). */
  account: { login: 'Login', menu: 'Account menu' },
  /** The theme button's name; its menu's choices are in components/app/texts.ts, loaded with the menu. */
  theme: 'Theme',
  /** The language button's name, and its menu's heading. */
  language: 'Language',
  /** The sidebar's navigation: its name, its groups and their entries. Its header is `title`. */
  sidebar: {
    label: 'Main',
    classic: { label: 'Classic demonlist', main: 'Main list', extended: 'Extended list', legacy: 'Legacy list' },
    platformer: { label: 'Platformer demonlist', main: 'Main', extended: 'Extended', legacy: 'Legacy' },
    leaderboard: 'Leaderboard',
    statViewer: 'Stat Viewer',
    guidelines: 'Guidelines',
    changelog: 'Changelog',
    staff: { label: 'Staff Menu', levels: 'Levels', records: 'Records', regions: 'Regions', submissions: 'Submissions' },
    /** The other staff pages: players' sanctions, claims of players, the audit log. */
    moderation: { label: 'Moderation', players: 'Players', claims: 'Claims', audit: 'Audit log' },
  },
} as const);
