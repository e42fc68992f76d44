/** The footer's newsletter box ('Join our Sovereign Wealth Insights'). */
export function NewsletterBox() {
  return null;
}
