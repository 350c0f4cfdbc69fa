import { errors, utils, values } from '@syuilo/aiscript';

/**
 * The `Ui:` API of AiScript (Misskey's Play and aiscriptApp): a script builds components with
 * `Ui:C:*`, shows them with `Ui:render` and changes them through `update`. The tree is plain
 * state here (ids and props, callbacks as functions); UiView draws it with the app's own controls,
 * so a script's text is always text, never markup.
 */

export type UiFont = 'serif' | 'sans-serif' | 'monospace';
export type UiCallback<T = void> = (value: T) => Promise<void>;

export interface UiButtonProps {
  text?: string;
  onClick?: UiCallback;
  primary?: boolean;
  rounded?: boolean;
  disabled?: boolean;
}

export interface UiPostFormProps {
  text: string;
  cw?: string;
  visibility?: 'public' | 'home' | 'followers' | 'specified';
  localOnly?: boolean;
}

interface Base {
  id: string;
  hidden?: boolean;
}
interface Labelled {
  label?: string;
  caption?: string;
}

export type UiComponent = Base &
  (
    | { type: 'root'; children: string[] }
    | {
        type: 'container';
        children?: string[];
        align?: 'left' | 'center' | 'right';
        bgColor?: string;
        fgColor?: string;
        font?: UiFont;
        borderWidth?: number;
        borderColor?: string;
        borderStyle?: string;
        borderRadius?: number;
        padding?: number;
        rounded?: boolean;
      }
    | { type: 'text'; text?: string; size?: number; bold?: boolean; color?: string; font?: UiFont }
    | {
        type: 'mfm';
        text?: string;
        size?: number;
        bold?: boolean;
        color?: string;
        font?: UiFont;
        onClickEv?: UiCallback<string>;
      }
    | ({ type: 'button' } & UiButtonProps)
    | { type: 'buttons'; buttons?: UiButtonProps[] }
    | ({ type: 'switch'; onChange?: UiCallback<boolean>; default?: boolean } & Labelled)
    | ({ type: 'textarea' | 'textInput'; onInput?: UiCallback<string>; default?: string } & Labelled)
    | ({ type: 'numberInput'; onInput?: UiCallback<number>; default?: number } & Labelled)
    | ({
        type: 'select';
        items?: { text: string; value: string }[];
        onChange?: UiCallback<string>;
        default?: string;
      } & Labelled)
    | { type: 'folder'; children?: string[]; title?: string; opened?: boolean }
    | { type: 'postFormButton'; text?: string; primary?: boolean; rounded?: boolean; form?: UiPostFormProps }
    | { type: 'postForm'; form?: UiPostFormProps }
  );

export type UiComponentType = UiComponent['type'];

/** How one prop is read from the script's object: its AiScript type, or a list of allowed words. */
type PropKind = 'str' | 'num' | 'bool' | 'fn' | 'children' | 'items' | 'buttons' | 'form' | readonly string[];

const FONTS = ['serif', 'sans-serif', 'monospace'] as const;
const LABELLED = { label: 'str', caption: 'str' } as const;
const BUTTON = { text: 'str', onClick: 'fn', primary: 'bool', rounded: 'bool', disabled: 'bool' } as const;
const TEXT = { text: 'str', size: 'num', bold: 'bool', color: 'str', font: FONTS } as const;

// The props Misskey's Ui API accepts per component (facts of the script-facing API).
const PROPS: Record<Exclude<UiComponentType, 'root'>, Record<string, PropKind>> = {
  container: {
    children: 'children',
    align: ['left', 'center', 'right'],
    bgColor: 'str',
    fgColor: 'str',
    font: FONTS,
    borderWidth: 'num',
    borderColor: 'str',
    borderStyle: ['hidden', 'dotted', 'dashed', 'solid', 'double', 'groove', 'ridge', 'inset', 'outset'],
    borderRadius: 'num',
    padding: 'num',
    rounded: 'bool',
  },
  text: TEXT,
  mfm: { ...TEXT, onClickEv: 'fn' },
  button: BUTTON,
  buttons: { buttons: 'buttons' },
  switch: { onChange: 'fn', default: 'bool', ...LABELLED },
  textarea: { onInput: 'fn', default: 'str', ...LABELLED },
  textInput: { onInput: 'fn', default: 'str', ...LABELLED },
  numberInput: { onInput: 'fn', default: 'num', ...LABELLED },
  select: { items: 'items', onChange: 'fn', default: 'str', ...LABELLED },
  folder: { children: 'children', title: 'str', opened: 'bool' },
  postFormButton: { text: 'str', primary: 'bool', rounded: 'bool', form: 'form' },
  postForm: { form: 'form' },
};

export const UI_COMPONENT_TYPES = Object.keys(PROPS) as Exclude<UiComponentType, 'root'>[];

/** Runs one of the script's functions as a new activation (its own step budget, errors reported). */
export type RunCallback = (fn: values.VFn, args: values.Value[]) => Promise<void>;

function fail(message: string): never {
  throw new errors.AiScriptRuntimeError(message);
}

function readProp(kind: PropKind, value: values.Value, name: string, run: RunCallback): unknown {
  if (Array.isArray(kind)) {
    utils.assertString(value);
    if (!kind.includes(value.value)) fail(`${name}: "${value.value}" is not one of ${kind.join(', ')}`);
    return value.value;
  }
  switch (kind) {
    case 'str':
      utils.assertString(value);
      return value.value;
    case 'num':
      utils.assertNumber(value);
      return value.value;
    case 'bool':
      utils.assertBoolean(value);
      return value.value;
    case 'fn': {
      utils.assertFunction(value);
      return (arg?: unknown) => run(value, arg === undefined ? [] : [utils.jsToVal(arg)]);
    }
    case 'children':
      utils.assertArray(value);
      return value.value.map(idOf);
    case 'items':
      utils.assertArray(value);
      return value.value.map((item) => {
        utils.assertObject(item);
        const text = item.value.get('text');
        const itemValue = item.value.get('value');
        utils.assertString(text);
        utils.assertString(itemValue);
        return { text: text.value, value: itemValue.value };
      });
    case 'buttons':
      utils.assertArray(value);
      return value.value.map((button) => readProps(BUTTON, button, run));
    case 'form': {
      const form = readProps(
        {
          text: 'str',
          cw: 'str',
          visibility: ['public', 'home', 'followers', 'specified'],
          localOnly: 'bool',
        },
        value,
        run,
      );
      return { text: '', ...form };
    }
  }
  return undefined;
}

function readProps(spec: Record<string, PropKind>, def: values.Value | undefined, run: RunCallback) {
  utils.assertObject(def);
  const props: Record<string, unknown> = {};
  for (const [key, value] of def.value) {
    if (key === 'hidden') {
      utils.assertBoolean(value);
      props.hidden = value.value;
      continue;
    }
    const kind = spec[key];
    // Unknown props and null are ignored, as Misskey does.
    if (!kind || value.type === 'null') continue;
    props[key] = readProp(kind, value, key, run);
  }
  return props;
}

function idOf(component: values.Value): string {
  utils.assertObject(component);
  const id = component.value.get('id');
  utils.assertString(id);
  return id.value;
}

export const ROOT_ID = '___root___';

/** The live component tree of one script, observable by React (useSyncExternalStore). */
export class UiStore {
  private components = new Map<string, UiComponent>([[ROOT_ID, { id: ROOT_ID, type: 'root', children: [] }]]);
  private version = 0;
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = () => this.version;

  get(id: string): UiComponent | undefined {
    return this.components.get(id);
  }

  /** The ids shown at the top level, in order. */
  rootChildren(): string[] {
    const root = this.components.get(ROOT_ID);
    return root?.type === 'root' ? root.children : [];
  }

  put(component: UiComponent) {
    this.components.set(component.id, component);
    this.changed();
  }

  clear() {
    this.components = new Map([[ROOT_ID, { id: ROOT_ID, type: 'root', children: [] }]]);
    this.changed();
  }

  private changed() {
    this.version++;
    for (const listener of this.listeners) listener();
  }
}

/** The `Ui:` names of the global scope, building into `store`. */
export function createUiApi(store: UiStore, run: RunCallback): Record<string, values.Value> {
  const instances = new Map<string, values.VObj>();
  let counter = 0;

  const instance = (id: string, spec: Record<string, PropKind>) => {
    const object = values.OBJ(
      new Map<string, values.Value>([
        ['id', values.STR(id)],
        [
          'update',
          values.FN_NATIVE(([def]) => {
            const current = store.get(id);
            if (!current) return;
            store.put({ ...current, ...readProps(spec, def, run) } as UiComponent);
          }),
        ],
      ]),
    );
    instances.set(id, object);
    return object;
  };

  const api: Record<string, values.Value> = {
    'Ui:root': instance(ROOT_ID, { children: 'children' }),
    'Ui:get': values.FN_NATIVE(([id]) => {
      utils.assertString(id);
      return instances.get(id.value) ?? values.NULL;
    }),
    'Ui:render': values.FN_NATIVE(([children]) => {
      utils.assertArray(children);
      store.put({ id: ROOT_ID, type: 'root', children: children.value.map(idOf) });
    }),
  };
  for (const type of UI_COMPONENT_TYPES) {
    const spec = PROPS[type];
    api[`Ui:C:${type}`] = values.FN_NATIVE(([def, givenId]) => {
      let id: string;
      if (givenId && givenId.type !== 'null') {
        utils.assertString(givenId);
        id = givenId.value;
      } else {
        counter++;
        id = `auto:${counter}`;
      }
      if (id === ROOT_ID) fail('Ui: that id is reserved');
      store.put({ ...readProps(spec, def ?? values.OBJ(new Map()), run), id, type } as UiComponent);
      return instance(id, spec);
    });
  }
  return api;
}
