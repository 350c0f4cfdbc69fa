// Pages (issue 24): Misskey's block pages. The model (blocks.ts) and the draft (pageDraft.ts)
// are pure; the renderer, the editor and the lists are components. Import this feature only
// from lazy code (the pages area, the profile's Pages tab): nothing of it is start-up code.
export {
  addBlock,
  allBlocks,
  BLOCK_TYPES,
  moveBlock,
  newBlock,
  type PageBlock,
  type PageBlockType,
  type PageNameProblem,
  pageNameProblem,
  pagePath,
  removeBlock,
  sanitizeBlocks,
  updateBlock,
} from './blocks';
export { PageEditor } from './PageEditor';
export { byLastId, type LoadPages, PageCard, PageList } from './PageList';
export { PageView } from './PageView';
export {
  dropPageDraft,
  emptyPageFields,
  fieldsOfPage,
  type PageFields,
  pageDraftKey,
  pageRequestBody,
  readPageDraft,
} from './pageDraft';
export { UserPages } from './UserPages';
export { shownPage } from './viewInterruptors';
