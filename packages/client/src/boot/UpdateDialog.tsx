import { IconConfetti } from '@tabler/icons-react';
import { useI18n } from '@/i18n';
import { Button, DialogFrame, type ModalController } from '@/ui';
import styles from './UpdateDialog.module.css';

export interface UpdateDialogProps {
  version: string;
  onClose(): void;
}

/** Tells a returning user the client they use was updated (spec 000 §4). */
export function UpdateDialog({ version, onClose }: UpdateDialogProps) {
  const i18n = useI18n();
  const texts = i18n.ts.routeView;
  return (
    <DialogFrame
      title={texts.updatedTitle}
      description={i18n.t('routeView.updatedText', { version })}
      actions={
        <Button variant="primary" onClick={onClose} data-autofocus="">
          {i18n.ts.ok}
        </Button>
      }
    >
      <div className={styles.badge}>
        <IconConfetti size={22} stroke={1.6} aria-hidden="true" />
        <span className={styles.version} dir="ltr">
          {version}
        </span>
      </div>
    </DialogFrame>
  );
}

/**
 * Shows the update dialog when the stored version was older than the running one and someone
 * is signed in; visitors have nothing to come back to, so they are never told.
 */
export function shouldShowUpdateDialog(clientUpdated: boolean, signedIn: boolean): boolean {
  return clientUpdated && signedIn;
}

export async function openUpdateDialog(modals: ModalController, version: string): Promise<void> {
  await modals.open<void>(({ done }) => <UpdateDialog version={version} onClose={() => done()} />);
}
