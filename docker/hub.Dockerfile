# Hub: REST API (3000) and MCP endpoint (3001). Build from the repository root:
#   docker build -f docker/hub.Dockerfile -t svc-hub .
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY consoles ./consoles
COPY apps ./apps
COPY libs ./libs
COPY scripts ./scripts
COPY bench ./bench
RUN npm run build && npm prune --omit=dev

FROM node:24-slim
# NODE_OPTIONS: V8's old space bounded, so the process stays well inside the container's memory limit (512Mi in
# deploy/kubernetes): V8 sizes it from the machine's memory, not the container's, and at 100,000 instance keys an
# unbounded hub reached 530 MB at its peak (docs/benchmarks.md, "Ten thousand fleets"). Raise it with
# HUB_CATALOG_CACHE_BYTES.
ENV NODE_ENV=production \
    NODE_OPTIONS=--max-old-space-size=256 \
    HUB_PORT=3000 \
    HUB_MCP_PORT=3001 \
    HUB_DATA_DIR=/data/hub
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist/libs ./dist/libs
COPY --from=build /app/dist/apps/hub ./dist/apps/hub
# `hub-catalog` (docs/catalog-as-code.md), the same version as the hub it validates for.
COPY --from=build /app/dist/apps/hub-catalog ./dist/apps/hub-catalog
# The browser console (served at /) and the empty embedded database a first start copies.
COPY --from=build /app/dist/consoles/hub ./dist/consoles/hub
COPY --from=build /app/dist/data-template/hub ./dist/data-template/hub
RUN mkdir -p /data/hub && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000 3001
HEALTHCHECK --interval=30s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.HUB_PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/apps/hub/src/main.js"]
