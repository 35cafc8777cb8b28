import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The recorded NodeList documents under libs/hardware/fixtures (tests only; read from the repository root). */
export const RECORDED_NODE_LISTS = [
  'h100-8x80gb',
  'l4-4x24gb',
  'a100-mig-single',
  'a100-mig-mixed',
  't4-time-sliced',
  'cpu-only',
  'tainted-gpu',
  'unknown-gpu',
  'mixed-cluster',
] as const;
export type RecordedNodeList = (typeof RECORDED_NODE_LISTS)[number];

export function recordedNodeList(name: RecordedNodeList): { kind: string; items: Record<string, unknown>[] } {
  return JSON.parse(readFileSync(join(process.cwd(), 'libs/hardware/fixtures', `${name}.json`), 'utf8'));
}

/** Several recorded lists as one NodeList. */
export function clusterOf(...names: RecordedNodeList[]): {
  kind: string;
  apiVersion: string;
  items: Record<string, unknown>[];
} {
  return { kind: 'NodeList', apiVersion: 'v1', items: names.flatMap((n) => recordedNodeList(n).items) };
}
