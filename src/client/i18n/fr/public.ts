/** The French texts of the other public screens, the shared dialogs and the app's notices: see src/client/i18n/catalog.ts. */
import type { PublicTexts } from '../catalog';
import { dateText, formatNumber, plural } from '../../lib/i18n/format';

/** '1 niveau', '12 niveaux'. */
const levelCount = (count: number) => plural(count, { one: `${formatNumber(count)} niveau`, other: `${formatNumber(count)} niveaux` });

export default {
  recordValueTexts: {
    percentage: 'Pourcentage',
    time: 'Temps (HH:mm:ss.SSS)',
    timePlaceholder: '00:01:23.456',
    timeFormat: 'Saisissez le temps au format heures:minutes:secondes.millisecondes, par exemple 00:01:10.200.',
    missing: 'N/D',
  },
  playerRowsTexts: {
    medal: { gold: "médaille d'or", silver: "médaille d'argent", bronze: 'médaille de bronze' },
    loading: 'Chargement des joueurs',
    you: 'Vous',
    jumpToYou: (rank: number) => `Aller à votre ligne (#${formatNumber(rank)})`,
  },
  confirmTexts: {
    delete: 'Supprimer',
    cancel: 'Annuler',
  },
  formDialogTexts: {
    close: 'Fermer',
    cancel: 'Annuler',
  },
  paginationTexts: {
    label: 'Pages',
    previous: 'Page précédente',
    next: 'Page suivante',
    page: (page: number) => `Page ${formatNumber(page)}`,
    more: 'Autres pages',
  },
  guidelinesTexts: {
    title: 'Règles',
    allowedHacks: {
      heading: 'Hacks autorisés',
      intro: 'Seuls les outils qui ne rendent pas un niveau plus facile sont autorisés, notamment :',
      items: [
        'Click between frames (CBF) et les autres correctifs du timing des entrées qui ne modifient pas la vitesse du jeu',
        "FPS bypass et physics bypass à une fréquence d'images constante",
        "Affichage des hitboxes à la mort, affichage de la précision en noclip et de l'indicateur de triche",
        'Synchronisation de la musique en mode practice, indicateurs de safe mode et autres outils purement visuels',
        'Interface transparente ou masquée, smooth fix, bouton de redémarrage et autres options de confort',
      ],
      outro: "Demandez à un éditeur de la liste avant d'utiliser tout outil qui ne figure pas ici.",
    },
    submitting: {
      heading: 'Règles de soumission des records',
      items: [
        'Les clics doivent être audibles.',
        "Les Extreme Demons nécessitent un enregistrement brut (raw footage) d'au moins 2 minutes et l'indicateur de triche.",
        'Les niveaux à 2 joueurs nécessitent une handcam.',
        "L'enregistrement doit aller de 0 % à 100 %, avec l'écran de fin complet et une qualité nette.",
      ],
      where: {
        before: "Soumettez votre record sur le serveur de chat de la communauté ou sur le site, à l'adresse ",
        link: '/submissions',
        after: '.',
      },
    },
    banning: {
      heading: 'Bannissement',
      items: [
        'Un rôle « flag » existe pour les tricheurs : il est attribué dès la première infraction.',
        'Une deuxième infraction entraîne un bannissement de 2 semaines à 2 mois.',
        'Une troisième infraction entraîne un bannissement définitif.',
      ],
    },
    bonus: {
      heading: 'Règles supplémentaires',
      items: [
        'Les réussites en mode practice en une seule tentative sont autorisées.',
        'Les runs à 100 % de précision ne sont pas acceptés.',
        "Quitter le niveau sur l'écran de fin ne compte pas.",
        'Les records réalisés avec un mode low detail externe non pris en charge ne sont pas acceptés.',
        'Une start position à partir de 0 % est autorisée.',
      ],
    },
  },
  profileTexts: {
    loading: 'Chargement...',
    failed: 'Impossible de charger ce profil. Veuillez réessayer plus tard.',
    notFound: (username: string) => `Aucun joueur trouvé avec le nom ${username}.`,
    backToLeaderboard: 'Retour au classement',
    tabs: { classic: 'Classique', platformer: 'Platformer' },
    listMod: 'Modérateur de la liste',
    banned: (until: Date | null) => (until ? `Banni jusqu'au ${dateText(until)}` : 'Banni définitivement'),
    region: 'Région',
    noRegion: 'Aucune',
    unknownRegion: 'Région inconnue',
    points: { classic: 'Points en Classique', platformer: 'Points en Platformer' },
    hardestLevel: 'Niveau le plus difficile',
    levelCount: 'Nombre de niveaux',
    heldLevels: { classic: 'Niveaux comme premier vainqueur', platformer: 'Niveaux comme détenteur du record' },
    completedLevels: 'Niveaux terminés',
    noLevel: 'Aucun niveau disponible',
    noLevels: 'Aucun niveau disponible',
    tiers: { main: 'Principale', extended: 'Étendue', legacy: 'Legacy' },
    otherLevels: 'Autres niveaux',
    position: (ranking: number) => `#${formatNumber(ranking)}`,
  },
  standingTexts: {
    rank: 'Rang',
    regionRank: 'Région',
    place: ({ rank, of }) => `#${formatNumber(rank)} sur ${formatNumber(of)}`,
    unranked: 'Non classé',
    pending: '…',
    yours: 'Votre position',
  },
  leaderboardTexts: {
    title: 'Classement',
    typeLabel: 'Type de liste',
    types: { classic: 'Classique', platformer: 'Platformer' },
    list: (type: string) => `Classement ${type}`,
    failed: 'Impossible de récupérer le classement',
    empty: 'Aucun joueur classé pour le moment.',
    filters: 'Trouver des joueurs',
    name: 'Nom du joueur',
    namePlaceholder: 'Rechercher par nom',
    region: 'Région',
    allRegions: 'Toutes les régions',
    noMatch: 'Aucun joueur classé ne correspond à ces filtres.',
    clearFilters: 'Effacer les filtres',
    loadingRest: 'Chargement du reste du classement',
  },
  socialTexts: {
    label: 'Réseaux sociaux',
    copied: 'Pseudo Discord copié dans le presse-papiers !',
    copyFailed: 'Impossible de copier le pseudo Discord',
    copyDiscord: (handle: string) => `Copier le pseudo Discord ${handle}`,
    discord: (handle: string) => `Discord : ${handle}`,
    sites: { youtube: 'YouTube', twitter: 'Twitter', twitch: 'Twitch' },
    opensInNewTab: (site: string) => `${site} (s'ouvre dans un nouvel onglet)`,
  },
  statViewerTexts: {
    title: 'Statistiques',
    regions: 'Régions',
    loadingRegions: 'Chargement des régions',
    regionsFailed: 'Impossible de récupérer les régions',
    noRegions: 'Aucune région pour le moment.',
    rank: (rank: number) => `#${formatNumber(rank)}`,
    totals: (classic: string, platformer: string) => `Classique ${classic} · Platformer ${platformer}`,
    playersOf: (region: string) => `Joueurs de la région ${region}`,
    playersFailed: 'Impossible de récupérer les joueurs',
    noPlayers: 'Aucun joueur dans cette région pour le moment.',
  },
  searchTexts: {
    close: 'Fermer la recherche',
    levels: 'Niveaux',
    players: 'Joueurs',
    levelTypes: { classic: 'Classique', platformer: 'Platformer' },
    ranking: (ranking: number) => `#${formatNumber(ranking)}`,
    loading: 'Chargement...',
    noResults: (query: string) => `Aucun niveau ni joueur ne correspond à « ${query} ».`,
    failed: "Certains niveaux ou joueurs n'ont pas pu être chargés, des résultats peuvent donc manquer. Veuillez réessayer plus tard.",
    notSaved:
      "Tout n'est pas encore enregistré sur cet appareil, des résultats peuvent donc manquer. La recherche les trouvera dès que vous serez de nouveau en ligne.",
  },
  levelTexts: {
    loading: 'Chargement...',
    tab: (name, ranking, type) => `${name} – n° ${ranking} ${type === 'classic' ? 'classique' : 'Platformer'}`,
    failed: (type) =>
      `Erreur : impossible de récupérer les détails et les records du niveau ${type === 'classic' ? 'classique' : 'Platformer'}`,
    notFound: 'Aucune donnée trouvée pour ce niveau.',
    backToLists: 'Retour aux listes',
    list: 'Liste',
    records: 'Records',
    noRecords: "Aucun record pour l'instant.",
    recordsTable: {
      player: 'Joueur',
      value: { classic: 'Pourcentage', platformer: 'Temps' },
      video: 'Vidéo',
      date: 'Date',
      watch: 'Voir',
      watchRecord: (player: string) => `Voir le record de ${player}`,
      noVideo: 'N/D',
    },
    durations: { TINY: 'Très court', SHORT: 'Court', MEDIUM: 'Moyen', LONG: 'Long', XL: 'XL' },
    neighbours: 'Niveaux précédent et suivant',
    previous: (title: string) => `Niveau précédent : ${title}`,
    next: (title: string) => `Niveau suivant : ${title}`,
    video: {
      title: (name: string) => `Vidéo de ${name}`,
      watch: 'Regarder la vidéo',
      offline: 'La vidéo nécessite une connexion.',
    },
    history: {
      title: 'Historique',
      loading: "Chargement de l'historique",
      failed: "Impossible de charger l'historique.",
      empty: "Pas encore d'historique.",
      chart: (from: string, to: string) => `Position au fil du temps : de ${from} à ${to}`,
      chartSteady: (place: string) => `Position au fil du temps : ${place} du début à la fin`,
      chartRemoved: (from: string, last: string) => `Position au fil du temps : de ${from} à ${last}, puis retiré de la liste`,
      cutoffs: { main: 'Fin de la liste principale', extended: 'Fin de la liste étendue' },
      today: "Aujourd'hui",
      steps: 'Position après chaque modification',
      step: (date: string, place: string) => `${date} : ${place}`,
      pointHint: 'Survolez un point, touchez-le ou atteignez-le avec les flèches pour lire pourquoi le niveau a bougé.',
      off: 'Hors de la liste',
      changes: 'Modifications, des plus récentes aux plus anciennes',
      moved: (from: string, to: string) => `${from} → ${to}`,
    },
  },
  changelogTexts: {
    title: 'Journal des modifications',
    intro: 'Toutes les modifications des listes, des plus récentes aux plus anciennes.',
    typeLabel: 'Type de liste',
    types: { classic: 'Classique', platformer: 'Platformer' },
    listLabel: 'Liste',
    lists: { all: 'Toutes les listes', main: 'Liste principale', extended: 'Liste étendue', legacy: 'Liste legacy' },
    day: (date: string) => `Modifications du ${date}`,
    loading: 'Chargement des modifications',
    failed: 'Impossible de charger le journal des modifications. Veuillez réessayer plus tard.',
    empty: 'Aucune modification pour le moment.',
    emptyList: 'Aucune modification de cette liste pour le moment.',
    loadOlder: 'Charger des modifications plus anciennes',
    loadingOlder: 'Chargement des modifications plus anciennes...',
    olderFailed: 'Impossible de charger les modifications plus anciennes.',
    end: "C'est ici que commence l'historique.",
    place: (ranking: number) => `#${formatNumber(ranking)}`,
    baseline: (level: string, place: string) => `${level} était à la position ${place} au début de l'historique`,
    placed: (level: string, place: string) => `${level} a été placé à la position ${place}`,
    placedAbove: (level: string, place: string, next: string) => `${level} a été placé à la position ${place}, au-dessus de ${next}`,
    placedBelow: (level: string, place: string, previous: string) =>
      `${level} a été placé à la position ${place}, en dessous de ${previous}`,
    placedBetween: (level: string, place: string, next: string, previous: string) =>
      `${level} a été placé à la position ${place}, au-dessus de ${next} et en dessous de ${previous}`,
    movedUp: (level: string, from: string, to: string) => `${level} est monté de la position ${from} à la position ${to}`,
    movedDown: (level: string, from: string, to: string) => `${level} est descendu de la position ${from} à la position ${to}`,
    renamed: (level: string, old: string) => `${old} a été renommé en ${level}`,
    edited: (level: string, fields: string) => `Les détails de ${level} ont été modifiés : ${fields}`,
    editedNothing: (level: string) => `Les détails de ${level} ont été modifiés`,
    removed: (level: string, place: string) => `${level} a été retiré de la liste (il était à la position ${place})`,
    reordered: (count: number) =>
      plural(count, {
        one: `La liste a été réordonnée : ${formatNumber(count)} niveau déplacé`,
        other: `La liste a été réordonnée : ${formatNumber(count)} niveaux déplacés`,
      }),
    reorderedUp: (level: string, from: string, to: string, next: string | null, previous: string | null) => {
      const moved = `${level} est monté de la position ${from} à la position ${to}`;
      if (next && previous) return `${moved}, au-dessus de ${next} et en dessous de ${previous}`;
      if (next) return `${moved}, au-dessus de ${next}`;
      return previous ? `${moved}, en dessous de ${previous}` : moved;
    },
    reorderedDown: (level: string, from: string, to: string, next: string | null, previous: string | null) => {
      const moved = `${level} est descendu de la position ${from} à la position ${to}`;
      if (next && previous) return `${moved}, au-dessus de ${next} et en dessous de ${previous}`;
      if (next) return `${moved}, au-dessus de ${next}`;
      return previous ? `${moved}, en dessous de ${previous}` : moved;
    },
    historyBegins: {
      classic: (count: number) => `Début de l'historique : ${levelCount(count)} sur la liste classique`,
      platformer: (count: number) => `Début de l'historique : ${levelCount(count)} sur la liste platformer`,
      main: (count: number) => `Début de l'historique : ${levelCount(count)} sur la liste principale`,
      extended: (count: number) => `Début de l'historique : ${levelCount(count)} sur la liste étendue`,
      legacy: (count: number) => `Début de l'historique : ${levelCount(count)} sur la liste legacy`,
    },
    standingList: "Voir la liste telle qu'elle était",
    standing: (place: string, level: string) => `${place} ${level}`,
    movedToList: {
      main: (level: string) => `${level} est passé dans la liste principale`,
      extended: (level: string) => `${level} est passé dans la liste étendue`,
      legacy: (level: string) => `${level} est passé dans la liste legacy`,
    },
    holderBecame: {
      classic: (player: string) => `${player} est devenu le premier vainqueur`,
      platformer: (player: string) => `${player} est devenu le détenteur du record`,
    },
    holderNobody: {
      classic: (previous: string) => `Le niveau n'a plus de premier vainqueur (c'était ${previous})`,
      platformer: (previous: string) => `Le niveau n'a plus de détenteur du record (c'était ${previous})`,
    },
  },
  changeSentenceTexts: {
    shiftedUp: (levels: string, count: number, places: number) =>
      `${levels} ${count === 1 ? 'est monté' : 'sont chacun montés'} ${places === 1 ? "d'une place" : `de ${formatNumber(places)} places`}`,
    shiftedDown: (levels: string, count: number, places: number) =>
      `${levels} ${count === 1 ? 'est descendu' : 'sont chacun descendus'} ${places === 1 ? "d'une place" : `de ${formatNumber(places)} places`}`,
    otherLevels: (count: number) =>
      plural(count, { one: `${formatNumber(count)} autre niveau`, other: `${formatNumber(count)} autres niveaux` }),
    movedMore: (count: number) =>
      plural(count, {
        one: `${formatNumber(count)} autre niveau a été déplacé`,
        other: `${formatNumber(count)} autres niveaux ont été déplacés`,
      }),
    separator: ' ; ',
    allMoves: (count: number) => `Voir tous les déplacements (${levelCount(count)})`,
    move: (level: string, from: string, to: string) => `${level} : ${from} → ${to}`,
    levelFields: {
      name: 'nom',
      publisher: 'créateur',
      difficulty: 'difficulté',
      link: 'vidéo',
      thumbnail: 'miniature',
      duration: 'durée',
      minimumCompletion: 'complétion minimale',
      holderId: { classic: 'premier vainqueur', platformer: 'détenteur du record' },
      holderManual: { classic: 'premier vainqueur choisi à la main', platformer: 'détenteur du record choisi à la main' },
    },
  },
} satisfies PublicTexts;
