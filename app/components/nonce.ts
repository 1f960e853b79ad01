// The per-response CSP nonce. entry.server provides it around the router so the inline scripts that
// React Router renders (<Scripts>, <ScrollRestoration>) carry it; in the browser it is not needed.
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
