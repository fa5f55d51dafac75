/**
 * The awkward cases the 2024 site's real data holds, added to a model of it (tests/support/tmdl-2024):
 * usernames with a space and in Arabic script, a player who picked a region after having records
 * (stale region totals), pictures stored as PNG, WebP and an EXIF-laden JPEG (all sent as image/jpeg),
 * a classic level without a first victor and one whose first victor has no record there (the 2024
 * site answers 500 for both), a platformer level without records (204), a platformer record over
 * an hour, record ids that are ObjectIds, join dates without a zone, and links as 2024 staff typed
 * them. Everything here is legal on both sites: what this site refuses is in the refusal tests.
 */
import sharp from 'sharp';
import { objectId, type ClassicLevel2024, type PlatformerLevel2024, type Player2024, type Tmdl2024Model } from './tmdl-2024/model';

const video = (id: string) => `https://www.youtube.com/watch?v=${id}`;
const thumb = (id: string) => `https://img.youtube.com/vi/${id}/mqdefault.jpg`;

/** Pictures as 2024 players uploaded them: GridFS keeps the bytes as they came. */
export async function uploadedPictures() {
  const square = sharp({ create: { width: 40, height: 30, channels: 3, background: '#1e90ff' } });
  return {
    png: new Uint8Array(await square.clone().png().toBuffer()),
    webp: new Uint8Array(await square.clone().webp().toBuffer()),
    exifJpeg: new Uint8Array(
      await sharp({ create: { width: 600, height: 400, channels: 3, background: '#aa3300' } })
        .jpeg()
        .withMetadata({ exif: { IFD0: { Copyright: 'Taken at home', Artist: 'Zoé' } } })
        .toBuffer(),
    ),
  };
}

export type AwkwardCases = {
  players: Record<'amine' | 'yassine' | 'zoe' | 'picker' | 'quiet' | 'holder', Player2024>;
  levels: Record<'victorless' | 'victorWithoutRecord' | 'empty', ClassicLevel2024> & {
    untimed: PlatformerLevel2024;
    long: PlatformerLevel2024;
  };
};

/** Adds the cases to `model`, after what it holds (rankings continue after its last), with ObjectIds from `seed` on. */
export async function addAwkwardCases(model: Tmdl2024Model, seed = 900_000): Promise<AwkwardCases> {
  let next = seed;
  const id = () => objectId(next++);
  const pictures = await uploadedPictures();
  const [souss, oriental] = [
    { id: id(), name: 'Souss-Massa' },
    { id: id(), name: 'Drâa-Tafilalet' },
  ];
  model.regions.push(souss, { ...oriental, classicPoints: 12.5, platformerPoints: 0 });
  const player = (fields: Partial<Player2024> & Pick<Player2024, 'username'>): Player2024 => ({
    id: id(),
    email: `${next}@mail.example`,
    dateJoined: '2024-08-10T21:09:23.318',
    region: null,
    isStaff: false,
    isActive: true,
    discord: null,
    youtube: null,
    twitter: null,
    twitch: null,
    ...fields,
  });
  const players = {
    amine: player({
      username: 'Amine GD',
      region: souss.id,
      isStaff: true,
      avatar: pictures.png,
      youtube: 'https://www.youtube.com/@AmineGD',
      discord: 'amine.gd',
      twitch: 'https://www.twitch.tv/aminegd',
    }),
    yassine: player({
      username: 'ياسين',
      region: oriental.id,
      avatar: pictures.webp,
      dateJoined: '2024-09-01T10:00',
      twitter: 'https://twitter.com/yassine_gd',
    }),
    zoe: player({ username: 'Zoé_42', avatar: pictures.exifJpeg, dateJoined: '2024-10-05T08:15:00.5' }),
    // Picked a region after her records: the 2024 region's totals never counted them (PlayerUtils).
    picker: player({ username: 'Late.Picker', region: oriental.id, dateJoined: '2024-11-30T23:59:59' }),
    quiet: player({ username: 'Quiet-One', isActive: false }),
    holder: player({ username: 'Holder Of Time' }),
  };
  model.players.push(...Object.values(players));

  const classicTop = Math.max(0, ...model.classicLevels.map((level) => level.ranking));
  const classic = (ranking: number, name: string, gameId: string, firstVictor: string | null): ClassicLevel2024 => ({
    id: gameId,
    name,
    publisher: 'Orbix',
    difficulty: 'EXTREME_DEMON',
    link: video(`aB3-_${gameId.slice(0, 6)}`),
    thumbnail: thumb(gameId),
    ranking: classicTop + ranking,
    duration: 'LONG',
    minimumCompletion: 60,
    firstVictor,
  });
  const platformerTop = Math.max(0, ...model.platformerLevels.map((level) => level.ranking));
  const platformer = (ranking: number, name: string, gameId: string, recordHolder: string | null): PlatformerLevel2024 => ({
    id: gameId,
    name,
    publisher: 'Mavrix',
    difficulty: 'INSANE_DEMON',
    link: video(`pL4t_${gameId.slice(0, 6)}`),
    thumbnail: thumb(gameId),
    ranking: platformerTop + ranking,
    recordHolder,
  });
  const levels = {
    victorless: classic(1, 'Sans Victoire', '91000001', null),
    victorWithoutRecord: classic(2, 'Lost Victor', '91000002', players.zoe.id),
    empty: classic(3, 'Nobody Yet', '91000003', null),
    untimed: platformer(1, 'Untimed Path', '92000001', null),
    // Staff set the holder by hand there: a faster time stands (the import keeps it as staff-set).
    long: platformer(2, 'The Long Climb', '92000002', players.holder.id),
  };
  model.classicLevels.push(levels.victorless, levels.victorWithoutRecord, levels.empty);
  model.platformerLevels.push(levels.untimed, levels.long);

  model.classicRecords.push(
    { id: id(), level: levels.victorless.id, player: players.amine.id, recordPercentage: 87, link: video('Qw3rTy_12-Z') },
    { id: id(), level: levels.victorless.id, player: players.picker.id, recordPercentage: 64, link: null },
    { id: id(), level: levels.victorWithoutRecord.id, player: players.yassine.id, recordPercentage: 99, link: video('zzzzzzzzzz1') },
    { id: id(), level: levels.victorWithoutRecord.id, player: players.picker.id, recordPercentage: 100, link: video('zzzzzzzzzz2') },
  );
  model.platformerRecords.push(
    { id: id(), level: levels.long.id, player: players.holder.id, recordTime: 3_725_004, link: video('LongClimb01') },
    { id: id(), level: levels.long.id, player: players.zoe.id, recordTime: 70_200, link: null },
    { id: id(), level: levels.long.id, player: players.picker.id, recordTime: 4_000_000, link: video('LongClimb02') },
  );
  return { players, levels };
}
