import { MOBILE_THROTTLING, MOBILE_VIEWPORT, openPage, type Browser } from './browser';
import { cpuScore, type DeviceScore } from './device-score';

type ScoringWindow = { cpuScore: typeof cpuScore };

/**
 * This machine's score, and the score of the phone the bench emulates on it (the same CPU slowed
 * by MOBILE_THROTTLING). A slowdown is relative: on a busy or slower host the emulated phone is
 * slower too, and every timing under throttling with it.
 */
export async function measureDeviceScore(browser: Browser, durationMs = 500): Promise<DeviceScore> {
  const { page, cdp, close } = await openPage(browser, { device: MOBILE_VIEWPORT, throttle: false });
  try {
    await page.goto('about:blank');
    // One function for every run (each evaluate of a function compiles a new one), and first runs
    // that let V8 optimise its loops and size its heap: a fresh page scores well under a warm one.
    await page.evaluate((source: string) => {
      (window as unknown as ScoringWindow).cpuScore = new Function(`return ${source}`)();
    }, cpuScore.toString());
    const score = (ms: number) => page.evaluate((ms: number) => (window as unknown as ScoringWindow).cpuScore(ms), ms);
    for (let i = 0; i < 3; i++) await score(durationMs);
    const host = await score(durationMs);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuSlowdown });
    const emulated = await score(durationMs);
    return { host, emulated };
  } finally {
    await close();
  }
}
