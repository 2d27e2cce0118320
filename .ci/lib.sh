# Shared by .ci/run and .ci/docker (sourced): step and apt_install.

step() {
  local name=$1
  shift
  local t0=$SECONDS status=0
  printf '\n==> %s\n    $ %s\n' "$name" "$*"
  "$@" </dev/null || status=$?
  if ((status != 0)); then
    printf '<== %s: FAILED (exit %s) after %ss\n' "$name" "$status" $((SECONDS - t0)) >&2
    exit "$status"
  fi
  printf '<== %s: done in %ss\n' "$name" $((SECONDS - t0))
}

# apt_install PACKAGE...: installs Debian packages (as root, or with sudo), starting none of their
# services.
apt_install() {
  local sudo=()
  if [[ $(id -u) != 0 ]]; then
    command -v sudo >/dev/null || {
      echo "ci: need root or sudo to install: $*" >&2
      return 1
    }
    sudo=(sudo -n)
  fi
  "${sudo[@]}" apt-get update -q || return
  # Do not let a package start its service, e.g. nginx or docker (policy-rc.d 101 = "action forbidden").
  local policy=/usr/sbin/policy-rc.d added_policy=
  if [[ ! -e $policy ]]; then
    printf '#!/bin/sh\nexit 101\n' | "${sudo[@]}" tee "$policy" >/dev/null || return
    "${sudo[@]}" chmod +x "$policy" || return
    added_policy=1
  fi
  local status=0
  "${sudo[@]}" apt-get install -y -q --no-install-recommends "$@" || status=$?
  [[ -n $added_policy ]] && "${sudo[@]}" rm -f "$policy"
  return "$status"
}

# Where CI's own Docker engine keeps its images and build cache, and the bases' downloads: kept
# between runs (the warm run reuses them), outside the checkout.
RESTPOINT_DOCKER_ROOT=${RESTPOINT_DOCKER_ROOT:-/var/lib/restpoint-docker}
RESTPOINT_BASES_CACHE=${RESTPOINT_BASES_CACHE:-/var/cache/restpoint-docker-bases}
# A cold run writes about 4 GB there (engine, bases, two images and their build cache).
RESTPOINT_DOCKER_MIN_FREE_GB=${RESTPOINT_DOCKER_MIN_FREE_GB:-8}

# require_docker_disk: fails, saying so, when the file system of the Docker data has too little room.
require_docker_disk() {
  local dir=$RESTPOINT_DOCKER_ROOT
  while [[ ! -d $dir ]]; do dir=$(dirname "$dir"); done
  local free_kb
  free_kb=$(df -Pk "$dir" | awk 'NR == 2 { print $4 }')
  if ((free_kb < RESTPOINT_DOCKER_MIN_FREE_GB * 1024 * 1024)); then
    printf 'ci: not enough disk space for the Docker part: %s GB free at %s, %s GB needed.\n' \
      $((free_kb / 1024 / 1024)) "$dir" "$RESTPOINT_DOCKER_MIN_FREE_GB" >&2
    printf 'ci: free some space, or set RESTPOINT_DOCKER_ROOT to a larger disk.\n' >&2
    return 1
  fi
}
