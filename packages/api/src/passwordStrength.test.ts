import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_SCORE, passwordStrength, passwordUserInputs, passwordWeaknessReason } from './passwordStrength';

const anna = { name: 'Anna de Vries', email: 'anna.devries@example.com', organizationName: 'Studio Noordlicht' };

describe('passwordStrength', () => {
  it('refuses a common password, saying why in English and in Dutch', () => {
    const en = passwordStrength('qwerty123', 'en');
    expect(en).toMatchObject({ score: 0, acceptable: false, warning: 'This is a commonly used password.' });
    expect(en.suggestions).toContain('Add more words that are less common.');
    const nl = passwordStrength('qwerty123', 'nl');
    expect(nl).toMatchObject({ score: 0, acceptable: false, warning: 'Dit wachtwoord wordt veel gebruikt.' });
    expect(nl.suggestions).toContain('Voeg meer woorden toe die minder vaak voorkomen.');
  });

  it('knows Dutch words and names, not only English ones', () => {
    expect(passwordStrength('wachtwoord', 'nl').acceptable).toBe(false);
    expect(passwordStrength('Amsterdam2024', 'nl').acceptable).toBe(false);
  });

  it('accepts a long passphrase and a password of unrelated words and digits', () => {
    expect(passwordStrength('correct horse battery staple', 'en')).toEqual({ score: 4, acceptable: true, warning: null, suggestions: [] });
    expect(passwordStrength('fietsbel-regenjas-42', 'nl')).toMatchObject({ acceptable: true });
    expect(MIN_PASSWORD_SCORE).toBe(3);
  });

  it("refuses what is built from the person's own name, email or organisation", () => {
    // Strong for anyone else, weak for Anna.
    for (const password of ['Noordlicht2026!', 'AnnaDeVries2026!', 'anna.devries@example.com']) {
      expect(passwordStrength(password, 'en').acceptable, password).toBe(true);
      expect(passwordStrength(password, 'en', anna).acceptable, password).toBe(false);
    }
    expect(passwordStrength('Noordlicht2026!', 'en', anna).warning).toBe('There should not be any personal or page related data.');
    expect(passwordStrength('Noordlicht2026!', 'nl', anna).warning).toBe('Vermijd persoonlijke of website gerelateerde woorden.');
    expect(passwordStrength('Anna2026!', 'en', anna).acceptable).toBe(false);
    // However many details there are: the organisation's name is still weak among a longer list.
    const carla = { name: 'Carla Kort', email: 'carla.kort-9@example.org', organizationName: 'Anna Admin' };
    expect(passwordStrength('AnnaAdmin2026!', 'en', carla).acceptable).toBe(false);
  });
});

describe('passwordUserInputs', () => {
  it('takes the details run together first, then their words of 3 letters or more, then each whole', () => {
    expect(passwordUserInputs(anna)).toEqual([
      'annadevries',
      'studionoordlicht',
      'anna',
      'vries',
      'studio',
      'noordlicht',
      'devries',
      'anna de vries',
      'studio noordlicht',
      'anna.devries',
      'anna.devries@example.com',
    ]);
    expect(passwordUserInputs({ name: null, email: '  ' })).toEqual([]);
  });
});

describe('passwordWeaknessReason', () => {
  it('is the warning followed by the suggestions', () => {
    expect(passwordWeaknessReason(passwordStrength('qwerty123', 'en'), 'en')).toBe('This is a commonly used password. Add more words that are less common.');
  });
  it('falls back to "add another word" when the estimator says nothing', () => {
    expect(passwordWeaknessReason({ score: 2, acceptable: false, warning: null, suggestions: [] }, 'nl')).toBe('Voeg meer woorden toe die minder vaak voorkomen.');
  });
});
