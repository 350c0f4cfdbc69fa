export { customEmojiUrl, unicodeEmojiImage } from './Emoji';
export { BORDER_STYLES, fnStyle, MFM_FUNCTIONS } from './fnRules';
export { Mfm, type MfmProps } from './Mfm';
export { parseMfm, parseMfmSimple } from './parse';
