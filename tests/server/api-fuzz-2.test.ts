import { apiFuzzShard } from './fuzz/api-fuzz-suite';

// The API fuzz (./fuzz/api-fuzz-suite.ts), shard 2 of 4.
await apiFuzzShard(1, 4);
