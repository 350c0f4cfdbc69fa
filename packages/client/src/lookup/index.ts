// The /lookup page (pages/explore/LookupPage) is loaded by the route table on its own (a lazy chunk), not from here.
export { LOOKUP_MAX_LENGTH, lookupTarget } from './lookupTarget';
export { type LookupDeps, openLookup, useLookup } from './openLookup';
