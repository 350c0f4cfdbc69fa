import { useI18n } from '@/i18n';
import { useSetting } from '@/settings';
import { Button, useModals } from '@/ui';
import styles from './SetupWizard.module.css';
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
  // A section named by its heading, so the settings search lands on its button.
  return (
    <section className={className} aria-labelledby="setup-wizard-resume">
      <h2 id="setup-wizard-resume" className={styles.heading}>
        {i18n.ts.setupWizard.title}
      </h2>
      <div className={styles.row}>
        <Button onClick={() => void open()}>
          {resumeKind(saved) === 'resume' ? i18n.ts.setupWizard.resume : i18n.ts.setupWizard.runAgain}
        </Button>
      </div>
    </section>
  );
}
