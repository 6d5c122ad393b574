import type { Translation } from '../../src/definitions/translation';
import type { staffFields, staffMessages } from './messages';

/** French labels of the fields of the admins and editors lists. */
export const staffFieldsFr: Translation<typeof staffFields> = {
  name: 'Nom',
  email: 'E-mail',
  role: 'Rôle',
  emailVerified: 'Vérifié',
  blocked: 'Bloqué',
  invitationPending: 'Invitation en attente',
  lastSignInAt: 'Dernière connexion',
};

/**
 * French strings of the staff views the admins and editors share, and the roles' labels (which the
 * profile page reads too, through roles.ts).
 */
export const staffMessagesFr: Translation<typeof staffMessages> = {
  app: {
    roles: {
      1: 'Super administrateur',
      2: 'Administrateur',
      4: 'Rédacteur',
    },
    staff: {
      invite: 'Inviter',
      invite_title: 'Inviter un membre de l’équipe',
      invited: 'Invitation envoyée à %{email}',
      send_invitation: 'Envoyer l’invitation',
      role: 'Rôle',
      role_fixed: 'Les personnes invitées ici sont des rédacteurs.',
      actions: 'Actions',
      actions_for: 'Actions pour %{name}',
      resend_invitation: 'Renvoyer l’invitation',
      invitation_resent: 'Une nouvelle invitation a été envoyée à %{email}',
      change_role: 'Changer le rôle',
      change_role_title: 'Changer le rôle de %{name}',
      role_changed: 'Le rôle de %{name} a été modifié',
      sign_out: 'Déconnecter partout',
      sign_out_title: 'Déconnecter %{name} partout ?',
      sign_out_text: 'Toutes ses sessions ouvertes prennent fin ; il faudra se reconnecter.',
      // "Les sessions de …": no participle to agree with the person.
      signed_out: 'Toutes les sessions de %{name} sont fermées',
      sessions: 'Sessions',
      reset_second_factors: 'Réinitialiser la connexion en deux étapes',
      reset_second_factors_title: 'Réinitialiser la connexion en deux étapes de %{name} ?',
      reset_second_factors_text:
        'Ses clés d’accès, son application d’authentification et ses codes de secours sont supprimés, et la personne est prévenue par e-mail. Elle se connecte avec un code reçu par e-mail jusqu’à ce qu’elle en ajoute de nouveaux.',
      second_factors_reset: 'Connexion en deux étapes de %{name} réinitialisée',
      sessions_title: 'Sessions de %{name}',
      sessions_close: 'Fermer',
    },
  },
};
