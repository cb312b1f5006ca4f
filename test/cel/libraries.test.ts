import assert from 'node:assert/strict';
import { compileRule, evaluate } from '@plumbline/cel';

/**
 * The Kubernetes CEL libraries (k8s.io/apiserver/pkg/cel/library at v0.34.1) and the cel-go
 * extensions of the v1.34 base environment, checked against the examples their documentation
 * comments give. Where a documentation comment and the code disagree, the code (Go's regexp)
 * decides and the case says so.
 */

function run(expression: string): unknown {
  const compiled = compileRule(expression);
  assert.ok(compiled.ok, `${expression}: ${JSON.stringify(compiled.errors)}`);
  const result = evaluate(compiled.program!, {});
  if (!result.ok) return { error: result.error };
  return result.value;
}

function cases(title: string, table: [string, unknown][]): void {
  describe(title, () => {
    for (const [expression, expected] of table) {
      const shown = JSON.stringify(expected, (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v instanceof Map ? [...v] : v));
      it(`${expression} → ${shown}`, () => {
        const value = run(expression);
        if (expected === 'error')
          assert.ok(value && typeof value === 'object' && 'error' in value, `expected an error, got ${String(value)}`);
        else assert.deepEqual(value instanceof Map && !(expected instanceof Map) ? Object.fromEntries(value) : value, expected);
      });
    }
  });
}

describe('Kubernetes CEL libraries (documented examples)', () => {
  cases('lists (library/lists.go)', [
    ['[1, 2, 3].isSorted()', true],
    ["['a', 'b', 'b', 'c'].isSorted()", true],
    ['[2.0, 1.0].isSorted()', false],
    ['[1].isSorted()', true],
    ['[].isSorted()', true],
    ['[1, 3].sum()', 4n],
    ['[1.0, 3.0].sum()', 4],
    ["[duration('1m'), duration('1s')].sum() == duration('1m1s')", true],
    ['[].sum()', 0n],
    ['[1, 3].min()', 1n],
    ['[1, 3].max()', 3n],
    ['[].min()', 'error'],
    ['[1].min()', 1n],
    ['[1, 2, 2, 3].indexOf(2)', 1n],
    ["['a', 'b', 'b', 'c'].lastIndexOf('b')", 2n],
    ['[1.0].indexOf(1.1)', -1n],
    ["[].indexOf('string')", -1n],
  ]);

  cases('regex (library/regex.go; results of Go regexp.FindString / FindAllString)', [
    // The doc comment says '123'; FindString returns the leftmost match, the empty one at index 0.
    ["'abc 123'.find('[0-9]*')", ''],
    ["'abc 123'.find('[0-9]+')", '123'],
    ["'abc 123'.find('xyz')", ''],
    // The doc comment says ['123', '456']; FindAllString also returns the empty matches between.
    ["'123 abc 456'.findAll('[0-9]*')", ['123', '', '', '', '', '456']],
    ["'123 abc 456'.findAll('[0-9]+')", ['123', '456']],
    ["'123 abc 456'.findAll('[0-9]+', 1)", ['123']],
    ["'123 abc 456'.findAll('xyz')", []],
    // RE2 syntax: inline flags work, look-ahead is refused, as in Go.
    ["'ABC'.matches('(?i)^abc$')", true],
    // A pattern that is not a literal is compiled at run time; RE2 refuses look-ahead then.
    ["'abc'.matches(['(?=a)'][0])", 'error'],
  ]);

  cases('urls (library/urls.go)', [
    ["isURL('https://user:pass@example.com:80/path?query=val#fragment')", true],
    ["isURL('/absolute-path')", true],
    ["isURL('https://a:b:c/')", false],
    ["isURL('../relative-path')", false],
    ["url('https://a:b:c/')", 'error'],
    ["url('/path').getScheme()", ''],
    ["url('https://example.com/').getScheme()", 'https'],
    ["url('https://example.com:80/').getHost()", 'example.com:80'],
    ["url('https://example.com/').getHost()", 'example.com'],
    ["url('https://[::1]:80/').getHost()", '[::1]:80'],
    ["url('https://[::1]/').getHost()", '[::1]'],
    ["url('/path').getHost()", ''],
    ["url('https://example.com:80/').getHostname()", 'example.com'],
    ["url('https://127.0.0.1:80/').getHostname()", '127.0.0.1'],
    ["url('https://[::1]:80/').getHostname()", '::1'],
    ["url('https://example.com:80/').getPort()", '80'],
    ["url('https://example.com/').getPort()", ''],
    ["url('https://example.com/path').getEscapedPath()", '/path'],
    ["url('https://example.com/path with spaces/').getEscapedPath()", '/path%20with%20spaces/'],
    ["url('https://example.com').getEscapedPath()", ''],
    ["url('https://example.com/path?k1=a&k2=b&k2=c').getQuery()", { k1: ['a'], k2: ['b', 'c'] }],
    ["url('https://example.com/path?key with spaces=value with spaces').getQuery()", { 'key with spaces': ['value with spaces'] }],
    ["url('https://example.com/path?').getQuery()", {}],
    ["url('https://example.com/path').getQuery()", {}],
  ]);

  cases('quantity (library/quantity.go)', [
    ["quantity('50000000G').isInteger()", true],
    ["quantity('50k').isInteger()", true],
    ["quantity('9999999999999999999999999999999999999G').asInteger()", 'error'],
    ["quantity('9999999999999999999999999999999999999G').isInteger()", false],
    ["quantity('50k').asInteger() == 50000", true],
    ["quantity('50k').sub(20000).asApproximateFloat() == 30000.0", true],
    ["quantity('50k').add(quantity('20k')) == quantity('70k')", true],
    ["quantity('50k').add(20) == quantity('50020')", true],
    ["quantity('50k').sub(quantity('20k')) == quantity('30k')", true],
    ["quantity('50k').sub(20000) == quantity('30k')", true],
    ["quantity('50k').add(20).sub(quantity('100k')).sub(-50000) == quantity('20')", true],
    ["quantity('200M').compareTo(quantity('0.2G'))", 0n],
    ["quantity('50M').compareTo(quantity('50Mi'))", -1n],
    ["quantity('50Mi').compareTo(quantity('50M'))", 1n],
    ["quantity('150Mi').isGreaterThan(quantity('100Mi'))", true],
    ["quantity('50Mi').isGreaterThan(quantity('100Mi'))", false],
    ["quantity('50M').isLessThan(quantity('100M'))", true],
    ["quantity('100M').isLessThan(quantity('50M'))", false],
    ["isQuantity('1.3G')", true],
    ["isQuantity('1.3Gi')", true],
    ["isQuantity('1,3G')", false],
    ["isQuantity('10000k')", true],
    ["isQuantity('200K')", false],
    ["isQuantity('Three')", false],
    ["isQuantity('Mi')", false],
    ["quantity('-1').sign()", -1n],
  ]);

  cases('ip (library/ip.go)', [
    ["isIP('127.0.0.1')", true],
    ["isIP('::1')", true],
    ["isIP('127.0.0.256')", false],
    ["isIP(':::1')", false],
    ["ip('127.0.0.256')", 'error'],
    ["ip.isCanonical('127.0.0.1')", true],
    ["ip.isCanonical('2001:db8::abcd')", true],
    ["ip.isCanonical('2001:DB8::ABCD')", false],
    ["ip.isCanonical('2001:db8::0:0:0:abcd')", false],
    ["ip('127.0.0.1').family()", 4n],
    ["ip('::1').family() == 6", true],
    ["ip('0.0.0.0').isUnspecified()", true],
    ["ip('127.0.0.1').isUnspecified()", false],
    ["ip('::').isUnspecified()", true],
    ["ip('127.0.0.1').isLoopback()", true],
    ["ip('192.168.0.1').isLoopback()", false],
    ["ip('::1').isLoopback()", true],
    ["ip('2001:db8::abcd').isLoopback()", false],
    ["ip('224.0.0.1').isLinkLocalMulticast()", true],
    ["ip('224.0.1.1').isLinkLocalMulticast()", false],
    ["ip('ff02::1').isLinkLocalMulticast()", true],
    ["ip('fd00::1').isLinkLocalMulticast()", false],
    ["ip('169.254.169.254').isLinkLocalUnicast()", true],
    ["ip('192.168.0.1').isLinkLocalUnicast()", false],
    ["ip('fe80::1').isLinkLocalUnicast()", true],
    ["ip('fd80::1').isLinkLocalUnicast()", false],
    ["ip('192.168.0.1').isGlobalUnicast()", true],
    ["ip('255.255.255.255').isGlobalUnicast()", false],
    ["ip('2001:db8::abcd').isGlobalUnicast()", true],
    ["ip('ff00::1').isGlobalUnicast()", false],
    ["string(ip('2001:db8::0:0:0:abcd'))", '2001:db8::abcd'],
  ]);

  cases('cidr (library/cidr.go)', [
    ["isCIDR('192.168.0.0/16')", true],
    ["isCIDR('::1/128')", true],
    ["isCIDR('192.168.0.0/33')", false],
    ["isCIDR('::1/129')", false],
    ["cidr('192.168.0.0/24').containsIP(ip('192.168.0.1'))", true],
    ["cidr('192.168.0.0/24').containsIP(ip('192.168.1.1'))", false],
    ["cidr('192.168.0.0/24').containsIP('192.168.0.1')", true],
    ["cidr('192.168.0.0/24').containsIP('192.168.1.1')", false],
    ["cidr('192.168.0.0/16').containsCIDR(cidr('192.168.10.0/24'))", true],
    ["cidr('192.168.1.0/24').containsCIDR(cidr('192.168.2.0/24'))", false],
    ["cidr('192.168.0.0/16').containsCIDR('192.168.10.0/24')", true],
    ["cidr('192.168.1.0/24').containsCIDR('192.168.2.0/24')", false],
    ["cidr('192.168.0.1/24').ip() == ip('192.168.0.1')", true],
    ["cidr('192.168.0.1/24').ip().family()", 4n],
    ["cidr('::1/128').ip() == ip('::1')", true],
    ["cidr('::1/128').ip().family()", 6n],
    ["cidr('192.168.0.1/24').masked() == cidr('192.168.0.0/24')", true],
    ["cidr('192.168.0.0/24') == cidr('192.168.0.0/24').masked()", true],
    ["cidr('192.168.0.1/24') == cidr('192.168.0.1/24').masked()", false],
    ["cidr('192.168.0.0/16').prefixLength()", 16n],
    ["cidr('::1/128').prefixLength()", 128n],
  ]);

  cases('semver (library/semverlib.go)', [
    ["isSemver('1.0.0')", true],
    ["isSemver('hello')", false],
    ["isSemver('v1.0')", false],
    ["isSemver('v1.0', true)", true],
    ["semver('200K')", 'error'],
    ["semver('v1.0.0', true) == semver('1.0.0')", true],
    ["semver('1.0', true) == semver('1.0.0')", true],
    ["semver('01.01.01', true) == semver('1.1.1')", true],
    ["semver('1.2.3').major()", 1n],
    ["semver('1.2.3').minor()", 2n],
    ["semver('1.2.3').patch()", 3n],
    ["semver('1.2.3').compareTo(semver('1.2.3'))", 0n],
    ["semver('1.2.3').compareTo(semver('2.0.0'))", -1n],
    ["semver('1.2.3').compareTo(semver('0.1.2'))", 1n],
    ["semver('1.0.0-alpha').isLessThan(semver('1.0.0'))", true],
    ["semver('1.2.3').isGreaterThan(semver('1.2.2'))", true],
  ]);

  cases('format (library/format.go)', [
    ["format.dns1123Label().validate('my-label-name').hasValue()", false],
    ["format.dns1123Subdomain().validate('apiextensions.k8s.io').hasValue()", false],
    ["format.dns1035Label().validate('my-label-name').hasValue()", false],
    ["format.qualifiedName().validate('apiextensions.k8s.io/v1beta1').hasValue()", false],
    ["format.dns1123LabelPrefix().validate('my-label-prefix-').hasValue()", false],
    ["format.dns1123SubdomainPrefix().validate('mysubdomain.prefix.-').hasValue()", false],
    ["format.dns1035LabelPrefix().validate('my-label-prefix-').hasValue()", false],
    ["format.uri().validate('http://example.com').hasValue()", false],
    ["format.uuid().validate('123e4567-e89b-12d3-a456-426614174000').hasValue()", false],
    ["format.byte().validate('aGVsbG8=').hasValue()", false],
    ["format.date().validate('2021-01-01').hasValue()", false],
    ["format.datetime().validate('2021-01-01T00:00:00Z').hasValue()", false],
    ["format.dns1123Label().validate('My_Label').hasValue()", true],
    ["format.named('dns1123Label').hasValue()", true],
    ["format.named('nope').hasValue()", false],
    ["format.named('labelValue').value().validate('-a').hasValue()", true],
    ["format.date().validate('2021-02-30').value()", ['invalid date']],
    ["format.uuid().validate('x').value()", ['does not match the UUID format']],
  ]);

  cases('strings extension, version 2', [
    ["'hello'.charAt(4)", 'o'],
    ["'hello'.charAt(5)", ''],
    ["'hello'.charAt(-1)", 'error'],
    ["'hello mellow'.indexOf('')", 0n],
    ["'hello mellow'.indexOf('ello')", 1n],
    ["'hello mellow'.indexOf('jello')", -1n],
    ["'hello mellow'.indexOf('ello', 6)", 7n],
    ["'hello mellow'.lastIndexOf('ello')", 7n],
    ["'TacoCat'.lowerAscii()", 'tacocat'],
    ["'TacoCÆt Xii'.lowerAscii()", 'tacocÆt xii'],
    ["'hello hello'.replace('he', 'we')", 'wello wello'],
    ["'hello hello'.replace('he', 'we', -1)", 'wello wello'],
    ["'hello hello'.replace('he', 'we', 1)", 'wello hello'],
    ["'hello hello'.replace('he', 'we', 0)", 'hello hello'],
    ["'hello hello'.split(' ')", ['hello', 'hello']],
    ["'hello hello hello'.split(' ', 2)", ['hello', 'hello hello']],
    ["'tacocat'.substring(4)", 'cat'],
    ["'tacocat'.substring(0, 4)", 'taco'],
    ["'  \\ttrim\\n    '.trim()", 'trim'],
    ["'TacoCat'.upperAscii()", 'TACOCAT'],
    ["['hello', 'mellow'].join()", 'hellomellow'],
    ["['hello', 'mellow'].join(' ')", 'hello mellow'],
    ['strings.quote("first\\nsecond")', '"first\\nsecond"'],
    ['strings.quote("bell\\a")', '"bell\\a"'],
  ]);

  cases('sets extension', [
    ['sets.contains([], [])', true],
    ['sets.contains([1, 2, 3, 4], [2, 3])', true],
    ['sets.contains([1, 2, 3], [1, 4])', false],
    ['sets.equivalent([], [])', true],
    ['sets.equivalent([1], [1, 1])', true],
    ['sets.equivalent([1, 2, 3], [3, 2, 1])', true],
    ['sets.equivalent([1, 2], [1, 2, 3])', false],
    ['sets.intersects([1], [1])', true],
    ['sets.intersects([1], [2])', false],
  ]);

  cases('two-variable comprehensions (ext.TwoVarComprehensions, Kubernetes 1.32+)', [
    ['[1, 2, 3].all(i, v, i < v)', true],
    ['[1, 2, 3].exists(i, v, i == 2 && v == 3)', true],
    ["{'a': 1, 'b': 2}.all(k, v, k.size() == 1 && v > 0)", true],
    ["{'a': 1, 'b': 2}.existsOne(k, v, v == 2)", true],
    ['[1, 2, 3].transformList(i, v, i * v)', [0n, 2n, 6n]],
    ['[1, 2, 3].transformList(i, v, i > 0, v)', [2n, 3n]],
    ["{'a': 1}.transformMap(k, v, v + 1)", { a: 2n }],
    ["{'a': 1, 'b': 2}.transformMap(k, v, v > 1, k)", { b: 'b' }],
    ["{'a': 1}.transformMapEntry(k, v, {k + 'x': v})", new Map([['ax', 1n]])],
  ]);

  cases('optional types, cross-type comparisons, bind', [
    ["{'a': 1}.?a.orValue(0)", 1n],
    ["{'a': 1}.?b.orValue(0)", 0n],
    ['optional.none().hasValue()', false],
    ['1 < 1.5', true],
    ['cel.bind(x, 2, x * x)', 4n],
  ]);
});

describe('Kubernetes CEL: compile-time checks', () => {
  it('refuses an unknown function with a position', () => {
    const result = compileRule("'a'.nope()");
    assert.equal(result.ok, false);
    assert.match(result.errors[0]!.message, /nope/);
    assert.equal(result.errors[0]!.line, 1);
  });

  it('refuses heterogeneous list literals, as HomogeneousAggregateLiterals does', () => {
    const result = compileRule("[1, 'a']");
    assert.equal(result.ok, false);
    assert.deepEqual([result.errors[0]!.start, result.errors[0]!.end], [4, 7]);
  });

  it('refuses an invalid regular expression literal at compile time, at the literal (ValidateRegexLiterals)', () => {
    const result = compileRule("'abc'.matches('(?=a)')");
    assert.equal(result.ok, false);
    assert.deepEqual([result.errors[0]!.start, result.errors[0]!.end], [14, 21]);
    assert.match(result.errors[0]!.message, /invalid matches argument/);
  });

  it('refuses invalid duration and timestamp literals at compile time', () => {
    assert.match(compileRule("duration('1 hour')").errors[0]!.message, /invalid duration argument/);
    assert.match(compileRule("timestamp('yesterday')").errors[0]!.message, /invalid timestamp argument/);
    assert.ok(compileRule("duration('1h30m') > duration('90s')").ok);
  });

  it("refuses cel-js functions the Kubernetes environment does not declare, and Plumbline's internal helpers", () => {
    for (const expression of ["b'ab'.hex() == '6162'", "'a'.re2Matches('a')", "b'{}'.json() == {}"]) {
      const result = compileRule(expression);
      assert.equal(result.ok, false, expression);
      assert.match(result.errors[0]!.message, /undeclared reference/);
    }
  });

  it('sees oldSelf only as a variable, not inside a string', () => {
    assert.equal(compileRule("'oldSelf' == 'x'", { oldSelf: true, selfSchema: { type: 'string' } }).program!.usesOldSelf, false);
    assert.equal(compileRule('self == oldSelf', { oldSelf: true, selfSchema: { type: 'string' } }).program!.usesOldSelf, true);
  });

  it('types the authorizer but never evaluates it offline', () => {
    const compiled = compileRule("authorizer.group('apps').resource('deployments').check('create').allowed()", { authorizer: true });
    assert.ok(compiled.ok, JSON.stringify(compiled.errors));
    const result = evaluate(compiled.program!, { authorizer: new (Object.getPrototypeOf({}).constructor)() });
    assert.equal(result.ok, false);
  });
});
