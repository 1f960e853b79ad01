// Logout (spec section 4): revoke the session on the server, forget token and user, go home. The
// browser forgets the session even when the call fails (offline, already expired).
import { userApi } from '../../../contracts/api/user.ts';
import { api } from '../../api/client.ts';
import { clearSession, getToken } from '../../api/session.ts';

export async function logout(): Promise<void> {
  if (getToken()) {
    try {
      await api.call(userApi.logout, {}, { silent: true });
    } catch {
      // Ignored on purpose: see above.
    }
  }
  clearSession();
}
