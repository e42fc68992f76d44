/**
 * Whether this browser has already been offered the free guide. A UI flag only (the lead itself
 * lives on the site service): 'requested' means never again, 'shown' means not again for a while.
 */
const KEY = 'guide_popup';
export const GUIDE_DELAY_MS = 15_000;
/** A visitor who closed the popup is asked again only after this long. */
export const ASK_AGAIN_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

type Outcome = 'shown' | 'requested';
type Memory = { outcome: Outcome; at: number };

function read(): Memory | null {
  try {
    const raw = localStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<Memory>) : null;
    return parsed && (parsed.outcome === 'shown' || parsed.outcome === 'requested') && typeof parsed.at === 'number' ? (parsed as Memory) : null;
  } catch {
    return null;
  }
}

export function shouldOfferGuide(now = Date.now()): boolean {
  const memory = read();
  if (!memory) return true;
  return memory.outcome === 'shown' && now - memory.at > ASK_AGAIN_AFTER_MS;
}

export function rememberGuide(outcome: Outcome, now = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ outcome, at: now }));
  } catch {
    // storage disabled: the visitor may see the popup again, nothing worse
  }
}
