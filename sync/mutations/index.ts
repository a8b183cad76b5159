export { MutationName } from './types';
export type { ConfigureLocation, ConfigureUsertag, DirectItemArgs, DirectSendArgs, HighlightItemPreview, MutationArgsMap, MutationRecord, MutationState, UsertagArgs } from './types';
export { CLIENT_ID_PREFIX, isClientId, mutationDefinitions } from './definitions';
export type { CoalesceMode, MutationDefinition, MutationRecordOf, ResolveId } from './definitions';
export { cancels, clientIdsUsed, coalesceKey, coalesceMode, createMutation, entityKey, inverseOf, summary, toRequest } from './mutation';
export type { CreateMutationDeps } from './mutation';
export { usertagKey } from './usertags-definitions';
