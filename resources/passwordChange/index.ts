import { lazyView } from '../../src/definitions/lazyView';
import type { PageDefinition } from '../../src/definitions/types';
import { passwordChangeMessages } from './messages';

export const passwordChange: PageDefinition = {
  kind: 'page',
  path: 'user/password/change',
  access: 'account',
  messages: passwordChangeMessages,
  page: lazyView(() => import('./PasswordChangePage')),
};
