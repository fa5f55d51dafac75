/**
 * The shape of a language's catalog: every texts object of the app by name, as its translation
 * (lib/i18n/registry.ts). A catalog missing a key, or with one the English does not have, fails the
 * type check; catalogs.test.ts checks the same at run time.
 */
import type { Translation } from '../lib/i18n/registry';
import type { appTexts } from '../components/app/texts';
import type { recordValueTexts } from '../lib/record-values/texts';
import type { layoutTexts } from '../components/layout/texts';
import type { pendingTexts } from '../components/outbox/texts';
import type { changeSentenceTexts, playerRowsTexts } from '../components/texts';
import type { uiTexts } from '../components/ui/first-visit/texts';
import type { confirmTexts, formDialogTexts, toastTexts, paginationTexts } from '../components/ui/on-demand/texts';
import type { signInTexts, accountTexts, guardTexts } from '../features/auth/texts';
import type { changelogTexts } from '../components/changelog/texts';
import type { guidelinesTexts } from '../features/guidelines/texts';
import type { inboxTexts } from '../features/notifications/texts';
import type { levelTexts } from '../features/levels/page-texts';
import type { levelListTexts } from '../features/levels/texts';
import type { profileTexts, standingTexts, leaderboardTexts, socialTexts } from '../features/players/texts';
import type { statViewerTexts } from '../features/regions/texts';
import type { searchTexts } from '../features/search/texts';
import type { settingsTexts } from '../features/settings/texts';
import type { siteTexts } from '../features/site/texts';
import type { staffLevelTexts } from '../features/levels/staff-texts';
import type { staffRecordTexts } from '../features/records/texts';
import type { staffRegionTexts } from '../features/regions/staff-texts';
import type { staffSubmissionTexts } from '../features/submissions/staff-texts';
import type { auditTexts } from '../features/audit/texts';
import type { sanctionTexts } from '../features/sanctions/texts';
import type { claimTexts } from '../features/claims/texts';
import type { staffClaimTexts } from '../features/claims/staff-texts';
import type { staffMarkTexts } from '../components/staff/texts';
import type { submissionTexts } from '../features/submissions/texts';
import type { outboxTexts } from '../lib/outbox/texts';
import type { refusalTexts } from '../lib/refusals/texts';

/** What the first screens draw (the shell, the level lists): loaded before the first render. */
export type FirstTexts = {
  layoutTexts: Translation<typeof layoutTexts>;
  uiTexts: Translation<typeof uiTexts>;
  levelListTexts: Translation<typeof levelListTexts>;
};

/** What the shell's later parts draw on every page: the notices, the side panel, the footer, the toasts. */
export type ShellTexts = {
  appTexts: Translation<typeof appTexts>;
  siteTexts: Translation<typeof siteTexts>;
  toastTexts: Translation<typeof toastTexts>;
};

/** The other public screens and the shared dialogs. */
export type PublicTexts = {
  recordValueTexts: Translation<typeof recordValueTexts>;
  levelTexts: Translation<typeof levelTexts>;
  playerRowsTexts: Translation<typeof playerRowsTexts>;
  confirmTexts: Translation<typeof confirmTexts>;
  formDialogTexts: Translation<typeof formDialogTexts>;
  paginationTexts: Translation<typeof paginationTexts>;
  guidelinesTexts: Translation<typeof guidelinesTexts>;
  profileTexts: Translation<typeof profileTexts>;
  standingTexts: Translation<typeof standingTexts>;
  leaderboardTexts: Translation<typeof leaderboardTexts>;
  socialTexts: Translation<typeof socialTexts>;
  statViewerTexts: Translation<typeof statViewerTexts>;
  searchTexts: Translation<typeof searchTexts>;
  changelogTexts: Translation<typeof changelogTexts>;
  changeSentenceTexts: Translation<typeof changeSentenceTexts>;
};

/** The signed-in player's screens: sign-in, settings, submissions, the inbox, the outbox, their claims. */
export type PlayerTexts = {
  pendingTexts: Translation<typeof pendingTexts>;
  signInTexts: Translation<typeof signInTexts>;
  accountTexts: Translation<typeof accountTexts>;
  guardTexts: Translation<typeof guardTexts>;
  settingsTexts: Translation<typeof settingsTexts>;
  submissionTexts: Translation<typeof submissionTexts>;
  inboxTexts: Translation<typeof inboxTexts>;
  outboxTexts: Translation<typeof outboxTexts>;
  claimTexts: Translation<typeof claimTexts>;
};

/** The staff area. */
export type StaffTexts = {
  staffLevelTexts: Translation<typeof staffLevelTexts>;
  staffRecordTexts: Translation<typeof staffRecordTexts>;
  staffRegionTexts: Translation<typeof staffRegionTexts>;
  staffSubmissionTexts: Translation<typeof staffSubmissionTexts>;
  auditTexts: Translation<typeof auditTexts>;
  staffMarkTexts: Translation<typeof staffMarkTexts>;
  sanctionTexts: Translation<typeof sanctionTexts>;
  staffClaimTexts: Translation<typeof staffClaimTexts>;
};

/** The server's refusals and the fields' problems, as forms, the outbox and toasts word them. */
export type RefusalTexts = {
  refusalTexts: Translation<typeof refusalTexts>;
};

/** Everything after the first screens (each part loads with what draws it: lib/i18n/catalogs.ts). */
export type RestTexts = ShellTexts & PublicTexts & PlayerTexts & StaffTexts & RefusalTexts;
