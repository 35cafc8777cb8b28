const t0 = Date.now();
import { startTestHub, startTestFleet } from '#test/support';
const t1 = Date.now();
describe('probe', () => {
  it('starts', async () => {
    const a = Date.now();
    const hub = await startTestHub();
    const b = Date.now();
    const fleet = await startTestFleet();
    const c = Date.now();
    await hub.close(); await fleet.close();
    process.stdout.write(`\nPROBE import ${t1 - t0} hub ${b - a} fleet ${c - b} close ${Date.now() - c}\n`);
    expect(hub).toBeTruthy();
  });
});
