import type { Translation } from '../../definitions/translation';
import type { viewsMessages } from './messages';

/** French strings of the saved views and the column chooser (src/components/views), under `app.views`. */
export const viewsMessagesFr: Translation<typeof viewsMessages> = {
  app: {
    views: {
      button: 'Vues et colonnes',
      button_label: 'Vues et colonnes : %{name}',
      changed: '%{name} (modifiée)',
      none: 'Aucune vue enregistrée',
      shared: 'Partagée',
      default: 'Par défaut',
      save: 'Enregistrer la vue…',
      update: 'Enregistrer les modifications de « %{name} »',
      edit: 'Renommer ou partager « %{name} »…',
      delete: 'Supprimer « %{name} »',
      make_default: 'Ouvrir la liste avec « %{name} »',
      clear_default: 'Ne plus ouvrir la liste avec « %{name} »',
      dialog_new: 'Enregistrer la vue',
      dialog_edit: 'Modifier la vue',
      name: 'Nom',
      share: 'Partager avec tous ceux qui peuvent ouvrir cette liste',
      make_default_field: 'Ouvrir la liste avec cette vue',
      name_required: 'Nommez la vue',
      name_too_long: 'Un nom comporte au plus %{max} caractères',
      name_hidden_characters:
        'N’utilisez aucun caractère de contrôle ni de mise en forme invisible (comme les forçages du sens du texte ou les espaces de largeur nulle)',
      built_in_delete: 'Les vues prédéfinies ne peuvent pas être supprimées.',
      built_in_shared: 'Les vues prédéfinies restent partagées avec tous ceux qui peuvent ouvrir cette liste.',
      saved: 'Vue enregistrée',
      updated: 'Vue mise à jour',
      deleted: 'Vue supprimée',
      delete_title: 'Supprimer la vue « %{name} » ?',
      delete_content: 'La vue est supprimée pour tous ceux qui l’utilisent. Les enregistrements restent inchangés.',
      default_set: '« %{name} » ouvre désormais la liste',
      default_cleared: 'La liste s’ouvre sans vue',
      columns: 'Colonnes…',
    },
  },
};
