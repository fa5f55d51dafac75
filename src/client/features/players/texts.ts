/** Texts of the player profile, in one place for languages later. */
export const profileTexts = {
  loading: 'Loading...',
  failed: 'Failed to load this profile. Please try again later.',
  notFound: (username: string) => `No player found with the name ${username}.`,
  backToLeaderboard: 'Back to the leaderboard',
  tabs: { classic: 'Classic', platformer: 'Platformer' },
} as const;
