import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { lazy } from 'react';
import type { ResourceDefinition } from '../types';

export const orders: ResourceDefinition = {
  kind: 'resource',
  name: 'orders',
  access: 'orders',
  menu: { label: 'app.menu.orders', icon: ShoppingCartIcon, order: 30 },
  endpoints: {
    list: { method: 'POST', path: '/api/orders/list' },
    getOne: '/api/orders/:id',
    actions: {
      recheckPayment: { method: 'POST', path: '/api/orders/:id/recheck-payment' },
      refund: { method: 'POST', path: '/api/orders/:id/refund' },
      cancel: { method: 'POST', path: '/api/orders/:id/cancel' },
    },
  },
  list: lazy(() => import('./OrderList')),
  show: lazy(() => import('./OrderShow')),
  recordRepresentation: 'number',
};
