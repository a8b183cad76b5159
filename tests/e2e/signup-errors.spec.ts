import { expect, test, type Page } from '@playwright/test';
import { bornYearsAgo, fresh, setBirthday, signUpToFeed } from './entry/flows';

// Issue 11: sign-up with a bad email or a short password only greyed out the button; an
// 80-character username was cut to 30 without a word. 000 §5: errors are shown per field.

const BAD_CONTACT = 'Enter a valid email address or mobile number.';
const SHORT_PASSWORD = 'Create a password at least 6 characters long.';
const LONG_USERNAME = 'Usernames can have at most 30 characters.';

const form = (page: Page) => ({
  contact: page.getByLabel('Mobile Number or Email'),
  fullName: page.getByLabel('Full Name'),
  username: page.getByLabel('Username'),
  password: page.getByLabel('Password', { exact: true }),
  submit: page.getByRole('button', { name: 'Sign up', exact: true }),
});

test('a bad email and a short password say why next to the field, once the person leaves it or presses Enter @desktop', async ({ page }) => {
  await page.goto('/accounts/emailsignup/');
  const f = form(page);
  await f.contact.pressSequentially('ana@example');
  await expect(page.getByText(BAD_CONTACT)).toHaveCount(0); // not while it is being typed
  await f.fullName.click();
  await expect(f.contact).toHaveAttribute('aria-invalid', 'true');
  await expect(f.contact).toHaveAccessibleDescription(BAD_CONTACT);

  await f.password.pressSequentially('abc');
  await expect(page.getByText(SHORT_PASSWORD)).toHaveCount(0);
  await f.password.press('Enter'); // tries to submit: the button stays disabled (000 §5), the reason shows
  await expect(f.password).toHaveAccessibleDescription(SHORT_PASSWORD);
  await expect(f.submit).toBeDisabled();

  await f.contact.fill('ana@example.com');
  await f.password.fill('a-long-password');
  await expect(page.getByText(BAD_CONTACT)).toHaveCount(0);
  await expect(page.getByText(SHORT_PASSWORD)).toHaveCount(0);
  await expect(f.contact).not.toHaveAttribute('aria-invalid', 'true');
});

test('an 80-character username pasted in is kept whole and refused with a word; a 30-character one signs up and stays in its box', async ({ page }) => {
  await page.goto('/accounts/emailsignup/');
  const f = form(page);
  const name = fresh('long').padEnd(30, 'x');
  await f.contact.fill(`${name}@example.com`);
  await f.fullName.fill('Long Name');
  await f.password.fill('a-long-password');
  await setBirthday(page, { year: bornYearsAgo(30) });
  await f.username.focus();
  await page.keyboard.insertText('x'.repeat(80)); // as a paste does
  await expect(f.username).toHaveValue('x'.repeat(80));
  await expect(f.username).toHaveAccessibleDescription(LONG_USERNAME);
  await expect(f.submit).toBeDisabled();

  await f.username.fill(name);
  await expect(page.getByText(LONG_USERNAME)).toHaveCount(0);
  await expect(f.submit).toBeEnabled();
  await signUpToFeed(page, () => f.submit.click());

  // The whole name, inside the page: it breaks or ends in an ellipsis, never runs out of its box.
  await page.goto('/accounts/edit/');
  const heading = page.getByRole('heading', { name, exact: true });
  await expect(heading).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  const box = await heading.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});
