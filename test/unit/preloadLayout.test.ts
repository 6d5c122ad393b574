import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { dataProvider } from '../../src/shell/providers';
import { bannersByPosition } from '../../resources/layout/useActiveBanners';
import { savedLayoutQuery } from '../../resources/layout/useSavedLayout';
import { preloadViewAt } from '../../src/shell/preloadView';
import { queryClient } from '../../src/queryClient';
import { listQueryKey } from '../../dataProvider/earlyPages';
import { origin, signedInApi } from './browserGlobals';

/** The layout editor's first requests, started with its chunk as the page loads (PageDefinition.preloadData). */

const asked: string[] = [];
const image = (id: number) => ({ id, imageUrl: `/media/banners/${id}.png` });
const banners = [
  { id: 1, layoutType: 'books', active: true, images: [image(11), image(12)] },
  { id: 2, layoutType: 'books', active: false, images: [image(21)] },
  { id: 3, layoutType: 'home', active: true, images: [image(31)] },
  { id: 4, layoutType: 'books', active: true, images: [image(41)] },
];
signedInApi(
  [
    http.get(`${origin}/api/layouts`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname}${url.search}`);
      return HttpResponse.json({ layoutType: url.searchParams.get('layoutType'), sections: [] }, { headers: { etag: '"v1"' } });
    }),
    http.get(`${origin}/api/ui/banners`, ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return HttpResponse.json(banners);
    }),
  ],
  () => {
    asked.length = 0;
    queryClient.clear();
  },
);

/** The banners as the editor's useGetList reads them: from the query cache, where the early page went. */
const bannersListed = () =>
  queryClient.fetchQuery({ queryKey: listQueryKey('ui/banners', bannersByPosition), queryFn: () => dataProvider.getList('ui/banners', bannersByPosition) });

describe("the layout editor's first data", () => {
  test("the screen the address names: its layout and every banner, each asked once with the editor's own calls", async () => {
    const loading = vi.fn();
    vi.stubGlobal('Image', class { set src(url: string) { loading(url); } });
    preloadViewAt('/ui/layout', '?type=books');
    await vi.waitFor(() => expect(asked.toSorted()).toEqual(['/api/layouts?layoutType=books&version=pending', '/api/ui/banners']));
    const [{ etag }, listed] = await Promise.all([queryClient.fetchQuery(savedLayoutQuery('books')), bannersListed()]);
    expect(etag).toBe('"v1"');
    expect(listed.data.map((banner) => banner.id)).toEqual([1, 2, 3, 4]);
    expect(asked.sort()).toEqual(['/api/layouts?layoutType=books&version=pending', '/api/ui/banners']);
    // The first image of each banner active on that screen starts loading: what the preview shows first.
    await vi.waitFor(() => expect(loading.mock.calls.map(([url]) => url)).toEqual(['/media/banners/11.png', '/media/banners/41.png']));
  });

  test('the home screen when the address names none or an unknown one', async () => {
    preloadViewAt('/ui/layout', '?type=nowhere');
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    await queryClient.fetchQuery(savedLayoutQuery('home'));
    await bannersListed();
    expect(asked.sort()).toEqual(['/api/layouts?layoutType=home&version=pending', '/api/ui/banners']);
  });
});
