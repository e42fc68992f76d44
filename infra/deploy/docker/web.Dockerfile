# syntax=docker/dockerfile:1.7
#
# The gateway (`web`): nginx with the shell's files and ../nginx/site.conf. It serves the shell,
# proxies /remotes/<app>/ to that remote's own workload (remote.Dockerfile, Service
# remote-<app>), /config.json to the site service's /runtime-config, and /api/<service>/ to
# the services. No remote's files are in this image.
#
# The shell's versions accumulate as the remotes' do: the files of every earlier version
# stay beside the new one (its chunks are content-hashed, so they never collide), and
# index.html, mf-manifest.json and sqw-routes.json are this version's. A tab opened on an
# earlier shell keeps finding its chunks after the roll.
#
#   V=$(node --import tsx infra/deploy/version.ts shell/dist)
#   podman build -f infra/deploy/docker/web.Dockerfile --build-arg VERSION=$V \
#     --build-arg NGINX_IMAGE=registry.example.com/sqw/nginx:2026.11 \
#     --build-arg PREVIOUS=registry.example.com/sqw/web:<previous version> \
#     --build-context dist=shell/dist -t registry.example.com/sqw/web:$V infra/deploy
#
# PREVIOUS: the previous web image, or the nginx image for the first. The services, the
# remotes' Services and the site service must resolve by name when nginx starts
# (../nginx/upstreams.conf).

ARG NGINX_IMAGE=sqw/nginx
ARG PREVIOUS
FROM ${PREVIOUS} AS previous

FROM ${NGINX_IMAGE}
ARG VERSION
USER 0:0
RUN echo "$VERSION" | grep -Eq '^[0-9a-f]{12}$' \
 || { echo 'build with --build-arg VERSION=<12 hex of the shell build>' >&2; exit 1; }
COPY nginx/site.conf nginx/upstreams.conf /etc/nginx/sqw/http.d/
COPY nginx/proxy.conf nginx/headers.conf /etc/nginx/sqw/
COPY --from=previous /srv/ /srv/
COPY --from=dist . /srv/shell/
RUN rm -f /srv/shell/.build-stamp \
 && find /srv/shell -type f \( -name '*.js' -o -name '*.json' -o -name '*.html' -o -name '*.css' -o -name '*.svg' -o -name '*.map' \) \
      ! -name '*.gz' -exec gzip -9 --keep --force {} + \
 && echo "$VERSION" >> /srv/shell.versions
LABEL dev.sqw.app="shell" dev.sqw.version="${VERSION}"
USER 33:33
