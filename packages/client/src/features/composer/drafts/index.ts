export { DraftPickerButton, useDraftPicker } from './DraftPickerButton';
export {
  DRAFT_TYPES,
  type DraftType,
  draftKey,
  isEmptyDraft,
  parseDraftKey,
  type StoredDraft,
} from './draftKey';
export { LEGACY_DRAFTS_KEY, legacyKeyToDraft, migrateLegacyDrafts, normalizeDraftData } from './draftStorage';
export { AUTO_SAVE_DELAY_MS, useAutoSaveDraft } from './useAutoSaveDraft';
export { createDraftsApi, type DraftsApi, useDrafts } from './useDrafts';
