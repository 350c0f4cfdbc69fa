import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScriptFailure, ScriptHost } from '@/features/aiscript';
import { type InstalledPlugin, pluginRegistry } from '@/features/plugins';
import { actionItems, interruptNotePost, interruptNoteView } from '@/features/plugins/hooks';
import { pluginLogs, reportPluginFailure, setPluginFailureNotice } from '@/features/plugins/log';
import { PLUGIN_STEP_BUDGET, type RunningPlugin, startPlugin } from './runtime';

function fakeHost(overrides: Partial<ScriptHost> = {}): ScriptHost {
  const items = new Map<string, string>();
  return {
    user: { id: 'u1', name: 'Alice', username: 'alice' },
    customEmojis: [],
    locale: 'en-US',
    serverUrl: 'http://localhost',
    pageUrl: () => 'http://localhost/',
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    dialog: vi.fn(async () => {}),
    confirm: vi.fn(async () => true),
    consentToApi: vi.fn(async () => false),
    callApi: vi.fn(async () => ({})),
    print: () => {},
    reportError: () => {},
    ...overrides,
  };
}

const plugin = (src: string, extra: Partial<InstalledPlugin> = {}): InstalledPlugin => ({
  id: 'p1',
  name: 'Echo',
  version: '1.0.0',
  author: 'alice',
  permissions: [],
  configData: {},
  active: true,
  src: `/// @ 0.19.0\n### { name: "Echo", version: "1.0.0", author: "alice" }\n${src}`,
  token: null,
  ...extra,
});

const running: RunningPlugin[] = [];
function start(src: string, host = fakeHost(), extra: Partial<InstalledPlugin> = {}) {
  const failures: { failure: ScriptFailure; stopped: boolean }[] = [];
  const printed: string[] = [];
  const started = startPlugin(plugin(src, extra), host, {
    print: (text) => printed.push(text),
    // As PluginRuntime does: log it under the plugin, which tells the user once.
    failure: (failure, stopped) => {
      failures.push({ failure, stopped });
      reportPluginFailure({ id: 'p1', name: 'Echo' }, { kind: 'error', text: failure.message });
    },
  });
  running.push(started);
  return { failures, printed, host };
}

/** Waits until the plugin's top level has run (its registrations are made synchronously). */
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 5000 });

const note = { id: 'n1', text: 'hello', cw: null, user: { username: 'bob' } };

afterEach(() => {
  for (const one of running.splice(0)) one.stop();
  pluginRegistry.removePlugin('p1');
  pluginLogs.reset();
});

describe('the plugin runtime', () => {
  it('registers a note view interruptor that changes the text the note shows, or hides it', async () => {
    start(
      [
        'Plugin:register_note_view_interruptor(@(note) {',
        '  if (note.text == "hide") { return null }',
        '  note.text = `{note.text}!`',
        '  note',
        '})',
      ].join('\n'),
    );
    await until(() => pluginRegistry.of('noteViewInterruptor').length === 1);
    expect(await interruptNoteView(note)).toEqual({ ...note, text: 'hello!' });
    expect(await interruptNoteView({ ...note, text: 'hide' })).toBeNull();
  });

  it('lets a post interruptor change the note before it is sent', async () => {
    start('Plugin:register_note_post_interruptor(@(note) {\n  note.text = `{note.text} #tag`\n  note\n})');
    await until(() => pluginRegistry.of('notePostInterruptor').length === 1);
    expect(await interruptNotePost({ text: 'hi', visibility: 'home' })).toEqual({
      text: 'hi #tag',
      visibility: 'home',
    });
  });

  it('puts a note action in the note menu that runs with the note', async () => {
    const { host } = start(
      'Plugin:register_note_action("Who wrote it", @(note) { Mk:dialog("Author", note.user.username) })',
    );
    await until(() => pluginRegistry.of('noteAction').length === 1);
    const items = actionItems('noteAction', note);
    expect(items.map((item) => ('text' in item ? item.text : item.type))).toEqual([
      'divider',
      'Who wrote it',
    ]);
    const entry = items[1];
    if (entry?.type === 'button') entry.action();
    await until(() => vi.mocked(host.dialog).mock.calls.length === 1);
    expect(host.dialog).toHaveBeenCalledWith('Author', 'bob', 'info');
  });

  it('reads its settings: saved values, else the declared defaults', async () => {
    const { printed } = start('<: Plugin:config.greeting\n<: Plugin:config.times', fakeHost(), {
      config: {
        greeting: { type: 'string', default: 'hi' },
        times: { type: 'number', default: 1 },
      },
      configData: { times: 3 },
    });
    await until(() => printed.length === 2);
    expect(printed).toEqual(['hi', '3']);
  });

  it('calls the API with the permissions granted at install, and asks for the rest', async () => {
    const callApi = vi.fn(async () => ({ createdNote: {} }));
    const consentToApi = vi.fn(async () => false);
    const host = fakeHost({ callApi, consentToApi });
    const { printed } = start(
      'Mk:api("notes/create", { text: "a" })\nlet r = Mk:api("following/create", { userId: "x" })\n<: Core:type(r)',
      host,
      { permissions: ['write:notes'] },
    );
    await until(() => printed.length === 1);
    expect(callApi).toHaveBeenCalledTimes(1);
    expect(callApi).toHaveBeenCalledWith('notes/create', { text: 'a' }, null);
    expect(consentToApi).toHaveBeenCalledWith('following/create', { userId: 'x' });
    expect(printed).toEqual(['error']);
  });

  it('calls the API with its own token when it has one, and leaves the refusal to the server', async () => {
    // The server answers with the token's scope: the write outside it is refused there.
    const callApi = vi.fn(async (endpoint: string) => {
      if (endpoint === 'following/create') throw { code: 'PERMISSION_DENIED' };
      return { createdNote: {} };
    });
    const consentToApi = vi.fn(async () => true);
    const host = fakeHost({ callApi, consentToApi });
    const { printed } = start(
      [
        'Mk:api("notes/create", { text: "a" })',
        'let r = Mk:api("following/create", { userId: "x" })',
        '<: r.info.code',
        'Mk:api("i", {}, "another-token")',
      ].join('\n'),
      host,
      { permissions: ['write:notes'], token: 'plugin-token' },
    );
    await until(() => printed.length === 1 && callApi.mock.calls.length === 3);
    expect(callApi.mock.calls).toEqual([
      ['notes/create', { text: 'a' }, 'plugin-token'],
      ['following/create', { userId: 'x' }, 'plugin-token'],
      // A token the script names itself still wins, as in Misskey.
      ['i', {}, 'another-token'],
    ]);
    expect(consentToApi).not.toHaveBeenCalled();
    expect(printed).toEqual(['PERMISSION_DENIED']);
  });

  it('reports a throwing plugin once, by name, and the page goes on', async () => {
    const told = vi.fn();
    setPluginFailureNotice(told);
    const { failures } = start(
      'Plugin:register_note_action("Break", @(note) { Core:abort("broken") })\nPlugin:register_note_view_interruptor(@(note) { Core:abort("again") })',
    );
    await until(() => pluginRegistry.of('noteViewInterruptor').length === 1);
    expect(await interruptNoteView(note)).toEqual(note);
    expect(await interruptNoteView(note)).toEqual(note);
    const entry = actionItems('noteAction', note)[1];
    if (entry?.type === 'button') entry.action();
    await until(() => failures.length === 3);
    expect(failures.every(({ failure }) => failure.kind === 'runtime')).toBe(true);
    expect(pluginLogs.of('p1')).toHaveLength(3);
    // Told once, naming the plugin, however often it fails.
    expect(told).toHaveBeenCalledTimes(1);
    expect(told).toHaveBeenCalledWith('Echo');
  });

  it('stops a plugin whose interruptor loops without end, within its step budget', async () => {
    const { failures } = start('Plugin:register_note_view_interruptor(@(note) { loop { var spin = 1 } })');
    await until(() => pluginRegistry.of('noteViewInterruptor').length === 1);
    const began = Date.now();
    expect(await interruptNoteView(note)).toEqual(note);
    expect(Date.now() - began).toBeLessThan(5000);
    expect(failures).toEqual([{ failure: expect.objectContaining({ kind: 'budget' }), stopped: true }]);
    expect(failures[0]?.failure.message).toContain(PLUGIN_STEP_BUDGET.toLocaleString('en-US'));
    // Stopped for the rest of the page load: its hooks are gone.
    expect(pluginRegistry.of('noteViewInterruptor')).toEqual([]);
  });

  it('ignores and logs an interruptor that returns garbage', async () => {
    start(
      'Plugin:register_note_view_interruptor(@(note) { "not a note" })\nPlugin:register_note_view_interruptor(@(note) { { text: 5 } })\nPlugin:register_note_post_interruptor(@(note) { [1, 2] })',
    );
    await until(() => pluginRegistry.of('notePostInterruptor').length === 1);
    expect(await interruptNoteView(note)).toEqual(note);
    expect(await interruptNotePost({ text: 'hi' })).toEqual({ text: 'hi' });
    expect(pluginLogs.of('p1').filter((entry) => entry.kind === 'badResult')).toEqual([
      { kind: 'badResult', hook: 'noteViewInterruptor' },
      { kind: 'badResult', hook: 'noteViewInterruptor' },
      { kind: 'badResult', hook: 'notePostInterruptor' },
    ]);
  });

  it('drops its hooks when stopped', async () => {
    start('Plugin:register_user_action("Greet", @(user) { })');
    await until(() => pluginRegistry.of('userAction').length === 1);
    running[0]?.stop();
    expect(pluginRegistry.of('userAction')).toEqual([]);
  });

  it('opens only http and https addresses', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { failures } = start(
      'Plugin:open_url("https://example.com/a")\nPlugin:open_url("javascript:alert(1)")',
    );
    await until(() => failures.length === 1);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://example.com/a', '_blank', 'noopener');
  });
});
