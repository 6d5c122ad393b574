import { z } from 'zod';
import { defineOperations } from './operation';

/** What the console shows before and after sign-in, from the server's configuration. */
export const consoleSettings = z
  .object({
    /** PUBLISHER_NAME, shown in the footer's copyright line. */
    publisherName: z.string(),
    /** TIME_ZONE: the business day, in which date presets and `startDate`/`endDate` are read. */
    timeZone: z.string(),
  })
  .meta({ id: 'ConsoleSettings' });
export type ConsoleSettings = z.infer<typeof consoleSettings>;

export const settingsOperations = defineOperations('settings', {
  getConsoleSettings: {
    method: 'GET',
    path: '/data/console-settings',
    access: 'public',
    summary: "Console settings from the configuration (the footer's publisher name, the business time zone); no sign-in",
    responses: { 200: consoleSettings },
  },
});
