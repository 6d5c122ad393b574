import type { ConsoleSettings } from '../../contract/settings';
import type { Config } from '../config';

/** The console's settings from the configuration: `GET /data/console-settings`, and index.html's copy. */
export const consoleSettingsOf = (config: Pick<Config, 'publisherName' | 'timeZone'>): ConsoleSettings => ({
  publisherName: config.publisherName,
  timeZone: config.timeZone,
});

/** The id of index.html's JSON data block that carries them (src/consoleSettings.ts reads it). */
export const consoleSettingsElementId = 'console-settings';

/**
 * The settings as a JSON data block for index.html: not a script (CSP does not apply, nothing runs), and with every `<` escaped, so no
 * value can close the element.
 */
export const consoleSettingsBlock = (settings: ConsoleSettings) =>
  `<script type="application/json" id="${consoleSettingsElementId}">${JSON.stringify(settings).replaceAll('<', '\\u003c')}</script>`;
