import type { Translation } from '../../definitions/translation';
import type { sharedMessages } from './shared';

/**
 * French strings of the labels of the contract's enumerations that several resources show (order
 * and payment statuses, purchase types, content and layout types, banners' and alerts' active
 * windows). The English spreads contract/orderLabels.ts: its keys are written out here.
 */
export const sharedMessagesFr: Translation<typeof sharedMessages> = {
  app: {
    // An order's status (une commande): the feminine.
    order_statuses: {
      0: 'Tous',
      1: 'Initiée',
      2: 'Confirmée',
      3: 'Échec du paiement',
      4: 'Remboursée',
      5: 'Annulée',
      6: 'En traitement',
      7: 'Paiement annulé',
      8: 'Partiellement remboursée',
    },
    // A payment's status (un paiement): the masculine.
    payment_statuses: {
      1: 'Aucun',
      2: 'Initié',
      3: 'En traitement',
      4: 'En attente',
      5: 'Réussi',
      6: 'Échoué',
      7: 'Remboursé',
      8: 'Annulé',
      9: 'Partiellement remboursé',
    },
    payment_providers: {
      1: 'Prestataire de paiement par carte',
    },
    purchase_types: {
      0: 'Tous',
      1: 'Abonnement',
      2: 'Achat de livre',
    },
    content_types: {
      book: 'Livre',
      magazine: 'Magazine',
      news: 'Actualités',
      videos: 'Vidéos',
      premium: 'Premium',
    },
    layout_types: {
      home: 'Accueil',
      books: 'Livres',
      magazines: 'Magazines',
      news: 'Actualités',
    },
    // Banners and alerts only (une bannière, une alerte): the feminine.
    active_window: {
      start: 'Début',
      end: 'Fin',
      end_helper: 'Laisser vide pour ne pas fixer de fin',
      active: 'En cours',
      scheduled: 'Programmée',
      ended: 'Terminée',
      disabled: 'Désactivée',
    },
  },
};
