import { describe, expect, it } from 'vitest';
import { createAccountForm, existingAccountIdentifier } from './signup-form';
import type { ContactSignupFields } from './signup-submit';

const fields: ContactSignupFields = { emailOrPhone: ' Ana@Example.COM ', fullName: ' Ana K ', username: ' ana.k ', password: 'secret1', birthday: { day: 2, month: 3, year: 1990 } };
const ctx = { clientId: 'dev-1', smsCode: '', consent: null, tosVersion: 'default', today: new Date(2025, 0, 1) };

describe('the contact-point sign-up form (000 §3 Sign-up form, 000 §7 web_create_ajax)', () => {
  it('sends an email contact as email, lower-cased (000 §5), the birthday as day, month, year', () => {
    expect(createAccountForm(fields, ctx)).toEqual({
      email: 'ana@example.com',
      phoneNumber: '',
      password: 'secret1',
      username: 'ana.k',
      fullName: 'Ana K',
      day: 2,
      month: 3,
      year: 1990,
      clientId: 'dev-1',
      smsCode: '',
      gdprS: '',
      tosVersion: 'default',
      phoneId: '',
      subnoKey: '',
      captcha: '',
      optIntoOneTap: true,
    });
  });
  it('sends a phone contact as phone_number with the verified code', () => {
    expect(createAccountForm({ ...fields, emailOrPhone: '+1 (555) 010-2000' }, { ...ctx, smsCode: '123456' })).toMatchObject({ email: '', phoneNumber: '+15550102000', smsCode: '123456' });
  });
  it('sends the consent session and its tos version once consent was gathered', () => {
    expect(createAccountForm(fields, { ...ctx, tosVersion: 'eu', consent: { gdprS: 'g1', tosVersion: 'eu' } })).toMatchObject({ gdprS: 'g1', tosVersion: 'eu' });
  });
  it('logs an existing account in by email, else by username, else by phone (000 §4 code 3)', () => {
    expect(existingAccountIdentifier(fields)).toBe('ana@example.com');
    expect(existingAccountIdentifier({ ...fields, emailOrPhone: '+15550102000' })).toBe('ana.k');
    expect(existingAccountIdentifier({ ...fields, emailOrPhone: '+15550102000', username: '' })).toBe('+15550102000');
  });
});
