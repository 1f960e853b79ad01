// @ant-design/cssinjs as antd sees it in the built site (scripts/vite/antd-static-css-vars.ts points
// antd's imports here): the package unchanged, except two hooks.
// - Components do not register their CSS variables at run time. With zeroRuntime (antd-theme.ts) antd
//   generates no styles, yet every component type still turned its whole token set into a
//   `.css-var-_R_0_.ant-…{--ant-…}` block on its first render (a murmur hash and three regular
//   expressions per token) and inserted it as a <style>: 17 style elements and a quarter of the script
//   time of a console page, each insertion a style recalculation of the page. antd/dist/antd.css, which
//   the pages load, holds the same blocks for the same key (fence A11); where the console's menu wants
//   other sizes, console.css sets those variables (decision 0090).
// - The site theme's design token comes from a snapshot instead of being worked out on every page
//   load, and its variables are not inserted either (antd-token-snapshot.ts, decision 0095).
export * from '@ant-design/cssinjs';
import { useCacheToken as workOutToken, type useCSSVarRegister as Register } from '@ant-design/cssinjs';
import { snapshotToken } from './antd-token-snapshot.ts';

type RegisterConfig = Parameters<typeof Register>[0];

/** Registers nothing: answers the token and the key, as the real hook does, without a style. */
export function useCSSVarRegister(config: RegisterConfig): ReturnType<typeof Register> {
  return [config.token, '', '', config.key] as unknown as ReturnType<typeof Register>;
}

/**
 * The site theme's token from the snapshot, anything else as antd ships it. The snapshot answer calls
 * no hook and the other does, which React allows only because a component's inputs here never move
 * between the two: they are the provider's theme, fixed for the life of the page.
 */
export function useCacheToken(...args: Parameters<typeof workOutToken>): ReturnType<typeof workOutToken> {
  const [, tokens, option] = args;
  return (snapshotToken(tokens, option) as ReturnType<typeof workOutToken> | null) ?? workOutToken(...args);
}
