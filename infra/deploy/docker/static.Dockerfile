# syntax=docker/dockerfile:1.7
#
# The static site: the shell and every remote built by Rspack, served with the production
# nginx config (../nginx/) on one origin. Built from the repository root:
#   docker build -f infra/deploy/docker/static.Dockerfile -t sqw/web .
#
# At run time nginx needs:
#   /etc/sqw/config.json   the shell's runtime config (a ConfigMap in Kubernetes; see
#                          ../k8s/overlays/example/config.json); without it the shell shows
#                          its "could not load the site configuration" message
#   the services under the names in ../nginx/upstreams.conf (auth-api, site-api, ...),
#   resolvable when nginx starts
# It listens on 8080 as an unprivileged user and writes only to /tmp.

ARG NODE_IMAGE=node:20-slim

FROM ${NODE_IMAGE} AS build
ARG PNPM_VERSION=12.21.0
RUN npm install -g pnpm@${PNPM_VERSION}
WORKDIR /app
ENV CI=true

COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN --mount=type=cache,id=pnpm-store,target=/pnpm-store pnpm fetch --store-dir /pnpm-store

COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm-store \
    pnpm install --offline --frozen-lockfile --store-dir /pnpm-store \
      --filter "{./shell}..." --filter "{./remotes/*}..."
# Each package's "build" script is `rspack build` (a production build by the shared preset); the
# shell's then writes its prerendered first screen into index.html (shell/scripts/prerender.mjs).
RUN pnpm --filter ./shell --filter "./remotes/*" run build
# The layout site.conf serves, plus a .gz beside each text file for gzip_static.
RUN mkdir -p /out/remotes \
 && cp -r shell/dist /out/shell \
 && for dir in remotes/*/; do cp -r "${dir}dist" "/out/remotes/$(basename "$dir")"; done \
 && find /out -type f \( -name '*.js' -o -name '*.json' -o -name '*.html' -o -name '*.css' -o -name '*.svg' -o -name '*.map' \) \
      -exec gzip -9 --keep {} +

# Debian's nginx, the same package the nginx checks run against (infra/deploy/check-site-conf.ts).
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled /etc/nginx/conf.d
COPY infra/deploy/nginx/nginx.conf /etc/nginx/nginx.conf
COPY infra/deploy/nginx/site.conf infra/deploy/nginx/upstreams.conf infra/deploy/nginx/proxy.conf infra/deploy/nginx/headers.conf /etc/nginx/sqw/
COPY --from=build /out /srv/sqw
# Numeric, so Kubernetes can verify runAsNonRoot (33 is Debian's www-data).
USER 33:33
EXPOSE 8080
# SIGQUIT is nginx's graceful stop (finish in-flight requests); SIGTERM would cut them.
STOPSIGNAL SIGQUIT
# No curl in the slim image: bash's /dev/tcp is enough to ask nginx its own /healthz.
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080 && printf 'GET /healthz HTTP/1.0\\r\\n\\r\\n' >&3 && grep -q ' 200 ' <&3"]
CMD ["nginx", "-e", "stderr", "-g", "daemon off;"]
