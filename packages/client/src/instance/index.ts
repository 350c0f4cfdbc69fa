export { type InstanceInfo, type InstanceMeta, InstanceProvider, useInstance } from './InstanceContext';
export {
  SERVER_META_CACHE_MS,
  ServerMetaCache,
  type ServerMetaCacheOptions,
  serverMetaKey,
} from './serverMeta';
export { useServerMetas } from './useServerMetas';
