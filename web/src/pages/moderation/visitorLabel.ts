/** A visitor's short name in the console: the start of their hashed visitor id. */
export function visitorLabel(subject: string): string {
  return `Visitor ${subject.replace(/^visitor:/, '').slice(0, 8)}`;
}
