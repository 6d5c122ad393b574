/** A list's thumbnail (src/components/ThumbnailField.tsx): its picture loads lazily, or a placeholder shows. */
import { renderToString } from 'react-dom/server';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, test } from 'vitest';
import { ThumbnailField } from '../../src/components/ThumbnailField';

const html = (record: { id: number; imageUrl: string | null }) =>
  renderToString(
    <RecordContextProvider value={record}>
      <ThumbnailField<typeof record> src={(entry) => entry.imageUrl} height={48} />
    </RecordContextProvider>,
  );

describe('list thumbnails', () => {
  test('the picture is fetched only once its row is near the window, not while the rows render', () => {
    const img = /<img[^>]*>/.exec(html({ id: 1, imageUrl: '/media/feed/a.png' }))?.[0];
    expect(img).toContain('src="/media/feed/a.png"');
    expect(img).toContain('loading="lazy"');
  });

  test('no picture shows the placeholder icon, hidden from screen readers', () => {
    const shown = html({ id: 1, imageUrl: null });
    expect(shown).not.toContain('<img');
    expect(shown).toMatch(/<svg[^>]*aria-hidden="true"/);
  });
});
