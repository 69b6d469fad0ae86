import type { Access } from '../domain/roles.js';
import { readFileSync } from 'node:fs';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { load } from 'js-yaml';
import { loadConfig } from '../config.js';
import { isMessageId, type MessageId } from '../domain/messages.js';

// The server never restates the contract: it reads openapi.yaml once at start, compiles the
// schemas it names with Ajv (JSON Schema 2020-12, which OpenAPI 3.1 schemas are), and looks up
// each request's operation by method and path template.

// Parsed JSON (the contract document), walked by key.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const DOCUMENT_ID = 'kwartier-openapi';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

export interface ParameterGroup {
  /** Parameter names as declared (headers compared case-insensitively). */
  names: string[];
  validate: ValidateFunction;
}

/** A request body the server validates: JSON, or multipart/form-data (file uploads). */
export interface RequestBody {
  required: boolean;
  mediaType: 'json' | 'multipart';
  /**
   * Validates the body. For multipart, text parts are validated as strings and a file part
   * stands in as its file name (a string), so `required` and the other fields' rules apply.
   */
  validate: ValidateFunction;
  /** Multipart only: each binary (`format: binary`) property → its `x-max-bytes`, if any. */
  files: Map<string, number | undefined>;
}

export interface Operation {
  method: string;
  /** Path template as in the contract, e.g. `/api/clients/{id}`. */
  template: string;
  operationId: string | undefined;
  tags: string[];
  /** The operation's `security` (or the document's) demands a session. */
  requiresSession: boolean;
  /**
   * Who may call it, from the operation's `x-access`: any signed-in `member`, an
   * `admin`, or a `super_admin`; `public` when it needs no session.
   */
  access: Access;
  pathParams?: ParameterGroup;
  query?: ParameterGroup;
  headers?: ParameterGroup;
  body?: RequestBody;
  /**
   * `x-page: true`: a GET that is also a screen of the app; a browser navigation gets the SPA,
   * the app's own call this operation.
   */
  page: boolean;
  /**
   * `x-read-only: true`: a POST that changes nothing (its input is a body); it runs outside a
   * write transaction and its Idempotency-Key is neither stored nor replayed.
   */
  readOnly: boolean;
  /** `x-before-two-factor: true`: an admin who must still set up two-factor sign-in may call it. */
  beforeTwoFactor: boolean;
  /** Response status (`200`, `4XX`, `default`) → JSON pointer of the response object. */
  responses: Map<string, string>;
}

const ACCESS_LEVELS: readonly Access[] = ['member', 'admin', 'super_admin'];

/** Reads `x-access`; an operation that needs a session must say who may call it. */
function accessOf(op: Json, requiresSession: boolean, where: string): Access {
  if (!requiresSession) return 'public';
  const access = op['x-access'];
  if (!ACCESS_LEVELS.includes(access)) {
    throw new Error(`${where}: an operation that needs a session must declare x-access (${ACCESS_LEVELS.join(', ')})`);
  }
  return access;
}

interface PathEntry {
  template: string;
  pattern: RegExp;
  paramNames: string[];
  operations: Map<string, Operation>;
}

export type OperationMatch =
  | { kind: 'operation'; operation: Operation; params: Record<string, string> }
  /** The path is in the contract, the method is not: the caller gets 405 with `allowed`. */
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'none' };

export class Contract {
  readonly document: Json;
  private readonly paths: PathEntry[];
  /** Bodies are validated exactly as sent: a number where a string belongs is an error. */
  private readonly strict: Ajv2020;
  /** Path, query and header values arrive as text, so Ajv coerces them to the declared type. */
  private readonly coercing: Ajv2020;
  private readonly responseValidators = new Map<string, ValidateFunction>();
  /** The sentence explaining a schema's pattern (its `x-pattern-message`, a message id), by the pattern. */
  readonly patternMessages: ReadonlyMap<string, MessageId>;

  constructor(document: Json) {
    this.document = document;
    this.patternMessages = patternMessagesOf(document);
    this.strict = createAjv(false);
    this.coercing = createAjv(true);
    // The whole document is one schema resource, so every `#/components/...` reference inside
    // it resolves wherever it appears, and we compile any part of it by its JSON pointer.
    for (const ajv of [this.strict, this.coercing]) ajv.addSchema({ ...document, $id: DOCUMENT_ID });
    this.paths = this.compilePaths();
  }

  /** Finds the operation for a request. Literal path segments win over templated ones. */
  match(method: string, path: string): OperationMatch {
    const wanted = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    let allowed: string[] | undefined;
    for (const entry of this.paths) {
      const found = entry.pattern.exec(path);
      if (!found) continue;
      const operation = entry.operations.get(wanted);
      if (!operation) {
        allowed ??= [...entry.operations.keys()].map((m) => m.toUpperCase());
        continue;
      }
      const params: Record<string, string> = {};
      entry.paramNames.forEach((name, i) => {
        params[name] = safeDecode(found[i + 1]);
      });
      return { kind: 'operation', operation, params };
    }
    return allowed ? { kind: 'method-not-allowed', allowed } : { kind: 'none' };
  }

  /** True when the contract declares a GET for this path (a page the server answers itself). */
  servesGet(path: string): boolean {
    return this.match('GET', path).kind === 'operation';
  }

  /** True when the path's GET is marked `x-page`: a browser navigation there gets the SPA. */
  isAlsoPage(path: string): boolean {
    const found = this.match('GET', path);
    return found.kind === 'operation' && found.operation.page;
  }

  operations(): Operation[] {
    return this.paths.flatMap((entry) => [...entry.operations.values()]);
  }

  /** Compiles every operation's parameter and body validators now (each is compiled when first called). */
  compileAll(): void {
    for (const operation of this.operations()) {
      for (const validate of [operation.pathParams?.validate, operation.query?.validate, operation.headers?.validate, operation.body?.validate]) {
        (validate as (ValidateFunction & { compile?: () => ValidateFunction }) | undefined)?.compile?.();
      }
    }
  }

  /**
   * The validator of a response, or undefined when the response has no JSON body. Throws when
   * the operation does not declare the status at all: an undeclared answer is a contract bug.
   */
  /** The media types the operation declares for a status (e.g. `application/json`, `text/csv`); throws as {@link responseValidator} does. */
  responseMediaTypes(operation: Operation, status: number): string[] {
    const statusText = String(status);
    const declaredAs = [statusText, `${statusText[0]}XX`, 'default'].find((s) => operation.responses.has(s));
    if (!declaredAs) throw new Error(`${operation.method.toUpperCase()} ${operation.template} does not declare status ${status} in openapi.yaml`);
    return Object.keys(this.at(operation.responses.get(declaredAs)!).content ?? {});
  }

  responseValidator(operation: Operation, status: number): { validate: ValidateFunction | undefined; declaredAs: string } {
    const statusText = String(status);
    const declaredAs = [statusText, `${statusText[0]}XX`, 'default'].find((s) => operation.responses.has(s));
    if (!declaredAs) {
      throw new Error(`${operation.method.toUpperCase()} ${operation.template} does not declare status ${status} in openapi.yaml`);
    }
    const responsePointer = operation.responses.get(declaredAs)!;
    const response = this.at(responsePointer);
    const media = response.content?.['application/json'];
    if (!media?.schema) return { validate: undefined, declaredAs };
    const schemaPointer = `${responsePointer}/content/${escapePointer('application/json')}/schema`;
    let validate = this.responseValidators.get(schemaPointer);
    if (!validate) {
      validate = this.strict.compile({ $ref: `${DOCUMENT_ID}#${schemaPointer}` });
      this.responseValidators.set(schemaPointer, validate);
    }
    return { validate, declaredAs };
  }

  /** The validator of a component schema by name (e.g. `ErrorMessage`). */
  schemaValidator(name: string): ValidateFunction {
    const pointer = `/components/schemas/${escapePointer(name)}`;
    this.at(pointer);
    let validate = this.responseValidators.get(pointer);
    if (!validate) {
      validate = this.strict.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
      this.responseValidators.set(pointer, validate);
    }
    return validate;
  }

  private compilePaths(): PathEntry[] {
    const entries: PathEntry[] = [];
    for (const [template, rawItem] of Object.entries<Json>(this.document.paths ?? {})) {
      const itemPointer = `/paths/${escapePointer(template)}`;
      const { value: item, pointer: resolvedItemPointer } = this.resolve(rawItem, itemPointer);
      const paramNames: string[] = [];
      const pattern = new RegExp(
        `^${template
          .split('/')
          .map((segment) =>
            segment.replace(/\{([^}]+)\}|([^{]+)/g, (_, name: string | undefined, literal: string | undefined) => {
              if (name) {
                paramNames.push(name);
                return '([^/]+)';
              }
              return escapeRegExp(literal!);
            }),
          )
          .join('/')}/?$`,
      );
      const operations = new Map<string, Operation>();
      for (const method of METHODS) {
        const op: Json | undefined = item[method];
        if (!op) continue;
        const opPointer = `${resolvedItemPointer}/${method}`;
        const parameters = this.collectParameters(item.parameters, `${resolvedItemPointer}/parameters`, op.parameters, `${opPointer}/parameters`);
        const needsSession = requiresSession(op.security ?? this.document.security);
        const operation: Operation = {
          method,
          template,
          operationId: op.operationId,
          tags: op.tags ?? [],
          requiresSession: needsSession,
          access: accessOf(op, needsSession, `${method.toUpperCase()} ${template}`),
          pathParams: this.parameterGroup(parameters, 'path'),
          query: this.parameterGroup(parameters, 'query'),
          headers: this.parameterGroup(parameters, 'header'),
          body: this.requestBody(op.requestBody, `${opPointer}/requestBody`),
          page: op['x-page'] === true,
          readOnly: op['x-read-only'] === true,
          beforeTwoFactor: op['x-before-two-factor'] === true,
          responses: new Map(
            Object.entries<Json>(op.responses ?? {}).map(([status, response]) => [
              status,
              this.resolve(response, `${opPointer}/responses/${escapePointer(status)}`).pointer,
            ]),
          ),
        };
        operations.set(method, operation);
      }
      entries.push({ template, pattern, paramNames, operations });
    }
    // `/api/clients/toggle/active` must win over `/api/clients/{id}`: compare segment by
    // segment, a literal before a parameter.
    const rank = (template: string) => template.split('/').map((s) => (s.includes('{') ? '1' : '0')).join('');
    return entries.sort((a, b) => rank(a.template).localeCompare(rank(b.template)));
  }

  /** Operation parameters override path-item parameters of the same name and location. */
  private collectParameters(itemParams: Json[] | undefined, itemPointer: string, opParams: Json[] | undefined, opPointer: string) {
    const byKey = new Map<string, { param: Json; pointer: string }>();
    const add = (list: Json[] | undefined, base: string) =>
      (list ?? []).forEach((raw, i) => {
        const { value, pointer } = this.resolve(raw, `${base}/${i}`);
        byKey.set(`${value.in}:${value.name}`, { param: value, pointer });
      });
    add(itemParams, itemPointer);
    add(opParams, opPointer);
    return [...byKey.values()];
  }

  private parameterGroup(parameters: { param: Json; pointer: string }[], location: string): ParameterGroup | undefined {
    const ours = parameters.filter(({ param }) => param.in === location && param.schema);
    if (ours.length === 0) return undefined;
    // Headers arrive lower-cased from Node, so their schema properties are lower-cased too.
    const key = (name: string) => (location === 'header' ? name.toLowerCase() : name);
    const schema = {
      type: 'object',
      properties: Object.fromEntries(ours.map(({ param, pointer }) => [key(param.name), { $ref: `${DOCUMENT_ID}#${pointer}/schema` }])),
      required: ours.filter(({ param }) => param.required).map(({ param }) => key(param.name)),
    };
    return { names: ours.map(({ param }) => key(param.name)), validate: compiledOnFirstCall(() => this.coercing.compile(schema)) };
  }

  private requestBody(raw: Json | undefined, pointer: string): RequestBody | undefined {
    if (!raw) return undefined;
    const { value, pointer: resolved } = this.resolve(raw, pointer);
    const mediaType = value.content?.['application/json']?.schema ? 'application/json' : value.content?.['multipart/form-data']?.schema ? 'multipart/form-data' : undefined;
    if (!mediaType) return undefined;
    const schemaPointer = `${resolved}/content/${escapePointer(mediaType)}/schema`;
    const files = new Map<string, number | undefined>();
    if (mediaType === 'multipart/form-data') {
      const schema = this.resolve(this.at(schemaPointer), schemaPointer).value;
      for (const [name, rawProperty] of Object.entries<Json>(schema.properties ?? {})) {
        const property = this.resolve(rawProperty, `${schemaPointer}/properties/${escapePointer(name)}`).value;
        if (property.format === 'binary') files.set(name, typeof property['x-max-bytes'] === 'number' ? property['x-max-bytes'] : undefined);
      }
    }
    return {
      required: value.required === true,
      mediaType: mediaType === 'application/json' ? 'json' : 'multipart',
      validate: compiledOnFirstCall(() => this.strict.compile({ $ref: `${DOCUMENT_ID}#${schemaPointer}` })),
      files,
    };
  }

  /** Follows `$ref`s of non-schema objects (parameters, request bodies, responses, path items). */
  private resolve(value: Json, pointer: string): { value: Json; pointer: string } {
    let current = value;
    let currentPointer = pointer;
    for (let hops = 0; current && typeof current.$ref === 'string'; hops++) {
      if (hops > 20 || !current.$ref.startsWith('#/')) throw new Error(`Cannot resolve ${current.$ref} in openapi.yaml`);
      currentPointer = current.$ref.slice(1);
      current = this.at(currentPointer);
    }
    return { value: current, pointer: currentPointer };
  }

  private at(pointer: string): Json {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON pointer walks any shape
    let node: any = this.document;
    for (const part of pointer.split('/').slice(1)) {
      node = node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    if (node === undefined) throw new Error(`openapi.yaml has nothing at #${pointer}`);
    return node;
  }
}

/** `security: []`, or a requirement list holding `{}`, makes the session optional. */
function requiresSession(security: Json[] | undefined): boolean {
  if (!security || security.length === 0) return false;
  return !security.some((requirement) => Object.keys(requirement).length === 0);
}

/**
 * A validator compiled when it is first called: a server start compiled the ~400 parameter and
 * body validators of every operation (over a second), of which one process calls a few.
 * `errors` is the last call's, as Ajv's own. `compileAll` (the contract test) compiles them all.
 */
function compiledOnFirstCall(compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const validate = ((data: unknown) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  }) as ValidateFunction;
  validate.errors = null;
  Object.defineProperty(validate, 'compile', { value: () => (compiled ??= compile()) });
  return validate;
}

function createAjv(coerceTypes: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    coerceTypes,
    // OpenAPI adds keywords of its own (example, discriminator, xml, externalDocs) and the
    // document root is not a schema; strict mode would refuse both.
    strict: false,
    validateFormats: true,
  });
  addFormats(ajv);
  return ajv;
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Every component schema's `x-pattern-message` by its pattern; a message id the catalogue lacks stops the start. */
function patternMessagesOf(document: Json): Map<string, MessageId> {
  const messages = new Map<string, MessageId>();
  const schemas = ((document as { components?: { schemas?: Record<string, Json> } }).components?.schemas ?? {}) as Record<string, { pattern?: unknown; 'x-pattern-message'?: unknown }>;
  for (const [name, schema] of Object.entries(schemas)) {
    const id = schema['x-pattern-message'];
    if (id === undefined) continue;
    if (typeof id !== 'string' || typeof schema.pattern !== 'string' || !isMessageId(id)) throw new Error(`openapi.yaml: ${name} has an x-pattern-message that is no message id beside a pattern`);
    messages.set(schema.pattern, id);
  }
  return messages;
}

/**
 * The contract of a YAML file. Read with js-yaml: the same document as the `yaml` package gives
 * (the test compares them), in a quarter of the time — every server start reads it.
 */
export function loadContract(file: string): Contract {
  return new Contract(load(readFileSync(file, 'utf8')) as Json);
}

let shared: Contract | undefined;

/** The contract at the repository's openapi.yaml, parsed and compiled once per process. */
export function defaultContract(): Contract {
  shared ??= loadContract(loadConfig().openapiFile);
  return shared;
}
