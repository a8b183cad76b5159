// An in-memory IndexedDB for the worker's and outbox's unit tests (the browser tests use the
// real one).
import 'fake-indexeddb/auto';
