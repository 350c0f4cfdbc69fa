// The AiScript sandbox (issues 21, 22, 24): one runtime for the button, aiscript and aiscriptApp
// widgets, Play and plugins. Import it only lazily: the interpreter is a large chunk of its own.

export { CodeEditor, type CodeEditorHandle, type CodeEditorProps } from './CodeEditor';
export {
  type ApiDecision,
  DEFAULT_PERMISSIONS,
  DEFAULT_STEP_BUDGET,
  decideApiCall,
  endpointKind,
  type ScriptPermissions,
} from './permissions';
export { ScriptLog } from './ScriptLog';
export {
  createSandbox,
  DIALOG_TYPES,
  type Sandbox,
  type SandboxOptions,
  type ScriptDialogType,
  type ScriptFailure,
  type ScriptHost,
} from './sandbox';
export { offsetOf, positionAt, type ScriptPosition } from './scriptPosition';
export { UiView } from './UiView';
export { ROOT_ID, type UiComponent, UiStore } from './ui';
export { failureText, type ScriptOutput, useScriptHost } from './useScriptHost';
export { failedLine, type LogLine, useScriptSession } from './useScriptSession';
