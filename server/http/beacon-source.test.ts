import { describe, expect, it } from 'vitest';
import { beaconAccepted } from './beacon-source';

const site = ['https://lumen.test'];
const facts = (over: Partial<Parameters<typeof beaconAccepted>[0]> = {}) => ({ origin: 'https://lumen.test', secFetchSite: 'same-origin', midPresented: true, ...over });

describe('beacons without a CSRF token (issue 14)', () => {
  it('are taken from the site’s own page with its device cookie', () => {
    expect(beaconAccepted(facts(), site)).toBe(true);
    expect(beaconAccepted(facts({ secFetchSite: undefined }), site)).toBe(true); // a browser that does not send it
  });

  it('are refused from another site, another origin of the same site, no site, or without a device', () => {
    expect(beaconAccepted(facts({ origin: 'https://evil.test', secFetchSite: 'cross-site' }), site)).toBe(false);
    expect(beaconAccepted(facts({ secFetchSite: 'cross-site' }), site)).toBe(false); // a forged Origin, the browser's own header
    expect(beaconAccepted(facts({ secFetchSite: 'same-site' }), site)).toBe(false);
    expect(beaconAccepted(facts({ secFetchSite: 'none' }), site)).toBe(false);
    expect(beaconAccepted(facts({ origin: undefined }), site)).toBe(false);
    expect(beaconAccepted(facts({ origin: 'null' }), site)).toBe(false);
    expect(beaconAccepted(facts({ midPresented: false }), site)).toBe(false);
  });
});
