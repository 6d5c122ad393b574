import RateReviewIcon from '@mui/icons-material/RateReview';
import { lazyView } from '../../src/definitions/lazyView';
import type { PageDefinition } from '../../src/definitions/types';
import { reviewMessages } from './messages';

/** `/publishing/review`: what waits for review, and the reader's own submissions (docs/api.md "Editorial workflow"). */
export const review: PageDefinition = {
  kind: 'page',
  path: 'publishing/review',
  access: 'editorial',
  menu: { label: 'app.menu.review', icon: RateReviewIcon, group: 'publishing', order: 10 },
  messages: reviewMessages,
  page: lazyView(() => import('./ReviewPage')),
};
