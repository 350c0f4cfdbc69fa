import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { startTestMailbox, type TestMailbox } from './mail-helpers.js';

let app: FastifyInstance;
let admin: TestAccount;
let mod: TestAccount;
let bob: TestAccount;
let mailbox: TestMailbox;

beforeEach(async () => {
  mailbox = await startTestMailbox();
  app = await createTestApp(); // no SMTP_URL: mail goes out only through the panel's settings
  admin = await signup(app, 'alice', 'pw-secret');
  mod = await signup(app, 'maya', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  app.instance.db.prepare('UPDATE users SET is_moderator = 1 WHERE id = ?').run(mod.id);
});
afterEach(async () => {
  await app.close();
  await mailbox.close();
});

const port = () => Number(new URL(mailbox.url).port);

describe('email settings', () => {
  it("keeps Misskey's mail fields through admin/update-meta and answers them in admin/meta", async () => {
    const before = await okAs<entities.AdminMetaResponse>(app, 'admin/meta', admin, {});
    expect(before).toMatchObject({
      enableEmail: false,
      email: null,
      smtpHost: null,
      smtpPort: null,
      smtpPass: null,
    });
    expect((await okAs<entities.MetaDetailed>(app, 'meta', null, {})).enableEmail).toBe(false);

    await okAs(app, 'admin/update-meta', admin, {
      enableEmail: true,
      email: 'noreply@example.com',
      smtpSecure: false,
      smtpHost: '127.0.0.1',
      smtpPort: port(),
      smtpUser: 'mailer',
      smtpPass: 'smtp-password',
    });
    const after = await okAs<entities.AdminMetaResponse>(app, 'admin/meta', admin, {});
    expect(after).toMatchObject({
      enableEmail: true,
      email: 'noreply@example.com',
      smtpSecure: false,
      smtpHost: '127.0.0.1',
      smtpPort: port(),
      smtpUser: 'mailer',
      smtpPass: 'smtp-password',
    });
    expect((await okAs<entities.MetaDetailed>(app, 'meta', null, {})).enableEmail).toBe(true);
    // Empty texts clear (Misskey's panel sends ''); the password is not in the moderation log.
    await okAs(app, 'admin/update-meta', admin, { smtpUser: '', smtpPass: '' });
    expect(await okAs(app, 'admin/meta', admin, {})).toMatchObject({ smtpUser: null, smtpPass: null });
    const logs = await okAs<entities.AdminShowModerationLogsResponse>(
      app,
      'admin/show-moderation-logs',
      admin,
      {},
    );
    expect(JSON.stringify(logs)).not.toContain('smtp-password');
    expect(errorOf(await callAs(app, 'admin/update-meta', mod, { enableEmail: true })).code).toBe(
      'ACCESS_DENIED',
    );
  });

  it('admin/send-email sends through the saved SMTP server, from the saved address', async () => {
    const off = await callAs(app, 'admin/send-email', admin, {
      to: 'x@example.com',
      subject: 's',
      text: 't',
    });
    expect(errorOf(off).code).toBe('MAIL_NOT_SET_UP');

    await okAs(app, 'admin/update-meta', admin, {
      enableEmail: true,
      email: 'server@example.com',
      smtpHost: '127.0.0.1',
      smtpPort: port(),
    });
    const res = await callAs(app, 'admin/send-email', mod, {
      to: 'someone@example.com',
      subject: 'Test mail from the control panel',
      text: 'If you read this, the settings work.',
    });
    expect(res.statusCode, res.body).toBe(204);
    const mail = await mailbox.next('someone@example.com');
    expect(mail.subject).toBe('Test mail from the control panel');
    expect(mail.text.trim()).toBe('If you read this, the settings work.');
    expect(mail.from).toContain('server@example.com');

    // Changed settings take effect at once: a closed port fails, and the answer says so.
    await mailbox.close();
    const failed = await callAs(app, 'admin/send-email', admin, {
      to: 'a@example.com',
      subject: 's',
      text: 't',
    });
    expect(errorOf(failed).code).toBe('MAIL_NOT_SENT');

    expect(
      errorOf(await callAs(app, 'admin/send-email', bob, { to: 'a@example.com', subject: 's', text: 't' }))
        .code,
    ).toBe('ACCESS_DENIED');
    mailbox = await startTestMailbox();
  });
});
