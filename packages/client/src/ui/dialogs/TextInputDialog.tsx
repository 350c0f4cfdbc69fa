import { useState } from 'react';
import { useI18n } from '@/i18n';
import { Button } from '../Button';
import { DialogFrame } from '../modal/DialogFrame';
import { useCurrentDialog } from '../modal/ModalContext';
import type { DialogResult, ModalController, OpenOptions } from '../modal/modalController';
import { TextField } from '../TextField';
import { type LengthLimits, lengthProblem } from './textLimits';

export interface TextInputOptions extends LengthLimits {
  title: string;
  text?: string;
  label: string;
  placeholder?: string;
  default?: string;
  /** 'textarea' gives a multi-line field. */
  type?: 'text' | 'email' | 'url' | 'password' | 'number' | 'textarea';
  hint?: string;
  okLabel?: string;
  cancelLabel?: string;
  autoComplete?: string;
}

function TextInputDialog(options: TextInputOptions) {
  const i18n = useI18n();
  const { done, cancel } = useCurrentDialog<string>();
  const [value, setValue] = useState(options.default ?? '');
  const problem = lengthProblem(value, options);
  // An empty field below a minimum is simply not filled in yet: OK stays off, no red message.
  const shownProblem = problem && !(problem.kind === 'below' && value === '') ? problem : null;
  const error =
    shownProblem?.kind === 'below'
      ? i18n.t('dialogs.charactersBelow', { current: shownProblem.current, min: shownProblem.min })
      : shownProblem?.kind === 'exceeded'
        ? i18n.t('dialogs.charactersExceeded', { current: shownProblem.current, max: shownProblem.max })
        : null;
  const type = options.type ?? 'text';
  return (
    <DialogFrame
      title={options.title}
      description={options.text}
      // Enter submits the form; while the value is invalid it does nothing (spec 000 §5).
      onSubmit={() => {
        if (!problem) done(value);
      }}
      actions={
        <>
          <Button onClick={cancel}>{options.cancelLabel ?? i18n.ts.cancel}</Button>
          <Button type="submit" variant="primary" disabled={problem !== null}>
            {options.okLabel ?? i18n.ts.ok}
          </Button>
        </>
      }
    >
      <TextField
        label={options.label}
        value={value}
        onChange={setValue}
        type={type === 'textarea' ? 'text' : type}
        multiline={type === 'textarea'}
        inputMode={type === 'number' ? 'decimal' : undefined}
        placeholder={options.placeholder}
        hint={options.hint}
        error={error}
        autoComplete={options.autoComplete}
        initialFocus
      />
    </DialogFrame>
  );
}

/**
 * Asks for one line (or a few lines) of text, within optional length limits. The result is
 * the text as typed; a number field's result is its text too, for the caller to parse.
 */
export function openTextInput(
  modals: ModalController,
  options: TextInputOptions,
  openOptions?: OpenOptions,
): Promise<DialogResult<string>> {
  return modals.open<string>(() => <TextInputDialog {...options} />, openOptions);
}
