# syntax=docker/dockerfile:1
# One multi-stage image recipe for every Tessera process; SERVICE picks which one (gateway, triples, entities,
# search, generation). Build: docker build --build-arg SERVICE=gateway -t tessera-gateway .

FROM node:22-bookworm-slim AS build
# better-sqlite3 compiles from source when no prebuilt binary matches
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund
ARG SERVICE
RUN test -n "$SERVICE" && TURBO_TELEMETRY_DISABLED=1 npx turbo run build --filter="@tessera/${SERVICE}..." \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/proto ./proto
COPY --from=build --chown=node:node /app/packages ./packages
COPY --from=build --chown=node:node /app/services ./services
# The explorer's built files, which the gateway serves at /explore.
COPY --from=build --chown=node:node /app/apps ./apps
RUN mkdir -p /data && chown node:node /data
USER node
ARG SERVICE
ENV SERVICE=${SERVICE}
CMD ["sh", "-c", "exec node services/${SERVICE}/dist/main.js"]
