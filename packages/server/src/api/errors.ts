export type ErrorKind = 'client' | 'server' | 'permission';

export interface ApiErrorDef {
  message: string;
  code: string;
  id: string;
  kind?: ErrorKind;
  /** Defaults: 400 for kind client, 403 for permission, 500 for server. */
  httpStatus?: number;
}

/** An error answered to the client as `{error: {message, code, id, kind, info?}}`. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: string;
  readonly id: string;
  readonly kind: ErrorKind;
  readonly httpStatus: number;

  constructor(
    def: ApiErrorDef,
    readonly info?: Record<string, unknown>,
  ) {
    super(def.message);
    this.code = def.code;
    this.id = def.id;
    this.kind = def.kind ?? 'client';
    this.httpStatus =
      def.httpStatus ?? (this.kind === 'server' ? 500 : this.kind === 'permission' ? 403 : 400);
  }

  toBody(): {
    error: { message: string; code: string; id: string; kind: ErrorKind; info?: Record<string, unknown> };
  } {
    return {
      error: {
        message: this.message,
        code: this.code,
        id: this.id,
        kind: this.kind,
        ...(this.info ? { info: this.info } : {}),
      },
    };
  }
}

/** Errors any endpoint can answer with; ids are Misskey's unless marked as ours. */
export const commonErrors = {
  invalidParam: {
    message: 'Invalid param.',
    code: 'INVALID_PARAM',
    id: '3d81ceae-475f-4600-b2a8-2bc116157532',
    httpStatus: 400,
  },
  credentialRequired: {
    message: 'Credential required.',
    code: 'CREDENTIAL_REQUIRED',
    id: '1384574d-a912-4b81-8601-c7b1c4085df1',
    httpStatus: 401,
  },
  authenticationFailed: {
    message: 'Authentication failed. Please ensure your token is correct.',
    code: 'AUTHENTICATION_FAILED',
    id: 'b0a7f5f8-dc2f-4171-b91f-de88ad238e14',
    httpStatus: 401,
  },
  suspended: {
    message: 'Your account has been suspended.',
    code: 'YOUR_ACCOUNT_SUSPENDED',
    id: 'a8c724b3-6e9c-4b46-b1a8-bc3ed6258370',
    httpStatus: 403,
  },
  accessDenied: {
    message: 'Access denied.',
    code: 'ACCESS_DENIED',
    id: '56f35758-7dd5-468b-8439-5d6fb8ec9b8e',
    httpStatus: 400, // Misskey answers it as a client error
  },
  permissionDenied: {
    message: 'Your app does not have the necessary permissions to use this endpoint.',
    code: 'PERMISSION_DENIED',
    id: '1370e5b7-d4eb-4566-bb1d-7748ee6a1838',
    kind: 'permission',
    httpStatus: 403,
  },
  rateLimitExceeded: {
    message: 'Rate limit exceeded. Please try again later.',
    code: 'RATE_LIMIT_EXCEEDED',
    id: 'd5826d14-3982-4d2e-8011-b9e9f02499ef',
    httpStatus: 429,
  },
  internalError: {
    message: 'Internal error occurred. Please contact us if the error persists.',
    code: 'INTERNAL_ERROR',
    id: '5d37dbcb-891e-41ca-a3d6-e690c97775ac',
    kind: 'server',
    httpStatus: 500,
  },
  /** Code as agreed for this project; the id is the one Misskey gives an unknown endpoint. */
  noSuchEndpoint: {
    message: 'No such endpoint.',
    code: 'NO_SUCH_ENDPOINT',
    id: '2ca3b769-540a-4f08-9dd5-b5a825b6d0f1',
    httpStatus: 404,
  },
  /** Ours: Misskey answers a bare 405. */
  methodNotAllowed: {
    message: 'This endpoint must be called with POST.',
    code: 'METHOD_NOT_ALLOWED',
    id: 'ac82b50d-310c-4f02-8fc9-2a87b8287d83',
    httpStatus: 405,
  },
  /** Ours: Misskey answers a bare 413. */
  requestTooLarge: {
    message: 'The request body is too large.',
    code: 'REQUEST_TOO_LARGE',
    id: '0acdf820-83bb-42c1-b67b-c4e708c2a2f0',
    httpStatus: 413,
  },
  /** Ours: Node answers a request line and headers over 16 KB before any route sees it. */
  requestHeaderTooLarge: {
    message: 'The request line or headers are too large.',
    code: 'REQUEST_HEADER_TOO_LARGE',
    id: '247a5b83-142e-4626-b304-05cdfb07e248',
    httpStatus: 431,
  },
  /** Ours: the request did not arrive in time (Node's requestTimeout). */
  requestTimeout: {
    message: 'The request took too long to arrive.',
    code: 'REQUEST_TIMEOUT',
    id: '9709703a-e4e2-45e8-9124-1adf21b58da1',
    httpStatus: 408,
  },
  /** Misskey's, shared by signin-flow and the two-factor-protected account endpoints. */
  incorrectTwoFactorCode: {
    message: 'The two-factor authentication code is incorrect.',
    code: 'INCORRECT_TWO_FACTOR_CODE',
    id: 'cdf1235b-ac71-46d4-a3a6-84ccce48df6f',
    httpStatus: 403,
  },
} as const satisfies Record<string, ApiErrorDef>;

export function invalidParam(param: string, reason: string): ApiError {
  return new ApiError(commonErrors.invalidParam, { param, reason });
}
