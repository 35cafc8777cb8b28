import { diffSnapshots, IMAGE_DIGEST_RE, imageRef, type Snapshot } from './revisions.js';

const DIGEST = `sha256:${'a'.repeat(64)}`;
const base: Snapshot = {
  version: '1.0',
  kind: 'app',
  image_name: 'vllm/vllm-openai',
  image_tag: 'v1',
  image_digest: null,
  registry_url: null,
  cpu_request: '1',
  memory_request: '1Gi',
  gpu_count: 0,
  vram_request: '',
  concurrent_jobs: 1,
  env: [],
  env_schema: [
    { name: 'A', required: false, default_value: '', description: '' },
    { name: 'B', required: true, default_value: '', description: '' },
  ],
  secret_refs: [],
  command: [],
  ports: [{ containerPort: 8000, protocol: 'TCP' }],
  volume_mounts: [{ name: 'cache', mountPath: '/cache' }],
  node_selector: {},
  tolerations: [],
  required_network_types: [],
  min_tier: 'free',
};

describe('image references', () => {
  it('joins registry, name, tag and digest, leaving out what is not there', () => {
    expect(imageRef(base)).toBe('vllm/vllm-openai:v1');
    expect(imageRef({ ...base, registry_url: 'https://registry.example.com/', image_digest: DIGEST })).toBe(
      `registry.example.com/vllm/vllm-openai:v1@${DIGEST}`,
    );
    expect(
      imageRef({ ...base, image_name: 'registry.example.com:5000/x', registry_url: 'registry.example.com:5000' }),
    ).toBe('registry.example.com:5000/x:v1');
    expect(imageRef({ ...base, image_tag: '' })).toBe('vllm/vllm-openai');
  });

  it('accepts only sha256 and 64 lowercase hex digits as a digest', () => {
    expect(IMAGE_DIGEST_RE.test(DIGEST)).toBe(true);
    for (const bad of [
      `sha256:${'A'.repeat(64)}`,
      `sha256:${'a'.repeat(63)}`,
      `sha512:${'a'.repeat(64)}`,
      'a'.repeat(64),
    ]) {
      expect(IMAGE_DIGEST_RE.test(bad)).toBe(false);
    }
  });
});

describe('snapshot diff', () => {
  it('is empty between equal snapshots', () => {
    expect(diffSnapshots(base, { ...base })).toEqual({
      image_ref: null,
      resources: [],
      env_schema: { added: [], removed: [], newly_required: [] },
      ports: { added: [], removed: [] },
      volume_mounts: { added: [], removed: [] },
    });
  });

  it('names the image, each resource, env_schema names, ports and mounts that moved', () => {
    const next: Snapshot = {
      ...base,
      image_tag: 'v2',
      image_digest: DIGEST,
      memory_request: '2Gi',
      gpu_count: 1,
      env_schema: [
        { name: 'A', required: true, default_value: '', description: '' },
        { name: 'C', required: true, default_value: '', description: '' },
      ],
      ports: [{ containerPort: 9000, protocol: 'TCP' }],
      volume_mounts: [
        { name: 'cache', mountPath: '/cache' },
        { name: 'data', mountPath: '/data' },
      ],
    };
    expect(diffSnapshots(base, next)).toEqual({
      image_ref: { from: 'vllm/vllm-openai:v1', to: `vllm/vllm-openai:v2@${DIGEST}` },
      resources: [
        { field: 'memory_request', from: '1Gi', to: '2Gi' },
        { field: 'gpu_count', from: 0, to: 1 },
      ],
      env_schema: { added: ['C'], removed: ['B'], newly_required: ['A', 'C'] },
      ports: { added: [{ containerPort: 9000, protocol: 'TCP' }], removed: [{ containerPort: 8000, protocol: 'TCP' }] },
      volume_mounts: { added: [{ name: 'data', mountPath: '/data' }], removed: [] },
    });
  });
});
