// The home page's two carousels read /dsm/indexad's id as the carousel, 1 desktop and 2 phone, on every
// deployment: a departure from the specification's "1 on the main production site, otherwise 2"
// (decision 0062, issue 37 point 8). The loader runs here on stub services.
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { unpack } from '../../page-assembly/packed-data.ts';
import { loader } from '../../routes/home.tsx';
import { serverContext, type ServerContext } from '../../server-context.ts';

const ad = (position: number) => ({ id: position, name: `position ${position}`, adfile: `/ad-${position}.svg`, body: '', is_showbody: 0, gourl: '', status: 1 });

function contextWith(asked: number[]) {
  const services = {
    preview: { previewedId: async () => null },
    content: {
      navigationTree: async () => [],
      webSettings: async () => ({}),
      aboutUs: async () => ({ title: '', litpic: '', description: '', body: '', counters: [] }),
    },
    articles: {
      carousel: async (position: number) => {
        asked.push(position);
        return [ad(position)];
      },
      recommended: async () => [],
    },
    news: { indexNews: async () => [] },
  };
  const context = new RouterContextProvider();
  context.set(serverContext, { services, page: false } as unknown as ServerContext);
  return context;
}

describe('the home carousels (decision 0062)', () => {
  it('shows the ads of id 1 in the desktop carousel and those of id 2 in the phone carousel', async () => {
    const asked: number[] = [];
    const data = await loader({ context: contextWith(asked), request: new Request('http://localhost/'), params: {} } as unknown as Parameters<typeof loader>[0]);
    const home = unpack(data.home);
    expect(asked.toSorted()).toEqual([1, 2]);
    expect(home.desktopAds.map((a) => a.name)).toEqual(['position 1']);
    expect(home.mobileAds.map((a) => a.name)).toEqual(['position 2']);
  });
});
