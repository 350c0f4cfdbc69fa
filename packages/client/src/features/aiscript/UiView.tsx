import { type CSSProperties, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Composer } from '@/features/composer';
import { usePostBox } from '@/features/postbox';
import { Mfm } from '@/mfm';
import { Button, TextField } from '@/ui';
import styles from './AiScript.module.css';
import type { UiButtonProps, UiComponent, UiFont, UiStore } from './ui';

// A script may nest its components as it likes, even in a cycle; drawing stops at this depth.
const MAX_DEPTH = 24;

/** Draws a script's `Ui:` components with the app's own controls and MFM renderer. */
export function UiView({ store }: { store: UiStore }) {
  useSyncExternalStore(store.subscribe, store.getVersion);
  return (
    <div className={styles.ui}>
      <Children ids={store.rootChildren()} store={store} depth={0} />
    </div>
  );
}

function Children({
  ids,
  store,
  depth,
}: {
  ids: readonly string[] | undefined;
  store: UiStore;
  depth: number;
}) {
  if (!ids || depth > MAX_DEPTH) return null;
  return (
    <>
      {ids.map((id, index) => {
        const component = store.get(id);
        return component && !component.hidden ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a script may show the same component twice
          <Node key={`${id}:${index}`} component={component} store={store} depth={depth + 1} />
        ) : null;
      })}
    </>
  );
}

function textStyle(props: { size?: number; bold?: boolean; color?: string; font?: UiFont }): CSSProperties {
  return {
    fontSize: props.size ? `${props.size * 100}%` : undefined,
    fontWeight: props.bold ? 'bold' : undefined,
    color: props.color,
    fontFamily: props.font,
  };
}

function Node({ component, store, depth }: { component: UiComponent; store: UiStore; depth: number }) {
  switch (component.type) {
    case 'root':
      return null;
    case 'container':
      return (
        <div
          className={`${styles.container} ${component.rounded ? styles.rounded : ''}`}
          style={{
            textAlign: component.align,
            alignItems:
              component.align === 'center' ? 'center' : component.align === 'right' ? 'flex-end' : undefined,
            background: component.bgColor,
            color: component.fgColor,
            fontFamily: component.font,
            borderWidth: component.borderWidth,
            borderColor: component.borderColor,
            borderStyle: component.borderWidth ? (component.borderStyle ?? 'solid') : undefined,
            borderRadius: component.borderRadius,
            padding: component.padding,
          }}
        >
          <Children ids={component.children} store={store} depth={depth} />
        </div>
      );
    case 'text':
      return <p style={{ margin: 0, whiteSpace: 'pre-wrap', ...textStyle(component) }}>{component.text}</p>;
    case 'mfm':
      return (
        <div style={textStyle(component)}>
          <Mfm text={component.text ?? ''} />
        </div>
      );
    case 'button':
      return <ScriptButton button={component} />;
    case 'buttons':
      return (
        <div className={styles.buttons}>
          {component.buttons?.map((button, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the script's buttons have no ids
            <ScriptButton key={index} button={button} />
          ))}
        </div>
      );
    case 'switch':
      return <SwitchControl component={component} />;
    case 'textInput':
    case 'textarea':
      return <TextControl component={component} />;
    case 'numberInput':
      return <NumberControl component={component} />;
    case 'select':
      return <SelectControl component={component} />;
    case 'folder':
      return (
        <details className={styles.folder} open={component.opened ?? true}>
          <summary>{component.title ?? ''}</summary>
          <div className={styles.folderBody}>
            <Children ids={component.children} store={store} depth={depth} />
          </div>
        </details>
      );
    case 'postFormButton':
      return <PostFormButton component={component} />;
    case 'postForm':
      return <InlinePostForm component={component} />;
  }
}

function ScriptButton({ button }: { button: UiButtonProps }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={button.primary ? 'primary' : 'secondary'}
      className={button.rounded ? styles.pill : undefined}
      disabled={button.disabled || !button.onClick}
      busy={busy}
      onClick={() => {
        if (!button.onClick) return;
        setBusy(true);
        button.onClick().finally(() => setBusy(false));
      }}
    >
      {button.text ?? ''}
    </Button>
  );
}

/** The value a control shows: its own while edited, the script's `default` when that changes. */
function useControlled<T>(initial: T) {
  const [value, setValue] = useState(initial);
  useEffect(() => setValue(initial), [initial]);
  return [value, setValue] as const;
}

function Caption({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className={styles.caption}>
      {text}
    </p>
  ) : null;
}

function SwitchControl({ component }: { component: Extract<UiComponent, { type: 'switch' }> }) {
  const id = useId();
  const [checked, setChecked] = useControlled(component.default ?? false);
  return (
    <div className={styles.field}>
      <label className={styles.check} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={checked}
          checked={checked}
          aria-describedby={component.caption ? `${id}-caption` : undefined}
          onChange={(event) => {
            setChecked(event.target.checked);
            void component.onChange?.(event.target.checked);
          }}
        />
        {component.label ?? ''}
      </label>
      <Caption id={`${id}-caption`} text={component.caption} />
    </div>
  );
}

function TextControl({ component }: { component: Extract<UiComponent, { type: 'textInput' | 'textarea' }> }) {
  const [text, setText] = useControlled(component.default ?? '');
  return (
    <TextField
      label={component.label ?? ''}
      hint={component.caption}
      multiline={component.type === 'textarea'}
      value={text}
      onChange={(value) => {
        setText(value);
        void component.onInput?.(value);
      }}
    />
  );
}

function NumberControl({ component }: { component: Extract<UiComponent, { type: 'numberInput' }> }) {
  const [text, setText] = useControlled(String(component.default ?? ''));
  return (
    <TextField
      label={component.label ?? ''}
      hint={component.caption}
      type="number"
      inputMode="decimal"
      value={text}
      onChange={(value) => {
        setText(value);
        const number = Number(value);
        if (value !== '' && Number.isFinite(number)) void component.onInput?.(number);
      }}
    />
  );
}

function SelectControl({ component }: { component: Extract<UiComponent, { type: 'select' }> }) {
  const id = useId();
  const [value, setValue] = useControlled(component.default ?? '');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {component.label ?? ''}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        aria-describedby={component.caption ? `${id}-caption` : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          void component.onChange?.(event.target.value);
        }}
      >
        {component.items?.map((item) => (
          <option key={item.value} value={item.value}>
            {item.text}
          </option>
        ))}
      </select>
      <Caption id={`${id}-caption`} text={component.caption} />
    </div>
  );
}

function composerTarget(form: Extract<UiComponent, { type: 'postForm' }>['form']) {
  return {
    initialText: form?.text ?? '',
    initialCw: form?.cw ?? null,
    initialVisibility: form?.visibility,
  };
}

function PostFormButton({ component }: { component: Extract<UiComponent, { type: 'postFormButton' }> }) {
  const postBox = usePostBox();
  return (
    <Button
      variant={component.primary ? 'primary' : 'secondary'}
      className={component.rounded ? styles.pill : undefined}
      onClick={() => void postBox.open(composerTarget(component.form))}
    >
      {component.text ?? ''}
    </Button>
  );
}

function InlinePostForm({ component }: { component: Extract<UiComponent, { type: 'postForm' }> }) {
  // Misskey's postForm is the composer itself, inline, starting with the script's text.
  return (
    <Composer
      variant="inline"
      initialText={component.form?.text ?? ''}
      initialVisibility={component.form?.visibility}
    />
  );
}
