import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { lazyView } from '../../src/definitions/lazyView';
import type { ResourceDefinition } from '../../src/definitions/types';
import { orderListDefaults } from './listDefaults';
import { ordersMessages } from './messages';

export const orders: ResourceDefinition = {
  kind: 'resource',
  name: 'orders',
  access: 'orders',
  bulk: 'orders',
  menu: { label: 'app.menu.orders', icon: ShoppingCartIcon, order: 30 },
  messages: ordersMessages,
  operations: {
    list: 'listOrders',
    export: 'exportOrders',
    getOne: 'getOrder',
    actions: { recheckPayment: 'recheckOrderPayment', refund: 'refundOrder', cancel: 'cancelOrder' },
  },
  list: lazyView(() => import('./OrderList')),
  listDefaults: ({ timeZone }) => orderListDefaults(timeZone),
  show: lazyView(() => import('./OrderShow')),
  recordRepresentation: 'number',
  audit: 'orders',
  values: () => import('./orderValues').then((module) => module.orderValues),
};
