import { describe, expect, it } from 'vitest';
import { objectStorageDraftOf, objectStoragePatchOf } from './objectStorageDraft';

const meta = {
  useObjectStorage: false,
  objectStorageBaseUrl: null,
  objectStorageBucket: null,
  objectStoragePrefix: null,
  objectStorageEndpoint: null,
  objectStorageRegion: null,
  objectStoragePort: null,
  objectStorageAccessKey: null,
  objectStorageSecretKey: null,
  objectStorageUseSSL: true,
  objectStorageUseProxy: true,
  objectStorageSetPublicRead: false,
  objectStorageS3ForcePathStyle: true,
};

describe('the object storage form', () => {
  it('saves what admin/meta answered unchanged, empty texts as null', () => {
    expect(objectStoragePatchOf(objectStorageDraftOf(meta))).toEqual(meta);
  });

  it('sends the port as a number and trims the texts', () => {
    const draft = {
      ...objectStorageDraftOf(meta),
      useObjectStorage: true,
      port: ' 9000 ',
      bucket: ' media ',
    };
    expect(objectStoragePatchOf(draft)).toMatchObject({
      useObjectStorage: true,
      objectStoragePort: 9000,
      objectStorageBucket: 'media',
    });
  });

  it('does not save a base URL that is not http(s), an endpoint with a scheme or a wrong port', () => {
    const draft = objectStorageDraftOf(meta);
    expect(objectStoragePatchOf({ ...draft, baseUrl: 'javascript:alert(1)' })).toBeNull();
    expect(objectStoragePatchOf({ ...draft, endpoint: 'https://s3.example.com' })).toBeNull();
    expect(objectStoragePatchOf({ ...draft, port: '70000' })).toBeNull();
    expect(
      objectStoragePatchOf({ ...draft, baseUrl: 'https://cdn.example.com', endpoint: 's3.example.com:9000' }),
    ).not.toBeNull();
  });
});
