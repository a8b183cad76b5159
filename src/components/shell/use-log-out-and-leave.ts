import { useCallback, useState } from 'react';
import { useLogout } from '../../state';
import { fire } from '../../lib/fire';
import { Paths } from '../../routes';

/**
 * The Log out action of the shell (the desktop top bar and the mobile account menu): once
 * logged out (the service worker's pages of this viewer dropped), a full navigation to the
 * login page; a failed logout stays here, and the worker's toast says so.
 */
export function useLogOutAndLeave(): { logOut: () => void; busy: boolean } {
  const logOut = useLogout();
  const [busy, setBusy] = useState(false);
  const leave = useCallback(() => {
    setBusy(true);
    fire(
      logOut().then((loggedOut) => {
        if (loggedOut) window.location.assign(Paths.login);
        else setBusy(false);
      }),
      'log out',
    );
  }, [logOut]);
  return { logOut: leave, busy };
}
