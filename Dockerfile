# The website and its indexer, for docker compose (docker-compose.yml, deploy/compose.scale.yml): Node 24 LTS.
#
# build: every dependency, `waku build`, then deploy/runtime.ts
#   bundles the programs (start, indexer, leads) to JavaScript and keeps of node_modules what they load at run time.
# runtime: that folder alone on the slim image: no compiler, no dev dependency, nothing compiled at start.
FROM node:24-bookworm-slim AS build
WORKDIR /app
# python3, make and g++ build native addons from source where no prebuilt binary can be fetched (better-sqlite3 12,
# which the working copy keeps for Node 20; the image runs 13, whose addon comes prebuilt: deploy/runtime.ts)
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# npm ci rejects this lockfile (npm 11 drops the other platforms' optional rollup binaries from it), as in .ci/run
RUN npm install --no-audit --no-fund
COPY . .
RUN npx waku build && npx tsx deploy/runtime.ts /runtime

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
COPY --from=build /runtime /app
# What the app and the indexer write, each a folder owned by the user they run as (named volumes take the
# owner of the folder they are mounted on): the keys the indexer hands the app (/run/autopolis), the leads,
# the editors' webhook queue, whose file also holds the reindex lock the indexer and the app share, and the
# scheduled SQLite backups (docker-compose.yml's backup service, deploy/backup.sh).
RUN mkdir -p /run/autopolis /var/lib/autopolis/leads /var/lib/autopolis/editors /var/lib/autopolis/backups \
  && chown node:node /run/autopolis /var/lib/autopolis/leads /var/lib/autopolis/editors /var/lib/autopolis/backups
ENV LEADS_DATA_DIR=/var/lib/autopolis/leads EDITORS_DATA_DIR=/var/lib/autopolis/editors
USER node
EXPOSE 3000
# liveness: the process answers (the compose files check readiness, /readyz, instead; Caddy checks /livez)
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# a larger young generation: the server allocates a lot per page (measured: 17 → 11 ms of CPU per stock page under load)
CMD ["node", "--max-semi-space-size=64", "scripts/start.js", "--no-build"]
