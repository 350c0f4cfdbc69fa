import { ApiError } from '../../../../api/errors.js';
import { findFileByUrl } from '../../../../services/drive/find-by-url.js';
import { urlOfKey } from '../../../../services/drive/pack.js';
import { findFile } from '../../../../services/drive/repository.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

/**
 * A drive file as the control panel sees it (Misskey's shape): what drive/files/show answers,
 * plus the sensitive media check's findings (maybeSensitive, maybePorn: services/drive/detection)
 * and where the bytes are. This instance keeps no upload request's address or headers, and has
 * no links to remote files, webpublic copies or remote URIs: those answer null or false.
 */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:drive',
  errors: {
    noSuchFile: {
      message: 'No such file.',
      code: 'NO_SUCH_FILE',
      id: 'caf3ca38-c6e5-472e-a30c-b05377dcc240',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    fileId: { type: 'string' },
    url: { type: 'string' },
  },
  anyOf: [{ required: ['fileId'] }, { required: ['url'] }],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/drive/show-file'> = (rawParams, { instance }) => {
  const ps = rawParams as { fileId?: string; url?: string };
  const file = ps.fileId ? findFile(instance.db, ps.fileId) : ps.url ? findFileByUrl(instance, ps.url) : null;
  if (!file) throw new ApiError(meta.errors.noSuchFile);
  const findings = instance.db
    .prepare(
      'SELECT maybe_sensitive AS maybeSensitive, maybe_porn AS maybePorn FROM drive_files WHERE id = ?',
    )
    .get(file.id) as { maybeSensitive: number; maybePorn: number } | undefined;
  return {
    id: file.id,
    createdAt: file.createdAt,
    userId: file.userId,
    userHost: null,
    md5: file.md5,
    name: file.name,
    type: file.type,
    size: file.size,
    comment: file.comment,
    blurhash: file.blurhash,
    properties: file.properties,
    storedInternal: file.objectKey === null,
    url: file.storedUrl ?? urlOfKey(instance, file.accessKey),
    thumbnailUrl:
      file.thumbnailStoredUrl ?? (file.thumbnailKey ? urlOfKey(instance, file.thumbnailKey) : null),
    webpublicUrl: null,
    accessKey: file.accessKey,
    thumbnailAccessKey: file.thumbnailKey,
    webpublicAccessKey: null,
    uri: null,
    src: null,
    folderId: file.folderId,
    isSensitive: file.isSensitive,
    isLink: false,
    maybeSensitive: findings?.maybeSensitive === 1,
    maybePorn: findings?.maybePorn === 1,
    requestIp: null,
    requestHeaders: null,
  };
};
