import { declareResource } from './declaration';

/**
 * The app's layout: one record per screen (contract/layoutRules.ts `layoutIdOf`), edited on the
 * layout page (`/ui/layout?type=`), read by the app at `/data/layout`.
 */
export const layout = declareResource({
  name: 'ui/layout',
  area: 'ui',
  api: '/api/layouts',
  audited: true,
  editorial: { state: 'getLayoutState', step: 'takeLayoutStep' },
});
