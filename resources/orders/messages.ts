/** English strings of the orders (the labels of their statuses and types are shared: src/shell/i18n/shared.ts). */
export const ordersMessages = {
  resources: {
    orders: {
      name: 'Order |||| Orders',
      /** Its bulk actions (src/components/bulk): the confirmation's title, the undo's, and each action's job. */
      bulk: {
        confirm: '%{action} %{count} order? |||| %{action} %{count} orders?',
        undo: '%{action} the %{count} order this job %{did}? |||| %{action} the %{count} orders this job %{did}?',
        jobs: {
          'recheck-payment': 'Re-check order payments',
        },
      },
      search: 'Order number or e-mail',
      export: 'Export CSV',
      payment_line: 'Payment: %{status}',
      fields: {
        number: 'Order',
        createdAt: 'Placed',
        customer: 'Customer',
        purchaseType: 'Purchase type',
        'item.title': 'Item',
        amount: 'Amount',
        status: 'Status',
        paymentStatus: 'Payment status',
        territory: 'Bought in',
        preorder: 'Pre-order',
        q: 'Search',
      },
      preorder: 'Yes: the book is delivered at its release',
      no_results_in_period: 'No orders in this period.',
      search_all_dates: 'Search all dates',
      empty: {
        title: 'No orders yet',
        text: 'Orders appear here when customers buy a book or a subscription in the mobile app.',
      },
      sections: {
        order: 'Order',
        payments: 'Payments',
        timeline: 'Timeline',
      },
      no_payments: 'No payment attempt yet.',
      payment: {
        provider: 'Provider',
        reference: 'Reference',
        status: 'Status',
        amount: 'Amount',
        createdAt: 'Started',
        updatedAt: 'Last change',
      },
      timeline: {
        created: 'Order placed (%{to})',
        order_status: 'Order status: %{from} → %{to}',
        payment_status: 'Payment status: %{from} → %{to}',
        payment_started: 'Payment started (%{to})',
        refund: 'Refunded: %{from} → %{to}',
        cancel: 'Cancelled: %{from} → %{to}',
      },
      actors: {
        system: 'System',
        provider: 'Card payment provider',
        staff: 'Staff',
        customer: 'Customer',
      },
      recheck: {
        button: 'Re-check payment',
        title: 'Re-check the payment of %{number}?',
        text: 'The card payment provider is asked for the current state of the latest payment; the order follows it.',
        changed: 'Payment re-checked: payment %{payment}, order %{status}',
        unchanged: 'Nothing new from the card payment provider: payment %{payment}, order %{status}',
      },
      reason: 'Reason',
      refund: {
        button: 'Refund',
        title: 'Refund %{number}?',
        amount: 'Amount to refund: %{amount} (%{currency})',
        confirm: 'Refund %{amount}',
        text: 'The card payment provider returns the whole amount to the customer, and their access to the item ends.',
        done: '%{number} is refunded',
      },
      cancel: {
        button: 'Cancel order',
        title: 'Cancel %{number}?',
        text: 'The unpaid order is cancelled, and its pending payment with it.',
        done: '%{number} is cancelled',
      },
    },
  },
};
