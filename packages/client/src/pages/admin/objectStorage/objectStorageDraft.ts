import { isHttpUrlOrEmpty } from '../security/useAdminMetaForm';

/** The object storage fields of admin/meta as the form edits them (texts; the port as typed). */
export interface ObjectStorageDraft {
  useObjectStorage: boolean;
  baseUrl: string;
  bucket: string;
  prefix: string;
  endpoint: string;
  region: string;
  port: string;
  accessKey: string;
  secretKey: string;
  useSSL: boolean;
  useProxy: boolean;
  setPublicRead: boolean;
  s3ForcePathStyle: boolean;
}

interface StorageMeta {
  useObjectStorage: boolean;
  objectStorageBaseUrl: string | null;
  objectStorageBucket: string | null;
  objectStoragePrefix: string | null;
  objectStorageEndpoint: string | null;
  objectStorageRegion: string | null;
  objectStoragePort: number | null;
  objectStorageAccessKey: string | null;
  objectStorageSecretKey: string | null;
  objectStorageUseSSL: boolean;
  objectStorageUseProxy: boolean;
  objectStorageSetPublicRead: boolean;
  objectStorageS3ForcePathStyle: boolean;
}

export function objectStorageDraftOf(meta: StorageMeta): ObjectStorageDraft {
  return {
    useObjectStorage: meta.useObjectStorage,
    baseUrl: meta.objectStorageBaseUrl ?? '',
    bucket: meta.objectStorageBucket ?? '',
    prefix: meta.objectStoragePrefix ?? '',
    endpoint: meta.objectStorageEndpoint ?? '',
    region: meta.objectStorageRegion ?? '',
    port: meta.objectStoragePort === null ? '' : String(meta.objectStoragePort),
    accessKey: meta.objectStorageAccessKey ?? '',
    secretKey: meta.objectStorageSecretKey ?? '',
    useSSL: meta.objectStorageUseSSL,
    useProxy: meta.objectStorageUseProxy,
    setPublicRead: meta.objectStorageSetPublicRead,
    s3ForcePathStyle: meta.objectStorageS3ForcePathStyle,
  };
}

/** Which fields keep the form from saving: what the server would refuse. */
export function objectStorageProblems(draft: ObjectStorageDraft) {
  const port = draft.port.trim();
  const n = Number(port);
  return {
    baseUrl: !isHttpUrlOrEmpty(draft.baseUrl),
    // A host name and port only: the scheme comes from the HTTPS switch.
    endpoint: /[/\s?#@]/.test(draft.endpoint.trim()),
    port: port !== '' && (!Number.isInteger(n) || n < 1 || n > 65535),
  };
}

/** admin/update-meta's fields for the draft, or null while a field has a problem. */
export function objectStoragePatchOf(draft: ObjectStorageDraft): StorageMeta | null {
  const problems = objectStorageProblems(draft);
  if (problems.baseUrl || problems.endpoint || problems.port) return null;
  const text = (value: string) => value.trim() || null;
  return {
    useObjectStorage: draft.useObjectStorage,
    objectStorageBaseUrl: text(draft.baseUrl),
    objectStorageBucket: text(draft.bucket),
    objectStoragePrefix: text(draft.prefix),
    objectStorageEndpoint: text(draft.endpoint),
    objectStorageRegion: text(draft.region),
    objectStoragePort: draft.port.trim() === '' ? null : Number(draft.port),
    objectStorageAccessKey: text(draft.accessKey),
    // A secret is kept as typed: spaces may belong to it.
    objectStorageSecretKey: draft.secretKey || null,
    objectStorageUseSSL: draft.useSSL,
    objectStorageUseProxy: draft.useProxy,
    objectStorageSetPublicRead: draft.setPublicRead,
    objectStorageS3ForcePathStyle: draft.s3ForcePathStyle,
  };
}
