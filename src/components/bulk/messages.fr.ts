import type { Translation } from '../../definitions/translation';
import type { bulkMessages, jobsMessages } from './messages';

/** French strings of the bulk actions on the lists (src/components/bulk). */
export const bulkMessagesFr: Translation<typeof bulkMessages> = {
  all_matching_selected: 'Les %{count} résultats sont sélectionnés',
  select_all_matching: 'Sélectionner les %{count} résultats',
  // Infinitives: each list's confirmation starts with one (`resources.<list>.bulk.confirm`).
  actions: {
    enable: 'Activer',
    disable: 'Désactiver',
    delete: 'Supprimer',
    'set-category': 'Définir la catégorie',
    'set-promotion': 'Définir une promotion',
    'end-promotion': 'Terminer la promotion',
    block: 'Bloquer',
    unblock: 'Débloquer',
    'recheck-payment': 'Revérifier le paiement',
  },
  confirm: {
    enable: 'Ces éléments s’affichent de nouveau dans l’app.',
    disable: 'Ces éléments ne s’affichent plus dans l’app.',
    delete: 'Cette action est irréversible. Téléchargez-les d’abord en CSV pour en garder une copie.',
    block: 'Ces comptes sont déconnectés partout et ne peuvent plus se connecter tant qu’ils ne sont pas débloqués.',
    unblock: 'Ces comptes peuvent de nouveau se connecter.',
    'recheck-payment':
      'Le prestataire de paiement est interrogé pour chaque commande ; celles dont le paiement a changé sont mises à jour.',
    'set-category': 'Les livres d’un autre type que la catégorie restent inchangés et sont signalés.',
    'set-promotion':
      'Chaque livre reçoit la promotion sur son prix normal dans le territoire ; un livre ayant déjà une promotion sur ces dates dans ce territoire reste inchangé et est signalé.',
    'end-promotion': 'Les promotions en cours prennent fin à la date d’hier ; celles à venir sont supprimées.',
    download_first: 'Télécharger d’abord le CSV',
    category: 'Catégorie',
    choose_category: 'La catégorie où déplacer les livres',
    territory: 'Territoire',
    any_territory: 'Aucun choisi : tous les territoires',
    percent_off: 'Pourcentage de remise',
    starts_on: 'Premier jour',
    ends_on: 'Dernier jour (vide : jusqu’à nouvel ordre)',
  },
  failed_to_start: 'L’action n’a pas pu démarrer : %{message}',
};

/** French strings of the background jobs: their progress dialog and the app bar's list (src/components/jobs). */
export const jobsMessagesFr: Translation<typeof jobsMessages> = {
  title: 'Tâches en arrière-plan',
  open: 'Tâches en arrière-plan',
  none: 'Aucune tâche en arrière-plan pour l’instant. Les actions sur de nombreux enregistrements s’exécutent ici.',
  /** Jobs that are no bulk action, by kind. */
  kinds: {
    'editorial/publish': 'Publication programmée',
    'editorial/unpublish': 'Fin de diffusion',
    'editorial/apply': 'Modification programmée',
    'e-books/check-file': 'Vérification de l’e-pub',
  },
  // Une tâche: the feminine.
  status: {
    queued: 'En attente',
    running: 'En cours',
    done: 'Terminée',
    failed: 'Arrêtée',
  },
  progress: '%{tried} sur %{total} enregistrements',
  counting: 'Comptage des enregistrements…',
  outcome: '%{done} modifiés · %{failed} en échec',
  errors_title: 'Enregistrements qui n’ont pas pu être modifiés',
  more_errors: 'et %{count} autres',
  record: 'Enregistrement %{id}',
  progress_label: 'Progression de la tâche',
  see_changes: 'Voir les modifications dans Activité',
  undo_of: 'Annule la tâche #%{id}',
  undone_by: 'Annulée par la tâche #%{id}',
  undo: {
    button: 'Annuler l’action',
    // Nouns with their article, not participles: a participle would have to agree with each list's
    // records (articles, bannières, clients) and their number. The lists' `bulk.undo` read
    // "… concernés par %{did} de cette tâche".
    did: { enable: 'l’activation', disable: 'la désactivation', block: 'le blocage', unblock: 'le déblocage' },
    text: 'Seuls les enregistrements modifiés par cette tâche sont rétablis, chacun vérifié et consigné dans Activité ; ceux qu’elle avait trouvés déjà dans cet état restent inchangés.',
  },
};
