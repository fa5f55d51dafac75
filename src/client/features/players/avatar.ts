/** Players' avatars: their address, and the query that keeps one as a data address. */
import { queryOptions } from '@tanstack/react-query';
import { requestBlob } from '../../lib/api-client';
import { avatarPath } from '../../lib/avatar-path';
import { playerKeys } from './queries';

function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}


/**
 * The avatar as a JPEG data address (it persists with the cache, unlike an object URL); null when none.
 * Fetched only for a player whose `hasAvatar` is true (strictly: a profile cached before the field
 * existed has it undefined, which must not enable the query).
 */
export const avatarQueryOptions = ({ id, hasAvatar }: { id: number; hasAvatar: boolean | undefined }) =>
  queryOptions({
    queryKey: playerKeys.avatar(id),
    queryFn: async ({ signal }) => {
      const blob = await requestBlob(avatarPath(id), signal);
      return blob ? toDataUrl(blob) : null;
    },
    enabled: hasAvatar === true,
    staleTime: 60 * 60 * 1000,
  });
