import { afterEach, describe, expect, it, vi } from 'vitest';
import { pluginActionItems, interruptNotePost as postThroughRegistry } from './calls';
import {
  actionItems,
  interruptNotePost,
  interruptNoteView,
  POST_DEADLINE_MS,
  VIEW_DEADLINE_MS,
} from './hooks';
import { installPluginCalls } from './install';
import { pluginLogs, setPluginFailureNotice } from './log';
import { type PluginHook, pluginRegistry } from './registry';

const hook = (kind: PluginHook['kind'], run: PluginHook['run'], pluginId = 'p1'): PluginHook => ({
  pluginId,
  pluginName: `Plugin ${pluginId}`,
  kind,
  title: `Action of ${pluginId}`,
  run,
});

const note = { id: 'n1', text: 'hello', cw: null as string | null, userId: 'u1' };

afterEach(() => {
  vi.useRealTimers();
  for (const id of ['p1', 'p2', 'p3']) pluginRegistry.removePlugin(id);
  pluginLogs.reset();
});

describe('calls into plugins', () => {
  it('leave everything as it is when no plugin registered anything', async () => {
    expect(await interruptNoteView(note)).toBe(note);
    expect(await interruptNotePost({ text: 'a' })).toEqual({ text: 'a' });
    expect(actionItems('userAction', { id: 'u1' })).toEqual([]);
  });

  it('reach the app through the registry once the runtime installed them', async () => {
    installPluginCalls();
    pluginRegistry.add(hook('notePostInterruptor', async (input) => ({ ...(input as object), text: 'b' })));
    pluginRegistry.add(hook('userAction', async () => null));
    expect(await postThroughRegistry({ text: 'a' })).toEqual({ text: 'b' });
    expect(pluginActionItems('userAction', { id: 'u1' }).map((item) => item.type)).toEqual([
      'divider',
      'button',
    ]);
  });

  it('chain view interruptors, taking only the text and CW from each', async () => {
    pluginRegistry.add(
      hook('noteViewInterruptor', async (input) => ({ ...(input as object), text: 'one', userId: 'x' })),
    );
    pluginRegistry.add(
      hook('noteViewInterruptor', async (input) => ({ ...(input as object), cw: 'careful' }), 'p2'),
    );
    expect(await interruptNoteView(note)).toEqual({ ...note, text: 'one', cw: 'careful' });
  });

  it('show the note as it is when an interruptor misses its deadline, and log it once told', async () => {
    vi.useFakeTimers();
    const told = vi.fn();
    setPluginFailureNotice(told);
    pluginRegistry.add(hook('noteViewInterruptor', () => new Promise(() => {})));
    const shown = interruptNoteView(note);
    await vi.advanceTimersByTimeAsync(VIEW_DEADLINE_MS);
    expect(await shown).toBe(note);
    expect(pluginLogs.of('p1')).toEqual([{ kind: 'timeout', seconds: VIEW_DEADLINE_MS / 1000 }]);
    expect(told).toHaveBeenCalledWith('Plugin p1');
  });

  it('post the note unchanged past a throwing or late post interruptor', async () => {
    vi.useFakeTimers();
    pluginRegistry.add(
      hook('notePostInterruptor', async () => {
        throw new Error('boom');
      }),
    );
    pluginRegistry.add(hook('notePostInterruptor', () => new Promise(() => {}), 'p2'));
    pluginRegistry.add(
      hook('notePostInterruptor', async (input) => ({ ...(input as object), cw: 'cw' }), 'p3'),
    );
    const sent = interruptNotePost({ text: 'a' });
    await vi.advanceTimersByTimeAsync(POST_DEADLINE_MS);
    expect(await sent).toEqual({ text: 'a', cw: 'cw' });
    expect(pluginLogs.of('p1')).toEqual([{ kind: 'error', text: 'boom' }]);
    expect(pluginLogs.of('p2')).toEqual([{ kind: 'timeout', seconds: POST_DEADLINE_MS / 1000 }]);
  });

  it('list user actions after a divider, each running with the user and never throwing', async () => {
    const run = vi.fn(async () => {
      throw new Error('nope');
    });
    pluginRegistry.add(hook('userAction', run));
    const items = actionItems('userAction', { id: 'u9' });
    expect(items.map((item) => item.type)).toEqual(['divider', 'button']);
    const entry = items[1];
    if (entry?.type === 'button') entry.action();
    await vi.waitFor(() => expect(pluginLogs.of('p1')).toHaveLength(1));
    expect(run).toHaveBeenCalledWith({ id: 'u9' }, undefined);
  });

  it('forget what a plugin registered when it is removed', () => {
    pluginRegistry.add(hook('noteAction', async () => null));
    pluginRegistry.add(hook('noteAction', async () => null, 'p2'));
    pluginRegistry.removePlugin('p1');
    expect(pluginRegistry.of('noteAction').map((one) => one.pluginId)).toEqual(['p2']);
  });
});
