# The nginx every frontend image runs on (the web gateway and each remote): Debian's nginx,
# the same package the nginx checks run against, unprivileged, writing only to /tmp. It also
# serves as the "empty previous image" of a remote's first version (an empty /srv).
# Built from infra/deploy (the context holds nginx/nginx.conf):
#   podman build -f docker/nginx.Dockerfile -t registry.example.com/sqw/nginx:2026.11 infra/deploy
# BASE_IMAGE: any Debian bookworm image (the deploy test passes one made with debootstrap).

ARG BASE_IMAGE=debian:bookworm-slim
FROM ${BASE_IMAGE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx gzip \
 && apt-get clean \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/archives/*.deb /etc/nginx/sites-enabled /etc/nginx/conf.d \
 && mkdir -p /srv /etc/nginx/sqw
COPY nginx/nginx.conf /etc/nginx/nginx.conf
# Numeric, so Kubernetes can verify runAsNonRoot (33 is Debian's www-data).
USER 33:33
EXPOSE 8080
# SIGQUIT is nginx's graceful stop (finish in-flight requests); SIGTERM would cut them.
STOPSIGNAL SIGQUIT
# No curl in the image: bash's /dev/tcp is enough to ask nginx its own /healthz.
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080 && printf 'GET /healthz HTTP/1.0\\r\\n\\r\\n' >&3 && grep -q ' 200 ' <&3"]
CMD ["nginx", "-e", "stderr", "-g", "daemon off;"]
