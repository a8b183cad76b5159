import { apiFuzzShard } from './fuzz/api-fuzz-suite';

// The API fuzz (./fuzz/api-fuzz-suite.ts), shard 1 of 4.
await apiFuzzShard(0, 4);
