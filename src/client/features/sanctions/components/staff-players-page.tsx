/**
 * The Staff players screen: find a player by name, then their standing (flagged, banned until when),
 * what the guidelines call for next and why, Flag and Ban, their sanctions with Revoke, and their
 * records in both modes, those a ban hides from the public included. Every write goes through the outbox.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import type { LevelType, SanctionKind } from '../../../../shared/constants';
import { useDocumentTitle } from '../../../components/layout/document-title';
import { Button } from '../../../components/ui/first-visit/button';
import { QueryState } from '../../../components/ui/first-visit/query-state';
import { Combobox } from '../../../components/ui/on-demand/combobox';
import { Field, FieldInput } from '../../../components/ui/on-demand/field';
import { SegmentGroup } from '../../../components/ui/on-demand/segment-group';
import { useOwnEntries } from '../../../lib/outbox/outbox';
import { useReopenedEntry } from '../../../lib/outbox/use-reopened-entry';
import { latestPerRow, queuedOf } from '../../../lib/outbox/writes';
import { playerNamesQueryOptions } from '../../players/queries';
import { countsAsOffence } from '../../../../shared/schemas/sanctions';
import { SANCTION_ADD, SANCTION_REVOKE } from '../mutations';
import { proposalFor } from '../proposal';
import { playerSanctionsQueryOptions, type Sanction } from '../queries';
import { sanctionTexts as texts } from '../texts';
import { PlayerRecords } from './player-records';
import { RevokeDialog } from './revoke-dialog';
import { SanctionDialog, type SanctionTarget } from './sanction-dialog';
import { SanctionHistory } from './sanction-history';

const styles = {
  page: css({ display: 'grid', gap: '4' }),
  title: css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold' }),
  muted: css({ color: 'fg.muted', textStyle: 'sm' }),
  section: css({ display: 'grid', gap: '3', p: '4', borderWidth: '1px', borderRadius: 'l3', bg: 'bg.default' }),
  heading: css({ textStyle: 'lg', fontWeight: 'semibold' }),
  bar: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' }),
  standing: css({ fontWeight: 'medium' }),
};

type StandingProps = { playerId: number; player: string; entryId: string | undefined; onEntryClosed: () => void };

function PlayerStanding({ playerId, player, entryId, onEntryClosed }: StandingProps) {
  const query = useQuery(playerSanctionsQueryOptions(playerId));
  const entries = useOwnEntries();
  const queued = queuedOf(entries, SANCTION_ADD, (data) => data.playerId === playerId);
  const revoking = new Map(
    [
      ...latestPerRow(
        queuedOf(entries, SANCTION_REVOKE, (data) => data.playerId === playerId),
        (change) => change.data.id,
      ),
    ].map(([id, change]) => [id, change.entry] as const),
  );
  const [target, setTarget] = useState<SanctionTarget | null>(null);
  const [removing, setRemoving] = useState<Sanction | null>(null);
  const [mode, setMode] = useState<LevelType>('classic');

  const sanctions = query.data ?? [];
  const offences = sanctions.filter(countsAsOffence).length;
  const proposal = proposalFor(offences + queued.length, sanctions.length - offences);
  const active = sanctions.filter((sanction) => sanction.active);
  const flagged = active.some((sanction) => sanction.kind === 'FLAG');
  const bans = active.filter((sanction) => sanction.kind === 'BAN');
  const banEnd = bans.some((ban) => ban.endsAt === null)
    ? null
    : (bans.map((ban) => new Date(ban.endsAt!)).sort((a, b) => b.getTime() - a.getTime())[0] ?? null);
  const open = (kind: SanctionKind) => setTarget({ playerId, player, kind, proposal });

  // A sanction reopened from the outbox panel: the form as it was typed; saving replaces the entry.
  useReopenedEntry(entryId, {
    reopen: (entry) => {
      const draft = SANCTION_ADD.read(entry);
      if (!draft || draft.playerId !== playerId || entry.state === 'sending') return false;
      setTarget({
        playerId,
        player,
        kind: draft.kind,
        proposal: proposalFor(sanctions.filter(countsAsOffence).length),
        entry: { id: entry.id, draft },
      });
      return true;
    },
    onClosed: onEntryClosed,
    playerId,
  });

  return (
    <>
      <section className={styles.section} aria-labelledby="player-standing">
        <h2 id="player-standing" className={styles.heading}>
          <bdi>{player}</bdi>
        </h2>
        {query.data ? (
          <p className={styles.standing} data-standing>
            {[flagged ? texts.standing.flagged : null, bans.length ? texts.standing.banned(banEnd) : null].filter(Boolean).join(' · ') ||
              texts.standing.clear}
          </p>
        ) : null}
        <p data-proposal>{proposal.why}</p>
        <div className={styles.bar}>
          <Button variant={proposal.kind === 'FLAG' ? 'solid' : 'outline'} onClick={() => open('FLAG')} disabled={!query.data}>
            {texts.actions.flag}
          </Button>
          <Button variant={proposal.kind === 'BAN' ? 'solid' : 'outline'} onClick={() => open('BAN')} disabled={!query.data}>
            {texts.actions.ban}
          </Button>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="player-sanctions">
        <h2 id="player-sanctions" className={styles.heading}>
          {texts.history.title}
        </h2>
        <QueryState
          query={query}
          loading={<p className={styles.muted}>{texts.history.loading}</p>}
          error={texts.history.failed}
          empty={<SanctionHistory sanctions={[]} queued={queued} revoking={revoking} onRevoke={setRemoving} />}
        >
          {(rows) => <SanctionHistory sanctions={rows} queued={queued} revoking={revoking} onRevoke={setRemoving} />}
        </QueryState>
      </section>
      <section className={styles.section} aria-labelledby="player-records">
        <div className={styles.bar}>
          <h2 id="player-records" className={styles.heading}>
            {texts.records.title}
          </h2>
          <SegmentGroup<LevelType>
            label={texts.records.title}
            value={mode}
            options={[
              { value: 'classic', label: texts.records.modes.classic },
              { value: 'platformer', label: texts.records.modes.platformer },
            ]}
            onChange={setMode}
          />
        </div>
        <PlayerRecords key={mode} type={mode} playerId={playerId} />
      </section>
      <SanctionDialog
        target={target}
        onClose={() => {
          if (target?.entry) onEntryClosed();
          setTarget(null);
        }}
      />
      <RevokeDialog sanction={removing} player={player} onClose={() => setRemoving(null)} />
    </>
  );
}

type Props = {
  playerId: number | undefined;
  /** A queued sanction to reopen (`?entry=`, from the outbox panel). */
  entryId: string | undefined;
  onPlayerChange: (playerId: number | undefined) => void;
  onEntryClosed: () => void;
};

export function StaffPlayersPage({ playerId, entryId, onPlayerChange, onEntryClosed }: Props) {
  // The outbox panel links without the player: the entry names them, and their standing, once shown,
  // reopens it (`named` holds the player for that entry only).
  const [named, setNamed] = useState<{ entryId: string; playerId: number } | undefined>();
  useReopenedEntry(entryId, {
    reopen: (entry) => {
      const draft = SANCTION_ADD.read(entry);
      if (!draft) return false;
      setNamed({ entryId: entry.id, playerId: draft.playerId });
      if (draft.playerId !== playerId) onPlayerChange(draft.playerId);
      return true;
    },
    onClosed: onEntryClosed,
  });
  const entryPlayer = named && named.entryId === entryId ? named.playerId : undefined;
  useDocumentTitle(texts.title);
  const players = useQuery(playerNamesQueryOptions());
  const items = useMemo(() => players.data?.map((player) => ({ value: String(player.id), label: player.username })), [players.data]);
  const chosen = players.data?.find((player) => player.id === playerId);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{texts.title}</h1>
      <p className={styles.muted}>{texts.intro}</p>
      <Field label={texts.find}>
        {items ? (
          <Combobox
            items={items}
            value={playerId === undefined ? '' : String(playerId)}
            onValueChange={(value) => onPlayerChange(value ? Number(value) : undefined)}
            placeholder={texts.findPlaceholder}
            emptyText={texts.noPlayer}
            triggerLabel={texts.find}
          />
        ) : (
          <FieldInput disabled placeholder={players.isError ? texts.playerFailed : texts.loadingPlayers} />
        )}
      </Field>
      {chosen ? (
        <PlayerStanding
          key={chosen.id}
          playerId={chosen.id}
          player={chosen.username}
          entryId={entryPlayer === chosen.id ? entryId : undefined}
          onEntryClosed={onEntryClosed}
        />
      ) : (
        <p className={styles.muted}>{texts.choose}</p>
      )}
    </section>
  );
}
