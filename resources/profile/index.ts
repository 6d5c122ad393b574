import { lazyView } from '../../src/definitions/lazyView';
import type { PageDefinition } from '../../src/definitions/types';
import { profileMessages } from './messages';

/** Every signed-in user reaches their own profile (the server decides about others'). */
export const profile: PageDefinition = {
  kind: 'page',
  path: 'user/:id/profile',
  access: 'account',
  messages: profileMessages,
  page: lazyView(() => import('./ProfilePage')),
};
