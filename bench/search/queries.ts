/**
 * The judged query set of the search benchmark (`npm run bench:search`): what people type into the catalog's
 * search box, in seven kinds, each with graded relevance decided by reading the templates of the demo catalog
 * (apps/hub/src/seed/demo-catalog.json) and of bench/search/catalog.json:
 *
 *   3 = the template the query is after (its name, or the canonical answer to the need),
 *   2 = highly relevant (a variant or edition of it, or an equally good answer),
 *   1 = relevant (a companion, a related tool a user would be glad to see).
 *
 * Unjudged results count as 0. Judgements name slugs a caller without credentials can see (the shape test,
 * bench/search/queries.spec.ts, checks that).
 */
import { MODELS } from './catalog-data.js';

export const QUERY_KINDS = ['exact', 'prefix', 'typo', 'words', 'intent', 'synonym', 'tag', 'compound'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export interface JudgedQuery {
  q: string;
  kind: QueryKind;
  /** slug → grade (1–3). */
  judgements: Record<string, 1 | 2 | 3>;
}

/** `"slug:3 other:2"` → { slug: 3, other: 2 }. */
function grades(text: string): Record<string, 1 | 2 | 3> {
  const out: Record<string, 1 | 2 | 3> = {};
  for (const pair of text.trim().split(/\s+/)) {
    const [slug, grade] = pair.split(':');
    const g = Number(grade);
    if (g !== 1 && g !== 2 && g !== 3) throw new Error(`bad grade in "${pair}"`);
    if (slug in out) throw new Error(`"${slug}" judged twice`);
    out[slug] = g;
  }
  return out;
}

const q = (kind: QueryKind, query: string, judged: string): JudgedQuery => ({
  q: query,
  kind,
  judgements: grades(judged),
});

// Families judged alike in several queries.
const JELLYFIN =
  'jellyfin:3 jellyfin-nvidia:2 jellyfin-linuxserver:2 jellyfin-10-9:2 jellyfin-vue:1 jellystat:1 jellyseerr:1';
const NEXTCLOUD =
  'nextcloud:3 nextcloud-aio:2 nextcloud-fpm:2 nextcloud-29:2 nextcloud-hub-9:2 nextcloud-talk-hpb:1 nextcloud-imaginary:1';
const IMMICH =
  'immich:3 immich-machine-learning-cuda:2 immich-openvino:2 immich-power-tools:1 immich-kiosk:1 pgvecto-rs:1';
const POSTGRES =
  'postgres:3 postgres-16:2 postgres-15:2 postgres-14:2 postgres-alpine:2 postgres-postgis:1 pgvector:1 timescaledb:1 pgadmin:1';
const STABLE_DIFFUSION =
  'stable-diffusion-webui:3 automatic1111-forge:2 stable-diffusion-webui-cpu:2 sd-1-5:2 sd-3-5-large:2 sd-next:2 comfyui:1 invokeai:1 fooocus:1 easy-diffusion:1 sdxl-base-1-0:1';
const TRANSCRIPTION =
  'whisper-asr:3 faster-whisper-server:3 whisperx:2 whisper-cpp:2 whisper-webui:2 wyoming-whisper:2 vosk-server:2 whisper-large-v3:2 whisper-large-v3-turbo:1 distil-whisper-large-v3:1';
const TTS =
  'piper-tts:3 coqui-tts:3 kokoro-fastapi:2 alltalk-tts:2 openedai-speech:2 wyoming-piper:2 f5-tts:2 bark:1 tts-generation-webui:1';
/** The language-model presets (kind `model` on an LLM runtime, embedding models left out): relevant to "llm". */
const LLM_MODELS = [
  'llama-3-1-8b-instruct',
  ...MODELS.filter(
    ([runtime, , , tags]) => ['ollama', 'vllm', 'tgi', 'llama-cpp'].includes(runtime) && !tags.includes('embeddings'),
  ).map(([, slug]) => slug),
];
const LLM_SERVERS = `ollama:2 vllm:2 text-generation-inference:2 llama-cpp-server:2 sglang:2 localai:2 lmdeploy:1 aphrodite-engine:1 tabbyapi:1 llamafile:1 koboldcpp:1 ollama-cpu:1 ${LLM_MODELS.map((slug) => `${slug}:1`).join(' ')}`;
/** A runtime's model presets at grade 1: "Ollama" finds "Llama 3.1 8B (Ollama)" usefully, after Ollama itself. */
const presetsOf = (runtime: string) =>
  MODELS.filter(([r]) => r === runtime)
    .map(([, slug]) => `${slug}:1`)
    .join(' ');
const CHAT_UIS = 'open-webui:3 librechat:3 lobe-chat:2 big-agi:2 anythingllm:2 jan-server:2 open-webui-cuda:2';
const IMAGE_GENERATORS =
  'comfyui:3 stable-diffusion-webui:3 invokeai:2 fooocus:2 automatic1111-forge:2 easy-diffusion:2 sd-next:2 swarmui:2';
const KUBERNETES =
  'k3s:2 rancher:2 headlamp:2 argocd:2 portainer:1 velero:1 kserve:1 kubeflow-pipelines:1 seldon-core:1 dex:1';

export const QUERIES: JudgedQuery[] = [
  // The name as the catalog spells it.
  q('exact', 'Jellyfin', JELLYFIN),
  q('exact', 'Nextcloud', NEXTCLOUD),
  q('exact', 'Vaultwarden', 'vaultwarden:3 vaultwarden-backup:1 bitwarden:1'),
  q('exact', 'Immich', IMMICH),
  q('exact', 'PhotoPrism', 'photoprism:3 photoprism-arm:2'),
  q(
    'exact',
    'Home Assistant',
    'home-assistant:3 home-assistant-stable:2 home-assistant-matter:1 wyoming-whisper:1 wyoming-piper:1 openwakeword:1',
  ),
  q('exact', 'Gitea', 'gitea:3 gitea-rootless:2 act-runner:1 gitea-mirror:1 forgejo:1'),
  q('exact', 'PostgreSQL', POSTGRES),
  q(
    'exact',
    'Redis',
    'redis:3 redis-6:2 redis-sentinel:2 redis-cluster:2 valkey:1 redis-stack:1 redis-insight:1 redis-exporter:1 keydb:1 dragonfly:1',
  ),
  q(
    'exact',
    'Ollama',
    `ollama:3 ollama-rocm:2 ollama-cpu:2 open-webui:1 hollama:1 ollama-webui-lite:1 ${presetsOf('ollama')}`,
  ),
  q('exact', 'ComfyUI', 'comfyui:3 comfyui-cpu:2 comfyui-flux:2 comfyui-manager:2 swarmui:1'),
  q('exact', 'Stable Diffusion WebUI', STABLE_DIFFUSION),
  q('exact', 'Uptime Kuma', 'uptime-kuma:3 uptime-kuma-2:2 gatus:1'),
  q('exact', 'Paperless-ngx', 'paperless-ngx:3 paperless-ai:1 paperless-gpt:1'),
  q('exact', 'Open WebUI', 'open-webui:3 open-webui-cuda:2 ollama-webui-lite:1'),
  q('exact', 'Grafana', 'grafana:3 grafana-oss-10:2 grafana-lgtm:2 loki:1 tempo:1 grafana-alloy:1'),
  q('exact', 'Keycloak', 'keycloak:3 keycloak-25:2 keycloak-postgres:2'),
  q('exact', 'MinIO', 'minio:3 minio-console:2'),
  q('exact', 'Whisper ASR Webservice', 'whisper-asr:3 faster-whisper-server:1 whisperx:1'),
  q('exact', 'n8n', 'n8n:3 n8n-worker:2'),
  q('exact', 'vLLM', `vllm:3 llama-3-1-8b-instruct:1 ${presetsOf('vllm')}`),

  // The start of a name, as typed before the word is finished.
  q('prefix', 'jelly', JELLYFIN),
  q('prefix', 'nextcl', NEXTCLOUD),
  q('prefix', 'vaultw', 'vaultwarden:3 vaultwarden-backup:1'),
  q('prefix', 'immi', IMMICH),
  q('prefix', 'photopr', 'photoprism:3 photoprism-arm:2'),
  q('prefix', 'home assis', 'home-assistant:3 home-assistant-stable:2 home-assistant-matter:1'),
  q('prefix', 'postgr', `${POSTGRES} postgres-exporter:1`),
  q('prefix', 'uptime k', 'uptime-kuma:3 uptime-kuma-2:2'),
  q('prefix', 'comfy', 'comfyui:3 comfyui-cpu:2 comfyui-flux:2 comfyui-manager:2'),
  q('prefix', 'paperl', 'paperless-ngx:3 paperless-ai:2 paperless-gpt:2'),
  q('prefix', 'audiobook', 'audiobookshelf:3 readarr:1'),
  q('prefix', 'syncth', 'syncthing:3'),
  q('prefix', 'meali', 'mealie:3'),
  q('prefix', 'mattermo', 'mattermost:3'),
  q(
    'prefix',
    'prometh',
    'prometheus:3 alertmanager:2 node-exporter:2 victoriametrics:1 postgres-exporter:1 redis-exporter:1',
  ),
  q('prefix', 'jupyter', 'jupyterlab-cpu:3 jupyterlab-cuda:3 jupyterhub:2 marimo:1'),
  q('prefix', 'authen', 'authentik:3'),
  q(
    'prefix',
    'stable diff',
    'stable-diffusion-webui:3 automatic1111-forge:2 stable-diffusion-webui-cpu:2 sd-1-5:2 sd-3-5-large:2 stable-video-diffusion:1 comfyui:1 invokeai:1',
  ),
  q('prefix', 'firefl', 'firefly-iii:3 firefly-iii-importer:2'),

  // A name with a typing mistake.
  q('typo', 'jellyfim', JELLYFIN),
  q('typo', 'nextclod', NEXTCLOUD),
  q('typo', 'vaultwardn', 'vaultwarden:3 vaultwarden-backup:1'),
  q('typo', 'imich', IMMICH),
  q('typo', 'photoprsm', 'photoprism:3 photoprism-arm:2'),
  q('typo', 'home asistant', 'home-assistant:3 home-assistant-stable:2 home-assistant-matter:1'),
  q('typo', 'postgress', POSTGRES),
  q('typo', 'grafna', 'grafana:3 grafana-oss-10:2 grafana-lgtm:2'),
  q('typo', 'stabel diffusion', STABLE_DIFFUSION),
  q('typo', 'jupiter', 'jupyterlab-cpu:3 jupyterlab-cuda:3 jupyterhub:2'),
  q('typo', 'whsiper', TRANSCRIPTION),
  q('typo', 'olama', `ollama:3 ollama-rocm:2 ollama-cpu:2 ${presetsOf('ollama')}`),
  q('typo', 'mattermots', 'mattermost:3'),
  q('typo', 'syncthng', 'syncthing:3'),
  q('typo', 'paperles', 'paperless-ngx:3 paperless-ai:2 paperless-gpt:2'),
  q('typo', 'keycloack', 'keycloak:3 keycloak-25:2 keycloak-postgres:2'),
  q('typo', 'prometeus', 'prometheus:3 alertmanager:2 node-exporter:2'),
  q('typo', 'comfyiu', 'comfyui:3 comfyui-cpu:2 comfyui-flux:2 comfyui-manager:2'),
  q('typo', 'radar', 'radarr:3 sonarr:1 prowlarr:1'),
  q('typo', 'uptim kuma', 'uptime-kuma:3 uptime-kuma-2:2'),

  // Several words, not necessarily next to each other in the template.
  q('words', 'jellyfin nvidia', 'jellyfin-nvidia:3 jellyfin:1 plex-nvidia:1'),
  q('words', 'postgres 16', 'postgres-16:3 postgres:1'),
  q('words', 'llama 3.1 8b', 'llama-3-1-8b-instruct:3 ollama-llama3-1-8b:2 tgi-llama-3-1-8b:2'),
  q('words', 'whisper large v3', 'whisper-large-v3:3 whisper-large-v3-turbo:2 distil-whisper-large-v3:2'),
  q('words', 'qwen coder', 'ollama-qwen2-5-coder-7b:3 ollama-qwen2-5-coder-32b:3'),
  q('words', 'immich machine learning', 'immich-machine-learning-cuda:3 immich-openvino:3 immich:1'),
  q('words', 'minecraft paper server', 'minecraft-server-paper:3 minecraft-server:1'),
  q('words', 'redis cluster', 'redis-cluster:3 redis-sentinel:1 redis:1'),
  q('words', 'comfyui flux', 'comfyui-flux:3 flux-1-schnell:2 comfyui:1'),
  q('words', 'home assistant voice', 'wyoming-whisper:2 wyoming-piper:2 openwakeword:2 rhasspy:1 home-assistant:1'),
  q('words', 'ollama web ui', 'open-webui:3 ollama-webui-lite:3 hollama:2 open-webui-cuda:2'),
  q('words', 'gitea runner', 'act-runner:3 gitea:1'),
  q('words', 'stable diffusion cpu', 'stable-diffusion-webui-cpu:3 comfyui-cpu:3'),
  q('words', 'grafana loki', 'loki:3 grafana-lgtm:2 promtail:2 grafana:1'),
  q('words', 'mariadb galera', 'mariadb-galera:3 mariadb:1'),
  q('words', 'wordpress woocommerce', 'wordpress-woocommerce:3 wordpress:1'),
  q('words', 'deepseek r1 32b', 'ollama-deepseek-r1-32b:3 vllm-deepseek-r1-distill-qwen-32b:3 ollama-deepseek-r1-8b:1'),
  q('words', 'mongodb replica set', 'mongodb-replica-set:3 mongodb:1'),

  // What the user wants to do, in their words.
  q(
    'intent',
    'password manager',
    'vaultwarden:3 bitwarden:3 passbolt:2 psono:2 padloc:2 keeweb:2 vaultwarden-backup:1',
  ),
  q('intent', 'photo backup', 'immich:3 ente-museum:3 photoprism:2 librephotos:2 nextcloud:1 syncthing:1'),
  q(
    'intent',
    'media server',
    'jellyfin:3 plex:3 emby:3 jellyfin-nvidia:2 jellyfin-linuxserver:2 plex-nvidia:2 navidrome:1',
  ),
  q('intent', 'ad blocker', 'pihole:3 adguard-home:3 technitium-dns:2'),
  q('intent', 'vpn', 'wireguard:3 openvpn:3 headscale:2 netbird:2 firezone:2'),
  q('intent', 'reverse proxy', 'traefik:3 caddy:3 nginx-proxy-manager:3 nginx:2 haproxy:2 frp:1 oauth2-proxy:1'),
  q('intent', 'note taking', 'joplin-server:3 trilium:3 memos:2 siyuan:2 affine:2 hedgedoc:1'),
  q('intent', 'kanban board', 'planka:3 wekan:3 focalboard:2 vikunja:2 taiga:1'),
  q('intent', 'transcribe audio', TRANSCRIPTION),
  q('intent', 'chat with documents', 'anythingllm:3 privategpt:3 open-webui:2 quivr:2 ragflow:2 khoj:2'),
  q('intent', 'web analytics', 'umami:3 plausible:3 matomo:3 goatcounter:2 rybbit:2 posthog:1'),
  q('intent', 'ebook reader', 'calibre-web:3 kavita:2 calibre:2 komga:1 audiobookshelf:1'),
  q('intent', 'monitor website uptime', 'uptime-kuma:3 gatus:2 uptime-kuma-2:2 changedetection:1 healthchecks:1'),
  q('intent', 'self-hosted git', 'gitea:3 forgejo:3 gitlab-ce:3 gogs:2 onedev:2'),
  q('intent', 'run llm locally', 'ollama:3 llama-cpp-server:2 localai:2 llamafile:2 ollama-cpu:2 koboldcpp:1'),
  q(
    'intent',
    'generate images',
    'comfyui:3 stable-diffusion-webui:3 invokeai:2 fooocus:2 automatic1111-forge:2 easy-diffusion:2 sd-next:2',
  ),
  q('intent', 'recipe manager', 'mealie:3 tandoor:3 kitchenowl:1'),
  q('intent', 'budget', 'actual-budget:3 firefly-iii:3 actual-budget-edge:1'),
  q('intent', 'document scanning ocr', 'paperless-ngx:3 docspell:2 papermerge:2 paperless-gpt:1 stirling-pdf:1'),
  q('intent', 'smart home', 'home-assistant:3 openhab:3 domoticz:2 homebridge:2 home-assistant-stable:2'),

  // Another word for the same thing: abbreviations and spelled-out forms.
  q('synonym', 'k8s', KUBERNETES),
  q('synonym', 'pg', POSTGRES),
  q('synonym', 'pgsql', POSTGRES),
  q(
    'synonym',
    'sd',
    'stable-diffusion-webui:3 comfyui:2 automatic1111-forge:2 sd-1-5:2 sd-next:2 invokeai:2 sd-3-5-large:2 sdxl-base-1-0:2 fooocus:1',
  ),
  q('synonym', 'tts', TTS),
  q('synonym', 'text to speech', TTS),
  q('synonym', 'stt', TRANSCRIPTION),
  q('synonym', 'asr', TRANSCRIPTION),
  q('synonym', 'speech recognition', TRANSCRIPTION),
  q('synonym', 'llm', LLM_SERVERS),
  q('synonym', 'language model', LLM_SERVERS),
  q('synonym', 'large language model', LLM_SERVERS),
  q('synonym', 'wg', 'wireguard:3 firezone:1 netbird:1'),
  q('synonym', 'hass', 'home-assistant:3 home-assistant-stable:2 home-assistant-matter:1'),
  // Added with issue 39: the field's phrasings that no template says in those words.
  q('synonym', 'llm server', LLM_SERVERS),
  q('synonym', 'llm inference', LLM_SERVERS),
  q('synonym', 'voice to text', TRANSCRIPTION),
  q('synonym', 'tts server', TTS),
  q('synonym', 'ai image generator', IMAGE_GENERATORS),
  q('synonym', 'chatgpt alternative', CHAT_UIS),
  q('synonym', 'local chatgpt', CHAT_UIS),
  q('synonym', 'copilot', 'tabby:3 continue-server:2 refact:2'),
  q('synonym', 'ai coding assistant', 'tabby:3 continue-server:2 refact:2 openhands:1'),
  q('synonym', 'translator', 'libretranslate:3 libretranslate-cuda:2 nllb-serve:2'),
  q('synonym', 'embedding server', 'infinity-embeddings:3 text-embeddings-inference:3'),
  q(
    'synonym',
    'photo library',
    'immich:3 photoprism:3 librephotos:2 ente-museum:2 lychee:2 piwigo:2 photoview:2 pigallery2:2',
  ),
  q('synonym', 'cloud storage', 'nextcloud:3 owncloud-ocis:2 seafile:2 nextcloud-aio:2 minio:1'),
  q('synonym', 'homelab dashboard', 'homepage:3 homarr:3 dashy:2 heimdall:2 flame:2 glance:2 organizr:1'),
  q('synonym', 'dns sinkhole', 'pihole:3 adguard-home:3 technitium-dns:2'),

  // A tag as people write it (case, spaces instead of hyphens).
  q(
    'tag',
    'Stable Diffusion',
    'stable-diffusion-webui:3 comfyui:2 invokeai:2 automatic1111-forge:2 sd-next:2 fooocus:2 swarmui:2 comfyui-cpu:2 easy-diffusion:2 stable-diffusion-webui-cpu:2 comfyui-manager:2 sdxl-base-1-0:2 sd-1-5:2 sd-3-5-large:2 stable-video-diffusion:2 kohya-ss:1 onetrainer:1',
  ),
  q(
    'tag',
    'Image Generation',
    'comfyui:2 stable-diffusion-webui:2 invokeai:2 automatic1111-forge:2 sd-next:2 fooocus:2 swarmui:2 easy-diffusion:2 comfyui-flux:2 cog-sdxl:2 flux-1-schnell:1 sdxl-base-1-0:1',
  ),
  q(
    'tag',
    'Vector DB',
    'qdrant:2 weaviate:2 milvus-standalone:2 chroma:2 pgvector:2 lancedb:2 vespa:2 marqo:2 pgvecto-rs:2 redis-stack:1 elasticsearch-vector:1',
  ),
  q(
    'tag',
    'Fine Tuning',
    'axolotl:2 unsloth:2 torchtune:2 llama-factory:2 trl-sft:2 h2o-llm-studio:2 refact:1 kohya-ss:1',
  ),
  q(
    'tag',
    'OpenAI API',
    'vllm:2 sglang:2 localai:2 localai-cuda:2 tabbyapi:2 aphrodite-engine:2 litellm:2 faster-whisper-server:2 openedai-speech:2 kokoro-fastapi:2 jan-server:1',
  ),
  q(
    'tag',
    'Speech to Text',
    'faster-whisper-server:2 whisperx:2 whisper-cpp:2 wyoming-whisper:2 whisper-webui:2 vosk-server:2 whisper-asr:2 whisper-large-v3:1',
  ),
  q('tag', 'Voice Cloning', 'coqui-tts:2 alltalk-tts:2 f5-tts:2 rvc-webui:2'),
  q('tag', 'Live TV', 'emby:2 tunarr:2'),
  q('tag', 'Object Detection', 'frigate:2 frigate-tensorrt:2 yolo-ultralytics:2 deepstack:2 codeproject-ai:2'),
  q('tag', 'Face Recognition', 'immich:2 immich-machine-learning-cuda:2 librephotos:2 deepstack:2 compreface:2'),
  q('tag', 'Time Series', 'influxdb:2 timescaledb:2 questdb:2 victoriametrics:2 prometheus:2'),
  q('tag', 'Container Registry', 'harbor:2 docker-registry:2 zot:2'),
  q('tag', 'Zigbee', 'zigbee2mqtt:3 home-assistant:2'),
  q('tag', 'Secrets Management', 'infisical:2 vault:2 openbao:2'),
  q('tag', 'Experiment Tracking', 'mlflow:2 wandb-local:2 aim:2 clearml:2'),
  q('tag', 'Read Later', 'wallabag:2 readeck:2 karakeep:2'),
  q('tag', 'Feed Reader', 'freshrss:2 miniflux:2 tt-rss:2'),
  q(
    'tag',
    'Multi GPU',
    'deepspeed-train:2 ollama-llama3-3-70b:2 vllm-qwen2-5-72b-instruct-awq:2 vllm-deepseek-v3:2 tgi-falcon-40b:2',
  ),

  // Issue 39: a name written joined that the catalog hyphenates or spells as two words, and the reverse.
  q('compound', 'pihole', 'pihole:3 adguard-home:1'),
  q('compound', 'adguardhome', 'adguard-home:3 pihole:1'),
  q('compound', 'uptimekuma', 'uptime-kuma:3 uptime-kuma-2:2'),
  q('compound', 'openwebui', 'open-webui:3 open-webui-cuda:2 ollama-webui-lite:1'),
  q('compound', 'homeassistant', 'home-assistant:3 home-assistant-stable:2 home-assistant-matter:1'),
  q('compound', 'calibreweb', 'calibre-web:3 calibre:1'),
  q('compound', 'stirlingpdf', 'stirling-pdf:3'),
  q('compound', 'nginxproxymanager', 'nginx-proxy-manager:3'),
  q('compound', 'paperlessngx', 'paperless-ngx:3 paperless-ai:1 paperless-gpt:1'),
  q('compound', 'codeserver', 'code-server:3'),
  q('compound', 'lobechat', 'lobe-chat:3'),
  q('compound', 'selfhosted git', 'gitea:3 forgejo:3 gitlab-ce:3 gogs:2 onedev:2'),
  q('compound', 'word press', 'wordpress:3 wordpress-fpm:2 wordpress-woocommerce:2'),
  q('compound', 'next cloud', NEXTCLOUD),
  q('compound', 'photo prism', 'photoprism:3 photoprism-arm:2'),
  q('compound', 'libre chat', 'librechat:3'),
  q('compound', 'anything llm', 'anythingllm:3'),
  q('compound', 'vault warden', 'vaultwarden:3 vaultwarden-backup:1 bitwarden:1'),
];
