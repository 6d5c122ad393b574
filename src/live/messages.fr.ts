import type { Translation } from '../definitions/translation';
import type { liveMessages } from './messages';

/** French messages of live updates on an edit page (src/live), under `app.live`. */
export const liveMessagesFr: Translation<typeof liveMessages> = {
  here: '%{names} a aussi cette page ouverte |||| %{names} ont aussi cette page ouverte',
  and: '%{first} et %{last}',
  saved: '%{name} vient d’enregistrer cet élément (%{thing}) : rechargez pour voir ses modifications, ou gardez les vôtres',
  saved_title: 'Enregistré par quelqu’un d’autre',
  reload: 'Recharger',
  keep: 'Garder mes modifications',
};
