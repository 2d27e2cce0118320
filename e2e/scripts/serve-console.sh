#!/usr/bin/env bash
# Serves the built console (web/dist) the way the web image does: real nginx, the repository's
# nginx.conf rendered by web/docker/render-runtime.sh (the image's start-up script), under a main
# config that mimics the official nginx image's (events {} + http { mime.types; conf.d }).
# Everything it writes goes to e2e/.tmp. Runs nginx in the foreground (Playwright's webServer).
#
# Env: E2E_CONSOLE_PORT (13000), E2E_API_URL (http://localhost:18080: API and image base URL),
#      NGINX (nginx binary; default: nginx on PATH, else /usr/sbin/nginx),
#      E2E_WEB_DIST (the build to serve; web/dist), E2E_SERVE_DIR (where to write; e2e/.tmp): the
#      benches (e2e/bench) serve other builds, or two at once, on their own ports.
#      E2E_API_UPSTREAM (unset: no proxy; else nginx proxies /api/ there, as in docker-compose.yml,
#      and the console's API and image base URL become /api).
set -euo pipefail

e2e_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
repo_dir=$(dirname "$e2e_dir")
port=${E2E_CONSOLE_PORT:-13000}
api_url=${E2E_API_URL:-http://localhost:18080}
upstream=${E2E_API_UPSTREAM:-}
[[ -n $upstream ]] && api_url=/api
dist=${E2E_WEB_DIST:-$repo_dir/web/dist}
tmp=${E2E_SERVE_DIR:-$e2e_dir/.tmp}
html=$tmp/html
conf_dir=$tmp/nginx

say() { printf 'serve-console: %s\n' "$*" >&2; }

if [[ ! -f $dist/index.html ]]; then
  say "$dist/index.html is missing: build the console first with \`npm run build\` (or \`npm run build -w web\`)."
  exit 1
fi
nginx_bin=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}
if [[ ! -x $nginx_bin ]]; then
  say "nginx not found (looked for ${nginx_bin}): install it, e.g. \`apt-get install nginx\`."
  exit 1
fi

rm -rf "$html" "$conf_dir"
mkdir -p "$conf_dir/conf.d" "$conf_dir/temp" "$conf_dir/logs"
cp -R "$dist" "$html"

RESTPOINT_API_UPSTREAM=$upstream RESTPOINT_ACCESS_LOG="$conf_dir/logs/access.log" \
  VITE_APP_API_URL=$api_url VITE_APP_BASE_URL=$api_url VITE_APP_ENABLE_API_MOCKING=true \
  sh "$repo_dir/web/docker/render-runtime.sh" \
  --template "$repo_dir/nginx.conf" \
  --output "$conf_dir/conf.d/default.conf" \
  --web-root "$html" \
  --port "$port" >&2

# As root, nginx's workers would run as "nobody", which may not read a checkout under /root.
user_line=''
[[ $(id -u) == 0 ]] && user_line='user root;'

cat >"$conf_dir/nginx.conf" <<NGINX
# Written by e2e/scripts/serve-console.sh: the official nginx image's main config, with paths
# under e2e/.tmp so that no root-owned location is needed.
$user_line
worker_processes 1;
pid "$conf_dir/nginx.pid";
error_log stderr warn;

events {
    worker_connections 256;
}

http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log "$conf_dir/logs/access.log";
    sendfile on;
    keepalive_timeout 65;

    client_body_temp_path "$conf_dir/temp/client_body";
    proxy_temp_path "$conf_dir/temp/proxy";
    fastcgi_temp_path "$conf_dir/temp/fastcgi";
    uwsgi_temp_path "$conf_dir/temp/uwsgi";
    scgi_temp_path "$conf_dir/temp/scgi";

    include "$conf_dir/conf.d/*.conf";
}
NGINX

"$nginx_bin" -t -q -e stderr -p "$conf_dir/" -c "$conf_dir/nginx.conf"
say "nginx on http://localhost:$port serving $html (API $api_url)"
exec "$nginx_bin" -e stderr -p "$conf_dir/" -c "$conf_dir/nginx.conf" -g 'daemon off;'
