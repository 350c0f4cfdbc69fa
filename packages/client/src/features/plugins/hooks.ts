import type { MenuItem } from '@/ui';
import { ReportedPluginFailure, reportPluginFailure } from './log';
import { type PluginHook, type PostFormUpdate, pluginRegistry } from './registry';

// Where the app calls into plugins (a lazy module: the runtime hands these to the registry, see
// ./install). Every call is guarded: a plugin that throws, loops
// until its budget ends, answers too late or returns garbage is logged and reported once, and
// the app goes on as if it had no such plugin. Nothing here ever throws to the caller.

/** How long a note waits for the view interruptors before it is shown as it is. */
export const VIEW_DEADLINE_MS = 3_000;
/** How long posting waits for a post interruptor before the note goes as it was. */
export const POST_DEADLINE_MS = 10_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Outcome = { ok: true; value: unknown } | { ok: false };

/** Runs one hook within a deadline; a failure is logged (once reported) and comes back as not ok. */
async function settle(hook: PluginHook, input: unknown, deadlineMs: number | null, update?: PostFormUpdate) {
  const plugin = { id: hook.pluginId, name: hook.pluginName };
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const running = hook.run(input, update);
    const value =
      deadlineMs === null
        ? await running
        : await Promise.race([
            running,
            new Promise<never>((_, reject) => {
              timer = setTimeout(() => reject(new DeadlineMissed(deadlineMs)), deadlineMs);
            }),
          ]);
    return { ok: true, value } as Outcome;
  } catch (error) {
    if (error instanceof DeadlineMissed)
      reportPluginFailure(plugin, { kind: 'timeout', seconds: error.ms / 1000 });
    else if (!(error instanceof ReportedPluginFailure))
      reportPluginFailure(plugin, {
        kind: 'error',
        text: error instanceof Error ? error.message : String(error),
      });
    return { ok: false } as Outcome;
  } finally {
    clearTimeout(timer);
  }
}

class DeadlineMissed extends Error {
  constructor(readonly ms: number) {
    super('deadline missed');
  }
}

/**
 * The note as the view interruptors leave it, or null when one hid it (returned null, as in
 * Misskey). A plugin may change what is shown of the text and the CW; the rest (who wrote it,
 * counts, ids) stays the server's. A result that is not a note is ignored and logged.
 */
export async function interruptNoteView<T extends object>(note: T): Promise<T | null> {
  let shown = note;
  for (const hook of pluginRegistry.of('noteViewInterruptor')) {
    const outcome = await settle(hook, shown, VIEW_DEADLINE_MS);
    if (!outcome.ok) continue;
    if (outcome.value === null) return null;
    const result = outcome.value;
    const textOk = (value: unknown) => value === undefined || value === null || typeof value === 'string';
    if (!isRecord(result) || !textOk(result.text) || !textOk(result.cw)) {
      reportPluginFailure(
        { id: hook.pluginId, name: hook.pluginName },
        { kind: 'badResult', hook: hook.kind },
      );
      continue;
    }
    shown = {
      ...shown,
      ...('text' in result ? { text: (result.text as string | null | undefined) ?? null } : {}),
      ...('cw' in result ? { cw: (result.cw as string | null | undefined) ?? null } : {}),
    };
  }
  return shown;
}

// Each note object's last run of the view interruptors, for the set of hooks it ran with.
const viewRuns = new WeakMap<object, { version: number; run: Promise<void>; done?: { shown: unknown } }>();

/** The note as shown after the interruptors ran for this set of hooks, if they have. */
export function shownNote(note: object, version: number): { shown: unknown } | undefined {
  const run = viewRuns.get(note);
  return run?.version === version ? run.done : undefined;
}

/** Runs the view interruptors on the note once for this set of hooks (or joins the run). */
export function interruptNoteViewOnce(note: object, version: number): Promise<void> {
  const existing = viewRuns.get(note);
  if (existing?.version === version) return existing.run;
  const entry: { version: number; run: Promise<void>; done?: { shown: unknown } } = {
    version,
    run: interruptNoteView(note).then((shown) => {
      entry.done = { shown };
    }),
  };
  viewRuns.set(note, entry);
  return entry.run;
}

/**
 * The note's `notes/create` body as the post interruptors leave it. Each gets the body the
 * previous one returned; one that fails or returns something other than an object is skipped.
 */
export async function interruptNotePost<T extends Record<string, unknown>>(body: T): Promise<T> {
  let sent = body;
  for (const hook of pluginRegistry.of('notePostInterruptor')) {
    const outcome = await settle(hook, sent, POST_DEADLINE_MS);
    if (!outcome.ok) continue;
    if (!isRecord(outcome.value)) {
      reportPluginFailure(
        { id: hook.pluginId, name: hook.pluginName },
        { kind: 'badResult', hook: hook.kind },
      );
      continue;
    }
    sent = outcome.value as T;
  }
  return sent;
}

/** A page's data as the page view interruptors leave it (for Play and Pages, issue 24). */
export async function interruptPageView<T>(page: T): Promise<T> {
  let shown = page;
  for (const hook of pluginRegistry.of('pageViewInterruptor')) {
    const outcome = await settle(hook, shown, VIEW_DEADLINE_MS);
    if (outcome.ok && isRecord(outcome.value)) shown = outcome.value as T;
    else if (outcome.ok)
      reportPluginFailure(
        { id: hook.pluginId, name: hook.pluginName },
        { kind: 'badResult', hook: hook.kind },
      );
  }
  return shown;
}

/** Menu entries for the note or user actions plugins registered, after a divider. */
export function actionItems(kind: 'noteAction' | 'userAction', input: unknown): MenuItem[] {
  const hooks = pluginRegistry.of(kind);
  if (hooks.length === 0) return [];
  return [
    { type: 'divider' },
    ...hooks.map(
      (hook): MenuItem => ({
        type: 'button',
        text: hook.title,
        // No deadline: an action may wait for the user (a dialog) as long as they like.
        action: () => void settle(hook, input, null),
      }),
    ),
  ];
}

/** Runs a post form action on the composer's text and CW; it may set either through `update`. */
export function runPostFormAction(
  hook: PluginHook,
  form: { text: string; cw: string | null },
  update: PostFormUpdate,
): void {
  void settle(hook, form, null, update);
}
