/** The session the bench pages give the real worker's init(), as startClient would (no server behind it). */
import { WEB_APP_ID } from '../../sync/api/headers';
import type { SessionConfig } from '../../sync/transport/types';

export const benchSession = (viewerId: string): SessionConfig => ({
  csrfToken: 'bench', rolloutHash: 'bench', appId: WEB_APP_ID, wwwClaim: '0', mid: 'bench', consentPending: false, hl: null, encryption: null, viewerId,
});
