/** Floating button that brings the list back to the newest message (beyond 200 px). */
export function ScrollToBottomButton({ onClick }: { onClick(): void }) {
  return (
    <button
      type="button"
      className="btn btn-primary shadow scroll-to-bottom"
      aria-label="Scroll to the newest message"
      onClick={onClick}
    >
      <span aria-hidden="true">↓</span>
    </button>
  );
}
