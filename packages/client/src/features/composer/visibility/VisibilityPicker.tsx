import { IconHome, IconLock, IconMail, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useI18n } from '@/i18n';
import { DialogFrame, type ModalController, useCurrentDialog } from '@/ui';
import type { Visibility } from '../types';
import { VISIBILITIES } from './rules';
import styles from './visibility.module.css';

export const VISIBILITY_ICONS: Record<Visibility, (size: number) => ReactNode> = {
  public: (size) => <IconWorld size={size} aria-hidden="true" />,
  home: (size) => <IconHome size={size} aria-hidden="true" />,
  followers: (size) => <IconLock size={size} aria-hidden="true" />,
  specified: (size) => <IconMail size={size} aria-hidden="true" />,
};

function VisibilityPicker({
  current,
  allowed,
}: {
  current: Visibility;
  allowed(value: Visibility): boolean;
}) {
  const i18n = useI18n();
  const { done } = useCurrentDialog<Visibility>();
  const t = i18n.ts.composer;
  return (
    <DialogFrame title={t.visibilityTitle}>
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t.visibilityTitle}</legend>
        {VISIBILITIES.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.choice}
            aria-pressed={value === current}
            disabled={!allowed(value)}
            data-autofocus={value === current ? '' : undefined}
            onClick={() => done(value)}
          >
            <span className={styles.choiceIcon}>{VISIBILITY_ICONS[value](22)}</span>
            <span className={styles.choiceText}>
              <span className={styles.choiceTitle}>{i18n.ts.notes.visibility[value]}</span>
              <span className={styles.choiceDescription}>{t.visibilityDescriptions[value]}</span>
            </span>
          </button>
        ))}
      </fieldset>
    </DialogFrame>
  );
}

/** The visibility picker dialog (spec 001 §2); resolves with the choice, or null when dismissed. */
export async function pickVisibility(
  modals: ModalController,
  current: Visibility,
  allowed: (value: Visibility) => boolean,
  anchor: HTMLElement | null,
): Promise<Visibility | null> {
  const outcome = await modals.open<Visibility>(
    () => <VisibilityPicker current={current} allowed={allowed} />,
    { style: 'auto', anchor, priority: 'middle' },
  );
  return outcome.canceled ? null : outcome.result;
}
