import { formatBytes, formatCpu, formatQuantity, parseQuantity } from '../consoles/shared/units.js';

describe('console units', () => {
  it('shows bytes in binary units, without trailing zeros', () => {
    expect(formatBytes(17179869184)).toBe('16 GiB');
    expect(formatBytes(1536)).toBe('1.5 KiB');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(1000)).toBe('1000 bytes');
    expect(formatBytes(80 * 2 ** 30)).toBe('80 GiB');
    expect(formatBytes(-1)).toBe('—');
  });

  it('reads Kubernetes quantities, binary and decimal', () => {
    expect(parseQuantity('4Gi')).toBe(4 * 2 ** 30);
    expect(parseQuantity('500m')).toBe(0.5);
    expect(parseQuantity('1e3')).toBe(1000);
    expect(parseQuantity('2G')).toBe(2e9);
    expect(parseQuantity('lots')).toBeNull();
    expect(parseQuantity('')).toBeNull();
  });

  it('shows memory quantities as a person reads them', () => {
    expect(formatQuantity('129710340Ki')).toBe('124 GiB');
    expect(formatQuantity('4Gi')).toBe('4 GiB');
    expect(formatQuantity('24Gi')).toBe('24 GiB');
    expect(formatQuantity('512Mi')).toBe('512 MiB');
    expect(formatQuantity('512M')).toBe('488 MiB');
    expect(formatQuantity('')).toBe('');
    expect(formatQuantity(null)).toBe('');
    expect(formatQuantity('about 4 gigs')).toBe('about 4 gigs');
  });

  it('shows CPU in cores', () => {
    expect(formatCpu('500m')).toBe('0.5 CPU');
    expect(formatCpu('1')).toBe('1 CPU');
    expect(formatCpu('2')).toBe('2 CPUs');
    expect(formatCpu('1500m')).toBe('1.5 CPUs');
    expect(formatCpu('')).toBe('');
  });
});
