/**
 * The change log's entries for players that are not a profile edit (players/profile.ts): a player
 * who joined (the public list of players gains them), staff rights granted or revoked.
 */
import type { LogEntry } from '../db/change-log';

export function playerJoined(player: { id: number; username: string }): LogEntry {
  return { kind: 'player.joined', subjects: [`player:${player.id}`], data: { player: { id: player.id, name: player.username } } };
}

export function staffRightsChanged(player: { id: number; username: string }, isStaff: boolean): LogEntry {
  return {
    kind: 'player.edited',
    subjects: [`player:${player.id}`],
    data: { player: { id: player.id, name: player.username }, changed: { isStaff: [!isStaff, isStaff] } },
  };
}
