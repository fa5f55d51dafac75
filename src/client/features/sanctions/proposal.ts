/**
 * What the guidelines call for next (shared/schemas/sanctions.ts `nextSanction`), from the player's
 * history: every sanction they have had counts as an offence, ended and lifted early ones too, and so
 * does one still waiting in the outbox; one revoked as issued in error never does, and the reason
 * says so.
 */
import { BAN_DAYS } from '../../../shared/constants';
import { nextSanction } from '../../../shared/schemas/sanctions';
import { sanctionTexts } from './texts';

export type Proposal = ReturnType<typeof nextSanction> & { why: string };

export function proposalFor(offences: number, notCounted = 0): Proposal {
  const next = nextSanction(offences);
  const texts = sanctionTexts.proposal;
  const step = next.offence === 1 ? texts.first : next.offence === 2 ? texts.second : texts.later(next.offence);
  return { ...next, why: notCounted > 0 ? `${step} ${texts.notCounted(notCounted)}` : step };
}

/** The days a ban form starts with: the proposal's, else the shortest ban. */
export const proposedDays = (proposal: Proposal): number => proposal.days ?? BAN_DAYS.min;
