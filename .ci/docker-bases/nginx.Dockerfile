# Stand-in for nginx:stable-bookworm (see make.sh): Debian bookworm slim with Debian's nginx, laid
# out as the official image: the "nginx" user (uid 101), its main config and default server, logs
# to stdout/stderr, the official entrypoint and /docker-entrypoint.d/.
ARG DEBIAN_IMAGE
FROM ${DEBIAN_IMAGE}
RUN groupadd --system --gid 101 nginx \
  && useradd --system --gid nginx --no-create-home --home /nonexistent --comment "nginx user" \
    --shell /bin/false --uid 101 nginx \
  && apt-get update \
  && apt-get install -y --no-install-recommends --no-install-suggests \
    nginx gettext-base curl ca-certificates \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-available /etc/nginx/sites-enabled /var/www \
  && mkdir -p /etc/nginx/conf.d /usr/share/nginx/html /var/cache/nginx /docker-entrypoint.d \
  && ln -sf /dev/stdout /var/log/nginx/access.log \
  && ln -sf /dev/stderr /var/log/nginx/error.log
COPY nginx.conf /etc/nginx/nginx.conf
COPY default.conf /etc/nginx/conf.d/default.conf
COPY --chmod=0755 nginx-entrypoint.sh /docker-entrypoint.sh
ENTRYPOINT ["/docker-entrypoint.sh"]
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
