/** The French texts of the first screens (the shell, the level lists): see src/client/i18n/catalog.ts. */
import type { FirstTexts } from '../catalog';

export default {
  layoutTexts: {
    skipToContent: 'Aller au contenu',
    notSaved: 'Non enregistré sur cet appareil. Le contenu se chargera à votre retour en ligne.',
    title: 'Moroccan List',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    search: 'Rechercher des niveaux et des joueurs',
    account: { login: 'Connexion', menu: 'Menu du compte' },
    theme: 'Thème',
    language: 'Langue',
    sidebar: {
      label: 'Navigation principale',
      classic: { label: 'Demonlist classique', main: 'Liste principale', extended: 'Liste étendue', legacy: 'Liste legacy' },
      platformer: { label: 'Demonlist Platformer', main: 'Principale', extended: 'Étendue', legacy: 'Legacy' },
      leaderboard: 'Classement',
      statViewer: 'Statistiques',
      guidelines: 'Règles',
      changelog: 'Historique des changements',
      staff: { label: 'Menu staff', levels: 'Niveaux', records: 'Records', regions: 'Régions', submissions: 'Soumissions', audit: "Journal d'audit" },
    },
  },
  uiTexts: {
    retry: 'Réessayer',
  },
  levelListTexts: {
    publishedBy: (publisher: string) => `Publié par ${publisher}`,
    facts: {
      id: 'ID du niveau',
      difficulty: 'Difficulté',
      points: 'Points',
      duration: 'Durée',
      minPoints: 'Points minimum',
      listPercentage: 'Pourcentage requis',
    },
    holder: { classic: 'Premier vainqueur', platformer: 'Détenteur du record' },
    noHolder: "Aucun pour l'instant",
    welcome: 'Bienvenue sur le site de The Official Moroccan List !',
    titles: {
      classic: { main: 'Liste principale classique', extended: 'Liste étendue classique', legacy: 'Liste legacy classique' },
      platformer: { main: 'Liste principale Platformer', extended: 'Liste étendue Platformer', legacy: 'Liste legacy Platformer' },
    },
    levels: 'Niveaux',
    loading: 'Chargement des niveaux',
    failed: 'Impossible de charger les niveaux. Veuillez réessayer plus tard.',
    empty: "Aucun niveau dans cette liste pour l'instant.",
    title: (ranking: number, name: string) => `#${ranking} - ${name}`,
    factLabel: (label: string) => `${label} : `,
    fact: (label: string, value: string) => `${label} : ${value}`,
    copyId: "Copier l'ID du niveau",
    copied: 'ID du niveau copié dans le presse-papiers !',
    copyFailed: "Impossible de copier l'ID du niveau",
    copyFailedDetail: (id: string) => `L'ID est ${id}.`,
    completed: 'Terminé',
  },
} satisfies FirstTexts;
