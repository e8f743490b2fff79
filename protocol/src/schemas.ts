import { z } from 'zod';
import {
  BIO_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  INTEREST_MAX_LENGTH,
  INTERESTS_MAX_COUNT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants';
import { interfaceLanguageSchema } from './interfaceLanguages';
import { userText } from './text';

/**
 * REST payload schemas (docs/protocol.md). The server validates with them and the web app's forms
 * use the same limits; messages are what a user sees when a field is wrong.
 */

export const usernameSchema = userText({ error: 'Username is required.' })
  .trim()
  .min(1, 'Username is required.')
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters.`)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters.`)
  .regex(
    /^[A-Za-z0-9_.-]+$/,
    'Username may contain only letters, digits, dots, dashes and underscores.',
  );

export const emailSchema = userText({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .pipe(z.email('Please enter a valid email address.'))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

export const registerBody = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  identifier: userText({ error: 'Username or email is required.' })
    .trim()
    .min(1, 'Username or email is required.')
    .max(254),
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBody>;

export const googleBody = z.object({
  tokenId: z
    .string({ error: 'Google token is required.' })
    .min(1, 'Google token is required.')
    .max(8192),
});
export type GoogleBody = z.infer<typeof googleBody>;

export const forgotPasswordBody = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = z.object({ password: passwordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const interestsSchema = z
  .array(
    userText()
      .trim()
      .max(INTEREST_MAX_LENGTH, `An interest is at most ${INTEREST_MAX_LENGTH} characters.`),
  )
  .max(INTERESTS_MAX_COUNT, `At most ${INTERESTS_MAX_COUNT} interests.`)
  // Trimmed, empty items dropped, duplicates (case-insensitive) removed (profile update).
  .transform((items) => {
    const seen = new Set<string>();
    return items.filter((item) => {
      const key = item.toLowerCase();
      if (!item || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

export const bioSchema = userText({ multiline: true })
  .max(BIO_MAX_LENGTH, `Bio must be at most ${BIO_MAX_LENGTH} characters.`)
  .transform((bio) => bio.trim());

export const profileUpdateBody = z.object({
  username: usernameSchema.optional(),
  bio: bioSchema.optional(),
  interests: interestsSchema.optional(),
  /** An extra: "Share when I've seen messages" (friends see "Seen" only while it is on). */
  shareReadState: z.boolean({ message: 'shareReadState must be true or false.' }).optional(),
  /** An extra: the interface language kept on the account, followed on every device. */
  language: interfaceLanguageSchema.optional(),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

export const onboardingBody = z.object({
  bio: bioSchema.optional(),
  interests: interestsSchema.optional(),
});
export type OnboardingBody = z.infer<typeof onboardingBody>;

export const contactBody = z.object({
  name: userText({ error: 'Fill the name' })
    .trim()
    .min(1, 'Fill the name')
    .max(100, 'Name is too long.'),
  email: userText({ error: 'Fill the email' })
    .trim()
    .min(1, 'Fill the email')
    .max(254)
    .pipe(z.email('Invalid email format.')),
  phone: userText().trim().max(40, 'Phone number is too long.').optional().default(''),
  message: userText({ multiline: true, error: 'Fill the message' })
    .trim()
    .min(1, 'Fill the message')
    .max(
      CONTACT_MESSAGE_MAX_LENGTH,
      `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters.`,
    ),
  captcha: z
    .string({ error: 'Please solve the captcha.' })
    .min(1, 'Please solve the captcha.')
    .max(10_000),
});
export type ContactBody = z.infer<typeof contactBody>;

/** Splits the comma-separated interests field of the profile form. */
export function parseInterestsInput(text: string): string[] {
  return interestsSchema.parse(text.split(','));
}
