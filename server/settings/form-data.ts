import type { AccountSettingsRepo } from '../db/account-settings-types';
import type { UserRow, UserPhonesRepo } from '../db/types';

/**
 * What the settings pages read and Profile edit answers (001 §7 Profile edit's fields, plus the
 * switches of the privacy page). Ours: the spec shows the calls' fields, not this answer.
 */
export interface WireAccountForm {
  first_name: string;
  email: string;
  username: string;
  phone_number: string;
  biography: string;
  external_url: string;
  chaining_enabled: boolean;
  /** 1 male, 2 female, 3 prefer not to say, 4 custom. */
  gender: number;
  custom_gender: string;
  is_private: boolean;
  presence_disabled: boolean;
}

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
