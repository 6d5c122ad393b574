import type { Translation } from '../../src/definitions/translation';
import type { analyticsMessages } from './messages';

/** French strings of the analytics pages (`/analytics/...`); the charts' own are the shell's. */
export const analyticsMessagesFr: Translation<typeof analyticsMessages> = {
  app: {
    analytics: {
      range: '%{start} – %{end}',
      // A period that ends today holds part of a day: it is compared once the day is over (periodChange.ts).
      change_after_today: 'Comparé à la période précédente une fois la journée terminée',
      today: {
        title: 'Aujourd’hui',
        orders: 'Commandes du jour',
        sales: 'Ventes du jour',
        revenue: 'Chiffre d’affaires du jour',
        customers: 'Clients',
        new_customers: 'Nouveaux aujourd’hui : %{count}',
      },
      visitors: {
        visitors: 'Visiteurs',
        newVisitors: 'Nouveaux visiteurs',
        screenViews: 'Vues d’écran',
        events: 'Événements',
        by_day: 'Visiteurs par jour',
      },
      active_users: {
        title: 'Utilisateurs actifs',
        users: 'Utilisateurs actifs',
        // The toggle's name; its buttons (results) complete it: "… par Jour".
        granularity: 'Utilisateurs actifs par',
        results: { daily: 'Jour', weekly: 'Semaine', monthly: 'Mois' },
        period: { daily: 'Jour', weekly: 'Semaine du', monthly: 'Mois du' },
        so_far: { daily: 'Aujourd’hui jusqu’ici', weekly: 'Cette semaine jusqu’ici', monthly: 'Ce mois-ci jusqu’ici' },
        cut: {
          weekly: 'Les semaines ne comptent que leurs jours compris dans la période.',
          monthly: 'Les mois ne comptent que leurs jours compris dans la période.',
        },
      },
      devices: {
        by_type: 'Visiteurs par appareil',
        by_platform: 'Visiteurs par plateforme',
        by_version: 'Principales versions de l’app',
        version: 'Version de l’app',
        types: { phone: 'Téléphone', tablet: 'Tablette' },
        platforms: { ios: 'iOS', android: 'Android' },
      },
      sales: {
        period: 'Sur la période',
        sales: 'Ventes',
        revenue: 'Recettes',
        average: 'Panier moyen',
        revenue_by_day: 'Chiffre d’affaires par jour',
      },
      orders: {
        orders: 'Commandes',
        by_status: 'Commandes par statut',
        by_purchase_type: 'Commandes par type d’achat',
      },
      categories: {
        category: 'Catégorie',
        all: 'Toutes les catégories',
        other: 'Autres',
        share: 'Achats de livres par catégorie',
        share_column: 'Part',
        // Under each category's name in a phone's list (CategoryItems).
        orders_share: '%{orders} commande · %{share} du total |||| %{orders} commandes · %{share} du total',
        table: 'Catégories',
      },
      events: {
        by_day: 'Vues d’écran et événements par jour',
        per_visitor: 'Vues d’écran et événements par visiteur',
        search: 'Rechercher des catégories',
        category: 'Catégorie',
        categories: 'Catégories d’événements d’écran, 30 derniers jours',
        top_title: 'Écrans et actions les plus fréquents, 30 derniers jours',
        top_screens: 'Top écrans',
        top_names: 'Top actions',
        none_found: 'Aucune catégorie ne correspond à cette recherche',
      },
    },
  },
};
