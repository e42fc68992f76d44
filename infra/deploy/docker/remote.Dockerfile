# syntax=docker/dockerfile:1.7
#
# One remote's image: nginx serving /remotes/<APP>/<version>/… from /srv, with the new
# version AND every version the previous image held. A tab opened before a release keeps
# loading its own version's chunks, and a rollback (a pointer flip in the site service's
# release registry) needs no image change: the image always holds the versions before it.
# The tag is the version, and a tag is never rebuilt.
#
#   V=$(node --import tsx infra/deploy/version.ts remotes/hall/dist)
#   podman build -f infra/deploy/docker/remote.Dockerfile \
#     --build-arg APP=hall --build-arg VERSION=$V \
#     --build-arg NGINX_IMAGE=registry.example.com/sqw/nginx:2026.11 \
#     --build-arg PREVIOUS=registry.example.com/sqw/remote-hall:<previous version> \
#     --build-context dist=remotes/hall/dist \
#     -t registry.example.com/sqw/remote-hall:$V infra/deploy
#
# PREVIOUS: the remote's previous image; for its first version, the nginx image itself (an
# empty /srv). NGINX_IMAGE: nginx.Dockerfile's image; the server always comes from it, so an
# nginx update ships with the next version, and only /srv is taken from PREVIOUS.
# The context is infra/deploy (for nginx/remote.conf); the build itself is the `dist` context.

ARG NGINX_IMAGE=sqw/nginx
ARG PREVIOUS
FROM ${PREVIOUS} AS previous

FROM ${NGINX_IMAGE}
ARG APP
ARG VERSION
USER 0:0
RUN test -n "$APP" && echo "$VERSION" | grep -Eq '^[0-9a-f]{12}$' \
 || { echo 'build with --build-arg APP=<remote> --build-arg VERSION=<12 hex of the build>' >&2; exit 1; }
COPY nginx/remote.conf /etc/nginx/sqw/http.d/remote.conf
# Every version the previous image served, unchanged.
COPY --from=previous /srv/ /srv/
COPY --from=dist . /srv/remotes/${APP}/${VERSION}/
# A .gz beside each text file for gzip_static; the build stamp is not part of the version.
RUN rm -f "/srv/remotes/${APP}/${VERSION}/.build-stamp" \
 && find "/srv/remotes/${APP}/${VERSION}" -type f \( -name '*.js' -o -name '*.json' -o -name '*.css' -o -name '*.svg' -o -name '*.map' \) \
      -exec gzip -9 --keep --force {} + \
 && ls /srv/remotes/${APP} > /srv/remotes/${APP}.versions
LABEL dev.sqw.app="${APP}" dev.sqw.version="${VERSION}"
USER 33:33
