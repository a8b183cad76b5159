/**
 * Phone numbers (000 §5 "Phone-like input: only digits, plus, whitespace, parentheses and
 * hyphen"). Stored as '+' and 7–15 digits (E.164 length). Our choices: a number without a
 * country code is taken as a US number when it has 10 digits; '00' prefixes mean '+'.
 */
export const PHONE_LIKE = /^[\d+\s()-]+$/;

export function normalizePhone(raw: string): string | null {
  const text = raw.trim();
  if (text === '' || !PHONE_LIKE.test(text) || text.indexOf('+') > 0 || text.split('+').length > 2) return null;
  let digits = text.replace(/\D/g, '');
  if (!text.startsWith('+')) {
    if (digits.startsWith('00')) digits = digits.slice(2);
    else if (digits.length === 10) digits = `1${digits}`;
  }
  return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null;
}

/** 000 §8: the obfuscated phone number is its last four digits. */
export const lastFourDigits = (phone: string): string => phone.replace(/\D/g, '').slice(-4);

/** Calling codes we can name a region for (longest prefix wins); others give ''. */
const CALLING_CODES: Record<string, string> = {
  '1': 'US', '7': 'RU', '20': 'EG', '27': 'ZA', '30': 'GR', '31': 'NL', '32': 'BE', '33': 'FR', '34': 'ES',
  '36': 'HU', '39': 'IT', '40': 'RO', '41': 'CH', '43': 'AT', '44': 'GB', '45': 'DK', '46': 'SE', '47': 'NO',
  '48': 'PL', '49': 'DE', '52': 'MX', '54': 'AR', '55': 'BR', '61': 'AU', '62': 'ID', '63': 'PH', '64': 'NZ',
  '65': 'SG', '81': 'JP', '82': 'KR', '84': 'VN', '86': 'CN', '90': 'TR', '91': 'IN', '234': 'NG', '351': 'PT',
  '353': 'IE', '358': 'FI', '420': 'CZ',
};

export interface PhoneParts {
  countryCode: string;
  nationalNumber: string;
  regionCode: string;
}

export function splitPhone(phone: string): PhoneParts {
  const digits = phone.replace(/\D/g, '');
  for (const len of [3, 2, 1]) {
    const code = digits.slice(0, len);
    const region = CALLING_CODES[code];
    if (region) return { countryCode: code, nationalNumber: digits.slice(len), regionCode: region };
  }
  return { countryCode: '', nationalNumber: digits, regionCode: '' };
}
