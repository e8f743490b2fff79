import type { TFunction } from 'i18next';

/** A form's validation messages, one per field. */
export type FieldErrors = Partial<Record<string, string>>;

interface Issue {
  path: PropertyKey[];
  message: string;
  code?: string;
  minimum?: unknown;
  maximum?: unknown;
}

/**
 * The catalogue key of a schema issue on a sign-in or sign-up field: missing, too short, too
 * long or malformed. The schema's own English message is the fallback for anything else.
 */
function validationKey(field: string, issue: Issue): string {
  if (issue.code === 'invalid_type') return `${field}Required`;
  if (issue.code === 'too_small')
    return Number(issue.minimum) <= 1 ? `${field}Required` : `${field}TooShort`;
  if (issue.code === 'too_big') return `${field}TooLong`;
  return `${field}Invalid`;
}

/**
 * Keeps the first message of each field from a failed schema parse, in the person's language
 * (the schema's English message where the catalogue has no word for the issue).
 */
export function fieldErrors(issues: readonly Issue[], t: TFunction<'account'>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= t(`validation.${validationKey(field, issue)}`, {
      min: issue.minimum,
      max: issue.maximum,
      defaultValue: issue.message,
    });
  }
  return errors;
}
