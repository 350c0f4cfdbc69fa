import { TIMELINE_TABS, type TimelineTab } from '@/features/timelines/sources';

/** What a saved list, antenna or channel keeps: Misskey saves the whole entity; we read these. */
export interface NamedSource {
  id: string;
  name: string;
}

/**
 * The timeline widget's settings in Misskey's shape: `src` is a tab, 'list' or 'antenna' (and,
 * ours, 'channel'), and the chosen list or antenna is kept beside it as an object.
 */
export interface TimelineSettings extends Record<string, unknown> {
  src: string;
  /** The box's height in pixels (Misskey's, 300 by default). */
  height: number;
  list: NamedSource | null;
  antenna: NamedSource | null;
  channel: NamedSource | null;
}

export type SourceKind = 'list' | 'antenna' | 'channel';

export type ChosenSource = { kind: 'tab'; tab: TimelineTab } | { kind: SourceKind; id: string; name: string };

const KINDS: readonly string[] = ['list', 'antenna', 'channel'];

function named(value: unknown): NamedSource | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'string' && id ? { id, name: typeof name === 'string' ? name : '' } : null;
}

/** The source to show; anything unknown or incomplete is the home timeline. */
export function chosenSource(data: TimelineSettings): ChosenSource {
  if ((TIMELINE_TABS as readonly string[]).includes(data.src))
    return { kind: 'tab', tab: data.src as TimelineTab };
  if (KINDS.includes(data.src)) {
    const kind = data.src as SourceKind;
    const source = named(data[kind]);
    if (source) return { kind, ...source };
  }
  return { kind: 'tab', tab: 'home' };
}

/**
 * One select stands for `src` and the object beside it: a list, antenna or channel is offered
 * as `kind:id`, and `fromForm` turns the choice back into Misskey's shape with the name the
 * dialog's choices were read with (so a renamed list still matches its saved choice).
 */
const namesSeen = new Map<string, string>();

export function sourceChoice(kind: SourceKind, source: NamedSource): string {
  const value = `${kind}:${source.id}`;
  namesSeen.set(value, source.name);
  return value;
}

export function toForm(data: TimelineSettings): TimelineSettings {
  const chosen = chosenSource(data);
  return { ...data, src: chosen.kind === 'tab' ? chosen.tab : `${chosen.kind}:${chosen.id}` };
}

export function fromForm(values: TimelineSettings): TimelineSettings {
  const [kind = '', id = ''] = values.src.split(':', 2);
  if (!values.src.includes(':')) return { ...values };
  if (!KINDS.includes(kind) || !id) return { ...values, src: 'home' };
  const saved = named(values[kind]);
  const name = namesSeen.get(values.src) ?? (saved?.id === id ? saved.name : '');
  return { ...values, src: kind, [kind]: { id, name } };
}
