import type { StaffMailTexts } from './types';

/** The staff e-mails in French, for those who chose French in the console. */
export const frenchMail: StaffMailTexts = {
  'sign-in-code': {
    subject: ({ code }) => `Votre code de connexion : ${code}`,
    lines: ({ name, publisher, code }) => [
      `Bonjour ${name},`,
      '',
      `Votre code pour vous connecter à la console ${publisher} est ${code}.`,
      'Il est valable 5 minutes. Si vous n’avez pas essayé de vous connecter, changez votre mot de passe.',
    ],
  },
  invitation: {
    subject: ({ publisher }) => `Votre invitation à la console ${publisher}`,
    lines: ({ name, publisher, link }) => [
      `Bonjour ${name},`,
      '',
      `Vous êtes invité(e) à la console ${publisher}. Ouvrez ce lien pour confirmer votre adresse e-mail et choisir un mot de passe :`,
      '',
      link,
      '',
      'Le lien est valable 7 jours et ne sert qu’une fois. S’il a expiré, demandez une nouvelle invitation à un administrateur.',
    ],
  },
  'password-reset': {
    subject: ({ publisher }) => `Réinitialisez votre mot de passe de la console ${publisher}`,
    lines: ({ name, link }) => [
      `Bonjour ${name},`,
      '',
      'Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte de la console. Ouvrez ce lien pour choisir un nouveau mot de passe :',
      '',
      link,
      '',
      'Le lien est valable 1 heure et ne sert qu’une fois. Si vous ne l’avez pas demandé, ignorez ce message : votre mot de passe reste inchangé.',
    ],
  },
  'recovery-code-used': {
    subject: ({ publisher }) => `Un code de secours a servi à se connecter à la console ${publisher}`,
    lines: ({ name, publisher, left, ip }) => [
      `Bonjour ${name},`,
      '',
      `Un code de secours vient de servir à se connecter à votre compte de la console ${publisher} (depuis ${ip}). Il vous reste ${left} code(s) de secours.`,
      'Si c’était vous, pensez à ajouter de nouveau une clé d’accès ou une application d’authentification depuis votre profil, et à créer de nouveaux codes de secours.',
      'Si ce n’était pas vous, changez immédiatement votre mot de passe et prévenez un administrateur.',
    ],
  },
  'second-factors-reset': {
    subject: ({ publisher }) => `Votre connexion en deux étapes à la console ${publisher} a été réinitialisée`,
    lines: ({ name, publisher, by }) => [
      `Bonjour ${name},`,
      '',
      `${by} a supprimé les clés d’accès, l’application d’authentification et les codes de secours de votre compte de la console ${publisher}.`,
      'Vous vous connectez désormais avec votre mot de passe et un code envoyé par e-mail. Ajoutez de nouveau une clé d’accès ou une application d’authentification depuis votre profil.',
      'Si vous ne l’avez pas demandé, prévenez un administrateur.',
    ],
  },
};
