/** The French texts of the signed-in player's screens (sign-in, settings, submissions, the inbox, the outbox): see src/client/i18n/catalog.ts. */
import type { SOCIAL_PREFIXES } from '../../../shared/constants';
import type { PlayerTexts } from '../catalog';
import { dateText, formatNumber, plural } from '../../lib/i18n/format';

/** The addresses a social handle is added to (shared/constants.ts; the type keeps them the same). */
const SOCIAL_ADDRESSES = {
  youtube: 'https://www.youtube.com/@',
  twitter: 'https://twitter.com/',
  twitch: 'https://www.twitch.tv/',
} as const satisfies typeof SOCIAL_PREFIXES;

/** The Settings fields the outbox label names (settings/form-values.ts), in French. */
const SETTINGS_FIELDS: Record<string, string> = {
  username: "nom d'utilisateur",
  region: 'région',
  discord: 'Discord',
  youtube: 'YouTube',
  twitter: 'Twitter',
  twitch: 'Twitch',
};

const changes = (count: number) =>
  plural(count, {
    one: `${formatNumber(count)} modification en attente`,
    other: `${formatNumber(count)} modifications en attente`,
  });

export default {

  pendingTexts: {
    notSent: 'Pas encore envoyé',
    attention: 'À vérifier',
  },
  signInTexts: {
    title: 'Bon retour',
    description: 'Connectez-vous pour accéder à votre compte',
    google: 'Se connecter avec Google',
    googleUnavailable: "La connexion avec Google n'est pas disponible sur ce site.",
    divider: 'ou par e-mail',
    close: 'Fermer',
    email: 'E-mail',
    password: 'Mot de passe',
    submit: 'Se connecter par e-mail',
    submitting: 'Connexion…',
    failure: {
      invalidInput: 'Saisissez une adresse e-mail valide et votre mot de passe.',
      wrongCredentials: 'E-mail ou mot de passe incorrect.',
      rateLimited: 'Trop de tentatives de connexion. Patientez un moment, puis réessayez.',
      unreachable: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
      other: 'La connexion a échoué. Veuillez réessayer.',
    },
  },
  accountTexts: {
    signedInAs: 'Connecté en tant que',
    yourAccount: 'Votre compte',
    profile: 'Profil',
    submissions: 'Soumissions',
    settings: 'Paramètres',
    signOut: 'Se déconnecter',
  },
  guardTexts: {
    loading: 'Chargement...',
  },
  settingsTexts: {
    title: 'Paramètres',
    loading: 'Chargement...',
    loadError: 'Impossible de charger votre profil',
    inactiveTitle: 'Action requise',
    inactive: "Votre compte est inactif. Changez votre nom d'utilisateur pour activer votre compte.",
    avatar: 'Avatar',
    avatarChoose: 'Choisir une image',
    avatarNone: 'Aucune image choisie',
    avatarNote: 'Une image de 1 Mo au maximum.',
    avatarNotImage: 'Choisissez un fichier image (JPEG, PNG, WebP ou GIF).',
    avatarTooLarge: "L'image dépasse 1 Mo. Choisissez-en une plus petite.",
    avatarPreview: 'Votre nouvel avatar',
    avatarCurrent: 'Votre avatar',
    username: "Nom d'utilisateur",
    region: 'Région',
    regionNone: 'Choisir une région',
    regionHelper: "Votre région ne peut être choisie qu'une fois : elle est verrouillée dès qu'une région est enregistrée.",
    regionLocked: "Votre région est verrouillée dès qu'une région est enregistrée.",
    regionsLoading: 'Chargement des régions…',
    discord: 'Discord',
    discordHelper: "Votre nom d'utilisateur Discord.",
    youtube: 'YouTube',
    twitter: 'Twitter',
    twitch: 'Twitch',
    handleHelper: (network) => `Uniquement l'identifiant : il est ajouté à ${SOCIAL_ADDRESSES[network]}`,
    save: 'Enregistrer les modifications',
    saving: 'Enregistrement…',
    pending: 'Ces modifications sont enregistrées sur cet appareil et pas encore envoyées.',
    pendingAvatar: 'Cet avatar est enregistré sur cet appareil et pas encore envoyé.',
    attention: 'Le serveur a refusé ces modifications :',
    label: (fields) =>
      fields.length ? `Paramètres : ${fields.map((field) => SETTINGS_FIELDS[field] ?? field).join(', ')}` : 'Paramètres',
    avatarLabel: 'Paramètres : avatar',
    success: 'Paramètres mis à jour',
    avatarSuccess: 'Avatar mis à jour',
    failure: 'Échec de la mise à jour des paramètres',
    uploadFailed: "Échec de l'envoi du fichier",
    uploadTooLarge: 'La taille du fichier dépasse peut-être la limite du serveur (1 Mo).',
  },
  submissionTexts: {
    title: 'Soumissions',
    typeLabel: 'Type de niveau',
    types: { classic: 'Classique', platformer: 'Platformer' },
    create: 'Créer une soumission',
    inactive:
      "Action requise : votre compte est inactif. Changez votre nom d'utilisateur dans les paramètres de votre compte pour l'activer.",
    banned: (until: Date | null) =>
      until ? `Vous êtes banni des soumissions jusqu'au ${dateText(until)}.` : 'Vous êtes banni des soumissions définitivement.',
    flagged: 'Votre compte est signalé : envoyez les images brutes avec chaque soumission.',
    listLabel: (type) => `Vos soumissions (${type})`,
    empty: 'Aucune soumission pour le moment.',
    loading: 'Chargement des soumissions…',
    loadingLevelName: 'Chargement...',
    status: { PENDING: 'En attente', APPROVED: 'Approuvée', REJECTED: 'Rejetée' },
    video: (level) => `Vidéo de ${level}`,
    rawFootage: (level) => `Vidéo brute de ${level}`,
    submitted: (when) => `Soumis ${when}`,
    delete: (level) => `Supprimer la soumission pour ${level}`,
    deleting: 'Suppression…',
    deleteTitle: 'Supprimer la soumission ?',
    deleteDescription: (label) => `La soumission ${label} sera supprimée. Cette action est irréversible.`,
    deleteConfirm: 'Supprimer',
    cancel: 'Annuler',
    notSent: 'Pas encore envoyée',
    attention: 'À vérifier',
    edit: 'Modifier',
    form: {
      title: 'Créer une soumission',
      editTitle: 'Modifier la soumission',
      description: "Soumettez l'un de vos records à l'examen du staff de la liste.",
      level: 'Niveau',
      levelPlaceholder: 'Rechercher un niveau',
      levelsLoading: 'Chargement des niveaux…',
      noLevel: 'Aucun niveau ne correspond.',
      link: 'Lien de la vidéo',
      rawFootage: 'Vidéo brute (obligatoire pour les Extreme Demons)',
      comment: 'Commentaire',
      submit: 'Envoyer',
      submitting: 'Envoi…',
      draftKept: "Ce que vous saisissez est conservé sur cet appareil jusqu'à l'envoi.",
    },
    checks: {
      levelRequired: 'Choisissez un niveau dans la liste.',
      belowRequirement: (required) => `Il faut au moins ${formatNumber(required)} % sur ce niveau.`,
      timePositive: 'Le temps doit être supérieur à zéro.',
      alreadyBetter: (value) => `Vous avez déjà ${value} sur ce niveau, un résultat égal ou meilleur.`,
    },
    toasts: {
      created: 'Soumission créée !',
      createFailed: 'Échec de la création de la soumission. Veuillez réessayer.',
      deleted: 'Soumission supprimée',
      deleteFailed: 'Échec de la suppression de la soumission',
      fetchFailed: 'Impossible de récupérer les soumissions',
      levelsFailed: 'Impossible de récupérer les noms des niveaux',
    },
    label: (level, value) => `Soumission : ${level} ${value}`,
    deleteLabel: (level, value) => `Supprimer la soumission : ${level} ${value}`,
  },
  inboxTexts: {
    title: 'Boîte de réception',
    bell: (unread) =>
      unread === 0
        ? 'Boîte de réception'
        : `Boîte de réception, ${plural(unread, { one: `${formatNumber(unread)} non lue`, other: `${formatNumber(unread)} non lues` })}`,
    listLabel: 'Notifications',
    loading: 'Chargement des notifications…',
    failed: 'Échec du chargement des notifications',
    empty: 'Aucune notification pour le moment.',
    markAll: 'Tout marquer comme lu',
    unread: 'Non lue',
    approved: (level, value) => `Votre record sur ${level} (${value}) a été approuvé.`,
    rejected: (level) => `Votre soumission sur ${level} a été refusée.`,
    rejectedBecause: (level, reason) => `Votre soumission sur ${level} a été refusée : ${reason}`,
    staffReplied: (level, excerpt) => `L'équipe a répondu à votre soumission sur ${level} : ${excerpt}`,
    flagged: (reason) => `Vous avez été signalé : ${reason}`,
    flaggedUntil: (until, reason) => `Vous êtes signalé jusqu'au ${until} : ${reason}`,
    banned: (until, reason) => `Vous êtes banni jusqu'au ${until} : ${reason}`,
    bannedForever: (reason) => `Vous êtes banni définitivement : ${reason}`,
    flagLifted: 'Votre signalement a été levé.',
    banLifted: 'Votre bannissement a été levé.',
    other: 'Une nouvelle notification.',
    loadOlder: 'Afficher les plus anciennes',
    loadingOlder: 'Chargement des notifications plus anciennes…',
    olderFailed: 'Échec du chargement des notifications plus anciennes',
    end: 'Aucune notification plus ancienne.',
    markLabel: (count) =>
      plural(count, { one: 'Marquer une notification comme lue', other: `Marquer ${formatNumber(count)} notifications comme lues` }),
    markAllLabel: 'Marquer toutes les notifications comme lues',
    markFailed: 'Échec du marquage des notifications comme lues',
  },
  outboxTexts: {
    queued: 'Enregistré sur cet appareil',
    queuedDescription: 'La modification sera envoyée dès que le serveur sera joignable.',
    held: 'Enregistré sur cet appareil',
    heldDescription: 'Reconnectez-vous pour envoyer la modification.',
    signInToSend: (count) => `Reconnectez-vous pour envoyer ${changes(count)}`,
    button: (count) => `Boîte d'envoi : ${changes(count)}`,
    buttonAttention: (count) =>
      `Boîte d'envoi : ${plural(count, {
        one: `${formatNumber(count)} modification demande`,
        other: `${formatNumber(count)} modifications demandent`,
      })} votre attention`,
    panelTitle: 'Modifications en attente',
    panelDescription: 'Vos modifications faites sur cet appareil, et si elles ont déjà atteint le serveur.',
    empty: 'Tout a été envoyé.',
    close: 'Fermer',
    states: {
      waiting: "En attente d'envoi",
      sending: 'Envoi…',
      held: 'En attente de votre reconnexion',
      attention: 'À vérifier',
    },
    otherPlayer: "Faite avec un autre compte : connectez-vous en tant que ce joueur pour l'envoyer.",
    retry: 'Réessayer',
    edit: 'Modifier',
    discard: 'Abandonner',
    discardConfirm: 'Abandonner cette modification ? Elle ne sera pas envoyée.',
    signOutTitle: 'Se déconnecter avec des modifications en attente ?',
    signOutDescription: (count) =>
      plural(count, {
        one: `${formatNumber(count)} modification en attente restera sur cet appareil et sera envoyée à votre prochaine connexion.`,
        other: `${formatNumber(count)} modifications en attente resteront sur cet appareil et seront envoyées à votre prochaine connexion.`,
      }),
    signOutConfirm: 'Se déconnecter',
    cancel: 'Annuler',
    reapply: 'Réappliquer',
    reapplyHint: 'Réappliquer refait votre modification sur les données actuelles.',
    cannotReapply: "Ce que cette modification visait n'existe plus : elle ne peut pas être refaite.",
    changedMeanwhile: 'Modifié entre-temps :',
    fieldChange: (field, before, now) => `${field} : ${before} → ${now}`,
    nothingYouSaw: "Rien de ce que vous voyiez n'a changé ; seule sa version a changé.",
    orderChanged: (moved, at) =>
      `${plural(moved, {
        one: `${formatNumber(moved)} niveau a changé de place`,
        other: `${formatNumber(moved)} niveaux ont changé de place`,
      })}${
        at === null
          ? " ; le niveau que vous avez déplacé n'existe plus."
          : ` ; le niveau que vous avez déplacé est maintenant en position ${formatNumber(at)}.`
      }`,
    emptyValue: '(vide)',
  },
} satisfies PlayerTexts;
