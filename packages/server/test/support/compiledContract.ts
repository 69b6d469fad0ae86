import { defaultContract } from '../../src/openapi/contract.js';

// A setup file (vitest.config.ts): the contract is compiled once per worker here, before the
// first test file's hooks run, rather than inside that file's beforeAll (several seconds on a busy
// machine, against the hook's time limit). The files after it find it compiled (isolate: false).
defaultContract();
