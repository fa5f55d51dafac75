/**
 * What the guidelines call for next (shared/schemas/sanctions.ts `nextSanction`), from the player's
 * history: every sanction they have had counts as an offence, ended and revoked ones too, and so does
 * one still waiting in the outbox.
 */
import { BAN_DAYS } from '../../../shared/constants';
import { nextSanction } from '../../../shared/schemas/sanctions';
import { sanctionTexts } from './texts';

export type Proposal = ReturnType<typeof nextSanction> & { why: string };

export function proposalFor(offences: number): Proposal {
  const next = nextSanction(offences);
  const texts = sanctionTexts.proposal;
  const why = next.offence === 1 ? texts.first : next.offence === 2 ? texts.second : texts.later(next.offence);
  return { ...next, why };
}

/** The days a ban form starts with: the proposal's, else the shortest ban. */
export const proposedDays = (proposal: Proposal): number => proposal.days ?? BAN_DAYS.min;
