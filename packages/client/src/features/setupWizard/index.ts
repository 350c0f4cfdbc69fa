// The account setup wizard (spec 000 §3–§4): the dialog itself loads lazily from both entries.
export { SetupWizardLazy } from './SetupWizardLazy';
export { SetupWizardResume } from './SetupWizardResume';
