import { lazy } from 'react';
import type { PageDefinition } from '../types';

export const passwordChange: PageDefinition = {
  kind: 'page',
  path: 'user/password/change',
  access: 'account',
  page: lazy(() => import('./PasswordChangePage')),
};
