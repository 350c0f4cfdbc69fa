import { describe, expect, it } from 'vitest';
import { type CrossServerInput, noteAddress, planCrossServer, resolveNote, resolvePlan } from './crossServer';

const alice = { origin: 'https://a.example', userId: 'alice-id' };
const aliceTwin = { origin: 'https://a.example', userId: 'alice2-id' };
const bobElsewhere = { origin: 'https://b.example', userId: 'bob-id' };

function input(over: Partial<CrossServerInput>): CrossServerInput {
  return {
    current: alice,
    poster: alice,
    reply: null,
    quote: null,
    files: [],
    channelId: null,
    recipientIds: [],
    ...over,
  };
}

describe('planCrossServer', () => {
  it('sends everything as it is for the current account or another account of its server', () => {
    const everything = {
      reply: { id: 'r1' },
      quote: { id: 'q1' },
      channelId: 'c1',
      recipientIds: ['u1'],
    };
    expect(planCrossServer(input({ ...everything, files: [{ userId: 'alice-id' }] }))).toEqual({
      kind: 'direct',
    });
    // The current account's own files go as they are, even from a server that names no owner.
    expect(planCrossServer(input({ files: [{ userId: null }] }))).toEqual({ kind: 'direct' });
    expect(planCrossServer(input({ ...everything, poster: aliceTwin }))).toEqual({ kind: 'direct' });
    // The origin is compared as an origin: a trailing slash is the same server.
    expect(
      planCrossServer(input({ ...everything, poster: { ...aliceTwin, origin: 'https://a.example/' } })),
    ).toEqual({
      kind: 'direct',
    });
  });

  it('asks the other server to look up the replied and quoted notes by their address', () => {
    expect(planCrossServer(input({ poster: bobElsewhere, reply: { id: 'r1' } }))).toEqual({
      kind: 'resolve',
      reply: 'https://a.example/notes/r1',
      quote: null,
    });
    // A note that came to this server from elsewhere is known everywhere by its own uri.
    expect(
      planCrossServer(
        input({
          poster: bobElsewhere,
          reply: { id: 'r1' },
          quote: { id: 'q1', uri: 'https://c.example/notes/x' },
        }),
      ),
    ).toEqual({ kind: 'resolve', reply: 'https://a.example/notes/r1', quote: 'https://c.example/notes/x' });
    expect(planCrossServer(input({ poster: bobElsewhere }))).toEqual({ kind: 'direct' });
  });

  it("stops a post carrying files of another account's drive", () => {
    expect(planCrossServer(input({ poster: bobElsewhere, files: [{ userId: 'alice-id' }] }))).toEqual({
      kind: 'blocked',
      reason: 'files',
    });
    expect(planCrossServer(input({ poster: aliceTwin, files: [{ userId: 'alice-id' }] }))).toEqual({
      kind: 'blocked',
      reason: 'files',
    });
  });

  it('stops a post into a channel or to recipients of another server', () => {
    expect(planCrossServer(input({ poster: bobElsewhere, channelId: 'c1' }))).toEqual({
      kind: 'blocked',
      reason: 'channel',
    });
    expect(planCrossServer(input({ poster: bobElsewhere, recipientIds: ['u1'] }))).toEqual({
      kind: 'blocked',
      reason: 'recipients',
    });
  });
});

describe('noteAddress', () => {
  it("is the note's uri, or its page on the server it was read from", () => {
    expect(noteAddress({ id: 'a/b' }, 'https://a.example/')).toBe('https://a.example/notes/a%2Fb');
    expect(noteAddress({ id: 'x', uri: 'https://c.example/objects/1' }, 'https://a.example')).toBe(
      'https://c.example/objects/1',
    );
  });
});

function fakeApi(answers: Record<string, unknown>) {
  const asked: string[] = [];
  return {
    asked,
    call: async (endpoint: string, params: { uri: string }) => {
      expect(endpoint).toBe('ap/show');
      asked.push(params.uri);
      const answer = answers[params.uri];
      if (answer instanceof Error || (answer && typeof answer === 'object' && 'code' in answer)) throw answer;
      return answer;
    },
  } as never as { asked: string[]; call: never };
}

describe('resolveNote and resolvePlan', () => {
  const noSuchObject = {
    code: 'NO_SUCH_OBJECT',
    id: 'dc94d745-1262-4e63-a17d-fecaa57efc82',
    message: 'No such object.',
  };

  it("answers the note's id on the other server", async () => {
    const api = fakeApi({ 'https://a.example/notes/r1': { type: 'Note', object: { id: 'b-r1' } } });
    expect(await resolveNote(api, 'https://a.example/notes/r1')).toEqual({ kind: 'found', id: 'b-r1' });
  });

  it('tells a server that cannot find the note from a failure of the call', async () => {
    const offline = new TypeError('Failed to fetch');
    const api = fakeApi({
      'https://a.example/notes/gone': noSuchObject,
      'https://a.example/@alice': { type: 'User', object: { id: 'u' } },
      'https://a.example/notes/down': offline,
    });
    expect(await resolveNote(api, 'https://a.example/notes/gone')).toEqual({ kind: 'unresolvable' });
    expect(await resolveNote(api, 'https://a.example/@alice')).toEqual({ kind: 'unresolvable' });
    expect(await resolveNote(api, 'https://a.example/notes/down')).toEqual({ kind: 'error', error: offline });
  });

  it('resolves the reply and the quote, once when they are the same note, and stops at the first failure', async () => {
    const api = fakeApi({
      'https://a.example/notes/r1': { type: 'Note', object: { id: 'b-r1' } },
      'https://a.example/notes/q1': { type: 'Note', object: { id: 'b-q1' } },
      'https://a.example/notes/gone': noSuchObject,
    });
    const both = {
      kind: 'resolve' as const,
      reply: 'https://a.example/notes/r1',
      quote: 'https://a.example/notes/q1',
    };
    expect(await resolvePlan(api, both)).toEqual({ kind: 'found', replyId: 'b-r1', renoteId: 'b-q1' });
    const same = {
      kind: 'resolve' as const,
      reply: 'https://a.example/notes/r1',
      quote: 'https://a.example/notes/r1',
    };
    api.asked.length = 0;
    expect(await resolvePlan(api, same)).toEqual({ kind: 'found', replyId: 'b-r1', renoteId: 'b-r1' });
    expect(api.asked).toEqual(['https://a.example/notes/r1']);
    const broken = {
      kind: 'resolve' as const,
      reply: 'https://a.example/notes/gone',
      quote: 'https://a.example/notes/q1',
    };
    expect(await resolvePlan(api, broken)).toEqual({ kind: 'unresolvable' });
  });
});
