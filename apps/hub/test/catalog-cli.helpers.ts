import { PassThrough, Writable } from 'node:stream';
import { main } from '../../hub-catalog/src/main.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

const sink = (append: (text: string) => void) =>
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      append(chunk.toString());
      done();
    },
  });

/** `hub-catalog` (its main, in this process): the exit code and what it wrote. stdin is not a terminal. */
export async function runCatalogCli(args: string[], env: Record<string, string | undefined> = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdout: sink((text) => (stdout += text)),
    stderr: sink((text) => (stderr += text)),
    stdin: Object.assign(new PassThrough(), { isTTY: false }),
    env,
  });
  return { code, stdout, stderr };
}
