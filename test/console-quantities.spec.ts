// A pure helper of the consoles (no DOM, no React), unit-tested here where jest runs.
import { formatCpu, formatMemory, parseQuantity, readableQuantities } from '../consoles/shared/quantities.js';

/** The consoles' readable units (issue 33: no "129710340Ki" on screen). */
describe('consoles/shared/quantities', () => {
  it('reads Kubernetes quantities', () => {
    expect(parseQuantity('129710340Ki')).toBe(129710340 * 1024);
    expect(parseQuantity('24Gi')).toBe(24 * 1024 ** 3);
    expect(parseQuantity('500m')).toBe(0.5);
    expect(parseQuantity('2')).toBe(2);
    expect(parseQuantity('1.5G')).toBe(1.5e9);
    expect(parseQuantity('1e3')).toBe(1000);
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('lots')).toBeNull();
    expect(parseQuantity('12Qi')).toBeNull();
  });

  it('writes memory in binary units with one decimal at most', () => {
    expect(formatMemory('129710340Ki')).toBe('123.7 GiB');
    expect(formatMemory('24Gi')).toBe('24 GiB');
    expect(formatMemory('23034Mi')).toBe('22.5 GiB');
    expect(formatMemory('512Mi')).toBe('512 MiB');
    expect(formatMemory('80Gi')).toBe('80 GiB');
    expect(formatMemory('2Ti')).toBe('2 TiB');
    expect(formatMemory('0')).toBe('—');
    expect(formatMemory('')).toBe('—');
    expect(formatMemory('unknown')).toBe('unknown');
  });

  it('writes CPU as cores', () => {
    expect(formatCpu('500m')).toBe('0.5 CPU');
    expect(formatCpu('1')).toBe('1 CPU');
    expect(formatCpu('4')).toBe('4 CPUs');
    expect(formatCpu('250m')).toBe('0.25 CPU');
    expect(formatCpu('1500m')).toBe('1.5 CPUs');
    expect(formatCpu('')).toBe('—');
  });

  it('makes the quantities inside a sentence readable', () => {
    expect(readableQuantities("Needs 80Gi on each GPU; the most any node's GPUs have is 23034Mi.")).toBe(
      "Needs 80 GiB on each GPU; the most any node's GPUs have is 22.5 GiB.",
    );
    expect(readableQuantities('Needs 4 CPUs and network type mesh.')).toBe('Needs 4 CPUs and network type mesh.');
  });
});
