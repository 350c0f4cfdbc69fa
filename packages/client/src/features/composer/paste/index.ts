export { noteIdFromUrl } from './noteUrl';
export { extensionFor, formatPastedFileName, renamePastedFile } from './pastedFileName';
export { type PasteOptions, usePasteHandler } from './usePasteHandler';
