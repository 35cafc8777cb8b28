// Prints what a CI run cost: each stage's wall time (from .ci/timings/stages.tsv, written by .ci/run) and the
// slowest test files by jest's own per-file timings (.ci/timings/<stage>.json, written with --json --outputFile).
//   node scripts/ci-timings.mjs [dir] [--top N]
// Plain Node, no build: .ci/run calls it at the end and from its EXIT trap when a stage fails.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 15;
const dir = args.find((arg, i) => !arg.startsWith('--') && (topAt < 0 || i !== topAt + 1)) ?? '.ci/timings';
const root = process.cwd();

const table = (header, rows) => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
};

if (!existsSync(dir)) {
  process.stdout.write(`ci-timings: no ${dir}\n`);
  process.exit(0);
}

const stagesFile = join(dir, 'stages.tsv');
if (existsSync(stagesFile)) {
  const stages = readFileSync(stagesFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
  const total = stages.reduce((sum, [, seconds]) => sum + Number(seconds), 0);
  // The fourth column: how busy the machine's cores were during the stage, in percent (100 = all cores).
  const rows = stages.map(([name, seconds, status, busy]) => [name, seconds, busy ?? '', status]);
  // .ci/run runs its last stages in two lanes side by side: the run's own wall time (`wall`) is then below the sum.
  const wallFile = join(dir, 'wall');
  if (existsSync(wallFile)) {
    rows.push(['sum of stages', String(total), '', '']);
    rows.push(['total (wall)', readFileSync(wallFile, 'utf8').trim(), '', '']);
  } else {
    rows.push(['total', String(total), '', '']);
  }
  process.stdout.write(
    `\nCI stages (wall seconds; cpu %: how busy all cores were meanwhile)\n${table(['stage', 's', 'cpu %', 'status'], rows)}\n`,
  );
}

const files = [];
for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const stage = name.replace(/\.json$/, '');
  let report;
  try {
    report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  } catch {
    continue; // a stage killed while jest wrote its report
  }
  for (const result of report.testResults ?? []) {
    const perf = result.perfStats ?? {};
    const ms = perf.runtime ?? (perf.end ?? result.endTime) - (perf.start ?? result.startTime);
    files.push({
      stage,
      file: relative(root, result.name ?? result.testFilePath ?? ''),
      seconds: ms / 1000,
      tests: (result.assertionResults ?? result.testResults ?? []).length,
      status: result.status,
    });
  }
}
if (files.length > 0) {
  const byStage = new Map();
  for (const f of files) {
    const s = byStage.get(f.stage) ?? { files: 0, seconds: 0 };
    s.files += 1;
    s.seconds += f.seconds;
    byStage.set(f.stage, s);
  }
  const stageRows = [...byStage].map(([stage, s]) => [stage, s.files, s.seconds.toFixed(0)]);
  process.stdout.write(
    `\nTest files per jest stage (summed per-file seconds; 2 workers run them side by side)\n` +
      `${table(['stage', 'files', 'file-seconds'], stageRows)}\n`,
  );
  const slowest = files.sort((a, b) => b.seconds - a.seconds).slice(0, top);
  process.stdout.write(
    `\nSlowest ${slowest.length} test files (jest's per-file time)\n` +
      `${table(
        ['s', 'stage', 'file', 'tests', 'status'],
        slowest.map((f) => [f.seconds.toFixed(1), f.stage, f.file, f.tests, f.status]),
      )}\n`,
  );
}
