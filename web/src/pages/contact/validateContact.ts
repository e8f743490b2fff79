import { contactBody, type ContactBody } from '@serendip/protocol';

export type ContactFields = Pick<ContactBody, 'name' | 'email' | 'phone' | 'message'>;
export type ContactFieldName = keyof ContactFields;

export const FORM_INCOMPLETE = 'Form Incomplete, please check.';
export const INVALID_EMAIL = 'Invalid email format.';
const MISSING = new Set(['Fill the name', 'Fill the email', 'Fill the message']);

const contactFields = contactBody.omit({ captcha: true });

export type ContactValidation =
  | { ok: true; fields: ContactFields }
  | {
      ok: false;
      /** Messages shown under the fields ('Fill the name'...). */
      fieldErrors: Partial<Record<ContactFieldName, string>>;
      /** The form-level warning, if any. */
      warning: string | null;
    };

/** Checks the contact form with the server's own schema and maps issues to the form's texts. */
export function validateContact(input: ContactFields): ContactValidation {
  const result = contactFields.safeParse(input);
  if (result.success) return { ok: true, fields: result.data };
  const fieldErrors: Partial<Record<ContactFieldName, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactFieldName;
    fieldErrors[field] ??= issue.message;
  }
  const messages = Object.values(fieldErrors);
  let warning: string | null = null;
  if (messages.some((message) => MISSING.has(message))) warning = FORM_INCOMPLETE;
  else if (fieldErrors.email === INVALID_EMAIL) warning = INVALID_EMAIL;
  return { ok: false, fieldErrors, warning };
}
