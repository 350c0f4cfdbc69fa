import type { FormEvent, ReactNode } from 'react';
import styles from './Modal.module.css';
import { useCurrentDialog } from './ModalContext';

export interface DialogFrameProps {
  title: string;
  /** Shown under the title and used as the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** Makes the frame a form: Enter in a field submits, as people expect in a dialog. */
  onSubmit?(): void;
}

/** The card a dialog shows: title, body, actions. Its title names the dialog. */
export function DialogFrame({ title, description, children, actions, onSubmit }: DialogFrameProps) {
  const { titleId, descriptionId } = useCurrentDialog();
  const content = (
    <>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      </header>
      <div className={styles.body}>
        {description && (
          <div id={descriptionId} className={styles.description}>
            {description}
          </div>
        )}
        {children}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </>
  );
  if (onSubmit) {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      onSubmit();
    };
    return (
      <form className={styles.frame} onSubmit={submit} noValidate>
        {content}
      </form>
    );
  }
  return <div className={styles.frame}>{content}</div>;
}
