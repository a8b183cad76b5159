import { describe, expect, it } from 'vitest';
import { obfuscateEmail, readContactPoint } from './contact-points';

describe('contact points (000 §5)', () => {
  it('reads an identifier with @ as an email, phone-like input as a phone, the rest as a username', () => {
    expect(readContactPoint(' Jane@Example.COM ')).toEqual({ type: 'email', value: 'jane@example.com' });
    expect(readContactPoint('+1 (555) 010-0002')).toEqual({ type: 'phone', value: '+15550100002' });
    expect(readContactPoint('Jane.Doe')).toEqual({ type: 'username', value: 'jane.doe' });
    expect(readContactPoint('not@valid')).toBeNull();
    expect(readContactPoint('  ')).toBeNull();
  });

  it('obfuscates an email keeping the first and last letters', () => {
    expect(obfuscateEmail('jane.doe@example.com')).toBe('j******e@e*****e.com');
    expect(obfuscateEmail('al@x.io')).toBe('a*@x*.io');
  });
});
