/** English strings of the review queue (`/publishing/review`). */
export const reviewMessages = {
  app: {
    review: {
      title: 'Review queue',
      intro_approver: 'What waits for your review, oldest first, and your own submissions sent back.',
      intro_author: 'Your submissions: in review, scheduled, or sent back with the reason.',
      filter: 'Show',
      all: 'Everything',
      /** Each editorial resource, as one of its records is named. */
      kinds: {
        'e-books': 'Book',
        feeds: 'Feed entry',
        'ui/banners': 'Banner',
        'ui/alerts': 'Alert',
      },
      /** The filter's choices, by resource. */
      filters: {
        'e-books': 'Books',
        feeds: 'Feed',
        'ui/banners': 'Banners',
        'ui/alerts': 'Alerts',
      },
      columns: {
        title: 'Title',
        kind: 'Kind',
        state: 'State',
        author: 'Submitted by',
        since: 'Since',
        reason: 'Reason',
      },
      goes_out: 'Goes out %{time}',
      /** A pending change of a published record: the published version stays live meanwhile. */
      change: 'A change to the published version',
      more: 'The %{shown} oldest of %{total} are shown.',
      empty_approver: 'Nothing waits for review.',
      empty_author: 'None of your submissions is in review.',
      empty_text: 'Records submitted for review show here until they are approved or sent back.',
      failed: 'The review queue could not be loaded: %{message}',
      retry: 'Try again',
    },
  },
};
