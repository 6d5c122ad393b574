import { mergeTranslations } from 'react-admin';
import englishMessages from 'ra-language-english';

/** English UI strings, keyed per area. A second language is one more file of the same shape. */
export const en = mergeTranslations(englishMessages, {
  ra: {
    auth: { logout: 'Log Out' },
  },
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
    },
  },
  app: {
    name: 'Publisher console',
    not_available_yet: 'This screen is not available yet.',
    login: {
      title: 'Sign in',
      intro: 'Sign in with your staff e-mail and password. We will e-mail you a one-time code.',
      email: 'E-mail',
      password: 'Password',
      send_code: 'Send code',
      code_title: 'Enter your code',
      code_sent: 'We sent a 6-digit code to %{email}. It is valid for 5 minutes.',
      code: 'Code',
      code_format: 'The code has 6 digits',
      verify: 'Sign in',
      back: 'Back',
      resend: 'Send a new code',
      resent: 'A new code is on its way to %{email}',
    },
    menu: {
      label: 'Main menu',
      dashboard: 'Dashboard',
      books: 'Books',
      orders: 'Orders',
      subscriptions: 'Subscriptions',
      feed: 'Feed',
      mobile_ui: 'Mobile UI',
      layout: 'Layout',
      banners: 'Banners',
      alerts: 'Alerts',
      app_config: 'App Config',
      analytics: 'Analytics',
      visitor: 'Visitor',
      revenue: 'Revenue',
      event: 'Event',
      users: 'Users',
      admins: 'Admins',
      editors: 'Editors',
      customers: 'Customers',
    },
    account: {
      profile: 'Profile',
      change_password: 'Change Password',
    },
    theme: {
      dark: 'Switch to the dark theme',
      light: 'Switch to the light theme',
    },
    footer: {
      copyright: '© %{publisher} %{year}',
    },
    access_denied: {
      title: 'Access denied!',
      text: 'You are not allowed to see this page',
    },
    not_found: {
      title: 'Page Not Found!',
      text: 'The page you are looking for is not found',
      home: 'Go to the dashboard',
    },
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome, %{name}',
    },
  },
});
