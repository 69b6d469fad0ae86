import { describe, expect, it } from 'vitest';
import { sendOutcome } from './sendOutcome';

const answer = (status: number, headers: Record<string, string> = {}) => new Response(null, { status, headers });

describe('sendOutcome', () => {
  it('sends a change again after any 5xx and the contract’s keyed statuses, hearing Retry-After', () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) expect(sendOutcome({ response: answer(status) }).kind).toBe('retry');
    expect(sendOutcome({ response: answer(503, { 'Retry-After': '7' }) })).toEqual({ kind: 'retry', retryAfterMs: 7000 });
  });

  it('halts with everything kept when signed out or the session is renewed, and confirms an answer', () => {
    expect(sendOutcome({ response: answer(401) })).toEqual({ kind: 'halt' });
    expect(sendOutcome({ response: answer(419) })).toEqual({ kind: 'halt' });
    expect(sendOutcome({ data: { id: 1 }, response: answer(200) })).toEqual({ kind: 'saved', answer: { id: 1 } });
  });

  it('refuses with the named fields’ message first, else any field’s, else the general one', () => {
    const error = { message: 'The given data was invalid.', errors: { note: ['Too long.'], date: ['The week is locked.'] } };
    expect(sendOutcome({ error, response: answer(422) }, ['time', 'date'])).toEqual({ kind: 'refused', message: 'The week is locked.' });
    expect(sendOutcome({ error, response: answer(422) })).toEqual({ kind: 'refused', message: 'Too long.' });
    expect(sendOutcome({ error: { message: 'No.' }, response: answer(403) })).toEqual({ kind: 'refused', message: 'No.' });
    expect(sendOutcome({ response: answer(404) })).toEqual({ kind: 'refused', message: 'HTTP 404' });
  });
});
