/** English strings of the customers (`/users/customers`). */
export const customersMessages = {
  resources: {
    'users/customers': {
      name: 'Customer |||| Customers',
      /** Its bulk actions (src/components/bulk): the confirmation's title, the undo's, and each action's job. */
      bulk: {
        confirm: '%{action} %{count} customer? |||| %{action} %{count} customers?',
        undo: '%{action} the %{count} customer this job %{did}? |||| %{action} the %{count} customers this job %{did}?',
        jobs: {
          block: 'Block customers',
          unblock: 'Unblock customers',
        },
      },
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
