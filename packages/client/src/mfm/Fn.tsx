import type * as mfm from 'mfm-js';
import type { ReactNode } from 'react';
import { dateTimeFormat, RelativeTime, useI18n } from '@/i18n';
import { useMfmEnv } from './context';
import { type FnArgs, fnStyle } from './fnRules';
import styles from './Mfm.module.css';
import { renderNodes, TextRun } from './render';

function plainText(nodes: mfm.MfmNode[]): string {
  return nodes.map((n) => (n.type === 'text' ? n.props.text : '')).join('');
}

export function FnView({
  name,
  args,
  nodes,
  depth,
}: {
  name: string;
  args: FnArgs;
  nodes: mfm.MfmNode[];
  depth: number;
}): ReactNode {
  const { animate, advanced } = useMfmEnv();
  const children = renderNodes(nodes, depth + 1);

  if (name === 'ruby') return <Ruby nodes={nodes} depth={depth} />;
  if (name === 'unixtime') return <UnixTime value={plainText(nodes)} />;
  if (name === 'blur') return <Blur>{children}</Blur>;

  const effect = fnStyle(name, args);
  if (!effect) {
    // Unknown function: shown as written, with its content still rendered.
    return (
      <span>
        <TextRun text={`$[${name} `} />
        {children}
        {']'}
      </span>
    );
  }
  if (effect.advanced && !advanced) return <span>{children}</span>;
  if (effect.animated && !animate) {
    // tada also enlarges its content; that stays without the motion.
    return name === 'tada' ? <span className={styles.tadaStill}>{children}</span> : <span>{children}</span>;
  }
  const className = [styles.fn, ...effect.classes.map((c) => styles[c])].filter(Boolean).join(' ');
  return (
    <span className={className} style={effect.style} data-mfm-fn={name}>
      {children}
    </span>
  );
}

function Blur({ children }: { children: ReactNode }) {
  const i18n = useI18n();
  return (
    <span
      className={`${styles.fn} ${styles.blur}`}
      style={fnStyle('blur', {})?.style}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focus reveals the text, as hovering does for a pointer
      tabIndex={0}
      data-mfm-fn="blur"
    >
      <span className={styles.visuallyHidden}>{i18n.ts.mfm.blurred}</span>
      {children}
    </span>
  );
}

/** `$[ruby 漢字 かんじ]`: the base before the last space, the reading after it. */
function Ruby({ nodes, depth }: { nodes: mfm.MfmNode[]; depth: number }) {
  const last = nodes[nodes.length - 1];
  if (last && last.type === 'text') {
    const text = last.props.text;
    const split = nodes.length === 1 ? text.indexOf(' ') : text.lastIndexOf(' ');
    if (split >= 0) {
      const base = text.slice(0, split);
      const reading = text.slice(split + 1).trim();
      return (
        <ruby>
          {renderNodes(nodes.slice(0, -1), depth + 1)}
          <TextRun text={base} />
          <rp>(</rp>
          <rt>
            <TextRun text={reading} />
          </rt>
          <rp>)</rp>
        </ruby>
      );
    }
  }
  return <ruby>{renderNodes(nodes, depth + 1)}</ruby>;
}

/** `$[unixtime 1700000000]`: a localized date and time with the relative time. */
function UnixTime({ value }: { value: string }) {
  const i18n = useI18n();
  const trimmed = value.trim();
  const seconds = /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  const date = new Date(seconds * 1000);
  if (Number.isNaN(date.getTime())) {
    return <span className={styles.unixtime}>{i18n.ts.mfm.invalidTime}</span>;
  }
  const exact = dateTimeFormat(i18n.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  return (
    <span className={styles.unixtime}>
      <time dateTime={date.toISOString()}>{exact}</time> (<RelativeTime time={date} />)
    </span>
  );
}
