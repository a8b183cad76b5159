import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Header } from '../../sync/api/headers';
import { SettingsPath, type WireAccountForm, type WireAccountFormResponse } from '../../sync/api/settings-wire';
import { csrfOf, logInByApi } from './support/api-login';

// Added (links): the link shim (sync/api/linkshim-wire.ts; 001 §6 POST /linkshim/link/, §9
// link-shim hosts for external links). demo's website, shown on the profile: tapping it opens a
// new tab that the server's /l/ sends straight to the site, which gets no referrer; an address
// Lumen did not sign (typed into /l/ by someone else) is never redirected: its page names it in
// full and asks. "Outside" is a server of the test's own on another origin (nothing outside
// answers here, and the browser's request interception does not see a redirect's target).
// Lane B: demo's website is put back at the end.

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

interface Arrival { path: string; referer: string | undefined }

function outsideSite(arrived: Arrival[]): Promise<Server> {
  const server = createServer((req, res) => {
    arrived.push({ path: req.url ?? '', referer: req.headers.referer });
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Outside</title><h1>Outside Lumen</h1>');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function setWebsite(request: APIRequestContext, form: WireAccountForm, website: string): Promise<void> {
  const csrf = await csrfOf(request);
  const res = await request.post(SettingsPath.edit, {
    headers: { [Header.csrf]: csrf, 'X-Requested-With': 'XMLHttpRequest' },
    form: { ...form, external_url: website, chaining_enabled: form.chaining_enabled ? 'true' : 'false', gender: String(form.gender) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test("a profile's website opens through the shim with no referrer; a link Lumen did not make asks first", async ({ page }) => {
  const arrived: Arrival[] = [];
  const outside = await outsideSite(arrived);
  const origin = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
  const shims: { status: number; location: string | null }[] = [];
  page.context().on('response', (res) => {
    if (new URL(res.url()).pathname === '/l/') shims.push({ status: res.status(), location: res.headers()['location'] ?? null });
  });
  await logInByApi(page);
  const request = page.context().request;
  const form = ((await (await request.get(SettingsPath.formData)).json()) as WireAccountFormResponse).form_data;
  await setWebsite(request, form, `${origin}/site`);
  try {
    await page.goto('/demo/');
    const website = page.getByRole('link', { name: `${origin.replace('http://', '')}/site` });
    await expect(website).toBeVisible();
    const href = await website.getAttribute('href');
    expect(href).toMatch(/^\/l\/\?u=[^&]+&e=\d+\.[0-9a-f]{64}$/);
    expect(new URLSearchParams(href?.slice('/l/?'.length)).get('u')).toBe(`${origin}/site`);
    await expect(website).toHaveAttribute('rel', /noreferrer/);
    await shot(page, 'profile-website');

    const popup = page.context().waitForEvent('page');
    await website.click();
    const site = await popup;
    await expect(site.getByRole('heading', { name: 'Outside Lumen' })).toBeVisible();
    expect(site.url()).toBe(`${origin}/site`);
    expect(shims).toEqual([{ status: 302, location: `${origin}/site` }]);
    expect(arrived).toEqual([{ path: '/site', referer: undefined }]);
    await site.close();

    // Someone else's address, unsigned: the page names it and asks; nothing goes there on its own.
    const other = `${origin}/login?next=%2Faccount`;
    await page.goto(`/l/?${new URLSearchParams({ u: other }).toString()}`);
    await expect(page.getByRole('heading', { name: 'Leave Lumen?' })).toBeVisible();
    await expect(page.getByLabel('Web address')).toHaveText(other);
    const go = page.getByRole('link', { name: 'Continue to 127.0.0.1' });
    await expect(go).toHaveAttribute('href', other);
    await shot(page, 'linkshim-ask');
    expect(shims.at(-1)?.status).toBe(200);
    expect(arrived).toHaveLength(1);
    await go.click();
    await expect(page.getByRole('heading', { name: 'Outside Lumen' })).toBeVisible();
    expect(arrived[1]).toEqual({ path: '/login?next=%2Faccount', referer: undefined });
  } finally {
    await setWebsite(request, form, form.external_url);
    outside.close();
  }
});
