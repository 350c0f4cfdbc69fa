import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the test SMTP server received it, its body decoded. */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
}

/** An SMTP server on loopback that keeps what it receives, so a test reads the link a user would. */
export interface TestMailbox {
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the next mail to `to` (or one already received and not yet taken). */
  next(to: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { to, from: header('From'), subject: header('Subject'), text: text.replace(/\r\n/g, '\n') };
}

export async function startTestMailbox(): Promise<TestMailbox> {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiting: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  const deliver = (mail: ReceivedMail) => {
    mails.push(mail);
    const i = waiting.findIndex((w) => mail.to.includes(w.to));
    if (i >= 0) {
      taken.add(mail);
      waiting.splice(i, 1)[0]?.resolve(mail);
    }
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        deliver(parseMail(Buffer.concat(chunks).toString('latin1'), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    next(to) {
      const ready = mails.find((m) => m.to.includes(to) && !taken.has(m));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiting.push({ to, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (link === undefined) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`);
  return link;
}
