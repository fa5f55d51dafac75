/** Every text of the sign-in dialog and its password form, in one place so a language can come later without touching components. */
import { timeFromNow } from '../../lib/i18n/format';
import { defineTexts } from '../../lib/i18n/registry';
export const signInTexts = defineTexts('signInTexts', {
  title: 'Welcome Back',
  description: 'Login to access your account',
  google: 'Sign in with Google',
  googleUnavailable: 'Google sign-in is not available on this site.',
  divider: 'or with email',
  close: 'Close',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in with email',
  submitting: 'Signing in…',
  failure: {
    invalidInput: 'Enter a valid email address and your password.',
    wrongCredentials: 'Wrong email or password.',
    /** A 429 without Retry-After. */
    rateLimited: 'Too many failed sign-in attempts. Please wait a while and try again.',
    /** A 429, with the wait its Retry-After names: 'Try again in 4 minutes.' */
    rateLimitedFor: (seconds: number) => `Too many failed sign-in attempts. Try again ${timeFromNow(seconds)}.`,
    unreachable: 'The server could not be reached. Check your connection and try again.',
    other: 'Sign-in failed. Please try again.',
  },
} as const);

/**
 * The signed-in player's menu. Its button's name, like the Login button's, is the top bar's
 * (layoutTexts.account): drawn on every first visit, while this file loads with the menu or the dialog.
 */
export const accountTexts = defineTexts('accountTexts', {
  /** Above the signed-in player's username, at the top of the menu. */
  signedInAs: 'Signed in as',
  yourAccount: 'Your account',
  profile: 'Profile',
  submissions: 'Submissions',
  settings: 'Settings',
  signOut: 'Sign out',
} as const);

/** The route guard, while the sign-in check runs. */
export const guardTexts = defineTexts('guardTexts', {
  loading: 'Loading...',
} as const);
