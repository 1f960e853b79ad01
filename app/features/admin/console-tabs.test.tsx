// @vitest-environment happy-dom
// The console's tab list (console-tabs.tsx): WAI-ARIA's roles and links between tab and panel, one tab
// in the Tab order, and the arrow keys, Home and End choosing and focusing a tab (wrapping at the ends).
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsoleTabs } from './console-tabs.tsx';

const TABS = [
  { key: 'one', label: '甲' },
  { key: 'two', label: '乙' },
  { key: 'three', label: '丙' },
] as const;

function Harness({ chosen }: { chosen: string[] }) {
  const [active, setActive] = useState<(typeof TABS)[number]['key']>('one');
  return (
    <ConsoleTabs
      label="示例"
      tabs={TABS}
      active={active}
      onChange={(key) => {
        chosen.push(key);
        setActive(key);
      }}
    >
      <p>{`view ${active}`}</p>
    </ConsoleTabs>
  );
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let container: HTMLDivElement;
let root: Root;
let chosen: string[];

beforeEach(async () => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  chosen = [];
  await act(async () => root.render(<Harness chosen={chosen} />));
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const tabs = () => [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const panel = () => container.querySelector<HTMLElement>('[role="tabpanel"]')!;
const press = (key: string) => act(async () => void document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));

describe('ConsoleTabs', () => {
  it('names the list, marks the chosen tab and names the panel by it', () => {
    const list = container.querySelector('[role="tablist"]')!;
    expect(list.getAttribute('aria-label')).toBe('示例');
    expect(tabs().map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
      ['甲', 'true', 0],
      ['乙', 'false', -1],
      ['丙', 'false', -1],
    ]);
    expect(panel().getAttribute('aria-labelledby')).toBe(tabs()[0].id);
    expect(tabs().every((tab) => tab.getAttribute('aria-controls') === panel().id)).toBe(true);
    expect(panel().textContent).toBe('view one');
  });

  it('a click shows that tab', async () => {
    await act(async () => tabs()[2].click());
    expect(chosen).toEqual(['three']);
    expect(tabs()[2].getAttribute('aria-selected')).toBe('true');
    expect(panel().getAttribute('aria-labelledby')).toBe(tabs()[2].id);
    expect(panel().textContent).toBe('view three');
  });

  it('the arrow keys move to the next or previous tab, wrapping; Home and End to the first and last', async () => {
    tabs()[0].focus();
    await press('ArrowRight');
    expect(document.activeElement).toBe(tabs()[1]);
    await press('ArrowLeft');
    await press('ArrowLeft');
    expect(document.activeElement).toBe(tabs()[2]);
    await press('Home');
    await press('End');
    await press('ArrowRight');
    expect(chosen).toEqual(['two', 'one', 'three', 'one', 'three', 'one']);
    expect(document.activeElement).toBe(tabs()[0]);
    expect(tabs()[0].tabIndex).toBe(0);
    await press('a');
    expect(chosen).toHaveLength(6);
  });
});
