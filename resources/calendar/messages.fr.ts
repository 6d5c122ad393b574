import type { Translation } from '../../src/definitions/translation';
import type { calendarMessages } from './messages';

/** French strings of the release calendar (`/publishing/calendar`, `app.calendar.*`). */
export const calendarMessagesFr: Translation<typeof calendarMessages> = {
  app: {
    calendar: {
      title: 'Calendrier des parutions',
      subtitle: 'Fuseau horaire : %{timeZone}',
      help: 'Faites glisser un élément vers un autre jour, ou placez le focus dessus et appuyez sur Espace, choisissez le jour avec les flèches, puis appuyez sur Entrée.',
      show: 'Afficher',
      /** The filter's chips. */
      kinds: {
        scheduled: 'Programmés',
        published: 'Publiés',
        release: 'Sorties de livres',
        banner: 'Bannières',
        alert: 'Alertes',
        feed: 'Fil',
      },
      /** What each item is, in its name and tooltip. */
      kind: {
        scheduled: 'Parution prévue',
        change: 'Modification prévue',
        published: 'Paru',
        release: 'Sortie de livre',
        banner: 'Période de bannière',
        alert: 'Période d’alerte',
        feed: 'Article du fil',
      },
      views: { label: 'Vue', month: 'Mois', week: 'Semaine', agenda: 'Agenda' },
      today: 'Aujourd’hui',
      // The arrows' names: `view` is one of `period` below, with its article, so that no adjective
      // has to agree with it ("Reculer d’une semaine", "Avancer d’un mois").
      previous: 'Reculer d’%{view}',
      next: 'Avancer d’%{view}',
      period: { month: 'un mois', week: 'une semaine', agenda: 'une période' },
      loading: 'Chargement du calendrier…',
      failed: 'Le calendrier n’a pas pu être chargé : %{message}',
      empty: 'Rien sur cette période.',
      no_end: 'sans fin',
      continues: 'Suite',
      /** An item's tooltip: what, when, in which state. */
      item: '%{title} : %{kind}, %{when}, %{state}',
      /** What an item is, when and in which state, after its title for screen readers. */
      item_details: '(%{kind}, %{when}, %{state})',
      /** The keyboard move, announced as it goes. */
      picked: 'Déplacement de %{title}. Flèches : un jour ou une semaine ; Entrée : le déplacer ici ; Échap : annuler. Actuellement le %{day}.',
      moving_to: '%{title} vers le %{day}',
      cancelled: 'Non déplacé : %{title} reste le %{day}.',
      moved: '%{title} déplacé au %{day}',
      stale: '%{title} a été modifié par quelqu’un d’autre entre-temps : le calendrier l’affiche maintenant tel qu’il est.',
      not_moved: '%{title} n’a pas été déplacé : %{message}',
      show_more: '+%{count} autres',
      show_more_short: '+%{count}',
      more_on: '%{count} autres le %{day} : afficher sa semaine',
      week_of: 'Afficher la semaine du %{day}',
      all_day_row: 'Journée entière et plusieurs jours',
      /** The agenda's columns. */
      agenda: { date: 'Date', time: 'Heure', item: 'Élément', all_day: 'Journée entière' },
    },
  },
};
