# Container image of the site (docs/deployment.md). Build: `docker build -t gene-site .`; run with
# PostgreSQL: `docker compose up -d` (compose.yaml); alone, on the embedded database in a volume:
#   docker run -d --restart unless-stopped -p 3000:3000 -v gene-site-data:/data gene-site
# Inside, the supervisor (server/supervisor.ts, decision 0061) restarts the serving process within 5 s
# of any exit; the container's restart policy covers the supervisor itself.

# Same Debian (bookworm, glibc) in both stages: native packages built or fetched by `npm ci` (argon2,
# sharp) are copied from the first to the second. Where Docker Hub cannot be reached (mainland China,
# a closed build network), build a base of the same kind from a Debian mirror and the npm registry with
# deploy/base-image.sh and pass it: `docker build --build-arg NODE_IMAGE=gene-site-base:bookworm-node24 .`
ARG NODE_IMAGE=node:24-bookworm-slim
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Dependencies first, so this layer is reused until the lockfile changes.
COPY package.json package-lock.json ./
COPY packages/crispr-net/package.json packages/crispr-net/
# npm ci runs the project's preinstall script, the Node version check.
COPY scripts/check-node.cjs scripts/
RUN npm ci --no-audit --no-fund
COPY . .
# The web build (build/), then the development dependencies go: the server runs its TypeScript with
# Node's type stripping and needs none of them.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE}
# tini as PID 1 reaps orphans (the database process of a killed server) and passes signals on;
# postgresql-client gives the worker's backups pg_dump on PostgreSQL (docs/backup.md).
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    CRISPR_NET_DIR=/crispr-net \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=65536
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/build ./build
COPY --from=build /app/server ./server
COPY --from=build /app/contracts ./contracts
COPY --from=build /app/scripts ./scripts
# The node image's unprivileged user owns the data folder, and nothing else.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /healthz answers 200 while the database answers; a first start migrates and seeds, hence the grace.
HEALTHCHECK --interval=15s --timeout=10s --start-period=180s --retries=3 CMD ["node", "scripts/health-check.ts"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# As `npm run serve` runs it (package.json), without npm in between to pass signals.
CMD ["node", "--max-semi-space-size=16", "--max-old-space-size=192", "server/supervisor.ts"]
