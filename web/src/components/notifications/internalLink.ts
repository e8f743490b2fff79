/** A notification link the router can follow: a path on this site, never another origin. */
export function internalLink(link: string | undefined): string | undefined {
  return link && link.startsWith('/') && !link.startsWith('//') ? link : undefined;
}
