/** Starting or stopping impersonation in the app: everything cached was loaded as someone else. */
export function reloadPage(): void {
  window.location.reload();
}
