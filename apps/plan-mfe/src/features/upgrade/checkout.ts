/** Leaves the app for the payment provider's checkout page, which returns to the plan page with `?success=…`. */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
