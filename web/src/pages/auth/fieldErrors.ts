/** A form's validation messages, one per field. */
export type FieldErrors = Partial<Record<string, string>>;

/** Keeps the first message of each field from a failed schema parse. */
export function fieldErrors(
  issues: readonly { path: PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
