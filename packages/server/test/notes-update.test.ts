import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, signup, type TestAccount } from './helpers.js';
import { post, setPolicies } from './notes-helpers.js';
import { listen, TestSocket } from './ws-client.js';

let app: FastifyInstance;
let admin: TestAccount;
let alice: TestAccount;
let bob: TestAccount;
const sockets: TestSocket[] = [];

beforeEach(async () => {
  app = await createTestApp();
  admin = await signup(app, 'dana', 'pw-secret');
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await app.close();
});

const update = (who: TestAccount, params: Record<string, unknown>) =>
  api(app, 'notes/update', { i: who.token, ...params });
const show = async (noteId: string) =>
  (await api(app, 'notes/show', { noteId })).json() as entities.Note & { updatedAt?: string };

describe('notes/update', () => {
  it('lets the author change text and content warning, marking the note edited', async () => {
    const note = await post(app, alice, { text: 'first try' });
    expect((await show(note.id)).updatedAt).toBeUndefined();
    expect((await update(alice, { noteId: note.id, text: 'second try', cw: 'spoiler' })).statusCode).toBe(
      204,
    );
    const shown = await show(note.id);
    expect(shown).toMatchObject({ text: 'second try', cw: 'spoiler' });
    expect(typeof shown.updatedAt).toBe('string');
  });

  it('answers NO_SUCH_NOTE to anyone but the author and changes nothing', async () => {
    const note = await post(app, alice, { text: 'mine' });
    const res = await update(bob, { noteId: note.id, text: 'yours now', cw: null });
    expect(errorOf(res)).toMatchObject({ code: 'NO_SUCH_NOTE', id: 'a6584e14-6e01-4ad3-b566-851e7bf0d474' });
    expect((await show(note.id)).text).toBe('mine');
    expect(errorOf(await update(alice, { noteId: 'missing', text: 'x', cw: null })).code).toBe(
      'NO_SUCH_NOTE',
    );
  });

  it('is refused when canEditNote is off', async () => {
    const note = await post(app, alice, { text: 'fixed forever' });
    await setPolicies(app, admin, { canEditNote: false });
    const res = await update(alice, { noteId: note.id, text: 'changed', cw: null });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toMatchObject({
      code: 'ROLE_PERMISSION_DENIED',
      id: '7f86f06f-7e15-4057-8561-f4b6d4ac755a',
    });
    expect((await show(note.id)).text).toBe('fixed forever');
  });

  it('refuses empty or over-long text', async () => {
    const note = await post(app, alice, { text: 'ok' });
    expect(errorOf(await update(alice, { noteId: note.id, text: '' })).code).toBe('INVALID_PARAM');
    expect(errorOf(await update(alice, { noteId: note.id, text: 'x'.repeat(1001) })).code).toBe(
      'INVALID_PARAM',
    );
    expect(errorOf(await update(alice, { noteId: note.id, text: null })).code).toBe('INVALID_PARAM');
  });

  it('tells subscribers of the note what changed', async () => {
    const note = await post(app, alice, { text: 'before' });
    const socket = await TestSocket.open(await listen(app), bob.token);
    sockets.push(socket);
    socket.send({ type: 'subNote', body: { id: note.id } });
    socket.send('ping'); // handled in order: once pong arrives, the subscription is in place
    await socket.until(() => socket.raw.includes('pong'), 'pong');

    expect((await update(alice, { noteId: note.id, text: 'after', cw: null })).statusCode).toBe(204);
    const updated = () => socket.messages.filter((m) => (m as { type: string }).type === 'noteUpdated');
    await socket.until(() => updated().length > 0, 'noteUpdated');
    expect((updated()[0] as { body: unknown }).body).toEqual({
      id: note.id,
      type: 'updated',
      body: { cw: null, text: 'after' },
    });
  });
});
