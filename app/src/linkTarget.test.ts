import { defaultParseSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { linkTarget } from './linkTarget';

describe('linkTarget', () => {
  it('routes a path as it is, with no search', () => {
    expect(linkTarget('/clients/12', defaultParseSearch)).toEqual({ to: '/clients/12' });
  });

  it('routes a link with a query to its path with the query read as the router reads it', () => {
    expect(linkTarget('/settings?tab=webhooks', defaultParseSearch)).toEqual({ to: '/settings', search: { tab: 'webhooks' } });
    expect(linkTarget('/settings/webhooks/3?page=2', defaultParseSearch)).toEqual({ to: '/settings/webhooks/3', search: { page: 2 } });
  });
});
