import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandbox, type Sandbox } from '@/features/aiscript';
import { fakeHost, memoryStorage } from '@/features/aiscript/testHost';
import { PLAY_PRESETS, type PlayPreset, scriptHasEdits } from './presets';

const sandboxes: Sandbox[] = [];
afterEach(() => {
  for (const sandbox of sandboxes.splice(0)) sandbox.dispose();
});

async function runPreset(id: PlayPreset['id'], storage = memoryStorage()) {
  const { host, failures } = fakeHost({
    pageUrl: () => 'http://localhost/play/p1',
    storage,
    callApi: vi.fn(async () => ({ createdNote: { id: 'n1' } })),
  });
  const script = PLAY_PRESETS.find((preset) => preset.id === id)?.script ?? '';
  const sandbox = createSandbox({ scriptId: 'p1', host, consts: { THIS_URL: 'http://localhost/play/p1' } });
  sandboxes.push(sandbox);
  expect(await sandbox.run(script)).toBeNull();
  const drawn = sandbox.ui.rootChildren().map((childId) => sandbox.ui.get(childId));
  const find = (type: 'button' | 'textarea') => {
    const found = drawn.find((component) => component?.type === type);
    if (found?.type !== 'button' && found?.type !== 'textarea') throw new Error(`no ${type} drawn`);
    return found as {
      onClick?: () => Promise<void>;
      onInput?: (value: string) => Promise<void>;
      default?: string;
    };
  };
  const texts = () =>
    sandbox.ui
      .rootChildren()
      .map((childId) => sandbox.ui.get(childId))
      .flatMap((component) => (component?.type === 'text' ? [component.text] : []));
  return { host, failures, find, texts };
}

describe('the examples a new play starts from', () => {
  it('offers the counter, the note form and the picker, each with its own script', () => {
    expect(PLAY_PRESETS.map((preset) => preset.id)).toEqual(['counter', 'postNote', 'picker']);
    expect(new Set(PLAY_PRESETS.map((preset) => preset.script)).size).toBe(PLAY_PRESETS.length);
  });

  it('counter: each press adds one', async () => {
    const { find, texts, failures } = await runPreset('counter');
    expect(texts()).toEqual(['Count: 0']);
    await find('button').onClick?.();
    await find('button').onClick?.();
    expect(texts()).toEqual(['Count: 2']);
    expect(failures).toEqual([]);
  });

  it('note form: asks before posting what was typed, and says it was posted', async () => {
    const { host, find, texts, failures } = await runPreset('postNote');
    await find('button').onClick?.();
    expect(texts()).toEqual(['Write something first.']);
    expect(host.consentToApi).not.toHaveBeenCalled();
    await find('textarea').onInput?.('Hello from my play');
    await find('button').onClick?.();
    expect(host.consentToApi).toHaveBeenCalledWith('notes/create', { text: 'Hello from my play' });
    expect(host.callApi).toHaveBeenCalledWith('notes/create', { text: 'Hello from my play' }, null);
    expect(texts()).toEqual(['Posted!']);
    expect(failures).toEqual([]);
  });

  it('note form: a refused post is not sent', async () => {
    const { host, find, texts } = await runPreset('postNote');
    vi.mocked(host.consentToApi).mockResolvedValue(false);
    await find('textarea').onInput?.('Not this one');
    await find('button').onClick?.();
    expect(host.callApi).not.toHaveBeenCalled();
    expect(texts()).toEqual(['Not posted.']);
  });

  it('picker: picks one of the lines, and keeps the list for the next run', async () => {
    const storage = memoryStorage();
    const first = await runPreset('picker', storage);
    expect(first.find('textarea').default).toBe('Tea\nCoffee\nWater');
    await first.find('button').onClick?.();
    expect(['Tea', 'Coffee', 'Water']).toContain(first.texts()[0]);
    await first.find('textarea').onInput?.('Rock\n\nPaper\n');
    for (let i = 0; i < 5; i++) {
      await first.find('button').onClick?.();
      expect(['Rock', 'Paper']).toContain(first.texts()[0]);
    }
    await first.find('textarea').onInput?.('  ');
    await first.find('button').onClick?.();
    expect(first.texts()).toEqual(['Add a choice first.']);
    expect(first.failures).toEqual([]);

    await first.find('textarea').onInput?.('Only me');
    const again = await runPreset('picker', storage);
    expect(again.find('textarea').default).toBe('Only me');
    await again.find('button').onClick?.();
    expect(again.texts()).toEqual(['Only me']);
  });

  it('asks before replacing only a script that holds the writer’s own edits', () => {
    for (const preset of PLAY_PRESETS) expect(scriptHasEdits(preset.script)).toBe(false);
    expect(scriptHasEdits('')).toBe(false);
    expect(scriptHasEdits(`${PLAY_PRESETS[0]?.script}<: 1`)).toBe(true);
  });
});
