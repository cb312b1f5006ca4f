#!/usr/bin/env bash
# Installs the render tools the CLI tests run for real: `kubectl kustomize` (Debian's
# kubernetes-client) for `plumbline lint --kustomize`, unless kustomize or kubectl is
# already on the PATH. Helm is not packaged for Debian or npm: test/cli/repo.test.ts puts
# a fake `helm` on the PATH that prints Helm's documented output format.
# Idempotent; used by .ci/run before the tests.
set -euo pipefail
if command -v kustomize >/dev/null || command -v kubectl >/dev/null; then
  echo "install-tools: $(command -v kustomize || command -v kubectl) present"
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
for n in 1 2 3; do
  if apt-get update -qq && apt-get install -y -qq --no-install-recommends kubernetes-client >/dev/null; then
    echo "install-tools: installed $(command -v kubectl)"
    exit 0
  fi
  echo "install-tools: apt-get install kubernetes-client failed (attempt $n)" >&2
  sleep $((n * 5))
done
exit 1
