// The console's view of the staff session kept by app/api/session.ts: whether a token is stored, and
// signing out.
import { useContext, useEffect, useSyncExternalStore } from 'react';
import { staffApi } from '../../../contracts/api/admin/staff.ts';
import { api } from '../../api/client.ts';
import { clearStaffToken, getStaffToken, onSessionChange } from '../../api/session.ts';
import { AnswerSourceContext } from '../../api/server-answers.ts';

const hasStaffToken = () => getStaffToken() !== null;

/**
 * Whether a staff token is stored. The token lives in the browser, so the server knows only of a page
 * it draws with the console's page cookie (decision 0091): signed in there and while that page
 * hydrates; undefined (not known yet) for a page the browser draws.
 */
export function useStaffSignedIn(): boolean | undefined {
  const drawnSignedIn = useContext(AnswerSourceContext) !== null;
  return useSyncExternalStore<boolean | undefined>(onSessionChange, hasStaffToken, () => (drawnSignedIn ? true : undefined));
}

/** Ends the session on the server (when it still lives) and forgets the token either way. */
export async function staffSignOut(): Promise<void> {
  if (getStaffToken()) {
    try {
      await api.call(staffApi.logout, {}, { silent: true });
    } catch {
      // Offline or already expired: the browser forgets the token all the same.
    }
  }
  clearStaffToken();
}

/**
 * The marker automated browser tests wait for (the public shell sets it too); `when` false leaves it to
 * another component (a page drawn on the server hydrates in parts: it is live when its page's part is).
 */
export function useHydratedMarker(when = true) {
  useEffect(() => {
    if (when) markConsoleLive();
  }, [when]);
}

/** Sets that marker now (a page drawn on the server, once its last part has hydrated). */
export function markConsoleLive() {
  document.documentElement.dataset.hydrated = 'true';
}
