/**
 * The HTTP methods that change state. The contract's rules hang on them: each carries an
 * Idempotency-Key (the client adds one, the server stores the answer) and needs the
 * X-Requested-With header against CSRF. Client and server read this one set.
 */
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
