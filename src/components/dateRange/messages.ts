/** English strings of the date-range selector (app.date_range). */
export const dateRangeMessages = {
  label: 'Period',
  // The product's required wording: keep it word for word.
  presets: {
    yesterday: 'Yesterday',
    today: 'Today',
    last7: 'Last 7 Days',
    last30: 'Last 30 Days',
    custom: 'Custom',
    none: 'No Filters',
  },
  calendar: 'Choose the dates',
  choose_start: 'Choose the first day',
  choose_end: 'From %{start}: choose the last day',
  // The custom range typed rather than clicked (TypedDayRange).
  first_day: 'First day',
  last_day: 'Last day',
  apply: 'Apply',
  after_last_day: 'Choose a day up to today',
};
