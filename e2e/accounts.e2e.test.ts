/// <reference lib="dom" />
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readOutbox } from '../server/test/outbox';
import { screenshotBothWidths } from './browser';
import { browserSuite } from './browserSuite';
import { imageFile } from './fixtures';

/** Register → onboarding → feed; logout/login; password reset; contact form. */
describe('accounts in the browser', () => {
  const suite = browserSuite();
  let picturePath: string;
  const user = {
    username: `alice${Date.now() % 100000}`,
    email: `alice${Date.now() % 100000}@example.com`,
    password: 'first-password',
  };

  beforeAll(async () => {
    picturePath = await imageFile('me.png', 600, 400, '#7b2ff7');
  });

  async function logout(page: Page) {
    await page.getByRole('button', { name: user.username }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  }

  async function login(page: Page, identifier: string, password: string) {
    await page.goto('/login');
    await page.getByLabel('Username or email').fill(identifier);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
  }

  it('shows the landing page and registers, onboards and lands on the feed', async () => {
    const { context, page, errors } = await suite.open();

    await page.goto('/');
    await expect
      .poll(() => page.getByRole('link', { name: 'Start Chatting Now' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText(/Online: \d+/).textContent()).toMatch(/Online: 38/);
    await screenshotBothWidths(page, 'landing');

    await page.goto('/register');
    await expect.poll(() => page.getByLabel('Username').isVisible()).toBe(true);
    await screenshotBothWidths(page, 'register');
    // Client-side validation: a short password is refused before any call.
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect
      .poll(() => page.getByText('Password must be at least 6 characters.').isVisible())
      .toBe(true);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    await page.waitForURL('**/onboarding');
    await expect.poll(() => page.getByText('Profile Essentials').first().isVisible()).toBe(true);
    await page.locator('input[type=file]').first().setInputFiles(picturePath);
    await page.getByLabel('Bio').fill('I like long walks and short messages.');
    await screenshotBothWidths(page, 'onboarding-step1');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByText('Your Interests').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Music' }).click();
    await page.getByRole('button', { name: 'Travel' }).click();
    await screenshotBothWidths(page, 'onboarding-step2');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByText('Connect').first().isVisible()).toBe(true);
    await screenshotBothWidths(page, 'onboarding-step3');
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL('**/feed');
    await expect.poll(() => page.getByText("Your Friends' Feed").isVisible()).toBe(true);

    // What the server now holds: picture re-encoded under /uploads, interests and bio saved.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const profile = await suite.server.client().get('/api/users/profile', { token });
    expect(profile.body).toMatchObject({
      username: user.username,
      bio: 'I like long walks and short messages.',
      interests: ['Music', 'Travel'],
      onboardingCompleted: true,
    });
    expect(profile.body.profilePicture).toMatch(/^\/uploads\/avatars\/.+\.jpg$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs out, then logs in by email and by username', async () => {
    const { context, page, errors } = await suite.open();

    await login(page, user.email, user.password);
    await page.waitForURL('**/profile');
    await expect.poll(() => page.getByText(user.username).first().isVisible()).toBe(true);
    await logout(page);

    await login(page, user.username, 'wrong-password');
    await expect.poll(() => page.getByText('Invalid credentials.').isVisible()).toBe(true);
    await login(page, user.username.toUpperCase(), user.password);
    await page.waitForURL('**/profile');
    await expect
      .poll(() => page.getByRole('button', { name: 'Edit Profile' }).isVisible())
      .toBe(true);
    await screenshotBothWidths(page, 'profile');
    await logout(page);
    // A protected path shows the login screen when logged out.
    await page.goto('/friends');
    await expect.poll(() => page.getByLabel('Username or email').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const { context, page, errors } = await suite.open();

    await page.goto('/forgotpassword');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect
      .poll(() => page.getByText('Password reset email sent. Please check your inbox.').isVisible())
      .toBe(true);

    const mails = await expect
      .poll(
        async () =>
          (await readOutbox(suite.server.dataDir)).filter((mail) => mail.to.includes(user.email)),
        { timeout: 10_000 },
      )
      .toHaveLength(1)
      .then(() => readOutbox(suite.server.dataDir));
    const mail = mails.find((candidate) => candidate.to.includes(user.email))!;
    const link = mail.text.match(/https?:\/\/\S+\/resetpassword\/[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname);

    await page.getByLabel('New Password', { exact: true }).fill('second-password');
    await page.getByLabel('Confirm New Password').fill('different-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => page.getByText('Passwords do not match').isVisible()).toBe(true);
    await page.getByLabel('Confirm New Password').fill('second-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect
      .poll(() => page.getByText('Password has been reset successfully!').isVisible())
      .toBe(true);
    await page.waitForURL('**/login', { timeout: 10_000 });

    await login(page, user.email, user.password);
    await expect.poll(() => page.getByText('Invalid credentials.').isVisible()).toBe(true);
    await login(page, user.email, 'second-password');
    await page.waitForURL('**/profile');

    // The used link says so as soon as it opens, with the way to a new one.
    await page.goto(new URL(link!).pathname);
    await expect
      .poll(() =>
        page.getByText('This reset link has expired or has already been used.').isVisible(),
      )
      .toBe(true);
    await page.getByRole('link', { name: 'Send a new reset link' }).click();
    await page.waitForURL('**/forgotpassword');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('validates and sends the contact form', async () => {
    const { context, page, errors } = await suite.open();

    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send Message' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByText("I'm not a robot").click();
    await expect.poll(() => send.isEnabled(), { timeout: 15_000 }).toBe(true);

    await send.click();
    for (const text of [
      'Fill the name',
      'Fill the email',
      'Fill the message',
      'Form Incomplete, please check.',
    ]) {
      await expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
    }
    await page.getByLabel('Name').fill('Bob Visitor');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Message').fill('Hello, I have a question about group calls.');
    await send.click();
    await expect.poll(() => page.getByText('Invalid email format.').first().isVisible()).toBe(true);
    await screenshotBothWidths(page, 'contact-invalid');

    await page.getByLabel('Email', { exact: true }).fill('bob@example.com');
    await send.click();
    await expect
      .poll(() => page.getByText('Thank you! Your message has been sent.').isVisible())
      .toBe(true);
    const mails = await readOutbox(suite.server.dataDir);
    expect(mails.some((mail) => mail.subject === 'Contact form: Bob Visitor')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
