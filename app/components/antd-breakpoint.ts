// antd's useBreakpoint as the built site runs it (scripts/vite/antd-breakpoint.ts points antd's imports
// of antd/es/grid/hooks/useBreakpoint here): antd's hook, except when the first answer is rendered.
// antd subscribes to the screen's breakpoints in a layout effect, and the subscription answers at once,
// so every component that refreshes on the screen (every Form.Item through its Row, Steps, Avatar, List,
// a Table with `responsive` columns) forced a synchronous update inside the commit that mounted it. On a
// page drawn on the server that commit is hydration's: React then ran all of the page's passive effects
// and re-rendered those components in the same task as the hydration, one unit of work a phone's main
// thread could not leave (decision 0096). Here, while the page hydrates, the first answer is a
// transition, rendered after hydration in slices React can interrupt: what the server drew does not
// depend on the screen (it cannot know it), so nothing is drawn wrong meanwhile. A component mounted
// once the page is live (the ordering pages' tables after the sign-in check, a page navigated to) is
// answered synchronously, as antd does, so a phone never paints the desktop layout first. Later answers
// (the window resized) stay synchronous too. The screens a component draws from are antd's.
import { startTransition, useLayoutEffect, useReducer, useRef } from 'react';
import useResponsiveObserver, { type ScreenMap } from 'antd/es/_util/responsiveObserver';
import { pageIsLive } from './interactive-marker.ts';

export default function useBreakpoint(refreshOnChange = true, defaultScreens: ScreenMap | null = {}): ScreenMap {
  const screensRef = useRef<ScreenMap>(defaultScreens as ScreenMap);
  const [, forceUpdate] = useReducer((count: number) => count + 1, 0);
  const responsiveObserver = useResponsiveObserver();
  useLayoutEffect(() => {
    // Deferred: only the answer given while subscribing, and only while the page hydrates.
    let deferAnswer = !pageIsLive();
    const token = responsiveObserver.subscribe((screens) => {
      screensRef.current = screens;
      if (!refreshOnChange) return;
      if (deferAnswer) startTransition(forceUpdate);
      else forceUpdate();
    });
    deferAnswer = false;
    return () => responsiveObserver.unsubscribe(token);
    // antd's dependency list, kept: antd's useResponsiveObserver makes a new observer on every render
    // (its memo is keyed on an object built afresh each time), so depending on it would subscribe again
    // after every render, and each first answer would schedule one more render (fence A13 fails so).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshOnChange]);
  // antd's design, kept: the latest screens are read as the component renders, so one that does not
  // refresh on the screen still draws them whenever it renders for another reason.
  return screensRef.current;
}
