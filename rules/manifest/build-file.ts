import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('manifest/build-file', {
  kinds: ['*'],
  severity: 'info',
  messages: {
    helmChart:
      'This is the Chart.yaml of Helm chart "{{name}}"; a chart is never applied as it is, and its templates are not linted raw. Lint ' +
      'the rendered chart: `plumbline lint --helm <chart folder>` or `helm template <chart folder> | plumbline lint -`.',
    kustomization:
      'This is a {{kind}} file, an input of `kustomize build`, not an object of the API server. Lint what it builds: `plumbline lint ' +
      '--kustomize <folder>`.',
  },
  docs: {
    description: 'Enforce a note on Helm chart and Kustomize files, which are build inputs rather than manifests',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details: [
      "A Helm chart's `Chart.yaml` (a document with `apiVersion` v1 or v2, a `name` and a `version`, and no `kind`) and a Kustomize " +
        '`Kustomization` or `Component` (`kustomize.config.k8s.io`) are read by build tools and never sent to the API server. Plumbline ' +
        'notes them once each instead of reporting a missing kind or an unknown kind.',
      'When `plumbline lint` walks a folder, a folder with a `Chart.yaml` is a chart: its `templates/` and `charts/` folders and its ' +
        "values files are not linted raw (Go templates are not YAML), the chart's `crds/` folder is linted as it is (Helm applies it " +
        'verbatim), and `Chart.yaml` carries this note. `plumbline lint --helm <chart>` renders the chart with `helm template` and lints ' +
        'the output; `plumbline lint --kustomize <folder>` does the same with `kustomize build` (or `kubectl kustomize`).',
    ].join('\n\n'),
  },
});
