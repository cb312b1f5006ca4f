import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  camelCaseReason,
  compareSemVer,
  configMapKey,
  dns1035Label,
  dns1123Label,
  dns1123Subdomain,
  domainPrefixedPath,
  ianaServiceName,
  illegalBase64Offset,
  isBase64,
  isLinkLocalMulticast,
  isLinkLocalUnicast,
  isLoopback,
  isMicroTime,
  isRfc3339Time,
  labelSelectorProblems,
  labelValue,
  parseCidr,
  parseIp,
  parseQuantity,
  parseSemVer,
  qualifiedName,
  utf8Length,
  wildcardDns1123Subdomain,
} from '@plumbline/core';

const ok = (problems: readonly string[]): void => assert.deepEqual(problems, []);
const bad = (problems: readonly string[]): void => assert.ok(problems.length > 0, 'expected a problem');

describe('validators: names', () => {
  it('DNS-1123 label: 63 characters, lowercase alphanumerics and -', () => {
    ok(dns1123Label('a'));
    ok(dns1123Label('123-abc'));
    ok(dns1123Label('a'.repeat(63)));
    bad(dns1123Label('a'.repeat(64)));
    bad(dns1123Label('-a'));
    bad(dns1123Label('a-'));
    bad(dns1123Label('A'));
    bad(dns1123Label('a.b'));
    bad(dns1123Label(''));
  });
  it('DNS-1123 subdomain: 253 characters, dots between labels', () => {
    ok(dns1123Subdomain('example.com'));
    const label = `a${'b'.repeat(61)}a`;
    const max = [label, label, label, `a${'b'.repeat(59)}a`].join('.');
    assert.equal(max.length, 253);
    ok(dns1123Subdomain(max));
    bad(dns1123Subdomain(`${max}a`));
    bad(dns1123Subdomain('web..config'));
    bad(dns1123Subdomain('.web'));
    bad(dns1123Subdomain('Web'));
  });
  it('DNS-1035 label: starts with a letter', () => {
    ok(dns1035Label('web'));
    bad(dns1035Label('1web'));
    ok(dns1035Label('w'.repeat(63)));
    bad(dns1035Label('w'.repeat(64)));
  });
  it('wildcard subdomain: *. then a subdomain', () => {
    ok(wildcardDns1123Subdomain('*.example.com'));
    bad(wildcardDns1123Subdomain('*'));
    bad(wildcardDns1123Subdomain('foo.*.example.com'));
    bad(wildcardDns1123Subdomain('*example.com'));
  });
  it('IANA service name: 15 characters, a letter, no -- or edge hyphen', () => {
    ok(ianaServiceName('http'));
    ok(ianaServiceName('abcdefghijklmno'));
    bad(ianaServiceName('abcdefghijklmnop'));
    bad(ianaServiceName('8080'));
    bad(ianaServiceName('a--b'));
    bad(ianaServiceName('-http'));
    bad(ianaServiceName('HTTP'));
  });
  it('qualified name: optional subdomain prefix, 63-character name', () => {
    ok(qualifiedName('app'));
    ok(qualifiedName('app.kubernetes.io/name'));
    ok(qualifiedName(`a${'b'.repeat(61)}c`));
    bad(qualifiedName(`a${'b'.repeat(62)}c`));
    assert.deepEqual(qualifiedName('example.com/'), ['name part must be non-empty']);
    bad(qualifiedName('/name'));
    bad(qualifiedName('a/b/c'));
    bad(qualifiedName('Example.com/x'));
    bad(qualifiedName('-x'));
  });
  it('qualified name: the same answers when asked again (valid names are remembered, a bounded set)', () => {
    for (let round = 0; round < 2; round++) {
      assert.deepEqual(qualifiedName('app.kubernetes.io/name'), []);
      assert.deepEqual(qualifiedName('example.com/'), ['name part must be non-empty']);
      bad(qualifiedName('a/b/c'));
    }
    // Past the bound the set starts again: answers do not change.
    for (let i = 0; i < 5000; i++) ok(qualifiedName(`k${i}`));
    assert.deepEqual(qualifiedName('example.com/'), ['name part must be non-empty']);
    ok(qualifiedName('app.kubernetes.io/name'));
  });
  it('label value: empty or 63 characters', () => {
    ok(labelValue(''));
    ok(labelValue('MyValue_1.2-x'));
    ok(labelValue('v'.repeat(63)));
    bad(labelValue('v'.repeat(64)));
    bad(labelValue('web/frontend'));
    bad(labelValue('-x'));
  });
  it('ConfigMap key', () => {
    ok(configMapKey('APP_ENV'));
    ok(configMapKey('.dotfile'));
    bad(configMapKey('..x'));
    bad(configMapKey('.'));
    bad(configMapKey('a/b'));
    bad(configMapKey('k'.repeat(254)));
  });
  it('domain-prefixed path and CamelCase reasons', () => {
    ok(domainPrefixedPath('example.com/ingress-controller'));
    bad(domainPrefixedPath('ingress-controller'));
    bad(domainPrefixedPath('example.com/'));
    bad(domainPrefixedPath('Example.com/x'));
    ok(camelCaseReason('LoadBalancerProvisioned'));
    ok(camelCaseReason('Reason_1'));
    bad(camelCaseReason('not ready'));
    bad(camelCaseReason('1Reason'));
    bad(camelCaseReason('Reason:'));
  });
});

describe('validators: IP and CIDR (ipaddr.js)', () => {
  it('parses IPv4 dotted decimal only, flags leading zeros and gives the canonical form', () => {
    assert.equal(parseIp('10.96.0.10')?.family, 'IPv4');
    assert.equal(parseIp('300.1.1.1'), undefined);
    assert.equal(parseIp('10.96.0'), undefined);
    assert.equal(parseIp('0x0a.0.0.1'), undefined);
    const zeros = parseIp('010.096.000.010');
    assert.equal(zeros?.leadingZeros, true);
    assert.equal(zeros?.canonical, '10.96.0.10');
  });
  it('reads IPv4 as the lenient dotted-decimal expression does, on generated text', () => {
    const reference = (text: string): { canonical: string; leadingZeros: boolean } | undefined => {
      const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
      if (!m) return undefined;
      const octets = m.slice(1, 5).map((o) => Number.parseInt(o, 10));
      if (octets.some((o) => o > 255)) return undefined;
      return { canonical: octets.join('.'), leadingZeros: m.slice(1, 5).some((o) => o.length > 1 && o.startsWith('0')) };
    };
    const group = fc.string({ unit: fc.constantFrom('0', '1', '2', '5', '9'), maxLength: 4 });
    const quads = fc.array(group, { minLength: 3, maxLength: 5 }).map((groups) => groups.join('.'));
    let read = 0;
    fc.assert(
      fc.property(
        fc.oneof(quads, fc.string({ unit: fc.constantFrom('0', '1', '2', '5', '9', '.', 'a', ' ', '\n'), maxLength: 18 })),
        (text) => {
          if (text.includes(':')) return;
          const ip = parseIp(text);
          const expected = reference(text);
          assert.deepEqual(ip && { canonical: ip.canonical, leadingZeros: ip.leadingZeros }, expected, JSON.stringify(text));
          if (ip) {
            read += 1;
            assert.equal(ip.nonCanonical, ip.canonical !== text);
          }
        },
      ),
      { numRuns: 20000 },
    );
    assert.ok(read > 100, `${read} addresses read`);
    assert.deepEqual(parseIp('1.2.3.4\n'), undefined);
    assert.deepEqual(parseIp('255.255.255.255')?.canonical, '255.255.255.255');
    assert.deepEqual(parseIp('1234.1.1.1'), undefined);
  });
  it('parses IPv6 and gives the RFC 5952 form', () => {
    const ip = parseIp('2001:0db8:0000:0000:0000:0000:0000:0001');
    assert.equal(ip?.family, 'IPv6');
    assert.equal(ip?.canonical, '2001:db8::1');
    assert.equal(ip?.nonCanonical, true);
    assert.equal(parseIp('2001:db8::1')?.nonCanonical, false);
    assert.equal(parseIp('fe80::1%eth0'), undefined);
    assert.equal(parseIp('::ffff:1.2.3.4')?.family, 'IPv4');
  });
  it('parses an address asked for again to the same answer (remembered, a bounded map)', () => {
    for (let round = 0; round < 2; round++) {
      assert.equal(parseIp('300.1.1.1'), undefined);
      assert.equal(parseIp('010.096.000.010')?.canonical, '10.96.0.10');
      assert.equal(parseIp('010.096.000.010')?.leadingZeros, true);
    }
    for (let i = 0; i < 5000; i++) assert.equal(parseIp(`10.0.${i >> 8}.${i & 255}`)?.canonical, `10.0.${i >> 8}.${i & 255}`);
    assert.equal(parseIp('300.1.1.1'), undefined);
  });
  it('classifies loopback, link-local and link-local multicast', () => {
    assert.ok(isLoopback(parseIp('127.0.0.1')!));
    assert.ok(isLoopback(parseIp('::1')!));
    assert.ok(isLinkLocalUnicast(parseIp('169.254.1.1')!));
    assert.ok(isLinkLocalUnicast(parseIp('fe80::1')!));
    assert.ok(isLinkLocalMulticast(parseIp('224.0.0.251')!));
    assert.ok(!isLinkLocalMulticast(parseIp('224.0.1.1')!));
    assert.ok(isLinkLocalMulticast(parseIp('ff02::1')!));
    assert.ok(!isLoopback(parseIp('10.0.0.1')!));
  });
  it('parses CIDRs with their canonical network form', () => {
    assert.equal(parseCidr('10.0.0.0/8')?.nonCanonical, false);
    assert.equal(parseCidr('10.1.2.3/8')?.canonical, '10.0.0.0/8');
    assert.equal(parseCidr('10.0.0.0/33'), undefined);
    assert.equal(parseCidr('10.0.0.0'), undefined);
    assert.equal(parseCidr('fd00:10:96::/112')?.family, 'IPv6');
  });
});

describe('validators: quantities, times, base64, semantic versions', () => {
  it('parses Quantity forms', () => {
    assert.equal(parseQuantity('1.5Gi')?.value, 1.5 * 2 ** 30);
    assert.equal(parseQuantity('500M')?.value, 500e6);
    assert.equal(parseQuantity('100m')?.value, 0.1);
    assert.equal(parseQuantity('1e3')?.value, 1000);
    assert.equal(parseQuantity(2)?.value, 2);
    assert.equal(parseQuantity('1.5.5'), undefined);
    assert.equal(parseQuantity('10GB'), undefined);
    assert.equal(parseQuantity(' 1Gi'), undefined);
    assert.equal(parseQuantity(''), undefined);
  });
  it('distinguishes Time from MicroTime', () => {
    assert.ok(isRfc3339Time('2025-01-01T10:00:00Z'));
    assert.ok(isRfc3339Time('2025-01-01T10:00:00.5+02:00'));
    assert.ok(!isRfc3339Time('2025-01-01 10:00:00'));
    assert.ok(!isRfc3339Time('2025-13-01T10:00:00Z'));
    assert.ok(isMicroTime('2025-01-01T10:00:10.000000+02:00'));
    assert.ok(!isMicroTime('2025-01-01T10:00:00Z'));
    assert.ok(!isMicroTime('2025-01-01T10:00:00.000Z'));
  });
  it('checks standard padded base64', () => {
    assert.ok(isBase64('aGVsbG8='));
    assert.ok(isBase64(''));
    assert.ok(isBase64('aGVs\nbG8='));
    assert.ok(!isBase64('aGVsbG8'));
    assert.ok(!isBase64('!!!!'));
  });
  it('names where Go\'s base64 decoder stops, as its error does ("illegal base64 data at input byte N")', () => {
    const cases: [string, number | undefined][] = [
      ['aGVsbG8=', undefined],
      ['aGVs\nbG8=', undefined],
      ['', undefined],
      ['S3CR3T-value', 6], // a character outside the alphabet, where it stands
      ['abc', 0], // a group cut short by the end: where the group starts
      ['aGVsbG8', 4],
      ['YQ=', 3], // one `=` where two are needed: the end of the value
      ['YQ=x', 2], // the second `=` missing: the first one
      ['=abc', 0], // padding too early
      ['YQ==x', 4], // anything after the padding
      ['YQ==\n', undefined],
      ['aG\nVs\nbG8x\n', undefined],
    ];
    for (const [value, offset] of cases) {
      assert.equal(illegalBase64Offset(value), offset, JSON.stringify(value));
      assert.equal(isBase64(value), offset === undefined, JSON.stringify(value));
    }
  });
  it('parses and orders semantic versions', () => {
    assert.deepEqual(parseSemVer('1.34.0')?.major, 1);
    assert.equal(parseSemVer('v1.34.0'), undefined);
    assert.equal(parseSemVer('1.34'), undefined);
    assert.ok(compareSemVer(parseSemVer('1.33.0')!, parseSemVer('1.34.0')!) < 0);
    assert.ok(compareSemVer(parseSemVer('1.34.0-alpha.1')!, parseSemVer('1.34.0')!) < 0);
    assert.equal(compareSemVer(parseSemVer('1.34.0')!, parseSemVer('1.34.0')!), 0);
  });
  it('counts UTF-8 bytes', () => {
    assert.equal(utf8Length('abc'), 3);
    assert.equal(utf8Length('é'), 2);
    assert.equal(utf8Length('😀'), 4);
  });
  it('checks label selectors', () => {
    assert.deepEqual(
      labelSelectorProblems({ matchLabels: { app: 'web' }, matchExpressions: [{ key: 'tier', operator: 'In', values: ['a'] }] }),
      [],
    );
    assert.deepEqual(
      labelSelectorProblems({ matchExpressions: [{ key: 'tier', operator: 'In', values: [] }] }).map((p) => p.reason),
      ['FieldValueRequired'],
    );
    assert.deepEqual(
      labelSelectorProblems({ matchExpressions: [{ key: 'tier', operator: 'Exists', values: ['a'] }] }).map((p) => p.reason),
      ['FieldValueForbidden'],
    );
    assert.deepEqual(
      labelSelectorProblems({ matchExpressions: [{ key: 'tier', operator: 'Like' }] }).map((p) => p.reason),
      ['FieldValueNotSupported'],
    );
  });
});
