/**
 * What a play's script sees of where it runs: its storage is named after the play (Misskey's
 * `flash:<id>`, so `Mk:save` in one play never reads or overwrites another's, nor the
 * scratchpad's or a widget's), `THIS_ID` is the play's id and `THIS_URL` its page.
 */
export function playScope(
  flashId: string,
  origin: string,
): { scriptId: string; consts: Record<string, string> } {
  return {
    scriptId: `flash:${flashId}`,
    consts: { THIS_ID: flashId, THIS_URL: `${origin}/play/${encodeURIComponent(flashId)}` },
  };
}
