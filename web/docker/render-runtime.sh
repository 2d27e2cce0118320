#!/bin/sh
# Restpoint console: runtime configuration, rendered when the web container starts.
#
# The nginx image copies this script into /docker-entrypoint.d/, so the official entrypoint runs
# it before nginx starts (one image for every environment); the e2e harness runs the same script
# on the same template. It:
#   1. validates VITE_APP_API_URL and VITE_APP_BASE_URL (required: http(s) URLs, or paths on the
#      console's own origin such as /api), VITE_APP_ENABLE_API_MOCKING (exactly "true" or
#      "false"), VITE_APP_REQUEST_TIMEOUT_MS (optional: 1000-600000) and RESTPOINT_API_UPSTREAM
#      (optional: an http(s) URL); every bad variable is
#      reported on stderr and the script exits 1 without writing anything (the container does
#      not start);
#   2. writes config.js, which index.html loads before the bundle, into the config directory (the
#      web root unless told otherwise: the image keeps it under /tmp, as its root file system may
#      be read-only);
#   3. renders the nginx server template (nginx.conf at the repository root): listen port, web
#      root, config directory, the CSP origins of the API URL (connect-src) and the base URL (img-src), and, when
#      RESTPOINT_API_UPSTREAM is set, the proxy of /api/ to it (the lines between
#      RESTPOINT_API_PROXY_BEGIN and _END; without it they are left out).
#
# Usage: render-runtime.sh [--template FILE] [--output FILE] [--web-root DIR] [--config-dir DIR]
#                          [--port N]
# Each option defaults to an environment variable, then to a default:
#   --template    RESTPOINT_NGINX_TEMPLATE  /etc/restpoint/nginx.conf.template
#   --output      RESTPOINT_NGINX_CONF      /etc/nginx/conf.d/default.conf
#   --web-root    RESTPOINT_WEB_ROOT        /usr/share/nginx/html
#   --config-dir  RESTPOINT_CONFIG_DIR      the web root
#   --port        RESTPOINT_LISTEN_PORT     3000
# POSIX sh: runs under dash (the nginx image's Debian), busybox ash and bash.
set -eu

ME=restpoint

template=${RESTPOINT_NGINX_TEMPLATE:-/etc/restpoint/nginx.conf.template}
output=${RESTPOINT_NGINX_CONF:-/etc/nginx/conf.d/default.conf}
web_root=${RESTPOINT_WEB_ROOT:-/usr/share/nginx/html}
config_dir=${RESTPOINT_CONFIG_DIR:-}
port=${RESTPOINT_LISTEN_PORT:-3000}
access_log=${RESTPOINT_ACCESS_LOG:-/var/log/nginx/access.log}

usage_error() {
  printf '%s: %s (usage: %s [--template FILE] [--output FILE] [--web-root DIR] [--config-dir DIR] [--port N])\n' \
    "$ME" "$1" "$0" >&2
  exit 2
}

while [ $# -gt 0 ]; do
  case $1 in
    --template | --output | --web-root | --config-dir | --port)
      [ $# -ge 2 ] || usage_error "$1 needs a value"
      case $1 in
        --template) template=$2 ;;
        --output) output=$2 ;;
        --web-root) web_root=$2 ;;
        --config-dir) config_dir=$2 ;;
        --port) port=$2 ;;
      esac
      shift 2
      ;;
    *) usage_error "unknown argument \"$1\"" ;;
  esac
done

errors=0
invalid() {
  printf '%s: invalid configuration: %s\n' "$ME" "$1" >&2
  errors=$((errors + 1))
}

newline='
'
# An http(s) URL made only of characters that cannot break out of a JSON string, a CSP header or
# nginx syntax: no whitespace, quotes, backslashes, semicolons, query or fragment.
is_http_url() {
  case $1 in *"$newline"*) return 1 ;; esac
  printf '%s\n' "$1" |
    grep -Eq '^https?://([A-Za-z0-9_.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?(/[A-Za-z0-9._~%!$&()*+,=:@/-]*)?$'
}

# Same rules and wording as the console's own check (web/src/lib/env.ts), which shows them on a
# page when a build is misconfigured: surrounding blanks are ignored, an empty URL is missing.
trim() {
  printf '%s\n' "$1" | sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//'
}

# A path on the console's own origin (/api): where nginx proxies the API, no CORS preflight.
is_same_origin_path() {
  case $1 in *"$newline"*) return 1 ;; esac
  printf '%s\n' "$1" | grep -Eq '^/([A-Za-z0-9._~%!$&()*+,=:@-][A-Za-z0-9._~%!$&()*+,=:@/-]*)?$'
}

# check_url NAME VALUE
check_url() {
  if [ -z "$2" ]; then
    invalid "$1 is required"
  elif ! is_http_url "$2" && ! is_same_origin_path "$2"; then
    invalid "$1 must be an http(s) URL or a path on this site such as /api (got \"$2\")"
  fi
}

api_url=$(trim "${VITE_APP_API_URL-}")
base_url=$(trim "${VITE_APP_BASE_URL-}")
check_url VITE_APP_API_URL "$api_url"
check_url VITE_APP_BASE_URL "$base_url"

# Optional: where nginx sends /api/ (e.g. http://mock-api:8080), with the /api prefix taken off.
upstream=$(trim "${RESTPOINT_API_UPSTREAM-}")
upstream=${upstream%/}
if [ -n "$upstream" ] && ! is_http_url "$upstream"; then
  invalid "RESTPOINT_API_UPSTREAM must be an http(s) URL (got \"$upstream\")"
fi

mocking=${VITE_APP_ENABLE_API_MOCKING-}
if [ -z "${VITE_APP_ENABLE_API_MOCKING+set}" ]; then
  invalid 'VITE_APP_ENABLE_API_MOCKING must be "true" or "false" (got nothing)'
elif [ "$mocking" != true ] && [ "$mocking" != false ]; then
  invalid "VITE_APP_ENABLE_API_MOCKING must be \"true\" or \"false\" (got \"$mocking\")"
fi

# Optional: how long the console waits for an answer before it gives up, in milliseconds.
timeout_ms=$(trim "${VITE_APP_REQUEST_TIMEOUT_MS-}")
if [ -n "$timeout_ms" ]; then
  timeout_ok=false
  case $timeout_ms in
    *[!0-9]*) ;;
    *) if [ "${#timeout_ms}" -le 6 ] && [ "$timeout_ms" -ge 1000 ] && [ "$timeout_ms" -le 600000 ]; then timeout_ok=true; fi ;;
  esac
  [ "$timeout_ok" = true ] ||
    invalid "VITE_APP_REQUEST_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 600000 (got \"$timeout_ms\")"
fi

port_ok=false
case $port in
  '' | *[!0-9]* | 0*) ;;
  *) if [ "${#port}" -le 5 ] && [ "$port" -le 65535 ]; then port_ok=true; fi ;;
esac
[ "$port_ok" = true ] || invalid "RESTPOINT_LISTEN_PORT must be a port number 1-65535 (got \"$port\")"

# check_dir NAME VALUE: a path nginx's config can hold as it is.
check_dir() {
  case $2 in
    /*) ;;
    *) invalid "$1 must be an absolute path (got \"$2\")" ;;
  esac
  case $2 in
    *[!A-Za-z0-9._/-]*) invalid "$1 may only hold A-Z a-z 0-9 . _ / - (got \"$2\")" ;;
  esac
}
check_dir RESTPOINT_WEB_ROOT "$web_root"
[ -d "$web_root" ] || invalid "RESTPOINT_WEB_ROOT is not a directory (got \"$web_root\")"
config_dir=${config_dir:-$web_root}
check_dir RESTPOINT_CONFIG_DIR "$config_dir"
case $access_log in
  /*[!A-Za-z0-9._/-]* | [!/]*)
    invalid "RESTPOINT_ACCESS_LOG must be an absolute path of A-Z a-z 0-9 . _ / - (got \"$access_log\")"
    ;;
esac
[ -r "$template" ] || invalid "nginx template \"$template\" is not readable"

if [ "$errors" -gt 0 ]; then
  printf '%s: %s invalid setting(s); nothing was written\n' "$ME" "$errors" >&2
  exit 1
fi

# scheme://host[:port] of a validated URL; nothing for a path on this site ('self' covers it)
origin_of() {
  case $1 in /*) return 0 ;; esac
  printf '%s\n' "$1" | sed -E 's#^(https?://[^/]+).*$#\1#'
}

json_string() {
  printf '"%s"' "$(printf '%s\n' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')"
}

sed_replacement() {
  printf '%s\n' "$1" | sed -e 's/[\\&|]/\\&/g'
}

connect_src=$(origin_of "$api_url")
img_src=$(origin_of "$base_url")

config_js=$config_dir/config.js
conf_tmp=$output.tmp.$$
config_tmp=$config_js.tmp.$$
trap 'rm -f "$conf_tmp" "$config_tmp"' EXIT

mkdir -p "$(dirname "$output")" "$config_dir"
# Listen on IPv6 too, unless the kernel has no IPv6 (nginx would then fail to bind [::]).
drop_ipv6='/^[[:space:]]*listen[[:space:]]*\[::\]:/d'
[ -f /proc/net/if_inet6 ] && drop_ipv6=''
# The API proxy's lines: kept (markers dropped) with an upstream, else left out altogether.
marker='^[[:space:]]*#[[:space:]]*RESTPOINT_API_PROXY_'
if [ -n "$upstream" ]; then
  api_proxy="/${marker}[A-Z]*[[:space:]]*\$/d"
else
  api_proxy="/${marker}BEGIN/,/${marker}END/d"
fi
sed \
  -e "$api_proxy" \
  -e "s|[$]{RESTPOINT_API_UPSTREAM}|$(sed_replacement "$upstream")|g" \
  -e "s|[$]{RESTPOINT_LISTEN_PORT}|$(sed_replacement "$port")|g" \
  -e "s|[$]{RESTPOINT_WEB_ROOT}|$(sed_replacement "$web_root")|g" \
  -e "s|[$]{RESTPOINT_CONFIG_DIR}|$(sed_replacement "$config_dir")|g" \
  -e "s|[$]{RESTPOINT_CONNECT_SRC}|$(sed_replacement "$connect_src")|g" \
  -e "s|[$]{RESTPOINT_IMG_SRC}|$(sed_replacement "$img_src")|g" \
  -e "s|[$]{RESTPOINT_ACCESS_LOG}|$(sed_replacement "$access_log")|g" \
  -e "$drop_ipv6" \
  "$template" >"$conf_tmp"
if grep -n '^[^#]*[$]{RESTPOINT_' "$conf_tmp" >&2; then
  printf '%s: %s uses unknown RESTPOINT_ tokens (lines above)\n' "$ME" "$template" >&2
  exit 1
fi

timeout_entry=''
[ -z "$timeout_ms" ] || timeout_entry=",
  \"VITE_APP_REQUEST_TIMEOUT_MS\": $(json_string "$timeout_ms")"

cat >"$config_tmp" <<CONFIG
// Written by render-runtime.sh when the container starts: runtime settings of the console.
window.__RESTPOINT_CONFIG__ = {
  "VITE_APP_API_URL": $(json_string "$api_url"),
  "VITE_APP_BASE_URL": $(json_string "$base_url"),
  "VITE_APP_ENABLE_API_MOCKING": $(json_string "$mocking")$timeout_entry
};
CONFIG

mv -f "$conf_tmp" "$output"
mv -f "$config_tmp" "$config_js"

printf '%s: wrote %s (API %s, images %s, mocking %s)\n' "$ME" "$config_js" "$api_url" "$base_url" "$mocking"
printf '%s: rendered %s from %s (port %s, root %s, /api/ proxy %s)\n' "$ME" "$output" "$template" \
  "$port" "$web_root" "${upstream:-off}"
