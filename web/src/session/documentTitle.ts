/**
 * The tab title: the page's own title, prefixed with "(N) " while N messages are unread, so a
 * person on another tab sees new messages arrive.
 */
let pageTitle = document.title;
let unread = 0;

function render(): void {
  document.title = unread > 0 ? `(${unread > 99 ? '99+' : unread}) ${pageTitle}` : pageTitle;
}

/** Sets the page's title; returns the previous one (to restore on unmount). */
export function setPageTitle(title: string): string {
  const previous = pageTitle;
  pageTitle = title;
  render();
  return previous;
}

export function setUnreadInTitle(count: number): void {
  unread = count;
  render();
}
