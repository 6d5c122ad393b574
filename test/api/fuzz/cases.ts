/**
 * The hostile requests for one operation of the OpenAPI document: bad path ids, query strings,
 * JSON bodies (whole, and one field at a time from a body built from the request schema),
 * multipart bodies for uploads, and headers. Built from a generator of the operation's own, so
 * that the same seed gives the same requests whatever else the document holds.
 */
import { tinyEpub } from '../../fixtures/epub';
import { tinyPng } from '../../fixtures/png';
import {
  hostileFieldValues,
  hostileFilters,
  hostilePathValues,
  hostileQueryValues,
  nestedArray,
  nestedJsonText,
  nestedObject,
  pollutingBodies,
} from './hostile';
import type { Prng } from './prng';
import { type Operation, type Parameter, type Schema, type SchemaReader, toJsonText } from './schema';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export type Family = 'plain' | 'path' | 'query' | 'body' | 'field' | 'upload' | 'headers' | 'method';

export interface FuzzCase {
  family: Family;
  /** What is hostile about it, e.g. `field title = null`. */
  label: string;
  request: FuzzRequest;
  /** The case carries its own Authorization header: send it as is, whoever the caller is. */
  ownAuthorization?: boolean;
}

export interface OperationUnderTest {
  id: string;
  method: string;
  /** The OpenAPI path, `{id}` style. */
  path: string;
  /** The route's access rule (contract/access.ts), from the app's own record. */
  access: string;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  body: { kind: 'json'; schema: Schema } | { kind: 'multipart'; file: 'image' | 'epub' } | { kind: 'none' };
  /** The keys an error answer of a status may carry beyond the common ones, as the operation documents its body (a 409's `total`). */
  errorKeys: Record<string, string[]>;
}

/** Limits the fuzz test sets on its app, so that a file over the cap is small to send. */
export const uploadCaps = { image: 64 * 1024, epub: 256 * 1024 };

/** Hostile values tried on each field of a body (of hostileFieldValues, chosen by the generator). */
const valuesPerField = 10;

const fuzzBoundary = '----fuzz-boundary-7MA4YWxkTrZu0gW';
const json = { 'content-type': 'application/json' };
const bodyLimit = 1024 * 1024;

interface Parts {
  path: Record<string, string>;
  /** Encoded name and value; a null value is a bare name (`?flag`). */
  query: [string, string | null][];
  body?: unknown;
}

export function operationOf(method: string, path: string, operation: Operation, access: string, reader: SchemaReader): OperationUnderTest {
  const parameters = operation.parameters ?? [];
  const content = operation.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  let body: OperationUnderTest['body'] = { kind: 'none' };
  if (content['multipart/form-data']) body = { kind: 'multipart', file: /epub/i.test(path) ? 'epub' : 'image' };
  else if (jsonSchema) body = { kind: 'json', schema: reader.resolve(jsonSchema) };
  return {
    id: operation.operationId,
    method: method.toUpperCase(),
    path,
    access,
    pathParameters: parameters.filter((parameter) => parameter.in === 'path'),
    queryParameters: parameters.filter((parameter) => parameter.in === 'query'),
    body,
    errorKeys: Object.fromEntries(
      Object.entries(operation.responses ?? {})
        .filter(([status]) => Number(status) >= 400)
        .map(([status, response]) => [status, Object.keys(reader.resolve(response.content?.['application/json']?.schema).properties ?? {})]),
    ),
  };
}

/** A multipart/form-data body from raw parts (headers written as given). */
interface Part {
  headers: string[];
  content: Buffer | string;
}

function multipart(parts: Part[], boundary = fuzzBoundary): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const filePart = (content: Buffer | string, filename = 'upload.png', type = 'image/png', field = 'file'): Part => ({
  headers: [`Content-Disposition: form-data; name="${field}"; filename="${filename}"`, `Content-Type: ${type}`],
  content,
});

/** A body with every top-level value replaced by `value`. */
function withEveryField(body: unknown, value: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { a: value };
  return Object.fromEntries(Object.keys(body).map((key) => [key, value]));
}

/** A body with its first text replaced by `value` (or `value` added): one large field, under the body limit. */
function withOneText(body: unknown, value: string): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { a: value };
  const copy = { ...(body as Record<string, unknown>) };
  copy[Object.keys(copy).find((key) => typeof copy[key] === 'string') ?? 'zzText'] = value;
  return copy;
}

export class CaseBuilder {
  private unique = 0;

  constructor(
    private readonly reader: SchemaReader,
    private readonly operation: OperationUnderTest,
    private readonly rng: Prng,
  ) {}

  /** A request that should pass validation: every part sampled from its schema. */
  private baseline(minimal = false): Parts {
    const path: Record<string, string> = {};
    for (const parameter of this.operation.pathParameters) path[parameter.name] = encodeURIComponent(String(this.sampleUnique(parameter.schema)));
    const query: [string, string | null][] = [];
    for (const parameter of this.operation.queryParameters) {
      if (parameter.required || (!minimal && this.rng.chance(0.5))) {
        query.push([parameter.name, encodeURIComponent(String(this.sampleUnique(parameter.schema)))]);
      }
    }
    const { body } = this.operation;
    return { path, query, body: body.kind === 'json' ? this.sampleBody(body.schema, minimal) : undefined };
  }

  /** A sampled value, with free text made unique where the schema lets it (new keys and titles rather than conflicts). */
  private sampleUnique(schema: Schema | undefined): unknown {
    const value = this.reader.sample(schema, this.rng);
    if (typeof value !== 'string') return value;
    const texts = this.reader.variants(schema).filter((variant) => this.reader.typeOf(variant) === 'string');
    const text = texts.length === 1 ? texts[0]! : undefined;
    if (!text || text.enum || text.format) return value;
    const candidate = `fuzz${++this.unique}${this.rng.int(100, 999)}`;
    let fits = candidate.length >= (text.minLength ?? 0) && candidate.length <= (text.maxLength ?? 200);
    try {
      if (text.pattern && !new RegExp(text.pattern, 'u').test(candidate)) fits = false;
    } catch {
      fits = false;
    }
    return fits ? candidate : value;
  }

  private sampleBody(schema: Schema, minimal: boolean): unknown {
    const value = this.reader.sample(schema, this.rng);
    if (!minimal || value === null || typeof value !== 'object' || Array.isArray(value)) return this.uniqueStrings(schema, value);
    const required = new Set(this.reader.resolve(schema).required ?? []);
    return this.uniqueStrings(schema, Object.fromEntries(Object.entries(value).filter(([key]) => required.has(key))));
  }

  /** Top-level free-text fields of a sampled body made unique (keys, titles, names). */
  private uniqueStrings(schema: Schema, value: unknown): unknown {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const properties = this.reader.resolve(schema).properties ?? {};
    const result = { ...(value as Record<string, unknown>) };
    for (const [name, current] of Object.entries(result)) {
      if (typeof current === 'string' && properties[name]) result[name] = this.sampleUnique(properties[name]);
    }
    return result;
  }

  private url(parts: Parts, extraQuery?: string): string {
    const path = this.operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => parts.path[name] ?? '1');
    const query = [...parts.query.map(([name, value]) => (value === null ? name : `${name}=${value}`)), ...(extraQuery === undefined ? [] : [extraQuery])];
    return query.length > 0 ? `${path}?${query.join('&')}` : path;
  }

  private request(parts: Parts, options: { url?: string; payload?: string | Buffer; headers?: Record<string, string> } = {}): FuzzRequest {
    const withBody = options.payload !== undefined || parts.body !== undefined;
    const payload = options.payload ?? (parts.body === undefined ? undefined : toJsonText(parts.body));
    return {
      method: this.operation.method,
      url: options.url ?? this.url(parts),
      headers: { ...(withBody && !options.headers ? json : {}), ...options.headers },
      ...(payload === undefined ? {} : { payload }),
    };
  }

  /** A baseline whose numeric path ids are 1: a record the fixtures made, so that an upload reaches its file. */
  private onRecord(): Parts {
    const parts = this.baseline();
    for (const parameter of this.operation.pathParameters) {
      if (this.reader.typeOf(this.reader.resolve(parameter.schema)) === 'integer') parts.path[parameter.name] = '1';
    }
    return parts;
  }

  /** The request every caller sends first: a valid one where the fuzz test can make it. */
  plain(): FuzzCase {
    const parts = this.baseline();
    if (this.operation.body.kind === 'multipart') return { ...this.upload('a valid file', [this.validFile()]), family: 'plain' };
    return { family: 'plain', label: 'a plain request', request: this.request(parts) };
  }

  /** Every hostile case of the operation. */
  shared(): FuzzCase[] {
    return [
      ...this.pathCases(),
      ...this.queryCases(),
      ...this.bodyCases(),
      ...this.fieldCases(),
      ...this.filterCases(),
      ...this.uploadCases(),
      ...this.headerCases(),
      ...this.methodCases(),
    ];
  }

  private pathCases(): FuzzCase[] {
    const cases: FuzzCase[] = [];
    for (const parameter of this.operation.pathParameters) {
      for (const hostile of hostilePathValues) {
        const parts = this.baseline();
        parts.path[parameter.name] = hostile.segment;
        cases.push({ family: 'path', label: `path ${parameter.name} = ${hostile.label}`, request: this.request(parts) });
      }
    }
    return cases;
  }

  private queryCases(): FuzzCase[] {
    const cases: FuzzCase[] = [];
    const extra = (label: string, query: string) => {
      const parts = this.baseline();
      cases.push({ family: 'query', label, request: this.request(parts, { url: this.url(parts, query) }) });
    };
    extra('an unknown query key', 'zz_unknown=1');
    extra('an unknown key, repeated (an array)', 'zz_unknown=1&zz_unknown=2&zz_unknown=3');
    extra('__proto__ in the query', '__proto__[polluted]=yes&__proto__=1');
    extra('constructor.prototype in the query', 'constructor[prototype][polluted]=yes');
    extra('a key nested 200 levels', `a${'[b]'.repeat(200)}=1`);
    extra('500 query keys', Array.from({ length: 500 }, (_, index) => `k${index}=${index}`).join('&'));
    extra('a query of bare separators', '&&&==&=');
    extra('an invalid percent-encoding in a key', '%E0%A4%A=1');
    for (const parameter of this.operation.queryParameters) {
      const replace = (label: string, pairs: [string, string | null][]) => {
        const parts = this.baseline();
        parts.query = [...parts.query.filter(([name]) => name !== parameter.name), ...pairs];
        cases.push({ family: 'query', label: `query ${parameter.name} ${label}`, request: this.request(parts) });
      };
      for (const hostile of hostileQueryValues) replace(`= ${hostile.label}`, [[parameter.name, hostile.encoded]]);
      const sample = encodeURIComponent(String(this.reader.sample(parameter.schema, this.rng)));
      replace('twice (an array)', [[parameter.name, sample], [parameter.name, sample]]);
      replace('as name[] (an array)', [[`${parameter.name}[]`, sample]]);
      replace('as name[a][b] (nested)', [[`${parameter.name}[a][b]`, sample]]);
      replace('without a value (no =)', [[parameter.name, null]]);
      if (parameter.required) replace('missing', []);
    }
    return cases;
  }

  /** Whole bodies: none, empty, not JSON, not an object, too deep, too large, polluting. */
  private bodyCases(): FuzzCase[] {
    const { method } = this.operation;
    const cases: FuzzCase[] = [];
    const send = (label: string, payload: string | Buffer | undefined, headers: Record<string, string> = json) => {
      const parts = this.baseline();
      delete parts.body;
      cases.push({ family: 'body', label, request: this.request(parts, { payload, headers: payload === undefined ? {} : headers }) });
    };
    if (method === 'GET' || method === 'DELETE') {
      // A body where none is expected: read or ignored, never a failure.
      send('invalid JSON on a call without a body', '{"a":', json);
      send('a JSON body on a call without a body', '{"a":1}', json);
      send('a body of another type on a call without a body', '<a/>', { 'content-type': 'application/xml' });
      return cases;
    }
    const sample = () => (this.operation.body.kind === 'json' ? this.baseline().body : { a: 1 });
    send('no body and no Content-Type', undefined);
    send('an empty body with Content-Type JSON', '');
    send('whitespace only', '   \n ');
    send('invalid JSON: {', '{');
    send('invalid JSON: a cut-off object', '{"a":');
    send("invalid JSON: single quotes", "{'a': 1}");
    send('invalid JSON: nul', 'nul');
    send('invalid JSON: trailing garbage', `${toJsonText(sample())}garbage`);
    send('invalid JSON: NaN', '{"a": NaN}');
    send('a byte-order mark before JSON', `\ufeff${toJsonText(sample())}`);
    send('invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]));
    send('JSON null', 'null');
    send('JSON true', 'true');
    send('a JSON number', '1');
    send('a JSON string', '"body"');
    send('a JSON array', '[]');
    send('an array of the body', toJsonText([sample(), sample()]));
    send('duplicate keys', '{"a":1,"a":2}');
    send('an object nested 1,000 levels', toJsonText(nestedObject(1000)));
    send('an array nested 1,000 levels', toJsonText(nestedArray(1000)));
    send('an array nested 20,000 levels', nestedJsonText(20_000));
    send('an object nested 1,000 levels in every field', toJsonText(withEveryField(sample(), nestedObject(1000))));
    send('a string of 900 KB in a text field', toJsonText(withOneText(sample(), 'x'.repeat(900 * 1024))));
    send('a body over the limit (1.1 MB)', toJsonText({ a: 'x'.repeat(Math.ceil(bodyLimit * 1.1)) }));
    for (const polluting of pollutingBodies) send(polluting.label, polluting.text);
    const body = sample();
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      const inner = toJsonText(body).slice(1);
      send('the body with __proto__ first', `{"__proto__":{"polluted":"yes"}${inner === '}' ? '' : ','}${inner}`);
      send('the body with constructor.prototype', toJsonText({ ...body, constructor: { prototype: { polluted: 'yes' } } }));
      send('the body with extra properties', toJsonText({ ...body, zzExtra: 1, isAdmin: true, role: 1, id: 1 }));
    }
    send('Content-Type text/plain', toJsonText(sample()), { 'content-type': 'text/plain' });
    send('Content-Type form-urlencoded', 'a=1&b[c]=2', { 'content-type': 'application/x-www-form-urlencoded' });
    send('Content-Type XML', '<?xml version="1.0"?><a>1</a>', { 'content-type': 'application/xml' });
    send('Content-Type JSON in another charset', toJsonText(sample()), { 'content-type': 'application/json; charset=utf-16' });
    send('Content-Type almost JSON', toJsonText(sample()), { 'content-type': 'application/jsonx' });
    send('Content-Type with junk parameters', toJsonText(sample()), { 'content-type': 'application/json;;;=;boundary' });
    send('an empty Content-Type', toJsonText(sample()), { 'content-type': '' });
    send('Content-Encoding gzip over plain JSON', toJsonText(sample()), { ...json, 'content-encoding': 'gzip' });
    send('a multipart body on a JSON call', multipart([filePart(tinyPng())]), { 'content-type': `multipart/form-data; boundary=${fuzzBoundary}` });
    return cases;
  }

  /**
   * A list's filter inside a body (a bulk action's `filter`, a saved view's `filters`): unknown
   * and misspelled keys, and text no database can store (NUL, a lone surrogate) in its values and
   * keys. A bulk action is sent by its filter alone, so that a filter that slipped through would
   * start a job (the last test checks that every job ends).
   */
  private filterCases(): FuzzCase[] {
    const { body } = this.operation;
    if (body.kind !== 'json') return [];
    const names = this.reader.fields(body.schema, 1).map((field) => field.path[0]);
    const cases: FuzzCase[] = [];
    for (const name of ['filter', 'filters'].filter((candidate) => names.includes(candidate))) {
      for (const hostile of hostileFilters) {
        const parts = this.baseline();
        const sample = parts.body && typeof parts.body === 'object' && !Array.isArray(parts.body) ? (parts.body as Record<string, unknown>) : {};
        parts.body = { ...Object.fromEntries(Object.entries(sample).filter(([key]) => key !== 'ids')), [name]: hostile.filter };
        cases.push({ family: 'field', label: `field ${name} = ${hostile.label}`, request: this.request(parts) });
      }
    }
    return cases;
  }

  /** One field at a time: each hostile value, or the field left out. */
  private fieldCases(): FuzzCase[] {
    const { body } = this.operation;
    if (body.kind !== 'json') return [];
    const cases: FuzzCase[] = [];
    const fields = this.reader.fields(body.schema);
    for (const field of fields) {
      // A share of the hostile values per field, a different share for each: every value is
      // tried on some field, and the number of requests stays bounded.
      const values = this.rng.shuffle(hostileFieldValues).slice(0, valuesPerField);
      const name = field.path.join('.');
      const mutate = (label: string, apply: (parent: Record<string | number, unknown>, key: string | number) => void, minimal = false) => {
        const parts = this.baseline(minimal);
        const parent = this.ensurePath(parts, field.path);
        apply(parent.container, parent.key);
        cases.push({ family: 'field', label: `field ${name} ${label}`, request: this.request(parts) });
      };
      if (field.required) mutate('left out', (parent, key) => void delete parent[key]);
      for (const hostile of values) mutate(`= ${hostile.label}`, (parent, key) => void (parent[key] = hostile.value));
      // A text whose meaning depends on a sibling (a value and its type): deep JSON under each type.
      if (this.reader.typeOf(field.schema) === 'string' && !field.schema.enum && !field.schema.format && !field.schema.pattern) {
        for (const sibling of this.siblingEnums(field.path)) {
          for (const option of sibling.values.slice(0, 6)) {
            mutate(
              `= JSON text nested 5,000 levels, ${sibling.name} = ${JSON.stringify(option)}`,
              (parent, key) => {
                parent[key] = nestedJsonText(5000);
                parent[sibling.name] = option;
              },
              true,
            );
          }
        }
      }
    }
    return cases;
  }

  /** The enum-valued properties beside a field. */
  private siblingEnums(path: (string | number)[]): { name: string; values: unknown[] }[] {
    const { body } = this.operation;
    if (body.kind !== 'json' || path.length !== 1) return [];
    const properties = this.reader.resolve(body.schema).properties ?? {};
    return Object.entries(properties)
      .filter(([name]) => name !== path[0])
      .map(([name, schema]) => ({ name, values: this.reader.resolve(schema).enum ?? [] }))
      .filter((sibling) => sibling.values.length > 0 && sibling.values.length <= 6);
  }

  /** The container and key of a field in a sampled body, made to exist on the way down. */
  private ensurePath(parts: Parts, path: (string | number)[]): { container: Record<string | number, unknown>; key: string | number } {
    if (parts.body === null || typeof parts.body !== 'object') parts.body = typeof path[0] === 'number' ? [] : {};
    let container = parts.body as Record<string | number, unknown>;
    for (let index = 0; index < path.length - 1; index++) {
      const key = path[index]!;
      const next = path[index + 1];
      if (container[key] === null || typeof container[key] !== 'object') container[key] = typeof next === 'number' ? [] : {};
      container = container[key] as Record<string | number, unknown>;
    }
    return { container, key: path.at(-1)! };
  }

  private validFile() {
    return this.operation.body.kind === 'multipart' && this.operation.body.file === 'epub'
      ? filePart(tinyEpub('Fuzz Book'), 'book.epub', 'application/epub+zip')
      : filePart(tinyPng(4));
  }

  /** An upload onto an existing record: the parts as multipart/form-data, or a body sent as is. */
  private upload(label: string, body: Part[] | Buffer | string, contentType = `multipart/form-data; boundary=${fuzzBoundary}`): FuzzCase {
    const payload = Array.isArray(body) ? multipart(body) : body;
    return { family: 'upload', label, request: this.request(this.onRecord(), { payload, headers: { 'content-type': contentType } }) };
  }

  private uploadCases(): FuzzCase[] {
    if (this.operation.body.kind !== 'multipart') return [];
    const epub = this.operation.body.file === 'epub';
    const valid = this.validFile();
    const whole = multipart([valid]);
    const fileStart = whole.indexOf('\r\n\r\n') + 4;
    const png = tinyPng(4);
    const cap = epub ? uploadCaps.epub : uploadCaps.image;
    const randomBytes = Buffer.from(Array.from({ length: 2048 }, () => this.rng.int(0, 255)));
    const cases: FuzzCase[] = [
      this.upload('cut off in the file', whole.subarray(0, fileStart + Math.floor((whole.length - fileStart) / 2))),
      this.upload('cut off in the part headers', whole.subarray(0, 40)),
      this.upload('cut off after the opening boundary', whole.subarray(0, fuzzBoundary.length + 4)),
      this.upload('cut off before the closing boundary', whole.subarray(0, whole.length - 8)),
      this.upload('no closing boundary', whole.subarray(0, whole.lastIndexOf(`--${fuzzBoundary}--`))),
      this.upload('an empty multipart body', Buffer.alloc(0)),
      this.upload('a boundary only', `--${fuzzBoundary}--\r\n`),
      this.upload('multipart without a boundary', [valid], 'multipart/form-data'),
      this.upload('a boundary of 300 characters', [valid], `multipart/form-data; boundary=${'b'.repeat(300)}`),
      this.upload('a boundary that is not the body’s', [valid], 'multipart/form-data; boundary=something-else'),
      this.upload('multipart/mixed', [valid], `multipart/mixed; boundary=${fuzzBoundary}`),
      this.upload('the file as JSON', '{"file":"aGVsbG8="}', 'application/json'),
      this.upload('the file as raw bytes', valid.content, epub ? 'application/epub+zip' : 'image/png'),
      this.upload('no file part, a text field', [{ headers: ['Content-Disposition: form-data; name="file"'], content: 'not a file' }]),
      this.upload('the file under another field', [filePart(valid.content, 'a.bin', 'application/octet-stream', 'image')]),
      this.upload('two files', [valid, valid]),
      this.upload('a part without Content-Disposition', [{ headers: ['Content-Type: image/png'], content: png }]),
      this.upload('a part header without a colon', [{ headers: ['Content-Disposition form-data name=file'], content: png }]),
      this.upload('1,000 text fields', Array.from({ length: 1000 }, (_, index) => ({ headers: [`Content-Disposition: form-data; name="f${index}"`], content: 'x' }))),
      this.upload('an empty file', [filePart(Buffer.alloc(0))]),
      this.upload('a text file', [filePart('just some text, not a file of this kind', 'notes.png')]),
      this.upload('HTML', [filePart('<html><script>alert(1)</script></html>', 'page.png', 'text/html')]),
      this.upload('a PNG header then HTML', [filePart(Buffer.concat([png.subarray(0, 16), Buffer.from('<html><script>alert(1)</script></html>')]))]),
      this.upload('a GIF header then HTML', [filePart(Buffer.concat([Buffer.from('GIF89a'), Buffer.from('<script>alert(1)</script>')]), 'a.gif', 'image/gif')]),
      this.upload('a JPEG header only', [filePart(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'a.jpg', 'image/jpeg')]),
      this.upload('random bytes', [filePart(randomBytes, 'random.bin', 'application/octet-stream')]),
      this.upload('a zip header then junk', [filePart(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes]), 'book.epub', 'application/epub+zip')]),
      this.upload(epub ? 'a PNG instead of an e-pub' : 'an e-pub instead of an image', [epub ? filePart(png) : filePart(tinyEpub(), 'a.png')]),
      this.upload('a file over the cap', [filePart(Buffer.concat([valid.content as Buffer, Buffer.alloc(cap + 1024)]))]),
      this.upload('a file name with ../', [filePart(valid.content, '../../../etc/passwd.png')]),
      this.upload('a file name of 10,000 characters', [filePart(valid.content, `${'n'.repeat(10_000)}.png`)]),
      this.upload('a file name with control characters and unicode', [filePart(valid.content, 'é漢字😀\u202e\u0007.png')]),
      this.upload('an RFC 5987 file name with invalid percent-encoding', [{ headers: [`Content-Disposition: form-data; name="file"; filename*=UTF-8''%E0%A4%A.png`, 'Content-Type: image/png'], content: valid.content }]),
    ];
    return cases;
  }

  /** The operation's URL with a method it does not take. */
  private methodCases(): FuzzCase[] {
    const other = this.operation.method === 'PATCH' ? 'PUT' : 'PATCH';
    return [other, 'OPTIONS', 'TRACE'].map((method) => {
      const base = this.request(this.baseline());
      return { family: 'method', label: `method ${method}`, request: { ...base, method } };
    });
  }

  private headerCases(): FuzzCase[] {
    const parts = () => this.baseline();
    const withHeaders = (label: string, headers: Record<string, string>, ownAuthorization = false): FuzzCase => {
      const base = this.request(parts());
      return { family: 'headers', label, request: { ...base, headers: { ...base.headers, ...headers } }, ownAuthorization };
    };
    const cases = [
      withHeaders('a Bearer token of 8,000 characters', { authorization: `Bearer ${'a'.repeat(8000)}` }, true),
      withHeaders('an empty Bearer token', { authorization: 'Bearer ' }, true),
      withHeaders('Basic credentials', { authorization: 'Basic YWRtaW46YWRtaW4=' }, true),
      withHeaders('a Bearer token with spaces', { authorization: 'Bearer a b c' }, true),
      withHeaders('an XSRF cookie with a wrong header', { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'def' }),
      withHeaders('an invalid percent-encoding in a cookie', { cookie: 'XSRF-TOKEN=%E0%A4%A; other=%' }),
      withHeaders('1,000 cookies', { cookie: Array.from({ length: 1000 }, (_, index) => `c${index}=${index}`).join('; ') }),
      withHeaders('Accept XML only', { accept: 'application/xml' }),
      withHeaders('a junk X-Forwarded-For', { 'x-forwarded-for': 'not an address, 999.1.1.1, ::zz' }),
    ];
    return cases;
  }
}
