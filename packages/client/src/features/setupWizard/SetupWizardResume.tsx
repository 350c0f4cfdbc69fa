import { useI18n } from '@/i18n';
import { useSetting } from '@/settings';
import { Button, useModals } from '@/ui';
import { resumeKind } from './steps';

/** The settings' way back into the wizard: resume where it was put off, or run it again. */
export function SetupWizardResume({ className }: { className?: string }) {
  const i18n = useI18n();
  const modals = useModals();
  const [saved] = useSetting('accountSetupWizard');
  const open = async () => {
    const { openSetupWizard } = await import('./openSetupWizard');
    await openSetupWizard(modals);
  };
  return (
    <div className={className}>
      <Button onClick={() => void open()}>
        {resumeKind(saved) === 'resume' ? i18n.ts.setupWizard.resume : i18n.ts.setupWizard.runAgain}
      </Button>
    </div>
  );
}
