/** English strings of the analytics pages (`/analytics/...`); the charts' own are the shell's. */
export const analyticsMessages = {
  app: {
    analytics: {
      range: '%{start} – %{end}',
      // A period that ends today holds part of a day: it is compared once the day is over (periodChange.ts).
      change_after_today: 'Compared with the period before once today is over',
      today: {
        title: 'Today',
        orders: 'Orders today',
        sales: 'Sales today',
        revenue: 'Revenue today',
        customers: 'Customers',
        new_customers: '%{count} new today',
      },
      visitors: {
        visitors: 'Visitors',
        newVisitors: 'New visitors',
        screenViews: 'Screen views',
        events: 'Events',
        by_day: 'Visitors by day',
      },
      active_users: {
        title: 'Active users',
        users: 'Active users',
        granularity: 'Active users by',
        results: { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' },
        period: { daily: 'Day', weekly: 'Week from', monthly: 'Month from' },
        so_far: { daily: 'Today so far', weekly: 'This week so far', monthly: 'This month so far' },
        cut: {
          weekly: 'Weeks count only their days within the period.',
          monthly: 'Months count only their days within the period.',
        },
      },
      devices: {
        by_type: 'Visitors by device',
        by_platform: 'Visitors by platform',
        by_version: 'Top app versions',
        version: 'App version',
        types: { phone: 'Phone', tablet: 'Tablet' },
        platforms: { ios: 'iOS', android: 'Android' },
      },
      sales: {
        period: 'Over the period',
        sales: 'Sales',
        revenue: 'Revenue',
        average: 'Average order value',
        revenue_by_day: 'Revenue by day',
      },
      orders: {
        orders: 'Orders',
        by_status: 'Orders by status',
        by_purchase_type: 'Orders by purchase type',
      },
      categories: {
        category: 'Category',
        all: 'All categories',
        other: 'Other',
        share: 'Book purchases by category',
        share_column: 'Share',
        // Under each category's name in a phone's list (CategoryItems).
        orders_share: '%{orders} order · %{share} of all orders |||| %{orders} orders · %{share} of all orders',
        table: 'Categories',
      },
      events: {
        by_day: 'Screen views and events by day',
        per_visitor: 'Screen views and events per visitor',
        search: 'Search categories',
        category: 'Category',
        categories: 'Screen-event categories, last 30 days',
        top_title: 'Top screens and actions, last 30 days',
        top_screens: 'Top screens',
        top_names: 'Top actions',
        none_found: 'No category matches this search',
      },
    },
  },
};
