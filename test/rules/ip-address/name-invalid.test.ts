import rule from '../../../rules/ip-address/name-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';

const ipAddress = (name: string): string => `apiVersion: networking.k8s.io/v1
kind: IPAddress
metadata:
  name: "${name}"
spec:
  parentRef: {group: "", resource: services, namespace: default, name: web}
`;

ruleTester.run(rule, {
  valid: [ipAddress('10.96.0.10'), ipAddress('2001:db8::a')],
  invalid: [
    { code: ipAddress('10.96.0.0/24'), errors: [{ messageId: 'notAnIp', path: 'metadata.name', line: 4, column: 9, endColumn: 23 }] },
    { code: ipAddress('010.96.0.10'), errors: [{ messageId: 'leadingZeros', path: 'metadata.name', message: '`metadata.name` is "010.96.0.10"; IPv4 octets must not have leading zeros: use "10.96.0.10".', line: 4, column: 9 }] },
    { code: ipAddress('2001:DB8:0:0:0:0:0:A'), errors: [{ messageId: 'nonCanonical', path: 'metadata.name', message: '`metadata.name` is "2001:DB8:0:0:0:0:0:A"; the name must be the canonical form of the address, "2001:db8::a".', line: 4, column: 9 }] },
    { code: ipAddress('::ffff:10.96.0.10'), errors: [{ messageId: 'ipv4Mapped', path: 'metadata.name', line: 4, column: 9 }] },
  ],
});
