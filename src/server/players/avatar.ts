/**
 * Avatars: whatever image arrives is decoded and re-encoded here, so only a clean square JPEG
 * (oriented by its EXIF, metadata stripped) is ever stored and served. The ETag is a hash of
 * the stored bytes, so it changes exactly when the picture does.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_SIZE } from '../../shared/constants';
import type { Log } from '../db/change-log';
import type { Tx } from '../db/database';
import { players } from '../db/schema';
import { errors } from '../rules/errors';

/** Refuses decompression bombs: a small file that would decode to a huge bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;
const JPEG_QUALITY = 80;

export async function toAvatarJpeg(input: Uint8Array): Promise<Uint8Array> {
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw errors.payloadTooLarge('The image has too many pixels. Use a smaller picture.');
    }
    throw errors.unsupportedMediaType('The file is not an image we can read. Use a JPEG, PNG, WebP or GIF.');
  }
}

export function avatarEtag(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url')}"`;
}

/** Checks and re-encodes an uploaded avatar, before any transaction: decoding is the slow part. */
export async function readAvatar(file: Blob): Promise<Uint8Array> {
  if (file.size > AVATAR_MAX_BYTES) throw errors.payloadTooLarge('The avatar must be at most 1 MB.');
  return toAvatarJpeg(new Uint8Array(await file.arrayBuffer()));
}

/** Stores a re-encoded avatar; returns its new ETag. */
export async function storeAvatar(tx: Tx, log: Log, playerId: number, jpeg: Uint8Array): Promise<{ etag: string }> {
  const etag = avatarEtag(jpeg);
  const [stored] = await tx
    .update(players)
    .set({ avatar: jpeg, avatarEtag: etag })
    .where(eq(players.id, playerId))
    .returning({ name: players.username });
  log.add({
    kind: 'player.avatar',
    subjects: [`player:${playerId}`],
    data: { player: { id: playerId, name: stored?.name ?? String(playerId) }, etag },
  });
  return { etag };
}
