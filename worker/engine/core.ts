/** What the engine's loaders share. */
import type { Transport } from '../../sync';
import type { Logger } from '../platform';
import type { Store } from '../store/store';

export interface EngineCore {
  store: Store;
  transport: Transport;
  log: Logger;
}
