import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where the recipient's answer goes (e.g. the visitor who sent an enquiry). */
  replyTo?: string;
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
class Mailer {
  readonly mailDir: string;
  private transport: Transporter;
  private lastStamp = 0;
  /** Mails and after-the-answer jobs still under way (see `later` and `idle`). */
  private pending = new Set<Promise<unknown>>();
  /** The last job queued per key, so jobs for one recipient run in the order they were asked for. */
  private queues = new Map<string, Promise<void>>();

  constructor(
    private opts: { smtpUrl?: string; dataDir: string; from: string; log: FastifyInstance['log'] },
  ) {
    this.mailDir = join(opts.dataDir, 'mail');
    this.transport = opts.smtpUrl
      ? nodemailer.createTransport(opts.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  send(message: MailMessage): Promise<void> {
    return this.track(this.deliver(message));
  }

  /**
   * Runs `job` after the current request has been answered (on a later turn of the event loop), so the
   * answer takes as long whatever the job does; jobs with the same `key` run one after another in order.
   * A failure goes to `onError` (log it) and never reaches the caller. `idle()` waits for it.
   */
  later(key: string, job: () => Promise<void>, onError: (err: unknown) => void): void {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const run: Promise<void> = previous
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(job)
      .catch(onError)
      .finally(() => {
        if (this.queues.get(key) === run) this.queues.delete(key);
      });
    this.queues.set(key, run);
    void this.track(run);
  }

  /** Resolves once every mail and `later` job under way (including ones they start) has finished. */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.pending.add(p);
    const done = () => void this.pending.delete(p);
    p.then(done, done);
    return p;
  }

  private async deliver(message: MailMessage): Promise<void> {
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
    app.addHook('onClose', async () => {
      await mailer.idle();
      mailer.close();
    });
  },
  { name: 'mail' },
);
