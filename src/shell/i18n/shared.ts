import { orderStatusLabel, paymentProviderLabel, paymentStatusLabel, purchaseTypeLabel } from '../../../contract/orderLabels';

/**
 * The labels of the contract's enumerations that several resources show (orders, customers, the
 * dashboard and analytics show order and payment statuses; subscriptions and the feed content
 * types; the layout and banners layout types; banners and alerts active windows).
 */
export const sharedMessages = {
  app: {
    order_statuses: { 0: 'All', ...orderStatusLabel },
    payment_statuses: paymentStatusLabel,
    payment_providers: paymentProviderLabel,
    purchase_types: { 0: 'All', ...purchaseTypeLabel },
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
