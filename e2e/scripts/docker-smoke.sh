#!/usr/bin/env bash
# The container bundle end to end (`npm run test:docker`; CI: .ci/docker): builds both targets of
# the Dockerfile, starts docker-compose.yml as its own project on ports of its own, waits for both
# healthchecks, runs the smoke (e2e/docker/smoke.spec.ts) against the containers through the
# console's origin, then removes the containers and network it started (the images stay: the next
# run's cache). Each phase prints how long it took.
#
# Env: DOCKER        the engine's client (docker)
#      COMPOSE       the compose command (`docker compose` when there is one, else docker-compose)
#      NODE_IMAGE, NGINX_IMAGE  the Dockerfile's base images (its defaults, the official ones)
#      DOCKER_BUILD_NETWORK     `docker build --network` (CI: host, its engine has no bridge)
#      RESTPOINT_WEB_PORT, RESTPOINT_API_PORT  published ports (23100, 28180)
#      CHROME_PATH   Chromium for the browser steps (/usr/bin/chromium)
# Builds run with `docker build` (BuildKit) and compose only starts them (`up --no-build`):
# docker-compose 1.29 cannot build with BuildKit, and the Dockerfile needs it.
set -euo pipefail

repo_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$repo_dir"
log_dir=$repo_dir/e2e/output/docker
mkdir -p "$log_dir"

say() { printf 'docker-smoke: %s\n' "$*" >&2; }
die() {
  say "$*"
  exit 1
}

docker=${DOCKER:-docker}
export DOCKER_BUILDKIT=1
if [[ -n ${COMPOSE:-} ]]; then
  read -ra compose <<<"$COMPOSE"
elif "$docker" compose version >/dev/null 2>&1; then
  compose=("$docker" compose)
elif command -v docker-compose >/dev/null; then
  compose=(docker-compose)
else
  die 'no compose: install Docker Compose (`docker compose`) or docker-compose'
fi
"$docker" version >/dev/null 2>&1 || die "no Docker engine answers ($docker version failed)"

export RESTPOINT_WEB_PORT=${RESTPOINT_WEB_PORT:-23100}
export RESTPOINT_API_PORT=${RESTPOINT_API_PORT:-28180}
compose+=(--project-name restpoint-smoke --file "$repo_dir/docker-compose.yml")

phase_start=$SECONDS
phase() {
  say "$1 in $((SECONDS - phase_start))s"
  phase_start=$SECONDS
}

# ---- build: the images docker-compose.yml names, restpoint/<service>:local ------------------
build_args=()
[[ -n ${NODE_IMAGE:-} ]] && build_args+=(--build-arg "NODE_IMAGE=$NODE_IMAGE")
[[ -n ${NGINX_IMAGE:-} ]] && build_args+=(--build-arg "NGINX_IMAGE=$NGINX_IMAGE")
[[ -n ${DOCKER_BUILD_NETWORK:-} ]] && build_args+=(--network "$DOCKER_BUILD_NETWORK")
for target in mock-api web; do
  log=$log_dir/build-$target.log
  say "building $target (restpoint/$target:local${NODE_IMAGE:+, $NODE_IMAGE}${NGINX_IMAGE:+, $NGINX_IMAGE}; log: ${log#"$repo_dir/"})"
  if ! "$docker" build --progress plain --target "$target" -t "restpoint/$target:local" \
    "${build_args[@]}" . >"$log" 2>&1; then
    tail -n 40 "$log" >&2
    die "the $target image did not build (whole log: $log)"
  fi
  phase "built restpoint/$target:local ($("$docker" image inspect -f '{{.Size}}' "restpoint/$target:local" | awk '{ printf "%d MB", $1 / 1000000 }'))"
done

# ---- run ----------------------------------------------------------------------------------
stop_stack() {
  local status=$?
  if ((status != 0)); then
    say "failed; the containers' last log lines:"
    "${compose[@]}" logs --no-color --tail 40 >&2 || true
  fi
  say 'stopping the stack'
  "${compose[@]}" down --volumes --remove-orphans --timeout 10 >/dev/null 2>&1 || true
  exit "$status"
}
trap stop_stack EXIT
"${compose[@]}" down --volumes --remove-orphans --timeout 10 >/dev/null 2>&1 || true
"${compose[@]}" up --detach --no-build >"$log_dir/up.log" 2>&1 || {
  cat "$log_dir/up.log" >&2
  die 'docker-compose.yml did not start'
}

health() { "$docker" inspect -f '{{.State.Health.Status}}' "$("${compose[@]}" ps -q "$1")"; }
for service in mock-api web; do
  for _ in $(seq 120); do
    [[ $(health "$service") == healthy ]] && break
    sleep 1
  done
  [[ $(health "$service") == healthy ]] || die "$service is not healthy after 2 minutes"
done
phase "started, both healthy (console http://localhost:$RESTPOINT_WEB_PORT)"

# ---- smoke --------------------------------------------------------------------------------
SMOKE_URL=http://localhost:$RESTPOINT_WEB_PORT \
  SMOKE_DOCKER=$docker \
  SMOKE_COMPOSE=$(printf '%s\n' "${compose[@]}" | node -e \
    'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.stringify(s.trim().split("\n"))))') \
  npx playwright test --config e2e/docker/playwright.config.ts
phase 'smoke passed'
