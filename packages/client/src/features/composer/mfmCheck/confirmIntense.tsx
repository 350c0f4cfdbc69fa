import { useI18n } from '@/i18n';
import { Button, DialogFrame, type ModalController, useCurrentDialog } from '@/ui';

export type IntenseChoice = 'addCw' | 'postAsHome' | 'ignore';

function IntenseDialog() {
  const i18n = useI18n();
  const { done, cancel } = useCurrentDialog<IntenseChoice>();
  const t = i18n.ts.composer;
  return (
    <DialogFrame
      title={t.intenseTitle}
      description={t.intenseText}
      actions={
        <>
          <Button onClick={cancel}>{t.cancel}</Button>
          <Button onClick={() => done('ignore')}>{t.intenseIgnore}</Button>
          <Button onClick={() => done('postAsHome')}>{t.intensePostHome}</Button>
          <Button variant="primary" data-autofocus="" onClick={() => done('addCw')}>
            {t.intenseAddCw}
          </Button>
        </>
      }
    />
  );
}

/** Asks what to do with a public note full of moving text; null means cancel (keep editing). */
export async function confirmIntenseEffects(modals: ModalController): Promise<IntenseChoice | null> {
  const outcome = await modals.open<IntenseChoice>(() => <IntenseDialog />, { priority: 'middle' });
  return outcome.canceled ? null : outcome.result;
}
