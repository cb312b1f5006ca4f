import rule from '../../../rules/endpoint-slice/port-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';
import { slice } from './_slice.js';

const s = (ports: string) => slice(`addressType: IPv4\nendpoints: [{addresses: [10.244.1.5]}]\nports: ${ports}\n`);

ruleTester.run(rule, {
  valid: [s('[{name: http, port: 8080}, {port: 9090}]'), s('[{name: abbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbba, protocol: SCTP}]'), s('[]')],
  invalid: [
    { name: 'underscore in name', code: s('[{name: http_web, port: 8080}]'), errors: [{ messageId: 'name', path: 'ports[0].name', line: 9, column: 16, endColumn: 24 }] },
    { name: 'two unnamed ports', code: s('[{port: 80}, {port: 81}]'), errors: [{ messageId: 'duplicate', path: 'ports[1].name', line: 9, column: 21 }] },
    { name: 'bad protocol', code: s('[{name: dns, protocol: udp}]'), errors: [{ messageId: 'protocol', path: 'ports[0].protocol', line: 9, column: 31 }] },
    { name: 'bad appProtocol', code: s('[{name: http, appProtocol: bad value}]'), errors: [{ messageId: 'appProtocol', path: 'ports[0].appProtocol', line: 9, column: 35 }] },
    { name: 'over the server limit', code: s(`[${Array.from({ length: 20001 }, (_, i) => `{name: p${i}}`).join(', ')}]`), errors: [{ messageId: 'tooMany', path: 'ports', line: 9, column: 1 }] },
  ],
});
