import type { ReactNode } from 'react';

/**
 * A translated text with elements in place of its `{placeholders}`: a display name drawn with
 * its emoji inside a sentence ("{name}'s followers"). Each element is isolated (`<bdi>`), so a
 * name in one direction does not reorder a sentence in the other. Placeholders without a value
 * stay visible, as in `I18n.t`.
 */
export function TextWith({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  const parts = text.split(/\{(\w+)\}/g);
  return (
    <>
      {parts.map((part, index) => {
        // split() puts the captured placeholder names at the odd indexes.
        if (index % 2 === 0) return part;
        if (!Object.hasOwn(values, part)) return `{${part}}`;
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
        return <bdi key={index}>{values[part]}</bdi>;
      })}
    </>
  );
}
