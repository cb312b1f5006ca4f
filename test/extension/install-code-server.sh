#!/usr/bin/env bash
# Installs what the editor end-to-end tests need, OUTSIDE the repository:
#   - code-server 4.100.3 (VS Code 1.100.3, the newest that runs on Node 20) from npm,
#     into $PLUMBLINE_E2E_HOME (default ~/.cache/plumbline-e2e/code-server);
#   - Debian's chromium (driven by playwright-core), neovim, ripgrep and libkrb5-dev
#     (code-server's kerberos module builds against it).
# Idempotent: a second run finds everything in place and returns at once.
# Used by .ci/run; run it by hand before `npm run test:e2e` on a new machine.
set -euo pipefail

VERSION=4.100.3
E2E_HOME=${PLUMBLINE_E2E_HOME:-$HOME/.cache/plumbline-e2e}
PREFIX="$E2E_HOME/code-server"
started=$(date +%s)

# Network hiccups should not fail CI: try each download up to three times.
retry() {
  local n
  for n in 1 2 3; do
    "$@" && return 0
    echo "install-code-server: '$*' failed (attempt $n)" >&2
    sleep $((n * 5))
  done
  return 1
}

need_apt=()
command -v rg >/dev/null || need_apt+=(ripgrep)
command -v chromium >/dev/null || need_apt+=(chromium)
command -v nvim >/dev/null || need_apt+=(neovim)
dpkg -s libkrb5-dev >/dev/null 2>&1 || need_apt+=(libkrb5-dev)
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "install-code-server: apt-get install ${need_apt[*]}"
  export DEBIAN_FRONTEND=noninteractive
  retry apt-get update -qq
  retry apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >/dev/null
fi

if [ -x "$PREFIX/node_modules/.bin/code-server" ] && [ -f "$PREFIX/.installed-$VERSION" ]; then
  echo "install-code-server: code-server $VERSION already in $PREFIX"
  exit 0
fi

# @vscode/ripgrep's install step downloads a binary, which is blocked here: seed its
# cache with Debian's rg, packed the way the download would be.
tmp=$(node -p 'require("os").tmpdir()')
cache="$tmp/vscode-ripgrep-cache-1.15.11"
mkdir -p "$cache"
if [ ! -s "$cache/ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz" ]; then
  stage=$(mktemp -d)
  cp "$(command -v rg)" "$stage/rg"
  tar -C "$stage" -czf "$cache/ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz" rg
  rm -rf "$stage"
fi

mkdir -p "$PREFIX"
cd "$PREFIX"
[ -f package.json ] || echo '{"name":"plumbline-e2e-code-server","private":true}' > package.json
export npm_config_unsafe_perm=true npm_config_yes=true npm_config_fund=false npm_config_audit=false
retry npm install --no-save --loglevel=error "code-server@$VERSION"
touch "$PREFIX/.installed-$VERSION"
echo "install-code-server: code-server $VERSION installed in $PREFIX in $(( $(date +%s) - started ))s"
