/**
 * The labels of the contract's enumerations that several resources show (orders, customers, the
 * dashboard and analytics show order and payment statuses; subscriptions and the feed content
 * types; the layout and banners layout types; banners and alerts active windows).
 */
export const sharedMessages = {
  app: {
    order_statuses: {
      0: 'All',
      1: 'Initiated',
      2: 'Confirmed',
      3: 'Payment Failed',
      4: 'Refunded',
      5: 'Cancelled',
      6: 'Processing',
      7: 'Payment Cancelled',
    },
    payment_statuses: {
      1: 'None',
      2: 'Initiated',
      3: 'Processing',
      4: 'Pending',
      5: 'Success',
      6: 'Failed',
      7: 'Refunded',
      8: 'Cancelled',
    },
    payment_providers: {
      1: 'Card payment provider',
    },
    purchase_types: {
      0: 'All',
      1: 'Subscription',
      2: 'Book Purchase',
    },
    content_types: {
      book: 'Book',
      magazine: 'Magazine',
      news: 'News',
      videos: 'Videos',
      premium: 'Premium',
    },
    layout_types: {
      home: 'Home',
      books: 'Books',
      magazines: 'Magazines',
      news: 'News',
    },
    active_window: {
      start: 'Starts',
      end: 'Ends',
      end_helper: 'Leave empty to keep it running',
      active: 'Active now',
      scheduled: 'Scheduled',
      ended: 'Ended',
      disabled: 'Disabled',
    },
  },
};
