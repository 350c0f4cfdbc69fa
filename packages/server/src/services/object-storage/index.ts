export {
  bucketLocation,
  deleteObject,
  getObject,
  newObjectKey,
  ObjectStorageError,
  objectUrl,
  type PutObjectInput,
  putObject,
} from './bucket.js';
export {
  dueObjects,
  type ElsewhereObjects,
  elsewhereCounts,
  listRefusedDelete,
  listUploads,
  type PendingObject,
  pendingCount,
  postpone,
  setAside,
  unlist,
} from './pending.js';
export {
  DEFAULT_OBJECT_STORAGE_SETTINGS,
  OBJECT_STORAGE_FIELDS,
  type ObjectStorageSettings,
  type ObjectStorageSettingsPatch,
  objectStorageSettings,
  updateObjectStorageSettings,
} from './settings.js';
