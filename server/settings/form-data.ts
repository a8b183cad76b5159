import type { AccountSettingsRepo } from '../db/account-settings-types';
import type { UserRow, UserPhonesRepo } from '../db/types';
import type { WireAccountForm } from '../../sync/api/settings-wire';

/** What the settings pages read and Profile edit answers (sync/api/settings-wire.ts). */
export function accountForm(user: UserRow, settings: AccountSettingsRepo, phones: UserPhonesRepo): WireAccountForm {
  const s = settings.of(user.id);
  return {
    first_name: user.fullName,
    email: user.email ?? '',
    username: user.username,
    phone_number: phones.phoneOf(user.id) ?? '',
    biography: user.biography,
    external_url: user.externalUrl ?? '',
    chaining_enabled: s.chainingEnabled,
    gender: s.gender,
    custom_gender: s.customGender,
    is_private: user.isPrivate,
    presence_disabled: s.presenceDisabled,
  };
}
