import type { Translation } from '../../definitions/translation';
import type { paletteMessages } from './messages';

/** French strings of the command palette and the keyboard shortcuts (`app.palette.*`, `app.shortcuts.*`). */
export const paletteMessagesFr: Translation<typeof paletteMessages> = {
  app: {
    palette: {
      open: 'Recherche et commandes (%{keys})',
      title: 'Recherche et commandes',
      input: 'Rechercher des enregistrements, écrans et actions',
      placeholder: 'Rechercher des enregistrements et écrans',
      results: 'Résultats',
      actions: 'Actions sur cette page',
      screens: 'Aller à',
      shortcuts_group: 'Clavier',
      shortcuts_item: 'Raccourcis clavier',
      searching: 'Recherche…',
      search_failed: 'La recherche a échoué : %{message}',
      nothing: 'Aucun résultat pour « %{q} »',
      hint: '↑ ↓ pour se déplacer, Entrée pour ouvrir, Échap pour fermer',
      results_count: '%{smart_count} résultat |||| %{smart_count} résultats',
    },
    shortcuts: {
      title: 'Raccourcis clavier',
      close: 'Fermer',
      keys: 'Touches',
      what: 'Action',
      palette: 'Ouvrir la recherche et les commandes',
      go: 'Aller à %{screen}',
      search: 'Rechercher dans la liste de la page',
      help: 'Afficher ces raccourcis',
      then: 'puis',
      not_in_fields: 'Sauf le premier, les raccourcis fonctionnent quand le curseur n’est pas dans un champ.',
    },
  },
};
