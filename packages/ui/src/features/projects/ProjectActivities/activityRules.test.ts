import { describe, expect, it } from 'vitest';
import { activityUser, projectMembers, sampleActivity } from '../../../fixtures/projects';
import { eligibleMembers, parseRate, rateInputText } from './activityRules';

describe('parseRate', () => {
  it('takes a comma from a Dutch user and a dot from either, and sends a dot', () => {
    expect(parseRate('85,50', 'nl')).toEqual({ rate: '85.50' });
    expect(parseRate('85.5', 'nl')).toEqual({ rate: '85.50' });
    expect(parseRate('85.50', 'en')).toEqual({ rate: '85.50' });
    expect(parseRate('85', 'en')).toEqual({ rate: '85.00' });
    expect(parseRate(' 0 ', 'nl')).toEqual({ rate: '0.00' });
  });

  it('reads thousands separators and a euro sign the way the user writes them', () => {
    expect(parseRate('1.234,50', 'nl')).toEqual({ rate: '1234.50' });
    expect(parseRate('€ 1,234.50', 'en')).toEqual({ rate: '1234.50' });
  });

  it('refuses an empty field, a negative amount, more than two decimals and text', () => {
    expect(parseRate('', 'en')).toEqual({ problem: 'required' });
    expect(parseRate('   ', 'nl')).toEqual({ problem: 'required' });
    expect(parseRate('-5', 'en')).toEqual({ problem: 'invalid' });
    expect(parseRate('85,505', 'nl')).toEqual({ problem: 'invalid' });
    expect(parseRate('85.505', 'en')).toEqual({ problem: 'invalid' });
    expect(parseRate('eighty', 'en')).toEqual({ problem: 'invalid' });
  });

  it('refuses more whole digits than the contract allows (ten)', () => {
    expect(parseRate('9999999999,99', 'nl')).toEqual({ rate: '9999999999.99' });
    expect(parseRate('10000000000', 'nl')).toEqual({ problem: 'invalid' });
  });
});

describe('rateInputText', () => {
  it('writes a rate in the user’s language for editing, without grouping or currency', () => {
    expect(rateInputText('1234.50', 'nl')).toBe('1234,50');
    expect(rateInputText('1234.50', 'en')).toBe('1234.50');
    expect(rateInputText('85.00', 'nl')).toBe('85,00');
  });
});

describe('eligibleMembers', () => {
  const names = (list: { name: string }[]) => list.map((m) => m.name);
  const [ann, bob] = projectMembers;

  it('offers active members who joined and are not on the activity yet', () => {
    // Carla's invitation is pending and Dirk is inactive.
    expect(names(eligibleMembers(projectMembers, sampleActivity(1, 'Design')))).toEqual(['Ann de Vries', 'Bob Jansen', 'Eva Smit']);
    expect(names(eligibleMembers(projectMembers, sampleActivity(1, 'Design', [activityUser(ann, 1, '80.00')])))).toEqual([
      'Bob Jansen',
      'Eva Smit',
    ]);
  });

  it('offers nobody when every eligible member is on the activity', () => {
    const users = [ann, bob, projectMembers[4]].map((m, i) => activityUser(m, i + 1, '80.00'));
    expect(eligibleMembers(projectMembers, sampleActivity(1, 'Design', users))).toEqual([]);
  });

  it('treats a member without a name as still invited', () => {
    expect(eligibleMembers([{ ...bob, name: ' ', invite_token: null }], sampleActivity(1, 'Design'))).toEqual([]);
  });
});
