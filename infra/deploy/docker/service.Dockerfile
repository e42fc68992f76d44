# syntax=docker/dockerfile:1.7
#
# One image per service, built from the repository root:
#   docker build -f infra/deploy/docker/service.Dockerfile --build-arg SERVICE=site -t sqw/site .
# SERVICE is a folder under services/: auth, site, store, web-essentials, media, hall, admin.
#
# The workspace is installed once for every service (the `deps` stage does not read SERVICE),
# and each service's image is that stage plus its working directory and command: building the
# seven installs once, and the seven share every layer but a few bytes, so a registry stores
# the install once and a node pulls it once. The price: every service image carries every
# service's code (sources only, no secrets).
#
# The service runs as it does locally: `node --import tsx src/main.ts` (TypeScript compiled
# in-process on start). The migration Job runs `node --import tsx src/migrate.ts` from the
# same image.
#
# Environment (see ../k8s/base/config.env and ../README.md for every variable):
#   DATABASE_URL      required; the service's own role/database (schema = the service's name)
#   PORT=8080 HOST=0.0.0.0 TRUST_PROXY=true NODE_ENV=production   set here
#   AUTH_URL          auth service base URL inside the cluster (JWKS for token checks)
#   SITE_URL          the public origin (links in e-mails, redirects)
#   CORS_ORIGINS      comma-separated allowed browser origins (the public origin)
#   SMTP_URL          smtp(s)://user:pass@host:port; empty = mails stay queued in the outbox
#   MAIL_FROM BUSINESS_EMAIL LOG_LEVEL MIGRATE_ON_START(=false: the Job migrates)
#   STORAGE_DIR=/data/uploads   uploads (store, hall): mount shared storage here
#   auth:  ANON_KEY, API_EXTERNAL_URL (the bare public origin), ACCESS_TOKEN_TTL, ...
#   site:  PUBLIC_URL (public base of the site service, e.g. https://example.com/api/site),
#          DEPLOY_KEY (the release registry's key, a Secret), RUNTIME_CONFIG (JSON: services,
#          supabaseAnonKey, remoteBases: what /config.json adds to the live releases)
#   store: CASHAPP_HANDLE, STORE_TEST_MODE
#   admin: SERVICE_URLS (JSON: name -> in-cluster base URL), ANON_KEY, UPSTREAM_TIMEOUT_MS
#
# NODE_IMAGE: any Node 20 image; without a registry, node.Dockerfile makes one. PNPM_STORE and
# PNPM_OFFLINE let a build install from a store mounted in (`-v <store>:/host-store
# --build-arg PNPM_STORE=/host-store --build-arg PNPM_OFFLINE=--offline`), as the deploy test does.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
ARG PNPM_VERSION=12.21.0
ARG PNPM_STORE=/pnpm-store
ARG PNPM_OFFLINE=
# corepack cannot verify pnpm offline, so pnpm comes from npm when the image lacks it.
RUN command -v pnpm >/dev/null || npm install -g pnpm@${PNPM_VERSION}
WORKDIR /app
ENV CI=true
COPY . .
# Every service and the workspace packages they use, plus the workspace root ("sqw") because
# tsx, which runs the TypeScript, is a root devDependency. Moving tsx into
# @sqw/service-kit's dependencies would allow --prod and drop the root's test tooling.
RUN --mount=type=cache,id=pnpm-store,target=/pnpm-store \
    pnpm install ${PNPM_OFFLINE} --frozen-lockfile --store-dir "${PNPM_STORE}" \
      --filter "{./services/*}..." --filter sqw
# The frontends are not installed here; leave their sources behind too. Code stays root-owned
# and read-only to the service; only uploads are its to write.
RUN rm -rf shell remotes e2e infra \
 && mkdir -p /data/uploads && chown 1000:1000 /data/uploads

# The runtime is the installed stage itself (the pnpm store was a mount, not a layer), so no
# service copies the install again.
FROM deps
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    TRUST_PROXY=true \
    MIGRATE_ON_START=false \
    STORAGE_DIR=/data/uploads \
    CI=
ARG SERVICE
RUN test -f "/app/services/${SERVICE}/src/main.ts" || { echo "build with --build-arg SERVICE=<a folder in services/>" >&2; exit 1; }
WORKDIR /app/services/${SERVICE}
LABEL dev.sqw.service="${SERVICE}"
# Numeric, so Kubernetes can verify runAsNonRoot (1000 is the image's "node" user).
USER 1000:1000
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node is PID 1 and handles SIGTERM itself (service-kit drains in-flight requests).
CMD ["node", "--import", "tsx", "src/main.ts"]
