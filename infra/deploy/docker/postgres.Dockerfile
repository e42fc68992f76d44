# PostgreSQL from Debian's package, for the deploy test's cluster (overlays/podman-test). A
# production database is not a pod of these manifests (see ../README.md, "Before the first deploy").
#   podman build -f infra/deploy/docker/postgres.Dockerfile --build-arg BASE_IMAGE=sqw/debian:bookworm -t sqw/postgres:15 infra/deploy
# Environment: POSTGRES_USER, POSTGRES_PASSWORD, POSTGRES_DB (created on the first start of an
# empty data directory, /var/lib/postgresql/data).

ARG BASE_IMAGE=debian:bookworm-slim
FROM ${BASE_IMAGE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-15 \
 && apt-get clean \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/archives/*.deb \
 && mkdir -p /var/lib/postgresql/data /var/run/postgresql \
 && chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql
COPY docker/postgres-start.sh /usr/local/bin/postgres-start
ENV PATH=/usr/lib/postgresql/15/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    PGDATA=/var/lib/postgresql/data
USER postgres
EXPOSE 5432
# SIGINT is PostgreSQL's fast shutdown (roll back open transactions, then stop cleanly).
STOPSIGNAL SIGINT
CMD ["postgres-start"]
