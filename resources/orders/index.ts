import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { lazyView } from '../../src/definitions/lazyView';
import { orders as declaration } from '../../contract/resources/orders';
import { defineResource } from '../../src/definitions/defineResource';
import { orderListDefaults } from './listDefaults';
import { ordersMessages } from './messages';

export const orders = defineResource(declaration, {
  menu: { label: 'app.menu.orders', icon: ShoppingCartIcon, order: 30, key: 'o' },
  messages: ordersMessages,
  operations: {
    list: 'listOrders',
    export: 'exportOrders',
    getOne: 'getOrder',
    actions: { recheckPayment: 'recheckOrderPayment', refund: 'createRefund', cancel: 'cancelOrder' },
  },
  list: lazyView(() => import('./OrderList')),
  listDefaults: ({ timeZone }) => orderListDefaults(timeZone),
  show: lazyView(() => import('./OrderShow')),
  recordRepresentation: 'number',
  values: () => import('./orderValues').then((module) => module.orderValues),
});
