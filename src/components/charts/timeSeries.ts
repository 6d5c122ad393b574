/** One line (or bar series) of a chart over days: its label, colour and a value per day. */
export interface TimeSeries {
  label: string;
  color: string;
  data: number[];
}
