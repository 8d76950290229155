import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/** The part of a mail file's name that names the recipient: `<time>-<recipient>.eml`. */
export function mailFileRecipient(to: string): string {
  return to.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_');
}

/**
 * Sends mail through nodemailer: over SMTP when SMTP_URL is set, otherwise by writing each message
 * as an .eml file under DATA_DIR/mail/ so a person (or a test) can read the verify code.
 */
export class Mailer {
  readonly mailDir: string;
  private transport: Transporter;
  private lastStamp = 0;

  constructor(
    private opts: { smtpUrl?: string; dataDir: string; from: string; log: FastifyInstance['log'] },
  ) {
    this.mailDir = join(opts.dataDir, 'mail');
    this.transport = opts.smtpUrl
      ? nodemailer.createTransport(opts.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.opts.from, ...message });
    if (this.opts.smtpUrl) {
      this.opts.log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
      return;
    }
    await mkdir(this.mailDir, { recursive: true });
    const file = join(this.mailDir, `${this.stamp()}-${mailFileRecipient(message.to)}.eml`);
    await writeFile(file, info.message as Buffer, { flag: 'wx', mode: 0o600 });
    this.opts.log.info({ to: message.to, subject: message.subject, file }, 'mail written (no SMTP_URL)');
  }

  /** A file-name time that sorts and never repeats within this process, even when mails share a millisecond. */
  private stamp(): string {
    this.lastStamp = Math.max(Date.now(), this.lastStamp + 1);
    return new Date(this.lastStamp).toISOString().replace(/[:.]/g, '-');
  }

  close(): void {
    this.transport.close();
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { smtpUrl?: string; dataDir: string; publicUrl: string; from?: string }) => {
    const host = new URL(opts.publicUrl).hostname;
    const from = opts.from ?? `Selvedge <no-reply@${host}>`;
    const mailer = new Mailer({ smtpUrl: opts.smtpUrl, dataDir: opts.dataDir, from, log: app.log });
    app.decorate('mail', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail' },
);
