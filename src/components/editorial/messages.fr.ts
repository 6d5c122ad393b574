import type { Translation } from '../../definitions/translation';
import type { editorialMessages } from './messages';

/**
 * French strings of the editorial workflow (`app.editorial.*`, src/components/editorial): the
 * publication panel of an editorial record's edit page and the enabled flag of its form.
 */
export const editorialMessagesFr: Translation<typeof editorialMessages> = {
  panel: 'Publication',
  loading: 'Chargement de l’état de publication…',
  failed: 'L’état de publication n’a pas pu être chargé : %{message}',
  /** The states and steps of contract/lifecycle.ts (written out here); Publish says it is at once. */
  states: {
    draft: 'Brouillon',
    in_review: 'En relecture',
    scheduled: 'Programmé',
    published: 'Publié',
    archived: 'Archivé',
  },
  steps: {
    submit: 'Soumettre à relecture',
    withdraw: 'Retirer',
    approve: 'Approuver',
    reject: 'Refuser',
    schedule: 'Programmer',
    unschedule: 'Déprogrammer',
    publish: 'Publier maintenant',
    unpublish: 'Dépublier',
    archive: 'Archiver',
    unarchive: 'Désarchiver',
    discard: 'Abandonner la modification',
  },
  /** What a step did, once it has. */
  done: {
    submit: 'Soumis à relecture',
    withdraw: 'Retiré de la relecture',
    approve: 'Approuvé et publié',
    reject: 'Renvoyé à son auteur',
    schedule: 'Programmé',
    unschedule: 'Déprogrammé',
    publish: 'Publié',
    unpublish: 'Dépublié : de nouveau en brouillon',
    archive: 'Archivé',
    unarchive: 'Sorti des archives, en brouillon',
  },
  publish_at: 'Parution le %{time}',
  submitted_by: 'Soumis par %{name}',
  rejected: 'Renvoyé : %{reason}',
  no_steps: 'Rien à faire ici pour votre rôle.',
  reject_title: 'Renvoyer à son auteur',
  reject_text: 'Indiquez ce qu’il faut modifier : l’auteur le lira sur cette page.',
  reason: 'Motif',
  schedule_title: 'Programmer la publication',
  /** A step refused because the record is not ready to go out, offered to a SUPER_ADMIN. */
  override_title: 'Ce n’est pas prêt à paraître',
  override_text:
    'Il manque ceci. En tant que super administrateur, vous pouvez le laisser paraître en l’état : indiquez pourquoi (le journal d’activité conserve votre motif avec cette liste).',
  override_reason: 'Motif de la parution en l’état',
  schedule_text: 'La parution a lieu automatiquement à cette heure (fuseau horaire de l’entreprise), une seule fois.',
  at: 'Publier le',
  future: 'Choisissez une date à venir',
  cancel: 'Annuler',
  queue: 'File de relecture',
  queue_waiting:
    'File de relecture : %{smart_count} élément vous attend |||| File de relecture : %{smart_count} éléments vous attendent',
  /** A change waiting on a published record (docs/api.md "Pending changes"). */
  change: {
    title: 'Modification en attente',
    by: 'Par %{name}',
    live_note:
      'La version publiée reste en ligne jusqu’à l’approbation de cette modification. Le formulaire ci-dessous affiche la modification.',
    show: 'Voir ce qu’elle modifie (%{smart_count} champ) |||| Voir ce qu’elle modifie (%{smart_count} champs)',
    hide: 'Masquer ce qu’elle modifie',
    steps: {
      submit: 'Soumettre la modification',
      withdraw: 'Retirer la modification',
      approve: 'Approuver la modification',
      reject: 'Refuser la modification',
      schedule: 'Programmer la modification',
      unschedule: 'Déprogrammer la modification',
      discard: 'Abandonner la modification',
    },
    done: {
      submit: 'Modification soumise à relecture',
      withdraw: 'Modification retirée de la relecture',
      approve: 'Modification approuvée : elle est en ligne',
      reject: 'Modification renvoyée à son auteur',
      schedule: 'Modification programmée',
      unschedule: 'Modification déprogrammée',
      discard: 'Modification abandonnée',
    },
    discard_title: 'Abandonner cette modification ?',
    discard_text: 'La modification est abandonnée ; la version publiée reste inchangée.',
  },
  /** The enabled flag of an editorial record's form, for a role that may not publish. */
  flag_helper: 'Un administrateur le publie après relecture',
};
