import type { FeedEntry } from '../../contract/feed';
import { ThumbnailField } from '../../src/components/ThumbnailField';

/** The entry's picture, square. */
export const FeedPictureField = ({ size }: { size: number }) => <ThumbnailField<FeedEntry> src={(entry) => entry.imageUrl} height={size} />;
