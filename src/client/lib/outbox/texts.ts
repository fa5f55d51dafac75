/** Every text of the outbox (its toasts, the top bar's count, the panel), in one place. */
import { defineTexts } from '../i18n/registry';
const changes = (count: number) => (count === 1 ? '1 waiting change' : `${count} waiting changes`);

export const outboxTexts = defineTexts('outboxTexts', {
  queued: 'Saved on this device',
  queuedDescription: 'It will be sent as soon as the server can be reached.',
  held: 'Saved on this device',
  heldDescription: 'Sign in again to send it.',
  signInToSend: (count: number) => `Sign in again to send ${changes(count)}`,
  button: (count: number) => `Outbox: ${changes(count)}`,
  buttonAttention: (count: number) => `Outbox: ${count === 1 ? '1 change needs' : `${count} changes need`} attention`,
  panelTitle: 'Waiting changes',
  panelDescription: 'What you changed on this device, and whether it has reached the server yet.',
  empty: 'Everything has been sent.',
  close: 'Close',
  states: { waiting: 'Waiting to be sent', sending: 'Sending…', held: 'Waiting for you to sign in again', attention: 'Needs attention' },
  otherPlayer: 'Made by another account: sign in as that player to send it.',
  retry: 'Retry',
  edit: 'Edit',
  discard: 'Discard',
  discardConfirm: 'Discard this change? It will not be sent.',
  signOutTitle: 'Sign out with waiting changes?',
  signOutDescription: (count: number) =>
    `${changes(count)[0]!.toUpperCase()}${changes(count).slice(1)} will stay on this device and be sent at your next sign-in.`,
  signOutConfirm: 'Sign out',
  cancel: 'Cancel',
  reapply: 'Re-apply',
  reapplyHint: 'Re-apply makes your change again on the current data.',
  cannotReapply: 'What this change applied to is gone: it cannot be made again.',
  changedMeanwhile: 'Changed meanwhile:',
  fieldChange: (field: string, before: string, now: string) => `${field}: ${before} → ${now}`,
  nothingYouSaw: 'Nothing you saw changed; its version did.',
  orderChanged: (moved: number, at: number | null) =>
    `${moved === 1 ? '1 level is' : `${moved} levels are`} at another place now${at === null ? '; the level you moved is gone.' : `; the level you moved is at #${at}.`}`,
  emptyValue: '(empty)',
  refused: (label: string) => `Not sent: ${label}`,
  showRefused: 'Show waiting changes',
} as const);
