/**
 * `@kwartier/api/passwordStrength` — how strong a new password is, the one setup the server
 * (which refuses a weak password) and the app (whose meter shows the same verdict while typing)
 * share. A separate entry point: the estimator and its dictionaries are large, so the package's
 * main entry never imports this module; the app loads it lazily (dynamic import).
 *
 * The estimator is zxcvbn-ts with its common-password list and keyboard graphs, the English and
 * the Dutch (nl-be) dictionaries. Its feedback comes as keys, translated here into the contract's
 * two languages from the language packages' own translations.
 */
import { ZxcvbnFactory, type TranslationKeys } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as nl from '@zxcvbn-ts/language-nl-be';
import type { Locale } from './schema';

/** zxcvbn's score: 0 (too guessable) to 4 (very unguessable). */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/**
 * The lowest score a new password must reach: 3, "safely unguessable: moderate protection from
 * offline slow-hash scenario" (fewer than 10^10 guesses is refused). Passwords are stored with
 * scrypt, a slow hash, so 3 is zxcvbn's own recommendation for that case.
 */
export const MIN_PASSWORD_SCORE: PasswordScore = 3;

/** The verdict on one password, in one language. */
export interface PasswordStrength {
  score: PasswordScore;
  /** True when the score reaches {@link MIN_PASSWORD_SCORE}. */
  acceptable: boolean;
  /** Why the password is weak (zxcvbn's warning), or null. */
  warning: string | null;
  /** What would make it stronger. */
  suggestions: string[];
}

/** What a person's password must not be built from: their name, email and organisation. */
export interface PasswordContext {
  name?: string | null;
  email?: string | null;
  organizationName?: string | null;
}

/** The estimator's feedback in the languages its packages translate; any other reads English. */
const translations: Partial<Record<Locale, TranslationKeys>> & { en: TranslationKeys } = { en: en.translations, nl: nl.translations };

let factory: ZxcvbnFactory | undefined;
/** Built once, on first use: ranking the dictionaries takes a moment. */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    // No translations: feedback comes back as keys (`warnings.common` → 'common'), translated per call.
    graphs: common.adjacencyGraphs,
    dictionary: {
      ...common.dictionary,
      ...en.dictionary,
      // nl-be's lists are named without a language; prefixed so they do not replace English ones.
      ...Object.fromEntries(Object.entries(nl.dictionary).map(([name, words]) => [`${name}-nl`, words])),
    },
  });
  return factory;
}

/**
 * The words of a person's own details that must not carry a password: their name, their
 * organisation's name and their email's local part, each run together ('annadevries'), each
 * word of 3 letters or more, and each whole. Lower-cased. zxcvbn ranks a user input by its place
 * in the list (earlier = more guessable), so the likeliest come first and the list stays short.
 */
export function passwordUserInputs(context: PasswordContext): string[] {
  const email = context.email?.trim().toLowerCase() ?? '';
  const texts = [context.name, context.organizationName, email.split('@')[0]].map((text) => text?.trim().toLowerCase() ?? '').filter((text) => text !== '');
  const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3);
  const inputs = [
    ...texts.map((text) => text.replace(/[^\p{L}\p{N}]+/gu, '')),
    ...texts.flatMap(words),
    ...texts,
    ...(email ? [email] : []),
  ];
  return [...new Set(inputs)].filter((input) => input !== '');
}

function translated(locale: Locale, kind: 'warnings' | 'suggestions', key: string): string {
  const table = (translations[locale] ?? translations.en)[kind] as Record<string, string>;
  return table[key] ?? translations.en[kind][key as keyof TranslationKeys[typeof kind]] ?? key;
}

/** Scores `password` against the dictionaries and the person's own details, with feedback in `locale`. */
export function passwordStrength(password: string, locale: Locale, context: PasswordContext = {}): PasswordStrength {
  const result = estimator().check(password, passwordUserInputs(context));
  const score = result.score as PasswordScore;
  return {
    score,
    acceptable: score >= MIN_PASSWORD_SCORE,
    warning: result.feedback.warning ? translated(locale, 'warnings', result.feedback.warning) : null,
    suggestions: result.feedback.suggestions.map((key) => translated(locale, 'suggestions', key)),
  };
}

/**
 * Why a password is refused, as one sentence run: the warning, then the suggestions. When
 * zxcvbn gives neither (it always gives something below score 3, but not every build must),
 * its "add another word or two" suggestion.
 */
export function passwordWeaknessReason(strength: PasswordStrength, locale: Locale): string {
  const parts = [strength.warning, ...strength.suggestions].filter((part): part is string => !!part);
  return (parts.length > 0 ? parts : [translated(locale, 'suggestions', 'anotherWord')]).join(' ');
}
