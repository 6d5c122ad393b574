import { liveMessagesFr } from '../../live/messages.fr';
import type { Translation } from '../../definitions/translation';
import { listsMessagesFr } from '../../components/lists/messages.fr';
import { bulkMessagesFr, jobsMessagesFr } from '../../components/bulk/messages.fr';
import { notesMessagesFr } from '../../components/notes/messages.fr';
import { editorialMessagesFr } from '../../components/editorial/messages.fr';
import { revisionsMessagesFr } from '../../components/revisions/messages.fr';
import { dateRangeMessagesFr } from '../../components/dateRange/messages.fr';
import { dateInputMessagesFr } from '../../components/dateInput/messages.fr';
import type { shellMessages } from './shell';

/**
 * The shell's French messages: sign-in and account pages, menu, app bar, footer, and those of the
 * shared components (src/components), which come from their folders' messages.fr.ts as the
 * English come from their messages.ts.
 */
export const shellMessagesFr: Translation<typeof shellMessages> = {
  ra: {
    auth: { logout: 'Se déconnecter' },
    navigation: { no_results: 'Aucun résultat', no_filtered_results: 'Aucun résultat pour les filtres actuels.' },
  },
  app: {
    name: 'Console éditeur',
    // Staff notes on orders and customers (src/components/notes).
    notes: notesMessagesFr,
    // The lists' shared pieces (src/components/lists): the CSV export.
    lists: listsMessagesFr,
    live: liveMessagesFr,
    // Actions on many records (src/components/bulk) and the jobs that run them (src/components/jobs).
    bulk: bulkMessagesFr,
    jobs: jobsMessagesFr,
    // The editorial workflow's publication panel (src/components/editorial).
    editorial: editorialMessagesFr,
    // The Revisions panel of an editorial record's edit page (src/components/revisions).
    revisions: revisionsMessagesFr,
    login: {
      title: 'Se connecter',
      intro:
        'Connectez-vous avec votre adresse e-mail professionnelle et votre mot de passe. Nous vous enverrons un code à usage unique par e-mail.',
      email: 'E-mail',
      password: 'Mot de passe',
      send_code: 'Envoyer le code',
      code_title: 'Saisissez votre code',
      code_sent: 'Nous avons envoyé un code à 6 chiffres à %{email}. Il est valable 5 minutes.',
      code: 'Code',
      code_format: 'Le code comporte 6 chiffres',
      verify: 'Se connecter',
      back: 'Retour',
      resend: 'Envoyer un nouveau code',
      resent: 'Un nouveau code a été envoyé à %{email}',
      forgot_password: 'Mot de passe oublié ?',
      session_ended: 'Votre session a pris fin. Veuillez vous reconnecter.',
      second_factor_title: 'Connexion en deux étapes',
      passkey_intro: 'Confirmez votre identité avec la clé d’accès de cet appareil ou de votre téléphone.',
      use_passkey: 'Utiliser votre clé d’accès',
      or: 'ou',
      totp_intro: 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.',
      authenticator_code: 'Code d’authentification',
      recovery_intro: 'Saisissez l’un des codes de secours que vous avez conservés. Chacun ne sert qu’une fois.',
      recovery_code: 'Code de secours',
      use_recovery_code: 'Utiliser un code de secours',
      use_other_factor: 'Utiliser votre clé d’accès ou votre application',
    },
    // The enabled flag (`E`, `D`) of the records that have one.
    enabled_flag: {
      E: 'Activer',
      D: 'Désactiver',
    },
    // The enabled flag shown as a value (a list's chip, History): the options above are choices.
    enabled_state: {
      E: 'Activé',
      D: 'Désactivé',
    },
    // What a deep link (banner images, alerts) opens, by kind.
    deep_link_targets: {
      0: 'Tout',
      1: 'Fiche actualité',
      2: 'Fiche livre',
      3: 'Fiche vidéo',
      4: 'Fiche magazine',
      5: 'Fiche abonnement',
      6: 'Écran de connexion',
      7: 'URL',
    },
    deep_link: {
      // The select's label; `none` is its empty choice and the field's value when nothing opens.
      kind: 'Destination',
      none: 'Aucune',
      value: 'Élément à ouvrir',
      url: 'Adresse web',
      url_helper: 'Commence par http:// ou https://',
      search: 'Saisissez un titre ou un identifiant',
      no_results: 'Aucun résultat',
      describe: '%{kind} : %{title}',
      missing: '%{kind} #%{id} (introuvable)',
    },
    confirm: {
      yes: 'Oui',
      no: 'Non',
    },
    // A no-break space before the colon and inside the guillemets.
    punctuation: {
      label: '%{label} :',
      labelled: '%{label} : %{value}',
      quoted: '« %{text} »',
    },
    // A save or delete refused because someone changed the record since it was opened (src/components/conflict).
    conflict: {
      // Named as the text names who changed it (changeAuthor.ts).
      title: {
        other: 'Quelqu’un d’autre a modifié cet enregistrement',
        you: 'Vous avez modifié cet enregistrement dans une autre fenêtre',
        system: 'Le système a modifié cet enregistrement',
        unknown: 'Cet enregistrement a changé depuis que vous l’avez ouvert',
      },
      // `name` is a person's name, `you_elsewhere` or `system`: a passive, so that the verb need
      // not agree with "vous".
      changed_by: 'Cet enregistrement a été modifié par %{name} %{ago} (%{at}).',
      changed_unknown: 'Quelqu’un a modifié cet enregistrement depuis que vous l’avez ouvert.',
      you_elsewhere: 'vous (dans une autre fenêtre)',
      system: 'le système',
      their_changes: 'Modifications enregistrées entre-temps',
      your_changes: 'Vos modifications',
      no_own_changes: 'Vous n’avez modifié aucun champ.',
      change: 'De %{from} à %{to}',
      empty: 'vide',
      both_changed: 'Modifiés des deux côtés : %{fields}. Appliquer vos modifications remplace les autres dans ces champs.',
      reload: 'Recharger',
      apply: 'Appliquer mes modifications par-dessus',
      reloaded: 'Le formulaire affiche l’enregistrement tel qu’il est maintenant.',
      deleted_changed: 'Quelqu’un a modifié cet enregistrement depuis que vous l’avez ouvert. Rechargez pour voir la modification.',
    },
    // Checks of the forms' inputs beyond react-admin's own (src/components/wholeNumber.ts).
    validation: {
      whole_number: 'Saisissez un nombre entier',
    },
    block: {
      block: 'Bloquer',
      unblock: 'Débloquer',
      block_title: 'Bloquer %{name} ?',
      block_text: '%{email} ne peut plus se connecter et ses sessions ouvertes sont fermées.',
      unblock_title: 'Débloquer %{name} ?',
      unblock_text: '%{email} peut de nouveau se connecter.',
      // "Le compte de …": no participle to agree with the person.
      blocked: 'Le compte de %{name} est bloqué',
      unblocked: 'Le compte de %{name} est débloqué',
    },
    password: {
      new: 'Nouveau mot de passe',
      confirmation: 'Confirmez le nouveau mot de passe',
      rule: 'Au moins 10 caractères, pas un mot de passe courant, pas votre adresse e-mail.',
      rule_met: 'Le mot de passe respecte les règles.',
      rules_unmet: 'Choisissez un mot de passe qui respecte les règles ci-dessous',
      mismatch: 'Les deux mots de passe diffèrent',
      set: 'Définir le mot de passe',
      set_done: 'Votre mot de passe est défini. Utilisez-le pour vous connecter.',
      back_to_sign_in: 'Retour à la connexion',
      verify_title: 'Bienvenue ! Définissez votre mot de passe',
      verifying: 'Vérification de votre lien…',
      verified: 'Votre adresse e-mail est vérifiée. Choisissez un mot de passe pour terminer.',
      link_check_failed_title: 'Votre lien n’a pas pu être vérifié',
      retry: 'Réessayer',
      // An e-mailed link that is expired or used: the page's heading, why, and what to do.
      link_used_title: 'Ce lien a expiré ou a déjà été utilisé',
      link_used:
        'Les liens envoyés par e-mail ne fonctionnent qu’une fois et pour une durée limitée : celui-ci ne peut plus être utilisé.',
      link_used_invitation:
        'Si vous avez déjà défini votre mot de passe, utilisez-le pour vous connecter. Sinon, demandez un nouveau lien pour définir votre mot de passe, ou demandez à un administrateur de vous envoyer une nouvelle invitation.',
      link_used_reset: 'Si vous avez déjà choisi un nouveau mot de passe, utilisez-le pour vous connecter. Sinon, demandez un nouveau lien.',
      sign_in: 'Se connecter',
      forgot_link: 'Recevoir un nouveau lien',
      reset_title: 'Choisissez un nouveau mot de passe',
      reset_intro: 'Saisissez un nouveau mot de passe pour votre compte.',
      forgot_title: 'Mot de passe oublié ?',
      forgot_intro:
        'Saisissez votre adresse e-mail professionnelle. Si elle correspond à un compte, nous vous enverrons par e-mail un lien pour choisir un nouveau mot de passe.',
      send_link: 'Envoyer le lien',
    },
    menu: {
      label: 'Menu principal',
      dashboard: 'Tableau de bord',
      books: 'Livres',
      orders: 'Commandes',
      subscriptions: 'Abonnements',
      feed: 'Fil',
      publishing: 'Publication',
      review: 'File de relecture',
      calendar: 'Calendrier',
      mobile_ui: 'App mobile',
      layout: 'Mise en page',
      banners: 'Bannières',
      alerts: 'Alertes',
      app_config: 'Configuration de l’app',
      analytics: 'Statistiques',
      visitor: 'Visiteurs',
      revenue: 'Revenus',
      event: 'Événements',
      users: 'Utilisateurs',
      admins: 'Administrateurs',
      editors: 'Rédacteurs',
      customers: 'Clients',
    },
    // The app bar's user menu.
    account: {
      profile: 'Profil',
      change_password: 'Changer le mot de passe',
    },
    upload: {
      // The product's required wording (its English typo aside), translated.
      empty: 'Cliquez ou déposez un fichier',
      selected: 'Fichier sélectionné',
      uploading: 'Envoi en cours…',
      failed: 'Une erreur est survenue',
      wrong_format: 'Veuillez sélectionner un fichier au bon format',
      no_file: 'Veuillez sélectionner un fichier',
      choose: 'Choisir un fichier',
      submit: 'Envoyer',
      progress: 'Progression de l’envoi',
      preview: 'Aperçu de %{name}',
      // The chosen file, before it is sent.
      file: '%{name} · %{size}',
      allowed: 'Formats acceptés : %{extensions}',
    },
    theme: {
      dark: 'Passer au thème sombre',
      light: 'Passer au thème clair',
    },
    language: {
      menu: 'Langue',
    },
    footer: {
      copyright: '© %{publisher} %{year}',
    },
    access_denied: {
      title: 'Accès refusé !',
      text: 'Vous n’avez pas accès à cette page',
    },
    not_found: {
      title: 'Page introuvable !',
      text: 'La page que vous recherchez est introuvable',
      home: 'Aller au tableau de bord',
    },
    // An edit or show page whose record the API does not know; `name` is the resource's name, `list` its plural.
    record_not_found: {
      title: '%{name} introuvable',
      text: 'L’enregistrement a peut-être été supprimé, ou le lien est erroné.',
      back: 'Retour à la liste : %{list}',
    },
    filters: {
      all: 'Tous',
    },
    date_range: dateRangeMessagesFr,
    // The date and time inputs (src/components/dateInput).
    date_input: dateInputMessagesFr,
    // The chart cards of the dashboard and the analytics pages (src/components/charts).
    charts: {
      // The product's required wording, translated.
      legend: 'Légende',
      loading: 'Chargement : %{title}',
      empty: 'Aucune donnée pour cette période',
      show_figures: 'Afficher les chiffres',
      chart_of: 'Graphique : %{title}. Ses chiffres sont sous « Afficher les chiffres ».',
      figures_of: 'Chiffres : %{title}',
      vs_previous: 'vs période précédente',
      no_previous: 'Rien à comparer dans la période précédente',
      date: 'Jour',
      no_amount: 'Aucun',
      // A day not over yet (today), drawn apart so that it does not read as a drop.
      today_so_far: 'Aujourd’hui jusqu’ici',
      so_far: '%{label}, aujourd’hui jusqu’ici',
      day_so_far: '%{day} (en cours)',
    },
  },
};
