/** The lines taken by default: the app's warnings and errors, and any line about a 500 answer. */
const WARN_AND_ABOVE = /"level":"(warn|error|fatal)"|"statusCode":500/;

/**
 * Runs `fn` with the app's log lines that match `capture` (by default level warn and above) taken out of
 * stdout and returned: an error a test provokes on purpose is asserted, not printed. Every other line passes
 * through.
 */
export async function capturingLogs<T>(
  fn: () => Promise<T>,
  capture: RegExp = WARN_AND_ABOVE,
): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = [];
  // Without `g` or `y`, test() keeps no position from one line to the next.
  const match = new RegExp(capture.source, capture.flags.replace(/[gy]/g, ''));
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk: string | Uint8Array, ...rest: never[]) => {
    const text = String(chunk);
    if (match.test(text)) {
      lines.push(text);
      return true;
    }
    return write(chunk, ...rest);
  };
  try {
    return { result: await fn(), lines };
  } finally {
    process.stdout.write = write;
  }
}
