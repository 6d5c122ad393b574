import type { Translation } from '../../src/definitions/translation';
import type { layoutMessages } from './messages';

/** French strings of the layout screen (`/ui/layout`), and the labels of the app's screens, which the banners read too. */
export const layoutMessagesFr: Translation<typeof layoutMessages> = {
  resources: {
    'ui/layout': {
      name: 'Mise en page |||| Mises en page',
      // The fields its History and Revisions panels name.
      fields: {
        sections: 'Sections',
        status: 'Statut',
      },
    },
  },
  app: {
    layout: {
      title: 'Mise en page',
      screen: 'Écran de l’app',
      sections_heading: 'Sections',
      sections_help:
        'Faites glisser une section par sa poignée, ou placez le focus sur la poignée et utilisez Espace et les flèches, pour changer l’ordre.',
      empty: {
        title: 'Aucune section pour le moment',
        text: 'Cet écran n’affiche rien dans l’app tant qu’il n’a pas de section. Ajoutez la zone à la une pour les bannières, et des sections de contenu pour les livres, magazines, actualités et vidéos.',
      },
      fields: {
        kind: 'Section',
        title: 'Titre',
        itemCount: 'Éléments affichés',
        visible: 'Visible',
      },
      item_count: '%{smart_count} élément |||| %{smart_count} éléments',
      /** A section in a few words, as the History and Revisions panels list them. */
      section_words: '%{title} (%{kind}, %{items})',
      section_words_hidden: '%{title} (%{kind}, %{items}, masquée)',
      no_sections_value: 'Aucune section',
      hidden: 'Masquée',
      visible_label: 'Visible : %{title}',
      reorder: 'Déplacer %{title}',
      edit: 'Modifier %{title}',
      remove: 'Retirer %{title}',
      add: 'Ajouter une section',
      add_title: 'Ajouter une section',
      edit_title: 'Modifier la section',
      apply: 'Appliquer',
      save: 'Enregistrer',
      discard: 'Abandonner les modifications',
      saved: 'Mise en page enregistrée',
      unsaved: 'Modifications non enregistrées',
      load_error: 'La mise en page n’a pas pu être chargée.',
      retry: 'Réessayer',
      item_count_helper: '1 à 20',
      remove_confirm: {
        title: 'Retirer « %{title} » ?',
        content: 'La section quitte la mise en page à l’enregistrement.',
      },
      discard_confirm: {
        title: 'Abandonner vos modifications non enregistrées ?',
        content: 'Les modifications apportées à cette mise en page depuis son dernier enregistrement seront perdues.',
      },
      conflict: {
        title: 'Quelqu’un d’autre a enregistré cette mise en page',
        saved_by: '%{name} l’a enregistrée le %{date}, après que vous l’avez ouverte.',
        saved: 'Elle a été enregistrée après que vous l’avez ouverte.',
        choose:
          'Rechargez sa mise en page et perdez vos modifications non enregistrées, ou appliquez vos modifications par-dessus les siennes et enregistrez.',
        their_changes: 'Ses modifications',
        added: 'Ajoutée : %{section}',
        removed: 'Retirée : %{section}',
        changed: 'Modifiée : %{from} → %{to}',
        moved: 'Déplacée : %{section}',
        more: 'et %{smart_count} autre modification |||| et %{smart_count} autres modifications',
        reload: 'Recharger',
        apply: 'Appliquer mes modifications par-dessus',
      },
      preview: {
        title: 'Aperçu',
        phone: 'Aperçu sur téléphone de l’écran %{screen}',
        no_banners: 'Aucune bannière active',
        no_items: 'Rien à afficher pour le moment',
        no_sections: 'Aucune section visible',
        at: 'Afficher l’app au',
        at_helper: 'Vide : maintenant. Fuseau horaire : %{zone}',
        now: 'Maintenant',
        /** Under the time: what the phone draws then. */
        at_layout:
          'La mise en page publiée ou programmée à ce moment-là : les modifications non enregistrées ou non approuvées ne sont pas affichées.',
        revision: 'Version %{number} de cette mise en page',
        back_to_draft: 'Retour au brouillon',
        /** The phone preview's alert, as the app shows it over the screen. */
        alert: 'Alerte',
        more_alerts: 'et %{smart_count} autre alerte |||| et %{smart_count} autres alertes',
      },
      dnd: {
        instructions:
          'Pour saisir une section, appuyez sur Espace ou Entrée. Pendant le déplacement, utilisez les flèches haut et bas pour la déplacer. Appuyez de nouveau sur Espace ou Entrée pour la déposer à sa nouvelle place, ou sur Échap pour annuler.',
        picked_up: 'Section %{title} saisie, position %{position} sur %{count}.',
        moved: 'Section %{title} déplacée en position %{position} sur %{count}.',
        dropped: 'Section %{title} déposée en position %{position} sur %{count}.',
        cancelled: 'Déplacement annulé : la section %{title} est revenue en position %{position} sur %{count}.',
      },
    },
    // The kinds of section: content sections by their `sectionKey`, and the highlight area (code "3").
    content_sections: {
      videos: 'Vidéos',
      news: 'Actualités',
      magazine: 'Magazine',
      book: 'Livre',
      highlight: 'Zone à la une',
    },
  },
};
