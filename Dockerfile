# Restpoint: one Dockerfile, two images.
#   docker build --target web -t restpoint-web .            console on nginx, port 3000
#   docker build --target mock-api -t restpoint-mock-api .  mock API on Node, port 8080
# docker compose up (docker-compose.yml) builds and runs both.
# No `# syntax=` line: the engine's built-in BuildKit frontend (Docker 20.10 and later) reads
# everything used here (ARG before FROM, RUN --mount=type=cache, COPY --chmod), so a build needs no
# frontend image from a registry (CI builds offline, see README.md "Docker in CI").
#
# The web image is the same for every environment: its settings (VITE_APP_*, and the optional
# RESTPOINT_API_UPSTREAM that nginx proxies /api/ to) are read when the container starts, by web/docker/render-runtime.sh in /docker-entrypoint.d/, which writes
# config.js and the nginx server config (nginx.conf at the repository root is its template).

# Node: an LTS line, pinned by major (Active/Maintenance LTS until 2028-04-30). Both bases are
# Debian bookworm slim (glibc, Debian's packages): the machine CI runs on, where local stand-ins of
# these two images are made (.ci/docker-bases/make.sh) and passed as NODE_IMAGE / NGINX_IMAGE.
ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginx:stable-bookworm

# ---- manifests: the lockfile and every workspace's package.json, input of each npm ci ---------
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
ENV CI=true \
    npm_config_audit=false \
    npm_config_fund=false \
    npm_config_update_notifier=false
COPY package.json package-lock.json ./
COPY mock-api/package.json mock-api/
COPY web/package.json web/
COPY e2e/package.json e2e/

# ---- deps: every workspace's dependencies, from the lockfile -------------------------------
FROM manifests AS deps
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN --mount=type=cache,target=/root/.npm npm ci

# ---- build: mock-api/dist and web/dist ------------------------------------------------------
FROM deps AS build
COPY . .
# Source maps are not shipped: the web image copies web/dist, so they go before it does.
RUN npm run build && find web/dist -name '*.map' -type f -delete

# ---- prod-deps: the mock API's runtime dependencies only ------------------------------------
FROM manifests AS prod-deps
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --ignore-scripts --workspace mock-api --include-workspace-root=false

# ---- target mock-api ----------------------------------------------------------------------
FROM ${NODE_IMAGE} AS mock-api
ENV NODE_ENV=production \
    MOCK_API_HOST=0.0.0.0 \
    MOCK_API_PORT=8080
WORKDIR /app
# The whole tree: npm nests some packages under mock-api/node_modules when versions clash.
COPY --from=prod-deps /app ./
COPY --from=build /app/mock-api/dist ./mock-api/dist
WORKDIR /app/mock-api
# The files belong to root, read-only to the service, which runs as the image's "node" user.
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.MOCK_API_PORT||8080)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/server.js"]

# ---- target web ---------------------------------------------------------------------------
FROM ${NGINX_IMAGE} AS web
# Defaults for `docker run`; every environment sets its own at start-up. The rendered server config
# and config.js go under /tmp, the one place the nginx user may write: the root file system may be
# read-only (docker-compose.yml mounts a tmpfs on /tmp).
ENV VITE_APP_API_URL=http://localhost:8080 \
    VITE_APP_BASE_URL=http://localhost:8080 \
    VITE_APP_ENABLE_API_MOCKING=true \
    RESTPOINT_LISTEN_PORT=3000 \
    RESTPOINT_WEB_ROOT=/usr/share/nginx/html \
    RESTPOINT_CONFIG_DIR=/tmp/restpoint/config \
    RESTPOINT_NGINX_TEMPLATE=/etc/restpoint/nginx.conf.template \
    RESTPOINT_NGINX_CONF=/tmp/restpoint/conf.d/default.conf
# nginx runs as the image's "nginx" user (uid 101) from its first process, as the maintained
# nginx-unprivileged images do it: no `user` directive, the pid file and temp files under /tmp, and
# the server config included from where the start-up script renders it. The checks fail the build
# if the base's main config is not shaped as expected.
RUN sed -i \
      -e '/^user /d' \
      -e 's|^pid .*|pid /tmp/nginx.pid;|' \
      -e 's|include /etc/nginx/conf.d/\*\.conf;|include /tmp/restpoint/conf.d/*.conf;|' \
      -e '/^http {/a \    client_body_temp_path /tmp/client_temp;\n    proxy_temp_path /tmp/proxy_temp;\n    fastcgi_temp_path /tmp/fastcgi_temp;\n    uwsgi_temp_path /tmp/uwsgi_temp;\n    scgi_temp_path /tmp/scgi_temp;' \
      /etc/nginx/nginx.conf \
    && ! grep -q '^user ' /etc/nginx/nginx.conf \
    && grep -q '^pid /tmp/nginx.pid;' /etc/nginx/nginx.conf \
    && grep -q 'include /tmp/restpoint/conf.d/\*\.conf;' /etc/nginx/nginx.conf \
    && grep -q 'client_body_temp_path /tmp/' /etc/nginx/nginx.conf \
    && rm -rf /usr/share/nginx/html/* /etc/nginx/conf.d/default.conf
COPY nginx.conf /etc/restpoint/nginx.conf.template
COPY --chmod=0755 web/docker/render-runtime.sh /docker-entrypoint.d/40-restpoint-runtime.sh
COPY --from=build /app/web/dist/ /usr/share/nginx/html/
USER 101:101
# Render with the /api/ proxy and with the defaults, as the nginx user, so that a broken template
# or a path that user cannot write fails the build, not the first start; nothing of it is kept.
RUN RESTPOINT_API_UPSTREAM=http://127.0.0.1:8080 /docker-entrypoint.d/40-restpoint-runtime.sh \
    && nginx -t && /docker-entrypoint.d/40-restpoint-runtime.sh && nginx -t \
    && rm -rf /tmp/restpoint /tmp/*_temp
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
    CMD curl -fsS -o /dev/null "http://127.0.0.1:${RESTPOINT_LISTEN_PORT}/config.js" || exit 1
# ENTRYPOINT (/docker-entrypoint.sh), CMD (nginx -g 'daemon off;') and STOPSIGNAL come from nginx.
