/** Shared by the e2e server and the tests, which sign their own tokens with it. */
export const E2E_JWT_SECRET = 'e2e-secret-for-signing-test-tokens-0123456789';

export const DEMO = {
  staff: { username: 'DemoStaff', email: 'staff@demo.test', password: 'demo-password' },
  player: { username: 'DemoPlayer', email: 'player@demo.test', password: 'demo-password' },
  inactive: { username: 'user4k9q2m7x1z' },
} as const;
