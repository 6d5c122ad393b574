/** English strings of the date and time inputs (app.date_input). */
export const dateInputMessages = {
  time_zone: 'Time zone: %{timeZone}',
  incomplete_date_time: 'Enter a whole date and time',
  incomplete_date: 'Enter a whole date',
};
