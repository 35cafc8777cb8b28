// The column values a validated template body sets: the rules create and update apply beyond single fields
// (defaults inside list entries, duplicates, toleration rules, encryption of registry credentials). Pure, so the
// hub-catalog command computes a revision's deployable fields exactly as the hub stores them (apply --sign-with).
import { type FieldError, Problems, validationDetail } from '#lib/common';
import { encryptSecret } from '#lib/credentials';
import type { TemplateCreateDto, TemplateFieldsDto } from './dto/template-input.dto.js';
import type { TemplateWrite } from './templates.repository.js';

function duplicates(values: string[]): string[] {
  return [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];
}

/** `encryptionKey`: HUB_ENCRYPTION_KEY, needed only when the body sets registry credentials. */
export function templateWrite(
  body: Partial<TemplateCreateDto> & TemplateFieldsDto,
  encryptionKey: Buffer,
): TemplateWrite {
  const errors: FieldError[] = [];
  const v: TemplateWrite = {};
  const copy = [
    'slug',
    'description',
    'version',
    'kind',
    'category_id',
    'owner_org_id',
    'image_name',
    'image_tag',
    'image_digest',
    'registry_url',
    'cpu_request',
    'memory_request',
    'gpu_count',
    'vram_request',
    'concurrent_jobs',
    'secret_refs',
    'command',
    'node_selector',
    'is_public',
    'is_featured',
    'min_tier',
    'icon_url',
    'documentation',
  ] as const;
  for (const key of copy) if (body[key] !== undefined) v[key] = body[key];
  if (body.name !== undefined) v.name = body.name.trim();
  if (body.deprecated !== undefined) {
    v.deprecated = body.deprecated && {
      reason: body.deprecated.reason.trim(),
      replacement_slug: body.deprecated.replacement_slug ?? null,
      at: new Date().toISOString(),
    };
  }
  if (body.registry_credentials !== undefined) {
    v.registry_credentials_enc =
      body.registry_credentials === null
        ? null
        : encryptSecret(
            JSON.stringify({
              username: body.registry_credentials.username,
              password: body.registry_credentials.password,
            }),
            encryptionKey,
          );
  }
  if (body.env !== undefined) {
    v.env = body.env.map((e) => ({ name: e.name, value: e.value }));
    for (const d of duplicates(body.env.map((e) => e.name)))
      errors.push({ field: 'env', message: `env name ${d} appears twice` });
  }
  if (body.env_schema !== undefined) {
    v.env_schema = body.env_schema.map((e) => ({
      name: e.name,
      required: e.required ?? false,
      default_value: e.default_value ?? '',
      description: e.description ?? '',
    }));
    for (const d of duplicates(body.env_schema.map((e) => e.name))) {
      errors.push({ field: 'env_schema', message: `env_schema name ${d} appears twice` });
    }
  }
  if (body.ports !== undefined) {
    const ports = body.ports.map((p) => ({ containerPort: p.containerPort, protocol: p.protocol ?? 'TCP' }));
    v.ports = ports;
    for (const d of duplicates(ports.map((p) => `${p.containerPort}/${p.protocol}`))) {
      errors.push({ field: 'ports', message: `port ${d} appears twice` });
    }
  }
  if (body.volume_mounts !== undefined) {
    v.volume_mounts = body.volume_mounts.map((m) => ({ name: m.name, mountPath: m.mountPath }));
    for (const d of duplicates(body.volume_mounts.map((m) => m.mountPath))) {
      errors.push({ field: 'volume_mounts', message: `mountPath ${d} appears twice` });
    }
  }
  if (body.tolerations !== undefined) {
    v.tolerations = body.tolerations.map((t, i) => {
      const operator = t.operator ?? 'Equal';
      const field = `tolerations.${i}`;
      if (operator === 'Exists' && t.value)
        errors.push({ field, message: 'value must be empty when operator is Exists' });
      if (operator === 'Equal' && !t.key) errors.push({ field, message: 'key is required when operator is Equal' });
      if (t.tolerationSeconds !== undefined && t.effect !== 'NoExecute') {
        errors.push({ field, message: 'tolerationSeconds needs effect NoExecute' });
      }
      return Object.fromEntries(
        Object.entries({
          key: t.key,
          operator,
          value: t.value,
          effect: t.effect,
          tolerationSeconds: t.tolerationSeconds,
        }).filter(([, x]) => x !== undefined),
      );
    });
  }
  if (body.required_network_types !== undefined) v.required_network_types = [...new Set(body.required_network_types)];
  if (body.tags !== undefined) v.tags = [...new Set(body.tags.map((t) => t.trim().toLowerCase()))];
  if (errors.length) throw Problems.validation(validationDetail(errors), errors);
  return v;
}
