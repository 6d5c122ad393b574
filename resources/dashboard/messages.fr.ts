import type { Translation } from '../../src/definitions/translation';
import type { dashboardMessages } from './messages';

/** French strings of the dashboard (`/dashboard`). */
export const dashboardMessagesFr: Translation<typeof dashboardMessages> = {
  app: {
    dashboard: {
      title: 'Tableau de bord',
      welcome: 'Bienvenue, %{name}',
      loading: 'Chargement du tableau de bord',
      error: 'Le tableau de bord n’a pas pu être chargé',
      today: {
        sales: 'Ventes du jour',
        revenue: 'Chiffre d’affaires du jour',
        orders: 'Commandes du jour',
        active_users: 'Utilisateurs actifs du jour',
      },
      period: {
        caption:
          '7 derniers jours, du %{start} au %{end}, comparés aux 7 jours précédents (du %{previousStart} au %{previousEnd})',
        sales: 'Ventes, 7 derniers jours',
        revenue: 'Chiffre d’affaires, 7 derniers jours',
        orders: 'Commandes, 7 derniers jours',
        active_users: 'Utilisateurs actifs, 7 derniers jours',
        vs_previous: 'par rapport aux 7 jours précédents',
      },
      revenue_chart: 'Chiffre d’affaires, 30 derniers jours',
      mrr: {
        mrr: 'MRR à la fin des 7 derniers jours',
        change: '%{amount} sur les 7 derniers jours',
        subscribers: 'Abonnés à la fin des 7 derniers jours',
      },
      order_link: 'Commande %{number}',
      placed: 'Passée le %{date}',
      recent_orders: {
        title: 'Commandes récentes',
        empty: 'Aucune commande pour le moment',
        all: 'Toutes les commandes',
        number: 'Commande',
        customer: 'Client',
        amount: 'Montant',
        status: 'Statut',
        placed_at: 'Passée le',
      },
      pending_payments: {
        title: 'Paiements en attente',
        // Under the number of such orders, which the card shows on its own.
        count: 'commande en attente du prestataire de paiement |||| commandes en attente du prestataire de paiement',
        oldest: 'La plus ancienne',
        since: '%{status} depuis le %{date}',
        empty: 'Aucun paiement en attente',
      },
      books: 'Livres',
      magazines: 'Magazines',
      enabled: 'Activés',
      disabled: 'Désactivés',
      feed: {
        title: 'Articles récents du fil',
        empty: 'Aucun article du fil publié pour le moment',
        published: 'Publié le %{date}',
      },
      banners: {
        title: 'Bannières actives',
        count: '%{smart_count} bannière affichée en ce moment |||| %{smart_count} bannières affichées en ce moment',
        empty: 'Aucune bannière affichée en ce moment',
        open: 'Gérer les bannières',
      },
      alerts: {
        title: 'Alertes actives',
        count: '%{smart_count} alerte affichée en ce moment |||| %{smart_count} alertes affichées en ce moment',
        empty: 'Aucune alerte affichée en ce moment',
        open: 'Gérer les alertes',
      },
    },
  },
};
