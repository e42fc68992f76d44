import { needs } from '../faults/lib/needs';

describe('a fault scenario that needs a program', () => {
  it('fails, naming the program and how to install it, when the program is missing', async () => {
    let ran = false;
    const scenario = needs('/nonexistent/nginx', 'apt-get install -y nginx', async () => ((ran = true), 'ok'));
    await expect(scenario()).rejects.toThrow('/nonexistent/nginx is missing (apt-get install -y nginx): this check cannot run');
    expect(ran).toBe(false);
  });

  it('runs when the program is there', async () => {
    await expect(needs(process.execPath, 'node', async () => 'ran')()).resolves.toBe('ran');
  });
});
