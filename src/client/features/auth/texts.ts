/** Every text of the sign-in dialog and its password form, in one place so a language can come later without touching components. */
export const signInTexts = {
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
    rateLimited: 'Too many sign-in attempts. Please wait a while and try again.',
    unreachable: 'The server could not be reached. Check your connection and try again.',
    other: 'Sign-in failed. Please try again.',
  },
} as const;
