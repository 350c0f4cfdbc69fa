import { assertMayUpload, MAX_COMMENT_LENGTH } from '../../../../services/drive/add-file.js';
import { isHttpUrl } from '../../../../services/drive/fetch-url.js';
import { startUrlUpload } from '../../../../services/drive/url-upload.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { invalidParam } from '../../../errors.js';

export const meta = {
  requireCredential: true,
  kind: 'write:drive',
  limit: { duration: 60 * 60 * 1000, max: 60 },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    url: { type: 'string', minLength: 1, maxLength: 4096 },
    folderId: { type: ['string', 'null'], default: null },
    isSensitive: { type: 'boolean', default: false },
    comment: { type: ['string', 'null'], maxLength: MAX_COMMENT_LENGTH, default: null },
    marker: { type: ['string', 'null'], default: null },
    force: { type: 'boolean', default: false },
  },
  required: ['url'],
} as const satisfies ParamDef;

/**
 * Answers at once (204, like Misskey); the file arrives later as `urlUploadFinished` on the
 * user's main stream. Only a URL that is not http(s) at all is refused right here.
 */
export const handler: SignedInHandler<'drive/files/upload-from-url', void> = (ps, ctx) => {
  assertMayUpload(ctx.instance, ctx.user);
  if (!isHttpUrl(ps.url)) throw invalidParam('url', 'must be an http or https URL');
  void startUrlUpload(
    ctx.instance,
    ctx.user,
    {
      url: ps.url,
      folderId: ps.folderId ?? null,
      isSensitive: ps.isSensitive ?? false,
      comment: ps.comment ?? null,
      force: ps.force ?? false,
      marker: ps.marker ?? null,
    },
    () => {
      // Misskey tells the user nothing when a URL upload fails; neither do we. The URL is
      // the user's own input and may carry secrets, so it is not logged.
    },
  );
};
