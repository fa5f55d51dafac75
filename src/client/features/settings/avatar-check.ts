/** The device's check of a chosen avatar (an image of at most 1 MB), before anything is queued. */
import { AVATAR_MAX_BYTES } from '../../../shared/constants';
import { settingsTexts } from './texts';

export function avatarProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return settingsTexts.avatarNotImage;
  if (file.size > AVATAR_MAX_BYTES) return settingsTexts.avatarTooLarge;
  return null;
}
