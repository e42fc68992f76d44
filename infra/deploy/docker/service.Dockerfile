# syntax=docker/dockerfile:1.7
#
# One image per service, built from the repository root:
#   docker build -f infra/deploy/docker/service.Dockerfile --build-arg SERVICE=site -t sqw/site .
# SERVICE is a folder under services/: auth, site, store, web-essentials, media, hall, admin.
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
#   site:  PUBLIC_URL (public base of the site service, e.g. https://example.com/api/site)
#   store: CASHAPP_HANDLE, STORE_TEST_MODE
#   admin: SERVICE_URLS (JSON: name -> in-cluster base URL), ANON_KEY, UPSTREAM_TIMEOUT_MS

ARG NODE_IMAGE=node:20-slim

FROM ${NODE_IMAGE} AS deps
ARG SERVICE
ARG PNPM_VERSION=12.21.0
RUN test -n "$SERVICE" || { echo 'build with --build-arg SERVICE=<name of a folder in services/>' >&2; exit 1; }
# corepack cannot verify pnpm offline (TOOLCHAIN.md), so pnpm comes from npm.
RUN npm install -g pnpm@${PNPM_VERSION}
WORKDIR /app
ENV CI=true

# Only the lockfile decides what is downloaded, so this layer survives source changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN --mount=type=cache,id=pnpm-store,target=/pnpm-store pnpm fetch --store-dir /pnpm-store

COPY . .
RUN test -f "services/${SERVICE}/src/main.ts" || { echo "no service at services/${SERVICE}" >&2; exit 1; }
# The service and the workspace packages it uses, plus the workspace root ("sqw") because
# tsx, which runs the TypeScript, is a root devDependency. Moving tsx into
# @sqw/service-kit's dependencies would allow --prod and drop the root's test tooling.
RUN --mount=type=cache,id=pnpm-store,target=/pnpm-store \
    pnpm install --offline --frozen-lockfile --store-dir /pnpm-store \
      --filter "{./services/${SERVICE}}..." --filter sqw
# The frontends and the other services are not installed here; leave their sources behind too.
RUN find services -mindepth 1 -maxdepth 1 ! -name "${SERVICE}" -exec rm -rf {} + \
 && rm -rf shell remotes e2e infra

FROM ${NODE_IMAGE}
ARG SERVICE
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    TRUST_PROXY=true \
    MIGRATE_ON_START=false \
    STORAGE_DIR=/data/uploads
COPY --from=deps /app /app
# Code stays root-owned and read-only to the service; only uploads are its to write.
RUN mkdir -p /data/uploads && chown 1000:1000 /data/uploads
WORKDIR /app/services/${SERVICE}
# Numeric, so Kubernetes can verify runAsNonRoot (1000 is the image's "node" user).
USER 1000:1000
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node is PID 1 and handles SIGTERM itself (service-kit drains in-flight requests).
CMD ["node", "--import", "tsx", "src/main.ts"]
