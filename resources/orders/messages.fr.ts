import type { Translation } from '../../src/definitions/translation';
import type { ordersMessages } from './messages';

/** French strings of the orders (the labels of their statuses and types are shared: src/shell/i18n/shared.ts). */
export const ordersMessagesFr: Translation<typeof ordersMessages> = {
  resources: {
    orders: {
      name: 'Commande |||| Commandes',
      /** Its bulk actions (src/components/bulk): the confirmation's title, the undo's, and each action's job. */
      bulk: {
        // The action's label carries its own object ("Revérifier le paiement"): a colon, not a verb phrase.
        confirm: '%{action} : %{count} commande ? |||| %{action} : %{count} commandes ?',
        // %{did} is `app.jobs.undo.did.*`, a noun with its article ("l’activation"): the participle here agrees.
        undo: '%{action} %{count} commande concernée par %{did} de cette tâche ? |||| %{action} les %{count} commandes concernées par %{did} de cette tâche ?',
        jobs: {
          'recheck-payment': 'Revérifier les paiements de commandes',
        },
      },
      search: 'N° de commande ou e-mail',
      live: {
        created: '%{smart_count} nouvelle commande |||| %{smart_count} nouvelles commandes',
        changed: '%{smart_count} commande modifiée |||| %{smart_count} commandes modifiées',
      },
      export: 'Exporter en CSV',
      payment_line: 'Paiement : %{status}',
      fields: {
        number: 'Commande',
        createdAt: 'Passée le',
        customer: 'Client',
        purchaseType: 'Type d’achat',
        'item.title': 'Article',
        amount: 'Montant',
        status: 'Statut',
        paymentStatus: 'Statut du paiement',
        territory: 'Pays d’achat',
        preorder: 'Précommande',
        refunded: 'Remboursé',
        left: 'Reste à rembourser',
        q: 'Recherche',
      },
      refunded_line: 'Remboursé : %{amount}',
      preorder: 'Oui : le livre est livré à sa parution',
      no_results_in_period: 'Aucune commande sur cette période.',
      search_all_dates: 'Rechercher sur toutes les dates',
      empty: {
        title: 'Aucune commande pour le moment',
        text: 'Les commandes apparaissent ici quand des clients achètent un livre ou un abonnement dans l’application mobile.',
      },
      sections: {
        order: 'Commande',
        payments: 'Paiements',
        timeline: 'Chronologie',
        refunds: 'Remboursements, reçu et avoirs',
      },
      refunds: {
        none: 'Aucun remboursement.',
        at: 'Remboursé le',
        amount: 'Montant',
        reason: 'Motif',
        by: 'Par',
        note: 'Note au client',
        credit_note: 'Avoir',
        pending: 'Remboursement en cours',
        receipt: 'Télécharger le reçu',
        download_named: 'Télécharger %{number} (PDF)',
      },
      // contract/refundRules.ts `refundReasonLabel`.
      refund_reasons: {
        requested_by_customer: 'Demandé par le client',
        duplicate: 'Commande en double',
        not_delivered: 'Non livré ou illisible',
        defective: 'Fichier ou contenu défectueux',
        fraudulent: 'Paiement frauduleux',
        goodwill: 'Geste commercial',
        other: 'Autre',
      },
      no_payments: 'Aucune tentative de paiement pour le moment.',
      payment: {
        provider: 'Prestataire',
        reference: 'Référence',
        status: 'Statut',
        amount: 'Montant',
        createdAt: 'Début',
        updatedAt: 'Dernière modification',
      },
      timeline: {
        created: 'Commande passée (%{to})',
        order_status: 'Statut de la commande : %{from} → %{to}',
        payment_status: 'Statut du paiement : %{from} → %{to}',
        payment_started: 'Paiement lancé (%{to})',
        refund: 'Remboursement : %{from} → %{to}',
        refund_amount: 'Remboursement de %{amount} : %{from} → %{to}',
        cancel: 'Annulation : %{from} → %{to}',
      },
      actors: {
        system: 'Système',
        provider: 'Prestataire de paiement par carte',
        staff: 'Équipe',
        customer: 'Client',
      },
      recheck: {
        button: 'Revérifier le paiement',
        title: 'Revérifier le paiement de %{number} ?',
        text: 'L’état actuel du dernier paiement est demandé au prestataire de paiement par carte ; la commande suit cet état.',
        changed: 'Paiement revérifié : paiement %{payment}, commande %{status}',
        unchanged: 'Rien de nouveau chez le prestataire de paiement par carte : paiement %{payment}, commande %{status}',
      },
      reason: 'Motif',
      refund: {
        button: 'Rembourser',
        title: 'Rembourser %{number}',
        left: 'Il reste %{left} sur %{paid} à rembourser. Tout rembourser met fin à l’accès du client à l’article.',
        amount: 'Montant à rembourser (%{currency})',
        amount_help: 'Tout le reste, ou une partie',
        amount_required: 'Saisissez un montant supérieur à zéro',
        amount_over: 'Il reste au plus %{left} à rembourser',
        reason: 'Motif',
        detail: 'Détails',
        detail_required: 'Précisez pourquoi quand le motif est Autre',
        note: 'Note au client',
        note_help: 'Envoyée par e-mail au client avec le remboursement ; laissez vide pour ne rien envoyer',
        confirm: 'Rembourser %{amount}',
        done: 'Remboursement de %{amount} effectué sur %{number}',
      },
      cancel: {
        button: 'Annuler la commande',
        title: 'Annuler %{number} ?',
        text: 'La commande impayée est annulée, ainsi que son paiement en attente.',
        done: 'La commande %{number} est annulée',
      },
    },
  },
};
