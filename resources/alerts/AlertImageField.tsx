import type { Alert } from '../../contract/alerts';
import { ThumbnailField } from '../../src/components/ThumbnailField';

/** The alert's image, in the 1.6:1 shape the app shows it in. */
export const AlertImageField = ({ size }: { size: number }) => (
  <ThumbnailField<Alert> src={(alert) => alert.imageUrl} height={size} aspect={1.6} />
);
