import type * as mfm from 'mfm-js';
import { memo, useMemo } from 'react';
import { type MfmEnv, MfmEnvContext } from './context';
import { CustomEmoji, UnicodeEmoji } from './Emoji';
import { useAdvancedMfm, useMfmAnimation, useOptionalInstanceHost } from './environment';
import styles from './Mfm.module.css';
import { parseMfm, parseMfmSimple } from './parse';
import { renderNodes, TextRun } from './render';

export interface MfmProps {
  text: string;
  /** The note's (or user's) custom emoji: name → image URL. */
  emojis?: Record<string, string> | undefined;
  /** Whose text this is: a remote author's host resolves bare mentions and custom emoji. */
  author?: { host: string | null } | null;
  /** Only text, unicode emoji and custom emoji (names, one-line summaries). */
  plain?: boolean;
  /** Keeps the text on one line (ellipsis when it overflows). */
  nowrap?: boolean;
  className?: string;
}

function renderSimple(nodes: mfm.MfmSimpleNode[]) {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'unicodeEmoji':
        // biome-ignore lint/suspicious/noArrayIndexKey: parsed trees are stable per text
        return <UnicodeEmoji key={i} emoji={node.props.emoji} />;
      case 'emojiCode':
        // biome-ignore lint/suspicious/noArrayIndexKey: parsed trees are stable per text
        return <CustomEmoji key={i} name={node.props.name} />;
      case 'text':
        // biome-ignore lint/suspicious/noArrayIndexKey: parsed trees are stable per text
        return <TextRun key={i} text={node.props.text} />;
      case 'plain':
        // biome-ignore lint/suspicious/noArrayIndexKey: parsed trees are stable per text
        return <TextRun key={i} text={node.children.map((c) => c.props.text).join('')} />;
      default:
        return null;
    }
  });
}

/**
 * Renders MFM (Misskey's markup) as React elements. Nothing from the text reaches the DOM as
 * HTML: every node becomes elements and text (KaTeX's math output is the one exception, see
 * MathFormula). The whole is a bidi isolate, so the text cannot reorder the interface around it.
 */
export const Mfm = memo(function Mfm({
  text,
  emojis,
  author,
  plain = false,
  nowrap = false,
  className,
}: MfmProps) {
  const localHost = useOptionalInstanceHost();
  const advanced = useAdvancedMfm();
  // Misskey's motion needs both: advancedMfm off stills the animations too.
  const animate = useMfmAnimation() && advanced;
  const authorHost = author?.host ?? null;
  const env = useMemo<MfmEnv>(
    () => ({ emojis, authorHost, localHost, animate, advanced }),
    [emojis, authorHost, localHost, animate, advanced],
  );
  const content = useMemo(
    () => (plain ? renderSimple(parseMfmSimple(text)) : renderNodes(parseMfm(text), 0)),
    [text, plain],
  );
  const layout = nowrap ? styles.nowrap : plain ? styles.inline : styles.wrap;
  const classes = [styles.root, layout, className].filter(Boolean).join(' ');
  const Tag = plain || nowrap ? 'span' : 'div';
  return (
    <MfmEnvContext.Provider value={env}>
      <Tag className={classes} dir="auto">
        {content}
      </Tag>
    </MfmEnvContext.Provider>
  );
});
