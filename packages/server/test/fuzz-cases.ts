import fc from 'fast-check';
import type { ParamDef } from '../src/api/endpoint.js';

/**
 * Malformed requests for one endpoint, generated from its own paramDef (test/fuzz.test.ts).
 * Most cases start from plausible parameters (right types, known ids) and break one thing,
 * so the request gets past the parser and reaches validation or the handler.
 */

type Schema = Record<string, unknown>;

export interface FuzzRequest {
  /** What was broken, for the failure message. */
  kind: string;
  method: 'GET' | 'POST';
  /** The query string after `?`, for GET. */
  query?: string;
  contentType?: string;
  payload?: string;
}

/** Strings the handlers know: ids of seeded rows, names, a few awkward ones. */
export interface KnownValues {
  strings: readonly string[];
}

const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'null', 'array', 'object'] as const;

function typesOf(schema: Schema): string[] {
  const t = schema.type;
  if (typeof t === 'string') return [t];
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string');
  return [];
}

const propsOf = (schema: Schema): Record<string, Schema> =>
  (schema.properties as Record<string, Schema> | undefined) ?? {};

function nested(depth: number, inner: string, asObject: boolean): string {
  return asObject
    ? '{"a":'.repeat(depth) + inner + '}'.repeat(depth)
    : '['.repeat(depth) + inner + ']'.repeat(depth);
}

/** A value the schema could accept: the right type, inside the bounds, often a known id. */
export function plausible(schema: Schema, known: KnownValues, depth = 0): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const types = typesOf(schema);
  if (types.length === 0 || depth > 3) return fc.jsonValue({ maxDepth: 2 });
  return fc.constantFrom(...types).chain((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string': {
        const minLength = (schema.minLength as number | undefined) ?? 0;
        const maxLength = Math.max(minLength, Math.min((schema.maxLength as number | undefined) ?? 24, 24));
        return fc.oneof(fc.constantFrom(...known.strings), fc.string({ minLength, maxLength }));
      }
      case 'integer':
        return fc.integer({
          min: (schema.minimum as number | undefined) ?? -1000,
          max: (schema.maximum as number | undefined) ?? Date.now() + 1e9,
        });
      case 'number':
        return fc.double({ noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(plausible((schema.items as Schema | undefined) ?? {}, known, depth + 1), {
          maxLength: 4,
        });
      default: {
        const props = propsOf(schema);
        if (Object.keys(props).length === 0)
          return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }));
        return fc.record(
          Object.fromEntries(Object.entries(props).map(([k, s]) => [k, plausible(s, known, depth + 1)])),
          { requiredKeys: [] },
        );
      }
    }
  });
}

/** A value the schema must refuse: another type, a number out of range, a string too long. */
export function wrong(schema: Schema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const others = JSON_TYPES.filter(
    (t) => !types.includes(t) && !(t === 'integer' && types.includes('number')),
  );
  const options: fc.Arbitrary<unknown>[] = [];
  const sample: Record<string, unknown> = {
    string: 'not-it',
    number: 1.5,
    integer: 7,
    boolean: true,
    null: null,
    array: [1, 'a'],
    object: { a: 1 },
  };
  if (types.length > 0 && others.length > 0) options.push(fc.constantFrom(...others.map((t) => sample[t])));
  if (types.includes('integer') || types.includes('number')) {
    const edges: number[] = [2 ** 53 + 2, -(2 ** 53) - 2, 1e308, -1e308, 0.5, -0];
    if (typeof schema.minimum === 'number') edges.push(schema.minimum - 1);
    if (typeof schema.maximum === 'number') edges.push(schema.maximum + 1);
    options.push(fc.constantFrom(...edges));
  }
  if (types.includes('string')) {
    const max = typeof schema.maxLength === 'number' ? schema.maxLength : 64;
    options.push(fc.constantFrom('x'.repeat(max + 1), '', '\u0000', '\ud800', 'x'.repeat(200_000)));
  }
  if (Array.isArray(schema.enum)) options.push(fc.constant('not-in-the-enum'));
  if (types.includes('array')) options.push(fc.constant(Array.from({ length: 2000 }, (_, i) => i)));
  if (options.length === 0) options.push(fc.constantFrom(...Object.values(sample)));
  return fc.oneof(...options);
}

/** A request body of plausible parameters: each declared key present or not. */
function plausibleBody(paramDef: ParamDef, known: KnownValues): fc.Arbitrary<Record<string, unknown>> {
  return plausible(paramDef as Schema, known) as fc.Arbitrary<Record<string, unknown>>;
}

function json(kind: string, payload: string, contentType = 'application/json'): FuzzRequest {
  return { kind, method: 'POST', contentType, payload };
}

/** Every way of breaking a request to an endpoint with this paramDef. */
export function malformedRequests(paramDef: ParamDef, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const props = propsOf(paramDef as Schema);
  const names = Object.keys(props);
  const required = (paramDef.required ?? []) as string[];
  const body = plausibleBody(paramDef, known);
  const name = names.length > 0 ? fc.constantFrom(...names) : fc.constant('limit');
  const propSchema = (n: string): Schema => props[n] ?? {};

  const cases: fc.Arbitrary<FuzzRequest>[] = [
    body.map((b) => json('plausible', JSON.stringify(b))),
    fc
      .tuple(body, name)
      .chain(([b, n]) =>
        wrong(propSchema(n)).map((v) => json(`wrong ${n}`, JSON.stringify({ ...b, [n]: v }))),
      ),
    fc
      .tuple(body, fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue(), { maxKeys: 5 }))
      .map(([b, extra]) => json('unknown keys', JSON.stringify({ ...extra, ...b }))),
    fc
      .tuple(body, fc.integer({ min: 10_000, max: 900_000 }))
      .map(([b, size]) => json('huge unknown string', JSON.stringify({ ...b, padding: 'x'.repeat(size) }))),
    fc
      .tuple(body, name, fc.constantFrom(63, 64, 65, 200, 5000), fc.boolean())
      .map(([b, n, depth, asObject]) =>
        json(
          `nested ${depth}`,
          `{${JSON.stringify(b).slice(1, -1)}${Object.keys(b).length > 0 ? ',' : ''}"${n}":${nested(depth, '1', asObject)}}`,
        ),
      ),
    fc
      .tuple(body, fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'))
      .map(([b, key]) => {
        const inner = JSON.stringify(b).slice(1, -1);
        const poison = `"${key}":{"isAdmin":true,"prototype":{"polluted":1},"__proto__":{"polluted":1}}`;
        return json(`${key} key`, `{${poison}${inner ? `,${inner}` : ''}}`);
      }),
    body.chain((b) =>
      fc
        .constantFrom(
          '',
          '{',
          '{"a":',
          '[]',
          '[1,2]',
          '"text"',
          '42',
          'null',
          'true',
          '{"a":1}}',
          '{"a":1,}',
          "{'a':1}",
          '\u0000',
          JSON.stringify(b).slice(0, -1),
          `${JSON.stringify(b)}garbage`,
        )
        .map((payload) => json('invalid JSON', payload)),
    ),
    fc
      .tuple(
        body,
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/octet-stream',
          'multipart/form-data; boundary=zzz',
          'multipart/form-data',
          'application/json; charset=latin1',
          'a/b;;;=',
          '',
        ),
      )
      .map(([b, type]) =>
        json(
          `content type ${type || '(empty)'}`,
          type.startsWith('multipart') ? `--zzz\r\n${JSON.stringify(b)}` : JSON.stringify(b),
          type,
        ),
      ),
    fc.tuple(body, name).chain(([b, n]) =>
      fc
        .constantFrom('[[[[', '[1,{"a":2}]', nested(3000, '"x"', false), 'null', 'true', '%', '')
        .map((weird) => {
          const params = new URLSearchParams();
          for (const [k, v] of Object.entries(b))
            params.set(k, typeof v === 'string' ? v : JSON.stringify(v));
          params.set(n, weird);
          return { kind: `GET with ${n}`, method: 'GET' as const, query: params.toString() };
        }),
    ),
  ];
  cases.push(
    fc
      .tuple(body, fc.constantFrom('file', 'other', null), fc.string({ maxLength: 64 }))
      .map(([b, part, bytes]) => {
        const boundary = 'fuzzboundary';
        let payload = '';
        for (const [k, v] of Object.entries(b)) {
          const text = typeof v === 'string' ? v : JSON.stringify(v);
          payload += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${text}\r\n`;
        }
        if (part) {
          payload += `--${boundary}\r\nContent-Disposition: form-data; name="${part}"; filename="x.bin"\r\nContent-Type: application/octet-stream\r\n\r\n${bytes}\r\n`;
        }
        payload += `--${boundary}--\r\n`;
        return {
          kind: `multipart with ${part ?? 'no'} file part`,
          method: 'POST' as const,
          contentType: `multipart/form-data; boundary=${boundary}`,
          payload,
        };
      }),
  );
  if (required.length > 0) {
    cases.push(
      fc.tuple(body, fc.constantFrom(...required)).map(([b, missing]) => {
        const { [missing]: _, ...rest } = b;
        return json(`missing ${missing}`, JSON.stringify(rest));
      }),
    );
  }
  return fc.oneof(...cases);
}
