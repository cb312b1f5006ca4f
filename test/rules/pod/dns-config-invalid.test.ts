import rule from '../../../rules/pod/dns-config-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 'None with a nameserver, relaxed searches and options',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          dnsPolicy: None
          dnsConfig:
            nameservers: [10.0.0.10, '2001:db8::10', 8.8.8.8]
            searches: [svc.cluster.local., _sip._tcp.example.com, .]
            options: [{name: ndots, value: '2'}, {name: edns0}]
          containers: [{name: web, image: nginx}]
      `,
    },
    {
      name: 'ClusterFirstWithHostNet and no dnsConfig in a template',
      code: yaml`
        apiVersion: apps/v1
        kind: DaemonSet
        metadata:
          name: agent
        spec:
          selector: {matchLabels: {app: agent}}
          template:
            metadata: {labels: {app: agent}}
            spec:
              hostNetwork: true
              dnsPolicy: ClusterFirstWithHostNet
              containers: [{name: agent, image: agent}]
      `,
    },
  ],
  invalid: [
    {
      name: 'an unknown policy, too many nameservers, a bad nameserver and search, an option without a name',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          dnsPolicy: clusterFirst
          dnsConfig:
            nameservers: [1.1.1.1, 8.8.8.8, 9.9.9.9, dns.example.com]
            searches: [Example.COM]
            options: [{value: '1'}]
          containers: [{name: web, image: nginx}]
      `,
      errors: [
        { messageId: 'notSupported', path: 'spec.dnsPolicy', line: 6, column: 14 },
        {
          messageId: 'invalid',
          path: 'spec.dnsConfig.nameservers',
          message: '`spec.dnsConfig.nameservers` is "4 nameservers": at most 3 are allowed.',
          line: 8,
          column: 5,
        },
        { messageId: 'invalid', path: 'spec.dnsConfig.nameservers[3]', line: 8, column: 46 },
        { messageId: 'invalid', path: 'spec.dnsConfig.searches[0]', line: 9, column: 16 },
        { messageId: 'required', path: 'spec.dnsConfig.options[0]', line: 10, column: 15 },
      ],
    },
    {
      name: 'None without dnsConfig, and None without nameservers',
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: a
        spec:
          dnsPolicy: None
          containers: [{name: web, image: nginx}]
        ---
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: b
        spec:
          selector: {matchLabels: {app: b}}
          template:
            metadata: {labels: {app: b}}
            spec:
              dnsPolicy: None
              dnsConfig: {searches: [example.com]}
              containers: [{name: web, image: nginx}]
      `,
      errors: [
        { messageId: 'required', path: 'spec.dnsConfig', line: 6, column: 14 },
        { messageId: 'required', path: 'spec.template.spec.dnsConfig.nameservers', line: 19, column: 7 },
      ],
    },
    {
      name: 'an underscore without the RelaxedDNSSearchValidation gate',
      featureGates: { RelaxedDNSSearchValidation: false },
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          dnsConfig:
            searches: [_tcp.example.com]
          containers: [{name: web, image: nginx}]
      `,
      errors: [{ messageId: 'invalid', path: 'spec.dnsConfig.searches[0]', line: 7, column: 16 }],
    },
  ],
});
