import { cleanupAll, waitUnlessStopped } from '../bench/lifecycle';

describe("the bench's pauses", () => {
  it('wait as long as asked while the bench runs', async () => {
    const start = Date.now();
    await waitUnlessStopped(120);
    expect(Date.now() - start).toBeGreaterThanOrEqual(115);
  });

  it('end within a second, with an error, once the bench is stopping', async () => {
    const start = Date.now();
    const pause = waitUnlessStopped(60_000);
    await cleanupAll();
    await expect(pause).rejects.toThrow('the bench is stopping');
    expect(Date.now() - start).toBeLessThan(2_000);
  });
});
