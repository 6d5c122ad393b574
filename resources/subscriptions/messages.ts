/** English strings of the subscription plans, and the content types' labels (the feed reads them too). */
export const subscriptionsMessages = {
  resources: {
    subscriptions: {
      name: 'Subscription |||| Subscriptions',
      /** Its bulk actions (src/components/bulk): the confirmation's title, the undo's, and each action's job. */
      bulk: {
        confirm: '%{action} %{count} subscription plan? |||| %{action} %{count} subscription plans?',
        undo: '%{action} the %{count} subscription plan this job %{did}? |||| %{action} the %{count} subscription plans this job %{did}?',
        jobs: {
          enable: 'Enable subscription plans',
          disable: 'Disable subscription plans',
        },
      },
      // react-admin's save messages (the toast shows them as a success: src/shell/layout/AppNotification.tsx).
      notifications: {
        created: 'Subscription plan created',
        updated: 'Subscription plan saved',
        deleted: 'Subscription plan deleted |||| %{smart_count} subscription plans deleted',
      },
      search: 'Name, description or product id',
      fields: {
        name: 'Name',
        description: 'Description',
        price: 'Price',
        currency: 'Currency',
        billingPeriod: 'Billing period',
        billingDays: 'Days between bills',
        contentTypes: 'Content types',
        contentType: 'Content type',
        trialDays: 'Trial days',
        status: 'Status',
        iosProductId: 'App Store product id',
        androidProductId: 'Google Play product id',
        activeSubscribers: 'Active subscribers',
        createdAt: 'Created',
        updatedAt: 'Updated',
      },
      billing_periods: {
        MONTHLY: 'Monthly',
        YEARLY: 'Yearly',
        DAYS: 'Every number of days',
        every_days: 'Every day |||| Every %{smart_count} days',
      },
      sections: {
        plan: 'Plan',
        billing: 'Price and billing',
        content: 'Included content',
        stores: 'App stores',
      },
      helpers: {
        price: 'Charged every billing period, after the trial.',
        trial_days: '0 for no free trial.',
        content_types: 'What customers holding this plan may read and watch.',
        status: 'Disable to retire the plan: it is no longer offered, and customers who hold it keep it.',
        ios_product_id: 'The product id of the in-app subscription in App Store Connect, e.g. com.publisher.reader_monthly.',
        android_product_id: 'The product id of the subscription in the Google Play Console, e.g. reader_monthly.',
        product_id_format: 'Use letters, digits, dots and underscores only',
      },
      subscribers: '%{count} active subscriber |||| %{count} active subscribers',
      remove_content: {
        title: 'Remove content from a plan customers hold?',
        content:
          '%{count} customer holds this plan and will lose access to: %{types}. |||| %{count} customers hold this plan and will lose access to: %{types}.',
      },
      empty: {
        title: 'No subscription plans yet',
        text: 'Create a plan to offer customers books, magazines, news or videos for a monthly, yearly or custom period.',
      },
    },
  },
};
