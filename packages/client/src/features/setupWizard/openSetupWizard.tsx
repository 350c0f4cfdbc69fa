import type { ModalController } from '@/ui';
import { SetupWizardDialog } from './SetupWizardDialog';

/** Shows the wizard at the saved step; resolves when it is finished, put off or dismissed. */
export async function openSetupWizard(modals: ModalController): Promise<void> {
  await modals.open<void>(({ done }) => <SetupWizardDialog onClose={() => done()} />);
}
