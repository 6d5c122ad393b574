import type { Translation } from '../../definitions/translation';
import type { errorMessages } from './errors';

/** The server's errors by errorCode, in French (errors.ts). */
export const errorMessagesFr: Translation<typeof errorMessages> = {
  app: {
    errors: {
      100: 'Certains champs ne sont pas valides',
      101: 'Introuvable',
      102: 'Cette action est en conflit avec l’état actuel de l’enregistrement.',
      103: 'Vous n’êtes pas autorisé à faire ceci',
      104: 'La requête n’a pas le jeton XSRF de cette page. Rechargez la page et réessayez.',
      105: 'Trop de tentatives. Réessayez dans quelques minutes.',
      106: 'Le fichier est trop volumineux.',
      107: 'Ce type de fichier n’est pas accepté.',
      110: 'L’e-mail ou le mot de passe est incorrect.',
      111: 'Le code est incorrect.',
      112: 'Ce code a expiré. Reconnectez-vous pour recevoir un nouveau code.',
      113: 'Votre session est terminée. Veuillez vous reconnecter.',
      114: 'Ce compte est bloqué. Veuillez contacter un administrateur.',
      115: 'Trop de codes erronés. Reconnectez-vous pour recevoir un nouveau code.',
      116: 'Ce lien a expiré ou a déjà été utilisé. Demandez une nouvelle invitation à un administrateur.',
      117: 'Le prestataire de paiement par carte n’a pas pu traiter la demande ; rien n’a été modifié. Réessayez plus tard.',
      118: 'Le serveur est surchargé. Veuillez réessayer dans quelques secondes.',
      119: 'Quelqu’un d’autre a modifié cet enregistrement depuis que vous l’avez ouvert.',
      120: 'Il n’est pas prêt à être publié. Un SUPER_ADMIN peut passer outre en donnant une raison.',
      121: 'Votre rôle exige la connexion en deux étapes. Ajoutez une clé d’accès ou une application d’authentification depuis votre profil pour continuer.',
      122: 'Les données de ce client ne peuvent pas encore être effacées : l’effacement est suspendu un certain temps après sa dernière commande.',
      500: 'Une erreur s’est produite de notre côté. Veuillez réessayer.',
    },
  },
};
