import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type * as Misskey from 'misskey-js';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import { PlayRunner } from './PlayRunner';
import { dropPlayDraft, keepPlayDraft, parsePermissions, takePlayDraft } from './playDraft';

afterEach(() => {
  localStorage.clear();
});

function flash(id: string, script: string): Misskey.entities.Flash {
  return {
    id,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    userId: 'u1',
    user: { id: 'u1', username: 'alice', host: null, name: null } as Misskey.entities.UserLite,
    title: id,
    summary: '',
    script,
    visibility: 'public',
    likedCount: 0,
  };
}

/** Runs one play until it has printed `expected`, and answers all it printed. */
async function play(id: string, script: string, expected: string, timeout = 3_000) {
  const view = render(
    <SignedInShell store={createMemorySettingsStore()} api={fakeApi(() => [])}>
      <PlayRunner flash={flash(id, script)} />
    </SignedInShell>,
  );
  try {
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    const output = await screen.findByRole('log', { name: 'Output' }, { timeout });
    await waitFor(() => expect(output).toHaveTextContent(expected), { timeout });
    return output.textContent;
  } finally {
    // Unmounting disposes the play's sandbox and its timers, whatever happened.
    view.unmount();
  }
}

describe('a play run', () => {
  it("keeps each play's Mk:save to itself, and names the play in THIS_ID and THIS_URL", async () => {
    await play('playA', 'Mk:save("best", 42)\n<: "saved"', 'saved');
    // Another play on the same device reads nothing under the same key...
    expect(await play('playB', '<: `B sees {Mk:load("best")}`', 'B sees')).toContain('B sees null');
    // ...and the scratchpad's storage is another scope again.
    localStorage.setItem('aiscript:scratchpad:best', '7');
    // The first play finds its own value again.
    expect(await play('playA', '<: `A sees {Mk:load("best")}`', 'A sees')).toContain('A sees 42');
    expect(await play('playC', '<: `{THIS_ID} {THIS_URL}`', 'playC')).toContain(
      `playC ${window.location.origin}/play/playC`,
    );
  });

  it('stops a runaway play with the stopped message', async () => {
    expect(await play('runaway', 'var n = 0\nloop { n += 1 }', 'stopped', 15_000)).toContain(
      'The script was stopped on line 2: it ran too long without finishing.',
    );
  }, 20_000);

  it("shows a script's error with the interpreter's message and line instead of failing", async () => {
    expect(await play('broken', 'let a = \n  b +', 'Syntax error')).toContain(
      'Syntax error on line 2, column 6: ',
    );
  });
});

describe('a play draft', () => {
  it('is kept per account and per play as typed, read back, and dropped on save', () => {
    const mine = { accountId: 'u1', origin: 'https://example.test', flashId: null };
    const p1 = { ...mine, flashId: 'p1' };
    const draft = {
      title: 'T',
      summary: 'S',
      script: '<: 1',
      permissions: 'write:notes',
      visibility: 'private' as const,
    };
    keepPlayDraft(mine, draft);
    keepPlayDraft(p1, { ...draft, title: 'Other' });
    expect(takePlayDraft(mine)).toEqual(draft);
    expect(takePlayDraft(p1)?.title).toBe('Other');
    // Another account on this device starts afresh.
    expect(takePlayDraft({ ...mine, accountId: 'u2' })).toBeNull();
    dropPlayDraft(mine);
    expect(takePlayDraft(mine)).toBeNull();
    localStorage.setItem('shiori:play-draft:u1@example.test:p2', '{"title":1}');
    expect(takePlayDraft({ ...mine, flashId: 'p2' })).toBeNull();
    expect(parsePermissions(' write:notes, read:account  write:notes ')).toEqual([
      'write:notes',
      'read:account',
    ]);
  });
});
