/**
 * The top bar's account corner: the Login button (signed out) or the avatar menu (signed in).
 * The dialog and the menu are loaded on demand, so a first visit does not pay for them. The route
 * guard opens the dialog through navigation state (`openLogin`, `from`).
 */
import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { useAuth } from '../../../lib/auth/auth-store';
import { PLAYER_TEXTS } from '../../../lib/i18n/catalogs';
import { lazyPart } from '../../../lib/lazy-part';
import { Button, IconButton } from '../../../components/ui/first-visit/button';
import { layoutTexts } from '../../../components/layout/texts';

/** Narrower on a phone, so the top bar keeps room for the site's title. */
const compact = css({ px: { base: '3', sm: '4' } });

const LoginDialog = lazyPart(() => import('./login-dialog'), PLAYER_TEXTS);
const AvatarMenu = lazyPart(() => import('./avatar-menu'), PLAYER_TEXTS);

export function AccountArea() {
  const { user } = useAuth();
  const router = useRouter();
  const navigate = useNavigate();
  const navState = useRouterState({ select: (state) => state.location.state });
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (navState.openLogin && !user) {
      setLoaded(true);
      setOpen(true);
    }
  }, [navState.openLogin, navState.__TSR_key, user]);

  // Forget the request to open, so a reload or going back does not open the dialog again.
  const forgetRequest = () => {
    if (navState.openLogin) router.history.replace(router.state.location.href, { ...navState, openLogin: false });
  };
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) forgetRequest();
  };
  /** Signed in from the dialog: back to the page the guard turned the user away from, if any. */
  const signedIn = () => {
    setOpen(false);
    if (navState.from) void navigate({ href: navState.from, replace: true });
    else forgetRequest();
  };

  if (user) {
    // The menu's place, empty until its button (the player's picture) arrives.
    const placeholder = <IconButton aria-label={layoutTexts.account.menu} variant="ghost" disabled />;
    return (
      <Suspense fallback={placeholder}>
        <AvatarMenu user={user} />
      </Suspense>
    );
  }
  return (
    <>
      <Button
        className={compact}
        // index.html's frame hides it while a signed-in page starts (build/first-screen.ts).
        data-signed-out=""
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {layoutTexts.account.login}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <LoginDialog open={open} onOpenChange={changeOpen} onSignedIn={signedIn} returnTo={navState.from} />
        </Suspense>
      ) : null}
    </>
  );
}
