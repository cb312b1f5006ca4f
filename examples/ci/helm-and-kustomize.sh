#!/bin/sh
# Lint what Helm and Kustomize render, the way the cluster will receive it.
set -eu

# Helm: render the chart with the values of each environment.
for values in values-staging.yaml values-production.yaml; do
  helm template web ./charts/web --values "charts/web/$values" \
    | plumbline lint - --stdin-filename "charts/web ($values)"
done

# Kustomize: render each overlay.
for overlay in overlays/*/; do
  kubectl kustomize "$overlay" | plumbline lint - --stdin-filename "$overlay"
done
