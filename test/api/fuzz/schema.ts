/**
 * Values from the OpenAPI document's JSON schemas: a valid-looking value to start from, and the
 * places of a body where one field at a time is replaced by a hostile value.
 */
import type { Prng } from './prng';

export interface Schema {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** A JSON number written as is (1e309, 2^53 + 1), which a JavaScript number cannot hold. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold RawJson numbers. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) {
      raws.push(item.text);
      return `\u0000raw${raws.length - 1}\u0000`;
    }
    return item;
  });
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_match, index: string) => raws[Number(index)]!);
}

export class SchemaReader {
  constructor(private readonly document: OpenApiDocument) {}

  /** The schema behind `$ref`s and single-entry `allOf`s (a described reference). */
  resolve(schema: Schema | undefined): Schema {
    let current = schema ?? {};
    for (let hops = 0; hops < 20; hops++) {
      if (current.$ref) {
        const name = current.$ref.replace('#/components/schemas/', '');
        const target = this.document.components.schemas[name];
        if (!target) throw new Error(`Unknown schema ${current.$ref}`);
        current = { ...target, nullable: current.nullable || target.nullable };
      } else if (current.allOf?.length === 1 && !current.properties && !current.type) {
        current = { ...this.resolve(current.allOf[0]), nullable: current.nullable };
      } else if (current.allOf && current.allOf.length > 1) {
        const parts = current.allOf.map((part) => this.resolve(part));
        current = {
          type: 'object',
          properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
          required: parts.flatMap((part) => part.required ?? []),
        };
      } else {
        return current;
      }
    }
    return current;
  }

  /** The alternatives of a union, or the schema itself. */
  variants(schema: Schema | undefined): Schema[] {
    const resolved = this.resolve(schema);
    const options = resolved.anyOf ?? resolved.oneOf;
    if (!options) return [resolved];
    return options.flatMap((option) => this.variants(option));
  }

  typeOf(schema: Schema): string | undefined {
    const type = Array.isArray(schema.type) ? schema.type.find((item) => item !== 'null') : schema.type;
    if (type) return type;
    if (schema.properties) return 'object';
    if (schema.items) return 'array';
    return undefined;
  }

  /**
   * A value the schema accepts as far as it can tell (patterns are matched against a list of
   * likely strings): a body to mutate one field at a time. Optional properties come and go with
   * the generator.
   */
  sample(schema: Schema | undefined, rng: Prng, depth = 0): unknown {
    const variants = this.variants(schema).filter((variant) => !(variant.enum?.length === 1 && variant.enum[0] === ''));
    const resolved = variants.length > 0 ? rng.pick(variants) : this.resolve(schema);
    if (resolved.const !== undefined) return resolved.const;
    if (resolved.enum?.length) return rng.pick(resolved.enum);
    if (resolved.default !== undefined && rng.chance(0.3)) return resolved.default;
    switch (this.typeOf(resolved)) {
      case 'object': {
        const result: Record<string, unknown> = {};
        const required = new Set(resolved.required ?? []);
        for (const [name, property] of Object.entries(resolved.properties ?? {})) {
          if (required.has(name) || (depth < 4 && rng.chance(0.6))) result[name] = this.sample(property, rng, depth + 1);
        }
        return result;
      }
      case 'array': {
        const min = resolved.minItems ?? 0;
        const max = Math.min(resolved.maxItems ?? 3, min + 2);
        const count = depth >= 4 ? min : rng.int(Math.max(min, Math.min(1, max)), Math.max(min, max));
        return Array.from({ length: count }, () => this.sample(resolved.items, rng, depth + 1));
      }
      case 'integer':
      case 'number':
        return sampleNumber(resolved, rng);
      case 'boolean':
        return rng.chance(0.5);
      case 'string':
        return sampleString(resolved, rng);
      default:
        return 'x';
    }
  }

  /**
   * Every field of a body, as a path of keys and array indexes (into the first item of an
   * array), down to `maxDepth`, with its schema.
   */
  fields(schema: Schema | undefined, maxDepth = 3, at: (string | number)[] = []): { path: (string | number)[]; schema: Schema; required: boolean }[] {
    if (at.length >= maxDepth) return [];
    const resolved = this.variants(schema).find((variant) => this.typeOf(variant) === 'object' || this.typeOf(variant) === 'array') ?? this.resolve(schema);
    const found: { path: (string | number)[]; schema: Schema; required: boolean }[] = [];
    if (this.typeOf(resolved) === 'object') {
      const required = new Set(resolved.required ?? []);
      for (const [name, property] of Object.entries(resolved.properties ?? {})) {
        const path = [...at, name];
        found.push({ path, schema: this.resolve(property), required: required.has(name) });
        found.push(...this.fields(property, maxDepth, path));
      }
    } else if (this.typeOf(resolved) === 'array' && resolved.items) {
      const path = [...at, 0];
      found.push({ path, schema: this.resolve(resolved.items), required: true });
      found.push(...this.fields(resolved.items, maxDepth, path));
    }
    return found;
  }
}

function sampleNumber(schema: Schema, rng: Prng): number {
  const integer = schema.type === 'integer';
  let min = schema.minimum ?? 0;
  let max = schema.maximum ?? Math.max(min, 1000);
  if (schema.exclusiveMinimum === true) min += integer ? 1 : 0.01;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + (integer ? 1 : 0.01);
  if (schema.exclusiveMaximum === true) max -= integer ? 1 : 0.01;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - (integer ? 1 : 0.01);
  // Small values: ids and positions that exist (the fixtures' records), amounts that look real.
  const top = Math.min(max, min + 5);
  return integer ? rng.int(Math.ceil(min), Math.floor(top)) : Math.round((min + rng.next() * (top - min)) * 100) / 100;
}

/** Strings that match most patterns of the API: dates, e-mails, keys, versions, lists of ids, codes. */
const likelyStrings = [
  'fuzz.tester@example.test',
  '2024-05-01T10:00:00.000Z',
  '2024-05-01',
  'fuzz-key',
  'fuzzkey',
  'abcdefgh12',
  'Fuzzing text',
  '1',
  '1,2',
  '1.0.0',
  '123456',
  'en',
  'US',
  'USD',
  'EUR',
  '+15550000000',
  '9780306406157',
  'https://example.com/fuzz',
  '#336699',
  '10:30',
  'A',
  'a',
];

function sampleString(schema: Schema, rng: Prng): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  const fits = (value: string) => value.length >= min && value.length <= max;
  let pattern: RegExp | undefined;
  try {
    pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
  } catch {
    pattern = undefined;
  }
  const byFormat: Record<string, string> = {
    email: `fuzz.${rng.int(1, 99)}@example.test`,
    'date-time': '2024-05-01T10:00:00.000Z',
    date: '2024-05-01',
    uri: 'https://example.com/fuzz',
    url: 'https://example.com/fuzz',
    uuid: '6f1c1e2a-1b2c-4d3e-8f90-123456789abc',
  };
  const candidates = [...(schema.format && byFormat[schema.format] ? [byFormat[schema.format]!] : []), ...likelyStrings];
  const matching = candidates.filter((value) => fits(value) && (!pattern || pattern.test(value)));
  if (matching.length > 0) return schema.format ? matching[0]! : rng.pick(matching);
  return 'a'.repeat(Math.max(1, min)).slice(0, Math.max(1, max));
}
