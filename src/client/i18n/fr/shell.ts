/** The French texts of the shell's later parts on every page (the notices, the side panel, the footer, the toasts): see src/client/i18n/catalog.ts. */
import type { ShellTexts } from '../catalog';

export default {
  appTexts: {
    footer: {
      label: 'Pied de page',
      copyright: (year: number) => `© ${year} The Official Moroccan List. Un classement communautaire créé par des fans.`,
      guidelines: 'Règles',
      api: 'API',
    },
    stale: {
      offline: 'Vous êtes hors ligne. Affichage des données enregistrées, qui peuvent ne pas être à jour.',
      unsaved: "Vous êtes hors ligne. Cette page n'est pas enregistrée sur cet appareil ; elle se chargera à votre retour en ligne.",
      unreachable: 'Impossible de joindre le serveur. Affichage des données enregistrées, qui peuvent ne pas être à jour.',
      savedAgo: (when: string) => `Dernière mise à jour : ${when}.`,
    },
    updateAvailable: 'Une nouvelle version est disponible',
    reload: 'Recharger',
    install: "Installer l'app",
    themes: { light: 'Clair', dark: 'Sombre', system: 'Système' },
    error: {
      title: "Erreur inattendue de l'application !",
      description: "Cette page n'existe pas ou un problème est survenu lors de son affichage.",
      retry: 'Réessayer',
      back: 'Retour à la liste principale',
    },
  },
  toastTexts: {
    dismiss: 'Fermer la notification',
  },
  siteTexts: {
    panel: {
      label: 'Communauté',
      guidelines: { title: 'Règles', description: 'Les règles des records et des soumissions.', read: 'Lire les règles' },
    },
    editors: {
      title: 'Éditeurs de la liste',
      description: 'Le staff qui tient les listes à jour.',
      none: 'Aucun membre du staff listé.',
      failed: 'Impossible de récupérer les membres du staff',
    },
    chat: {
      title: 'Chat de la communauté',
      notConfigured: "Le chat de la communauté n'est pas encore disponible ici.",
      offline: 'Le chat de la communauté nécessite une connexion.',
    },
  },
} satisfies ShellTexts;
