export { deleteObject, getObject, newObjectKey, ObjectStorageError, objectUrl, putObject } from './bucket.js';
export {
  DEFAULT_OBJECT_STORAGE_SETTINGS,
  OBJECT_STORAGE_FIELDS,
  type ObjectStorageSettings,
  type ObjectStorageSettingsPatch,
  objectStorageSettings,
  updateObjectStorageSettings,
} from './settings.js';
