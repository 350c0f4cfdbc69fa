// The PWA feature: the service worker's source is in sw/ (built on its own into sw.js), and
// startPwa.ts is imported by path from boot, after load, so this index stays out of start-up.
export { decodeKey, disablePush, enablePush, type PushState, readPushState } from './pushSubscription';
