/** English strings of the release calendar (`/publishing/calendar`, `app.calendar.*`). */
export const calendarMessages = {
  app: {
    calendar: {
      title: 'Release calendar',
      subtitle: 'Times in %{timeZone}',
      help: 'Drag an item to another day, or focus it and press Space, choose the day with the arrow keys and press Enter.',
      show: 'Show',
      /** The filter's chips. */
      kinds: {
        scheduled: 'Scheduled',
        published: 'Published',
        release: 'E-book releases',
        banner: 'Banners',
        alert: 'Alerts',
        feed: 'Feed',
      },
      /** What each item is, in its name and tooltip. */
      kind: {
        scheduled: 'Goes out',
        change: 'Change goes live',
        published: 'Went out',
        release: 'E-book release',
        banner: 'Banner window',
        alert: 'Alert window',
        feed: 'Feed entry',
      },
      views: { label: 'View', month: 'Month', week: 'Week', agenda: 'Agenda' },
      today: 'Today',
      previous: 'Previous %{view}',
      next: 'Next %{view}',
      period: { month: 'month', week: 'week', agenda: 'period' },
      loading: 'Loading the calendar…',
      failed: 'The calendar could not be loaded: %{message}',
      empty: 'Nothing in this period.',
      no_end: 'no end',
      continues: 'Continues',
      /** An item's tooltip: what, when, in which state. */
      item: '%{title}: %{kind}, %{when}, %{state}',
      /** What an item is, when and in which state, after its title for screen readers. */
      item_details: '(%{kind}, %{when}, %{state})',
      /** The keyboard move, announced as it goes. */
      picked: 'Moving %{title}. Arrow keys: a day or a week; Enter: move it here; Escape: cancel. Now on %{day}.',
      moving_to: '%{title} to %{day}',
      cancelled: 'Not moved: %{title} stays on %{day}.',
      moved: '%{title} moved to %{day}',
      stale: '%{title} was changed by someone else meanwhile: the calendar now shows it as it is.',
      not_moved: '%{title} was not moved: %{message}',
      show_more: '+%{count} more',
      show_more_short: '+%{count}',
      more_on: '%{count} more on %{day}: show its week',
      week_of: 'Show the week of %{day}',
      all_day_row: 'All day and several days',
      /** The agenda's columns. */
      agenda: { date: 'Date', time: 'Time', item: 'Item', all_day: 'All day' },
    },
  },
};
