const dateFmt = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const timeFmt = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatDate = (iso: string | null | undefined) => (iso ? dateFmt.format(new Date(iso)) : '—');
export const formatDateTime = (iso: string | null | undefined) => (iso ? timeFmt.format(new Date(iso)) : '—');
export const formatCents = (cents: number) => usd.format(cents / 100);
export const formatPercent = (n: number) => `${(Math.round(n * 10) / 10).toLocaleString('en-US')}%`;
/** '2025-03-07' → 'Mar 7' for chart axes, read as a calendar day (no time-zone shift). */
export const shortDay = (day: string) =>
  new Date(`${day.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
