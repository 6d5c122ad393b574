import type { Translation } from '../../definitions/translation';
import type { listsMessages } from './messages';

/** French strings of the lists' shared pieces (src/components/lists), under `app.lists`. */
export const listsMessagesFr: Translation<typeof listsMessages> = {
  export: 'Exporter en CSV',
  live: {
    created: '%{smart_count} nouvel enregistrement |||| %{smart_count} nouveaux enregistrements',
    changed: '%{smart_count} enregistrement modifié |||| %{smart_count} enregistrements modifiés',
    show: 'Afficher les changements dans la liste',
  },
};
