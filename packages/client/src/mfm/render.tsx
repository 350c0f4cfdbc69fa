import type * as mfm from 'mfm-js';
import { toString as mfmToString } from 'mfm-js';
import type { ReactNode } from 'react';
import { Link } from '@/router';
import { CodeBlock } from './CodeBlock';
import { CustomEmoji, UnicodeEmoji } from './Emoji';
import { InsideLinkContext } from './environment';
import { FnView } from './Fn';
import { MathFormula } from './MathFormula';
import { Mention } from './Mention';
import styles from './Mfm.module.css';
import { MFM_NEST_LIMIT } from './parse';
import { SearchBox } from './Search';

// Characters that change the direction of the text after them (LRE, RLE, PDF, LRO, RLO,
// LRI, RLI, FSI, PDI, ALM, LRM, RLM). A run holding one is isolated so it cannot reorder
// the rest of the note or the interface around it.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u061C\u200E\u200F]/;

export function TextRun({ text }: { text: string }) {
  return BIDI_CONTROLS.test(text) ? <bdi>{text}</bdi> : text;
}

export function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

export function renderNodes(nodes: mfm.MfmNode[], depth: number): ReactNode[] {
  return nodes.map((node, i) => (
    // Parsed trees are immutable per text, so positions are stable keys.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <MfmNodeView key={i} node={node} depth={depth} />
  ));
}

function MfmNodeView({ node, depth }: { node: mfm.MfmNode; depth: number }): ReactNode {
  // mfm-js already parses past the limit as text; this guards trees built by other means.
  if (depth > MFM_NEST_LIMIT) return <TextRun text={mfmToString(node)} />;
  const children = () => renderNodes(node.children ?? [], depth + 1);
  switch (node.type) {
    case 'text':
      return <TextRun text={node.props.text} />;
    case 'plain':
      return <span className={styles.plain}>{children()}</span>;
    case 'bold':
      return <b>{children()}</b>;
    case 'italic':
      return <i>{children()}</i>;
    case 'strike':
      return <del>{children()}</del>;
    case 'small':
      return <small className={styles.small}>{children()}</small>;
    case 'center':
      return <div className={styles.center}>{children()}</div>;
    case 'quote':
      return <blockquote className={styles.quote}>{children()}</blockquote>;
    case 'inlineCode':
      return <code className={styles.inlineCode}>{node.props.code}</code>;
    case 'blockCode':
      return <CodeBlock code={node.props.code} lang={node.props.lang} />;
    case 'mathInline':
      return <MathFormula formula={node.props.formula} block={false} />;
    case 'mathBlock':
      return <MathFormula formula={node.props.formula} block />;
    case 'search':
      return <SearchBox query={node.props.query} />;
    case 'unicodeEmoji':
      return <UnicodeEmoji emoji={node.props.emoji} />;
    case 'emojiCode':
      return <CustomEmoji name={node.props.name} interactive />;
    case 'mention':
      return <Mention username={node.props.username} host={node.props.host} />;
    case 'hashtag':
      return (
        <Link to={`/tags/${encodeURIComponent(node.props.hashtag)}`} className={styles.hashtag}>
          #<TextRun text={node.props.hashtag} />
        </Link>
      );
    case 'url': {
      const url = node.props.url;
      if (!isHttpUrl(url)) return <TextRun text={url} />;
      return (
        <Link to={url} className={styles.url}>
          <TextRun text={displayUrl(url)} />
        </Link>
      );
    }
    case 'link': {
      const url = node.props.url;
      if (!isHttpUrl(url)) return <span>{children()}</span>;
      return (
        <Link to={url} className={styles.link} title={node.props.silent ? undefined : url}>
          <InsideLinkContext.Provider value={true}>{children()}</InsideLinkContext.Provider>
        </Link>
      );
    }
    case 'fn':
      return <FnView name={node.props.name} args={node.props.args} nodes={node.children} depth={depth} />;
    default:
      return null;
  }
}

/** A URL as people read it: percent-escapes decoded where that is valid. */
function displayUrl(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}
