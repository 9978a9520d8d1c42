import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Db } from '../db/client.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** smtp://user:pass@host:port (smtps:// for TLS). Unset: mail goes to the log and mail_outbox. */
  smtpUrl?: string | undefined;
  from: string;
}

/**
 * Real SMTP (nodemailer) when SMTP_URL is configured, and then nothing is written to the
 * database; otherwise the embedded default keeps mail on this machine, in mail_outbox (for the
 * developer, tests and tools), with one line per mail in the api log (recipient and subject only).
 */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options.db, options.log);
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

/**
 * The log line names the recipient and subject only: a mail's body carries reset and
 * confirmation links, which open the account to whoever reads them, and logs travel further
 * (collectors, screenshots, support tickets) than the outbox table.
 */
function outboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      await db.query('INSERT INTO mail_outbox (recipient, subject, body) VALUES ($1, $2, $3)', [mail.to, mail.subject, mail.text]);
      log.info({ to: mail.to, subject: mail.subject }, 'mail written to mail_outbox (SMTP_URL is not set)');
    },
  };
}
