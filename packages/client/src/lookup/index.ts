// The /lookup page (pages/explore/LookupPage) is loaded by the route table on its own (a lazy chunk), not from here.
export { LOOKUP_MAX_LENGTH, type LookupQuery, parseLookup, userPath } from './lookupTarget';
export { type LookupDeps, openLookup, useLookup } from './openLookup';
export { AP_SHOW_NOT_FOUND, type LookupResult, resolveLookup } from './resolveLookup';
