import type { Role } from "../../desk/roles.ts";
import type { NewAccountWords, SignInWords } from "../en/sign-in.ts";
import type { Translation } from "../translation.ts";

const roles: Record<Role, string> = { owner: "Propriétaire", sales: "Ventes", viewer: "Lecteur" };

export const signInWords = {
  meta: {
    title: "Se connecter",
    description: "Connectez-vous à l’espace des demandes du propriétaire.",
  },
  heading: "Se connecter",
  intro: "L’espace du propriétaire : chaque demande, du premier message à la commande gagnée.",
  email: "E-mail",
  password: "Mot de passe",
  submit: "Se connecter",
  submitting: "Connexion…",
  or: "ou",
  passkey: "Se connecter avec une clé d’accès",
  passkeyWorking: "En attente de votre clé d’accès…",
  noAccount:
    "Les comptes naissent d’une invitation d’un des propriétaires du site ; il n’y a pas d’inscription publique.",
  noAccountYet: "Aucun compte pour l’instant : le serveur a affiché un lien de configuration au démarrage.",
  errors: {
    wrong: "E-mail ou mot de passe incorrect.",
    locked: (minutes: number) =>
      `Trop d’échecs de connexion. Veuillez réessayer dans ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
    passkey:
      "La connexion par clé d’accès n’a pas abouti. Veuillez réessayer, ou vous connecter avec votre mot de passe.",
    noPasskeySupport:
      "Ce navigateur ne prend pas en charge les clés d’accès. Connectez-vous avec votre mot de passe.",
    network: "Le serveur est injoignable. Vérifiez votre connexion et réessayez.",
  },
} as const satisfies Translation<SignInWords>;

export const newAccountWords = {
  invitation: {
    title: "Votre invitation",
    description:
      "Acceptez une invitation à l’espace : choisissez un mot de passe ou ajoutez une clé d’accès.",
    heading: "Rejoindre l’espace",
    checking: "Vérification de votre invitation…",
    intro: (email: string, role: Role) =>
      `Vous êtes invité avec le rôle ${roles[role]}, avec l’adresse ${email}. Choisissez un mot de passe ou ajoutez une clé d’accès pour vous connecter.`,
  },
  setup: {
    title: "Premier compte",
    description: "Créez le premier compte de l’espace, avec le lien que le serveur a affiché au démarrage.",
    checking: "Vérification du lien de configuration…",
    heading: "Créer le premier compte",
    intro: "Ce compte est le premier propriétaire de l’espace : il pourra inviter le reste de l’équipe.",
    email: "Adresse e-mail",
  },
  password: "Mot de passe",
  passwordHelp: "Au moins 12 caractères ; une phrase de quelques mots se retient le plus facilement.",
  usePassword: "Choisir ce mot de passe",
  or: "ou",
  usePasskey: "Ajouter une clé d’accès",
  working: "En cours…",
  noLink: "Cette page a besoin du lien reçu par e-mail (ou de celui qu’a affiché le serveur).",
  noPasskeySupport: "Ce navigateur ne peut pas créer de clé d’accès. Veuillez choisir un mot de passe.",
  passkeyFailed: "La clé d’accès n’a pas été créée. Veuillez réessayer, ou choisir un mot de passe.",
  network: "Le serveur est injoignable. Vérifiez votre connexion et réessayez.",
  signIn: "Aller à la connexion",
  refusals: {
    unknownInvitation:
      "Ce lien d’invitation n’est pas valide. Demandez-en un nouveau au propriétaire qui vous a invité.",
    expired:
      "Cette invitation a expiré : les liens sont valables 72 heures. Demandez-en un nouveau au propriétaire qui vous a invité.",
    revoked: "Cette invitation a été révoquée. Demandez-en une nouvelle au propriétaire qui vous a invité.",
    used: "Cette invitation a déjà servi. Connectez-vous plutôt.",
    hasAccount: "Un compte existe déjà avec cette adresse e-mail. Connectez-vous plutôt.",
    setupGone: "Ce lien de configuration n’est plus valable : un compte existe. Connectez-vous plutôt.",
    unknownSetup:
      "Ce lien de configuration n’est pas valide. Utilisez celui que le serveur a affiché à son dernier démarrage.",
    passkey: "La clé d’accès n’a pas pu être vérifiée. Veuillez réessayer.",
  },
} as const satisfies Translation<NewAccountWords>;
