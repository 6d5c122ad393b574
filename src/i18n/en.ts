import englishMessages from 'ra-language-english';

/** English UI strings. A second language is one more file of the same shape. */
export const en = {
  ...englishMessages,
  app: {
    name: 'Publisher console',
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
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome, %{name}',
    },
  },
};
