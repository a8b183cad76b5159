/** Header and cookie names of the request conventions of 000 §7. One place, shared by all parts. */
export const Header = {
  csrf: 'X-CSRFToken',
  /** The rollout-hash AJAX header, sent on non-GET. */
  rolloutHash: 'X-Instagram-AJAX',
  appId: 'X-IG-App-ID',
  wwwClaim: 'X-IG-WWW-Claim',
  /** Response header that sets the www claim. */
  setWwwClaim: 'x-ig-set-www-claim',
  mid: 'X-Mid',
  /** Response headers that carry the password-encryption key id and public key. */
  encKeyId: 'ig-set-password-encryption-key-id',
  encPubKey: 'ig-set-password-encryption-pub-key',
  encKeyVersion: 'ig-set-password-encryption-key-version',
  /** DESIGN.md rule 2: the client-made UUID of a mutation. */
  mutationId: 'X-Mutation-Id',
  requestedWith: 'X-Requested-With',
} as const;

export const Cookie = {
  session: 'sessionid',
  csrf: 'csrftoken',
  userId: 'ds_user_id',
  mid: 'mid',
} as const;

/** The app id the web client sends in the app-id header. */
export const WEB_APP_ID = '936619743392459';
