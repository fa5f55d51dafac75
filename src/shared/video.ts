/** YouTube video ids: a level's link is accepted only when an id of exactly 11 characters comes out of it. */
import { VIDEO_ID_LENGTH } from './constants';

const PATTERNS = [
  /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/|v\/))([^&?#/\s]+)/i,
  /youtu\.be\/([^&?#/\s]+)/i,
];

export function videoId(link: string | null | undefined): string | null {
  if (!link) return null;
  for (const pattern of PATTERNS) {
    const match = pattern.exec(link);
    if (match?.[1] && match[1].length === VIDEO_ID_LENGTH && /^[\w-]+$/.test(match[1])) return match[1];
  }
  return null;
}
