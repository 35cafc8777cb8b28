# Fleet: REST API (3100). Build from the repository root:
#   docker build -f docker/fleet.Dockerfile -t svc-fleet .
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
ENV NODE_ENV=production \
    FLEET_PORT=3100 \
    FLEET_DATA_DIR=/data/fleet
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist/libs ./dist/libs
COPY --from=build /app/dist/apps/fleet ./dist/apps/fleet
# The browser console (served at /) and the empty embedded database a first start copies.
COPY --from=build /app/dist/consoles/fleet ./dist/consoles/fleet
COPY --from=build /app/dist/data-template/fleet ./dist/data-template/fleet
RUN mkdir -p /data/fleet && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3100
HEALTHCHECK --interval=30s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.FLEET_PORT||3100)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/apps/fleet/src/main.js"]
