import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';

export const meta = { requireCredential: false, allowGet: true } satisfies EndpointMeta;

/** Misskey's filters and sorts, accepted so a client's query is valid here too. */
export const paramDef = {
  type: 'object',
  properties: {
    host: { type: ['string', 'null'] },
    blocked: { type: ['boolean', 'null'] },
    notResponding: { type: ['boolean', 'null'] },
    suspended: { type: ['boolean', 'null'] },
    silenced: { type: ['boolean', 'null'] },
    federating: { type: ['boolean', 'null'] },
    subscribing: { type: ['boolean', 'null'] },
    publishing: { type: ['boolean', 'null'] },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
    offset: { type: 'integer', default: 0 },
    sort: {
      type: ['string', 'null'],
      enum: [
        '+pubSub',
        '-pubSub',
        '+notes',
        '-notes',
        '+users',
        '-users',
        '+following',
        '-following',
        '+followers',
        '-followers',
        '+firstRetrievedAt',
        '-firstRetrievedAt',
        '+latestRequestReceivedAt',
        '-latestRequestReceivedAt',
        null,
      ],
    },
  },
  required: [],
} as const satisfies ParamDef;

/** This instance does not federate: it has met no other server, so the list is empty. */
export const handler: Handler<'federation/instances'> = () => [];
