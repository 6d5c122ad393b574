import { liveMessages } from '../../live/messages';
import { listsMessages } from '../../components/lists/messages';
import { bulkMessages, jobsMessages } from '../../components/bulk/messages';
import { notesMessages } from '../../components/notes/messages';
import { editorialMessages } from '../../components/editorial/messages';
import { revisionsMessages } from '../../components/revisions/messages';
import { dateRangeMessages } from '../../components/dateRange/messages';
import { dateInputMessages } from '../../components/dateInput/messages';

/**
 * The shell's English messages: sign-in and account pages, menu, app bar, footer, and those of the
 * shared components (src/components). A resource's messages live in its folder
 * (resources/<folder>/messages.ts); en.ts merges the two. A group a resource reads along with the
 * shell stays here; keys only a resource reads move to its folder (`app.account`'s profile fields,
 * `app.password`'s change form).
 */
export const shellMessages = {
  ra: {
    auth: { logout: 'Log Out' },
    // react-admin's would say "No Customers found": a resource's name is capitalised for titles.
    navigation: { no_results: 'Nothing found', no_filtered_results: 'Nothing matches the current filters.' },
  },
  app: {
    name: 'Publisher console',
    // Staff notes on orders and customers (src/components/notes).
    notes: notesMessages,
    // The lists' shared pieces (src/components/lists): the CSV export.
    lists: listsMessages,
    // Who else has a record open, and their saves (src/live).
    live: liveMessages,
    // Actions on many records (src/components/bulk) and the jobs that run them (src/components/jobs).
    bulk: bulkMessages,
    jobs: jobsMessages,
    // The editorial workflow's publication panel (src/components/editorial).
    editorial: editorialMessages,
    // The Revisions panel of an editorial record's edit page (src/components/revisions).
    revisions: revisionsMessages,
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
      forgot_password: 'Forgot password?',
      session_ended: 'Your session has ended. Please sign in again.',
      second_factor_title: 'Two-step sign-in',
      passkey_intro: 'Confirm it is you with the passkey on this device or your phone.',
      use_passkey: 'Use your passkey',
      or: 'or',
      totp_intro: 'Enter the 6-digit code your authenticator app shows.',
      authenticator_code: 'Authenticator code',
      recovery_intro: 'Enter one of the recovery codes you saved. Each works once.',
      recovery_code: 'Recovery code',
      use_recovery_code: 'Use a recovery code',
      use_other_factor: 'Use your passkey or app',
    },
    // The enabled flag (`E`, `D`) of the records that have one.
    enabled_flag: {
      E: 'Enable',
      D: 'Disable',
    },
    // The enabled flag shown as a value (a list's chip, History): the options above are choices.
    enabled_state: {
      E: 'Enabled',
      D: 'Disabled',
    },
    // What a deep link (banner images, alerts) opens, by kind.
    deep_link_targets: {
      0: 'All',
      1: 'News details',
      2: 'Book details',
      3: 'Video details',
      4: 'Magazine details',
      5: 'Subscription details',
      6: 'Login screen',
      7: 'URL',
    },
    deep_link: {
      kind: 'Opens',
      none: 'Nothing',
      value: 'Item to open',
      url: 'Web address',
      url_helper: 'Starts with http:// or https://',
      search: 'Type a title or an id',
      no_results: 'No results found',
      describe: '%{kind}: %{title}',
      missing: '%{kind} #%{id} (not found)',
    },
    confirm: {
      yes: 'Yes',
      no: 'No',
    },
    // A label and its value ("Reason: Damaged file"), a label before a value set apart (a link, an
    // amount in bold), and a text quoted: each language punctuates them its own way.
    punctuation: {
      label: '%{label}:',
      labelled: '%{label}: %{value}',
      quoted: '“%{text}”',
    },
    // A save or delete refused because someone changed the record since it was opened (src/components/conflict).
    conflict: {
      // Named as the text names who changed it (changeAuthor.ts).
      title: {
        other: 'Someone else changed this record',
        you: 'You changed this record in another window',
        system: 'The system changed this record',
        unknown: 'This record changed since you opened it',
      },
      changed_by: '%{name} changed this record %{ago} (%{at}).',
      changed_unknown: 'Someone changed this record since you opened it.',
      you_elsewhere: 'You (in another window)',
      system: 'The system',
      their_changes: 'Their changes',
      your_changes: 'Your changes',
      no_own_changes: 'You have not changed any field.',
      change: 'From %{from} to %{to}',
      empty: 'empty',
      both_changed: 'You both changed %{fields}. Applying your changes replaces theirs in these fields.',
      reload: 'Reload',
      apply: 'Apply my changes on top',
      reloaded: 'The form shows the record as it is now.',
      deleted_changed: 'Someone changed this record since you opened it. Reload to see their change.',
    },
    // Checks of the forms' inputs beyond react-admin's own (src/components/wholeNumber.ts).
    validation: {
      whole_number: 'Enter a whole number',
    },
    block: {
      block: 'Block',
      unblock: 'Unblock',
      block_title: 'Block %{name}?',
      block_text: '%{email} can no longer sign in, and their open sessions end.',
      unblock_title: 'Unblock %{name}?',
      unblock_text: '%{email} can sign in again.',
      blocked: '%{name} is blocked',
      unblocked: '%{name} is unblocked',
    },
    password: {
      new: 'New password',
      confirmation: 'Confirm the new password',
      rule: 'At least 10 characters, not a common password, not your e-mail address.',
      rule_met: 'The password meets the rules.',
      rules_unmet: 'Choose a password that meets the rules below',
      mismatch: 'The two passwords differ',
      set: 'Set password',
      set_done: 'Your password is set. Sign in with it.',
      back_to_sign_in: 'Back to sign-in',
      verify_title: 'Welcome! Set your password',
      verifying: 'Checking your link…',
      verified: 'Your e-mail address is verified. Choose a password to finish.',
      link_check_failed_title: 'Your link could not be checked',
      retry: 'Try again',
      // An e-mailed link that is expired or used: the page's heading, why, and what to do.
      link_used_title: 'This link has expired or was already used',
      link_used: 'E-mailed links work once and only for a limited time: this one can no longer be used.',
      link_used_invitation:
        'If you have already set your password, sign in with it. If not, get a new link to set your password, or ask an administrator to send you a new invitation.',
      link_used_reset: 'If you have already chosen a new password, sign in with it. If not, get a new link.',
      sign_in: 'Sign in',
      forgot_link: 'Get a new link',
      reset_title: 'Choose a new password',
      reset_intro: 'Enter a new password for your account.',
      forgot_title: 'Forgot your password?',
      forgot_intro: 'Enter your staff e-mail address. If it belongs to an account, we e-mail you a link to choose a new password.',
      send_link: 'Send link',
    },
    menu: {
      label: 'Main menu',
      dashboard: 'Dashboard',
      books: 'Books',
      orders: 'Orders',
      subscriptions: 'Subscriptions',
      feed: 'Feed',
      publishing: 'Publishing',
      review: 'Review queue',
      calendar: 'Calendar',
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
    // The app bar's user menu.
    account: {
      profile: 'Profile',
      change_password: 'Change Password',
    },
    upload: {
      // The product's required wording, typo included: keep it word for word.
      empty: 'Click or Drop file',
      selected: 'File selected',
      uploading: 'Uploading...',
      failed: 'Error occured',
      wrong_format: 'Please select the correct file format',
      no_file: 'Please select a file',
      choose: 'Choose file',
      submit: 'Upload',
      progress: 'Upload progress',
      preview: 'Preview of %{name}',
      // The chosen file, before it is sent.
      file: '%{name} · %{size}',
      allowed: 'Allowed: %{extensions}',
    },
    theme: {
      dark: 'Switch to the dark theme',
      light: 'Switch to the light theme',
    },
    // The user menu's choice of language (src/shell/layout/LanguageMenu.tsx); each language is named in itself.
    language: {
      menu: 'Language',
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
    // An edit or show page whose record the API does not know; `name` is the resource's name.
    record_not_found: {
      title: '%{name} not found',
      text: 'It may have been deleted, or the link is wrong.',
      back: 'Back to %{list}',
    },
    filters: {
      all: 'All',
    },
    date_range: dateRangeMessages,
    // The date and time inputs (src/components/dateInput).
    date_input: dateInputMessages,
    // The chart cards of the dashboard and the analytics pages (src/components/charts).
    charts: {
      // The product's required wording: keep it word for word.
      legend: 'Legend',
      loading: 'Loading %{title}',
      empty: 'No data for this period',
      show_figures: 'Show figures',
      chart_of: 'Chart: %{title}. Its figures are under "Show figures".',
      figures_of: 'Figures: %{title}',
      vs_previous: 'vs previous period',
      no_previous: 'Nothing in the previous period to compare with',
      date: 'Day',
      no_amount: 'None',
      // A day not over yet (today), drawn apart so that it does not read as a drop.
      today_so_far: 'Today so far',
      so_far: '%{label}, today so far',
      day_so_far: '%{day} (so far)',
    },
  },
};
