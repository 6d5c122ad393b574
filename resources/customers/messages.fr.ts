import type { Translation } from '../../src/definitions/translation';
import type { customersMessages } from './messages';

/** French strings of the customers (`/users/customers`). */
export const customersMessagesFr: Translation<typeof customersMessages> = {
  resources: {
    'users/customers': {
      name: 'Client |||| Clients',
      /** Its bulk actions (src/components/bulk): the confirmation's title, the undo's, and each action's job. */
      bulk: {
        confirm: '%{action} %{count} client ? |||| %{action} %{count} clients ?',
        // %{did} is `app.jobs.undo.did.*`, a noun with its article ("l’activation"): the participle here agrees.
        undo: '%{action} %{count} client concerné par %{did} de cette tâche ? |||| %{action} les %{count} clients concernés par %{did} de cette tâche ?',
        jobs: {
          block: 'Bloquer des clients',
          unblock: 'Débloquer des clients',
        },
      },
      search: 'Rechercher par nom ou e-mail',
      fields: {
        name: 'Nom',
        email: 'E-mail',
        phone: 'Téléphone',
        country: 'Pays',
        registeredAt: 'Inscrit le',
        lastSeenAt: 'Dernière visite',
        emailVerified: 'E-mail vérifié',
        blocked: 'Bloqué',
        registeredFrom: 'Inscrit à partir du',
        registeredTo: 'Inscrit jusqu’au',
      },
      empty: {
        title: 'Aucun client pour le moment',
        text: 'Les clients apparaissent ici dès qu’ils s’inscrivent dans l’application mobile.',
      },
      tabs: {
        details: 'Détails',
        orders: 'Commandes',
        books: 'Livres',
        subscriptions: 'Abonnements',
      },
      no_orders: 'Aucune commande pour le moment.',
      no_books: 'Aucun livre acheté pour le moment.',
      no_subscriptions: 'Aucun abonnement pour le moment.',
      book: {
        title: 'Livre',
        state: 'État',
        grantedAt: 'Acheté le',
        availableFrom: 'Livré à partir du',
        order: 'Commande',
        available: 'Disponible',
        preordered: 'Précommandé',
        revoked: 'Remboursé',
      },
      place_order: {
        button: 'Passer une commande',
        title: 'Passer une commande pour %{name}',
        text: 'Le prix est celui en vigueur aujourd’hui dans le pays choisi ; le paiement est encaissé par le prestataire de paiement par carte. Un livre à paraître fait l’objet d’une précommande, livrée à la parution.',
        book: 'Livre',
        territory: 'Pays',
        territory_help: 'Le pays où le client achète : son prix s’applique',
        payment: 'Référence du paiement',
        payment_help:
          'Celle du paiement par carte déjà encaissé pour cette commande, s’il y en a un ; si elle est vide, un nouveau paiement est lancé chez le prestataire',
        submit: 'Passer la commande',
        placed: 'Commande %{number} passée',
      },
      subscription: {
        name: 'Formule',
        state: 'État',
        startedAt: 'Début',
        endsAt: 'Renouvellement ou fin',
        order: 'Commande',
        active: 'Actif',
        cancelled: 'Annulé',
        ended: 'Terminé',
        renews: 'renouvellement',
        open_order: 'Ouvrir la commande',
        store: 'Boutique d’applications',
      },
      privacy: {
        export: 'Exporter les données',
        exported: 'Données exportées',
        erase: 'Effacer les données personnelles',
        erase_title: 'Effacer les données personnelles de %{name} ?',
        erase_text: 'Cette action répond à une demande de droit à l’oubli. En une seule étape :',
        erase_anonymised:
          'Le nom, l’e-mail et le téléphone sont remplacés par des valeurs fictives partout où ils étaient conservés : le profil, les reçus et les avoirs, les notes sur le client (supprimées), le journal d’activité, les e-mails pas encore envoyés.',
        erase_ended: 'Ses abonnements prennent fin immédiatement et le client ne peut plus commander.',
        erase_kept: 'Les commandes et les paiements sont conservés, sans la personne, pour que les comptes restent justes.',
        erase_final: 'Cette action est irréversible. Exportez d’abord les données si le client en a demandé une copie.',
        confirm: 'Nom ou e-mail du client',
        confirm_help: 'Saisissez « %{name} » ou « %{email} » pour confirmer',
        erase_submit: 'Effacer définitivement',
        erased: 'Données personnelles effacées',
        erased_on: 'Données effacées le %{date}',
      },
    },
  },
};
