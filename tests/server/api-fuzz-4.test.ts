import { apiFuzzShard } from './fuzz/api-fuzz-suite';

// The API fuzz (./fuzz/api-fuzz-suite.ts), shard 4 of 4.
await apiFuzzShard(3, 4);
