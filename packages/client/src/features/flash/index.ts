// Play (Misskey's flash, issue 24). Import it only from lazy pages: the runner pulls in the
// AiScript sandbox.
export { PlayCard, PlayList } from './PlayCard';
export { PlayRunner } from './PlayRunner';
export { PlaySource } from './PlaySource';
export { dropPlayDraft, keepPlayDraft, type PlayDraft, parsePermissions, takePlayDraft } from './playDraft';
export { playScope } from './playScope';
export { PLAY_PRESETS, type PlayPreset, STARTER_SCRIPT, scriptHasEdits } from './presets';
