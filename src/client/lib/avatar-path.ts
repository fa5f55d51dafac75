/** The address of a player's avatar; ask for it only when `hasAvatar` says there is one (otherwise a 404). */
export const avatarPath = (playerId: number) => `/api/public/players/${playerId}/avatar`;
