// The composer's MFM function quick-add (enableQuickAddMfmFunction). The button is loaded
// lazily by the toolbar (import('./mfmFunction/MfmFunctionButton')), only while the setting is on.
export { insertMfmFunction, MFM_FUNCTIONS, type MfmFunctionName } from './mfmFunctions';
