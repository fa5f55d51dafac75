/** The French words of the server's refusals and of the fields' problems: see src/client/lib/refusals/texts.ts. */
import { USERNAME_MAX, USERNAME_MIN } from '../../../shared/constants';
import type { RefusalTexts } from '../catalog';
import { dateText, formatNumber, plural } from '../../lib/i18n/format';

const handle = "Saisissez un identifiant (lettres, chiffres, _ . -) ou l'adresse de la page.";
const percent = 'Saisissez un nombre entier de 0 à 100.';

export default {
  refusalTexts: {
    codes: {
      validation_failed: 'Certains champs ne sont pas valides.',
      malformed_json: "Le contenu envoyé n'est pas du JSON valide.",
      malformed_request: "La requête n'est pas une requête HTTP valide.",
      invalid_credentials: 'E-mail ou mot de passe incorrect.',
      unauthenticated: 'Connectez-vous pour continuer.',
      forbidden: "Vous n'avez pas le droit de faire ceci.",
      account_inactive: "Votre compte est inactif. Changez votre nom d'utilisateur dans les paramètres pour l'activer.",
      not_found: 'Introuvable.',
      level_exists: 'Un niveau avec cet ID existe déjà.',
      record_exists: 'Un record pour ce niveau et ce joueur existe déjà.',
      username_taken: "Ce nom d'utilisateur est déjà pris.",
      region_exists: 'Une région porte déjà ce nom.',
      region_locked: 'Votre région est déjà définie et ne peut plus être changée.',
      idempotency_key_reused: 'Cette modification a déjà été envoyée pour une autre demande.',
      idempotency_in_progress: 'Cette modification est encore en cours de traitement. Réessayez dans un instant.',
      conflict: 'Ceci entre en conflit avec des données existantes.',
      under_review: 'Un autre membre du staff examine déjà cette soumission.',
      staff_claim_unconfirmed:
        "Ce joueur fait partie de l'équipe : approuver la revendication fait entrer son auteur dans l'équipe, et doit être confirmé.",
      stale: "Ceci a changé depuis que vous l'avez chargé. Rien n'a été modifié.",
      request_timeout: 'La requête a mis trop de temps à arriver.',
      payload_too_large: 'Le contenu envoyé est trop volumineux.',
      unsupported_media_type: "Ce type de contenu n'est pas accepté ici.",
      rate_limited: 'Trop de demandes. Réessayez plus tard.',
      headers_too_large: 'Les en-têtes de la requête sont trop volumineux.',
      internal_error: 'Un problème est survenu de notre côté. Veuillez réessayer.',
      history_gone: 'Ces changements ne sont plus conservés. Téléchargez à nouveau toute la liste.',
      banned: 'Vous êtes banni : vous ne pouvez pas soumettre de records.',
      unavailable: 'La liste est momentanément indisponible. Réessayez dans un instant.',
    },
    banned: (until) =>
      until
        ? `Vous êtes banni : vous ne pouvez pas soumettre de records avant le ${dateText(until)}.`
        : 'Vous êtes banni définitivement : vous ne pouvez pas soumettre de records.',
    underReview: (name) => `${name} examine déjà cette soumission.`,
    types: {
      required: 'Ce champ est obligatoire.',
      tooShort: (min) =>
        min === null
          ? "C'est trop court."
          : plural(min, {
              one: `Utilisez au moins ${formatNumber(min)} caractère.`,
              other: `Utilisez au moins ${formatNumber(min)} caractères.`,
            }),
      tooLong: (max) =>
        max === null
          ? "C'est trop long."
          : plural(max, {
              one: `Utilisez au plus ${formatNumber(max)} caractère.`,
              other: `Utilisez au plus ${formatNumber(max)} caractères.`,
            }),
      tooSmall: (min) => (min === null ? 'Ce nombre est trop petit.' : `Saisissez ${formatNumber(min)} ou plus.`),
      tooLarge: (max) => (max === null ? 'Ce nombre est trop grand.' : `Saisissez ${formatNumber(max)} ou moins.`),
      wholeNumber: 'Saisissez un nombre entier.',
      address: 'Saisissez une adresse web commençant par http:// ou https://.',
      video: "Saisissez l'adresse d'une vidéo YouTube.",
      email: 'Saisissez une adresse e-mail.',
      notValid: "Cette valeur n'est pas valide.",
      unknown: 'Aucun élément ne porte ce nom ou cet identifiant.',
      immutable: 'Ceci ne peut pas être changé.',
      belowRequirement: "C'est en dessous de ce que le niveau exige.",
      invalid: 'Ces valeurs ne vont pas ensemble.',
      taken: "C'est déjà pris.",
      flagged: 'Votre compte est signalé : envoyez les images brutes avec chaque soumission.',
    },
    fields: {
      recordPercentage: percent,
      minimumCompletion: percent,
      recordTime: 'Saisissez un temps supérieur à zéro au format heures:minutes:secondes.millisecondes, par exemple 00:01:10.200.',
      ranking: 'Saisissez un nombre entier, 1 ou plus.',
      id: "Saisissez l'ID du niveau : des chiffres uniquement.",
      username: `Utilisez de ${USERNAME_MIN} à ${USERNAME_MAX} caractères : lettres et chiffres de tout alphabet, _ . - et des espaces simples entre les mots.`,
      youtube: handle,
      twitter: handle,
      twitch: handle,
      level: 'Choisissez un niveau dans la liste.',
      player: 'Choisissez un joueur dans la liste.',
    },
  },
} satisfies RefusalTexts;
