import type { Translation } from '../../src/definitions/translation';
import type { subscriptionsMessages } from './messages';

/** French strings of the subscription plans, and the content types' labels (the feed reads them too). */
export const subscriptionsMessagesFr: Translation<typeof subscriptionsMessages> = {
  resources: {
    subscriptions: {
      name: 'Abonnement |||| Abonnements',
      /** Its bulk actions (src/components/bulk): the confirmation's title, the undo's, and each action's job. */
      bulk: {
        confirm: '%{action} %{count} formule d’abonnement ? |||| %{action} %{count} formules d’abonnement ?',
        // %{did} is `app.jobs.undo.did.*`, a noun with its article ("l’activation"): the participle here agrees.
        undo: '%{action} %{count} formule d’abonnement concernée par %{did} de cette tâche ? |||| %{action} les %{count} formules d’abonnement concernées par %{did} de cette tâche ?',
        jobs: {
          enable: 'Activer des formules d’abonnement',
          disable: 'Désactiver des formules d’abonnement',
        },
      },
      // react-admin's save messages (the toast shows them as a success: src/shell/layout/AppNotification.tsx).
      notifications: {
        created: 'Formule d’abonnement créée',
        updated: 'Formule d’abonnement enregistrée',
        deleted: 'Formule d’abonnement supprimée |||| %{smart_count} formules d’abonnement supprimées',
      },
      search: 'Nom, description ou ID produit',
      fields: {
        name: 'Nom',
        description: 'Description',
        price: 'Prix',
        currency: 'Devise',
        billingPeriod: 'Période de facturation',
        billingDays: 'Jours entre factures',
        contentTypes: 'Types de contenu',
        contentType: 'Type de contenu',
        trialDays: 'Jours d’essai',
        status: 'Statut',
        iosProductId: 'ID produit App Store',
        androidProductId: 'ID produit Google Play',
        activeSubscribers: 'Abonnés actifs',
        createdAt: 'Créée le',
        updatedAt: 'Modifiée le',
      },
      billing_periods: {
        MONTHLY: 'Mensuelle',
        YEARLY: 'Annuelle',
        DAYS: 'Tous les N jours',
        every_days: 'Tous les jours |||| Tous les %{smart_count} jours',
      },
      sections: {
        plan: 'Formule',
        billing: 'Prix et facturation',
        content: 'Contenu inclus',
        stores: 'Boutiques d’applications',
      },
      helpers: {
        price: 'Facturé à chaque période de facturation, après l’essai.',
        trial_days: '0 pour aucun essai gratuit.',
        content_types: 'Ce que les clients titulaires de cette formule peuvent lire et regarder.',
        status: 'Désactivez la formule pour la retirer : elle n’est plus proposée, et les clients qui l’ont la conservent.',
        ios_product_id: 'L’ID produit de l’abonnement intégré à l’app dans App Store Connect, p. ex. com.publisher.reader_monthly.',
        android_product_id: 'L’ID produit de l’abonnement dans la Google Play Console, p. ex. reader_monthly.',
        product_id_format: 'Utilisez uniquement des lettres, des chiffres, des points et des tirets bas',
      },
      subscribers: '%{count} abonné actif |||| %{count} abonnés actifs',
      remove_content: {
        title: 'Retirer du contenu d’une formule détenue par des clients ?',
        content:
          '%{count} client détient cette formule et perdra l’accès à : %{types}. |||| %{count} clients détiennent cette formule et perdront l’accès à : %{types}.',
      },
      empty: {
        title: 'Aucune formule d’abonnement pour le moment',
        text: 'Créez une formule pour proposer aux clients des livres, magazines, actualités ou vidéos sur une période mensuelle, annuelle ou personnalisée.',
      },
    },
  },
};
