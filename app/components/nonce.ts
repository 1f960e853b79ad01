// The per-response CSP nonce. entry.server provides it around the router so the inline scripts that
// React Router renders (<Scripts>, <ScrollRestoration>) carry it. Browsers hide the nonce attribute
// (it reads as "") but keep the `nonce` property, which React compares during hydration: the browser
// side therefore reads the same value back from the server-rendered scripts, so hydration matches.
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);

let browserNonce: string | undefined;

function nonceOfThisPage(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  browserNonce ??= document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
  return browserNonce;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext) ?? nonceOfThisPage();
}
