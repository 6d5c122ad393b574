/** English strings of the customers (`/users/customers`). */
export const customersMessages = {
  resources: {
    'users/customers': {
      name: 'Customer |||| Customers',
      search: 'Search by name or e-mail',
      fields: {
        name: 'Name',
        email: 'E-mail',
        phone: 'Phone',
        country: 'Country',
        registeredAt: 'Registered',
        lastSeenAt: 'Last seen',
        emailVerified: 'E-mail verified',
        blocked: 'Blocked',
        registeredFrom: 'Registered from',
        registeredTo: 'Registered to',
      },
      empty: {
        title: 'No customers yet',
        text: 'Customers appear here once they register in the mobile app.',
      },
      tabs: {
        details: 'Details',
        orders: 'Orders',
        subscriptions: 'Subscriptions',
      },
      no_orders: 'No orders yet.',
      no_subscriptions: 'No subscriptions yet.',
      subscription: {
        name: 'Plan',
        state: 'State',
        startedAt: 'Started',
        endsAt: 'Renews or ended',
        order: 'Order',
        active: 'Active',
        cancelled: 'Cancelled',
        ended: 'Ended',
        renews: 'renews',
        open_order: 'Open the order',
        store: 'App store',
      },
    },
  },
};
