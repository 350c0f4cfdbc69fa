/**
 * A game's log in Misskey's serialized form (what bubble-game/register takes): one entry per
 * operation, the frame counted from the previous entry: `[delta, 0, x]` a drop at x, `[delta, 2]`
 * giving up.
 */
export type LogEntry = { frame: number; op: 'drop'; x: number } | { frame: number; op: 'surrender' };

export function serializeLog(log: readonly LogEntry[]): number[][] {
  return log.map((entry, i) => {
    const delta = entry.frame - (i === 0 ? 0 : (log[i - 1]?.frame ?? 0));
    return entry.op === 'drop' ? [delta, 0, entry.x] : [delta, 2];
  });
}

export function deserializeLog(rows: readonly (readonly number[])[]): LogEntry[] {
  let frame = 0;
  const out: LogEntry[] = [];
  for (const [delta = 0, op, x = 0] of rows) {
    frame += delta;
    if (op === 0) out.push({ frame, op: 'drop', x });
    else if (op === 2) out.push({ frame, op: 'surrender' });
  }
  return out;
}
