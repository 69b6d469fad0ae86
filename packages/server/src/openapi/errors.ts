import type { Locale } from '@kwartier/api';
import type { ErrorObject } from 'ajv';
import { fieldLabel, translate, type MessageId } from '../domain/messages.js';

export type ErrorsMap = Record<string, string[]>;

/** Where an error sits when it concerns the whole body rather than one field. */
const ROOT_FIELD = 'body';

/**
 * Turns Ajv errors into the contract's `errors` map: field name → readable messages. Works from
 * the error's instancePath and keyword only, so no route needs code of its own. Every wrong field is
 * in it (Ajv runs with `allErrors`), each with one message. A pattern the
 * contract explains (`x-pattern-message` beside it: `patternMessages`, by pattern) says so in its
 * own sentence instead of 'format is invalid'.
 */
export function errorsMapFromAjv(errors: readonly ErrorObject[], locale: Locale, patternMessages: ReadonlyMap<string, MessageId> = new Map()): ErrorsMap {
  const map: ErrorsMap = {};
  // One message per field, the first: Ajv reports a field's keywords in the schema's order, and a
  // form shows one sentence under a field (an empty email is 'required', not also 'not an address').
  const add = (field: string, text: string) => {
    map[field || ROOT_FIELD] ??= [text];
  };
  for (const error of collapseAlternatives(errors)) {
    const field = fieldOf(error);
    add(field, describe(error, field, locale, patternMessages));
  }
  return map;
}

/** The first message of the map, which the contract puts in `message`. */
export function firstMessage(errors: ErrorsMap): string | undefined {
  return Object.values(errors)[0]?.[0];
}

function fieldOf(error: ErrorObject): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') segments.push(String(error.params.additionalProperty));
  return segments.join('.');
}

/**
 * `anyOf`/`oneOf` report every failed alternative. People want one sentence: the one from the
 * first alternative whose type fit (an email string that is not an address → 'must be a valid
 * email address'), or, when no type fit, one sentence naming the accepted types.
 */
function collapseAlternatives(errors: readonly ErrorObject[]): ErrorObject[] {
  const combinators = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  if (combinators.length === 0) return [...errors];
  const consumed = new Set<ErrorObject>();
  const replacements = new Map<ErrorObject, ErrorObject[]>();
  for (const combinator of combinators) {
    const prefix = `${combinator.schemaPath}/`;
    const branches = new Map<string, ErrorObject[]>();
    for (const error of errors) {
      if (error === combinator || !error.schemaPath.startsWith(prefix) || !error.instancePath.startsWith(combinator.instancePath)) continue;
      consumed.add(error);
      const branch = error.schemaPath.slice(prefix.length).split('/')[0];
      branches.set(branch, [...(branches.get(branch) ?? []), error]);
    }
    const typeFits = (list: ErrorObject[]) => !list.some((e) => e.keyword === 'type' && e.instancePath === combinator.instancePath);
    const fitting = [...branches.values()].find(typeFits);
    if (fitting) {
      replacements.set(combinator, fitting);
    } else {
      const types = [...branches.values()].flat().filter((e) => e.keyword === 'type').map((e) => String(e.params.type));
      replacements.set(combinator, [{ ...combinator, keyword: 'type', params: { type: [...new Set(types)].join(',') } }]);
    }
  }
  return errors.flatMap((error) => (replacements.has(error) ? replacements.get(error)! : consumed.has(error) ? [] : [error]));
}

function describe(error: ErrorObject, field: string, locale: Locale, patternMessages: ReadonlyMap<string, MessageId>): string {
  const say = (id: MessageId, params: Record<string, string | number> = {}) => translate(locale, id, { field: fieldLabel(field || ROOT_FIELD, locale), ...params });
  const limit = Number(error.params.limit);
  switch (error.keyword) {
    case 'required':
      return say('validation.required');
    case 'type': {
      // `[string, null]` means "optional string": name the useful type, not null.
      const types = String(error.params.type).split(',').filter((t) => t !== 'null');
      const type = types[0] ?? 'null';
      const byType: Record<string, MessageId> = {
        string: 'validation.string',
        integer: 'validation.integer',
        number: 'validation.number',
        boolean: 'validation.boolean',
        array: 'validation.array',
        object: 'validation.object',
        null: 'validation.null',
      };
      return say(byType[type] ?? 'validation.invalid_field');
    }
    case 'minLength':
      // An empty required text is "required", as people expect, not "at least 1 character".
      return limit <= 1 ? say('validation.required') : say('validation.min.string', { limit });
    case 'maxLength':
      return say('validation.max.string', { limit });
    case 'minimum':
    case 'exclusiveMinimum':
      return say('validation.min.numeric', { limit: error.keyword === 'exclusiveMinimum' ? `> ${limit}` : limit });
    case 'maximum':
    case 'exclusiveMaximum':
      return say('validation.max.numeric', { limit });
    case 'minItems':
      return say('validation.min.array', { limit });
    case 'maxItems':
      return say('validation.max.array', { limit });
    case 'uniqueItems':
      return say('validation.distinct');
    case 'format': {
      const format = String(error.params.format);
      if (format === 'email' || format === 'idn-email') return say('validation.email');
      if (format === 'date' || format === 'date-time') return say('validation.date');
      return say('validation.format');
    }
    case 'pattern':
      return say(patternMessages.get(String(error.params.pattern)) ?? 'validation.format');
    case 'enum':
    case 'const':
      return say('validation.in');
    default:
      return say('validation.invalid_field');
  }
}
