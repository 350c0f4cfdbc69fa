// Account mail (issue 20): addresses and their verification, sign-up by mailed link, password
// resets, and the mailer (SMTP through nodemailer, or the log when no SMTP is configured).
export * from './active-validation.js';
export * from './addresses.js';
export { MAIL_LINK_LIFETIME_MS } from './links.js';
export {
  closeMail,
  type MailLog,
  MailNotSetUp,
  mailEnabled,
  type OutgoingMail,
  sendMail,
  sendMailNow,
  settleMail,
  useMailLog,
} from './mailer.js';
export * from './password-resets.js';
export * from './pending-signups.js';
export * from './settings.js';
export * from './smtp-settings.js';
