import type { EndpointMeta, Handler, ParamDef } from '../endpoint.js';

/** The top-level parameters of one served endpoint, as Misskey describes them; null for an unknown name. */
export const meta = {
  requireCredential: false,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { endpoint: { type: 'string' } },
  required: ['endpoint'],
} as const satisfies ParamDef;

/**
 * Misskey names a parameter's JSON Schema type with a capital ('String', 'Object'), and says
 * 'string' where the schema gives none (a parameter defined by `anyOf`, say). Our schemas may
 * list a type with 'null' beside it; the other one is the parameter's type.
 */
function typeName(schema: unknown): string {
  const declared = (schema as { type?: unknown } | null)?.type;
  const type = Array.isArray(declared) ? declared.find((t) => t !== 'null') : declared;
  return typeof type === 'string' && type !== '' ? type.charAt(0).toUpperCase() + type.slice(1) : 'string';
}

export const handler: Handler<'endpoint'> = ({ endpoint }, { served = [] }) => {
  const found = served.find((ep) => ep.name === endpoint);
  if (!found) return null;
  return {
    params: Object.entries(found.paramDef.properties ?? {}).map(([name, schema]) => ({
      name,
      type: typeName(schema),
    })),
  };
};
