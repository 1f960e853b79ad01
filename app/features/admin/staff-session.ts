// The console's view of the staff session kept by app/api/session.ts: whether a token is stored (known
// only in the browser), and signing out.
import { useEffect, useSyncExternalStore } from 'react';
import { staffApi } from '../../../contracts/api/admin/staff.ts';
import { api } from '../../api/client.ts';
import { clearStaffToken, getStaffToken, onSessionChange } from '../../api/session.ts';

/** The stored staff token; undefined while rendering on the server and hydrating (not known yet). */
export function useStaffToken(): string | null | undefined {
  return useSyncExternalStore<string | null | undefined>(onSessionChange, getStaffToken, () => undefined);
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

/** The marker automated browser tests wait for (the public shell sets it too). */
export function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
