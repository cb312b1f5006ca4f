import { Optional } from '@marcbachmann/cel-js';
import { Duration, UnsignedInt } from '@marcbachmann/cel-js/evaluator';
import { getConformanceSuite, type IncrementalTestSuite } from '@bufbuild/cel-spec/testdata/tests.js';
import { compileRule, evaluate } from '@plumbline/cel';

/**
 * Runs the CEL specification's conformance tests (cel-spec v0.25.1, as @bufbuild/cel-spec ships them)
 * through @plumbline/cel's compileRule and evaluate. Only suites whose features the Kubernetes
 * environment has apply (no protobuf messages, enums, wrappers, math or encoder extensions).
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- the protobuf messages of the suite are walked generically. */
type Any = any;

export const APPLICABLE_SUITES = [
  'basic',
  'bindings_ext',
  'comparisons',
  'conversions',
  'fields',
  'fp_math',
  'integer_math',
  'lists',
  'logic',
  'macros',
  'macros2',
  'optionals',
  'parse',
  'string',
  'string_ext',
  'timestamps',
];

export interface ConformanceOutcome {
  name: string;
  expr: string;
  status: 'pass' | 'fail' | 'skip';
  disableCheck?: boolean;
  detail?: string;
}

class Skip extends Error {}

function celType(type: Any): string {
  const kind = type?.typeKind;
  switch (kind?.case) {
    case 'primitive':
      return ({ 1: 'bool', 2: 'int', 3: 'uint', 4: 'double', 5: 'string', 6: 'bytes' } as Record<number, string>)[kind.value] ?? 'dyn';
    case 'dyn':
      return 'dyn';
    case 'null':
      return 'null';
    case 'listType':
      return `list<${celType(kind.value.elemType)}>`;
    case 'mapType':
      return `map<${celType(kind.value.keyType)}, ${celType(kind.value.valueType)}>`;
    case 'wellKnown':
      return ({ 2: 'google.protobuf.Timestamp', 3: 'google.protobuf.Duration' } as Record<number, string>)[kind.value] ?? 'dyn';
    default:
      throw new Skip(`type ${kind?.case}`);
  }
}

function fromValue(value: Any): unknown {
  const kind = value?.kind;
  switch (kind?.case) {
    case 'nullValue':
      return null;
    case 'boolValue':
    case 'stringValue':
      return kind.value;
    case 'int64Value':
      return BigInt(kind.value);
    case 'uint64Value':
      return new UnsignedInt(BigInt(kind.value));
    case 'doubleValue':
      return kind.value;
    case 'bytesValue':
      return kind.value as Uint8Array;
    case 'listValue':
      return (kind.value.values as Any[]).map(fromValue);
    case 'mapValue': {
      const out = new Map<unknown, unknown>();
      for (const entry of kind.value.entries as Any[]) out.set(fromValue(entry.key), fromValue(entry.value));
      return out;
    }
    case 'objectValue': {
      const any = kind.value;
      if (any.typeUrl.endsWith('google.protobuf.Duration') || any.typeUrl.endsWith('google.protobuf.Timestamp')) {
        // seconds (field 1, varint) and nanos (field 2, varint) of the packed message.
        const [seconds, nanos] = readTwoVarints(any.value as Uint8Array);
        if (any.typeUrl.endsWith('Duration')) return new Duration(seconds, Number(nanos));
        return new Date(Number(seconds) * 1000 + Number(nanos) / 1e6);
      }
      throw new Skip(`object ${any.typeUrl}`);
    }
    default:
      throw new Skip(`value ${kind?.case}`);
  }
}

function readTwoVarints(bytes: Uint8Array): [bigint, bigint] {
  const fields: bigint[] = [0n, 0n];
  let i = 0;
  while (i < bytes.length) {
    const tag = bytes[i++]!;
    let value = 0n;
    let shift = 0n;
    for (;;) {
      const b = bytes[i++]!;
      value |= BigInt(b & 0x7f) << shift;
      shift += 7n;
      if ((b & 0x80) === 0) break;
    }
    if (value >= 1n << 63n) value -= 1n << 64n;
    fields[(tag >> 3) - 1] = value;
  }
  return [fields[0]!, fields[1]!];
}

function equal(actual: unknown, expected: unknown): boolean {
  if (typeof expected === 'number' && typeof actual === 'number') return Object.is(actual, expected) || actual === expected;
  if (expected instanceof UnsignedInt) return actual instanceof UnsignedInt && actual.value === expected.value;
  if (expected instanceof Duration) return actual instanceof Duration && actual.valueOf() === expected.valueOf();
  if (expected instanceof Date) return actual instanceof Date && actual.getTime() === expected.getTime();
  if (expected instanceof Uint8Array)
    return actual instanceof Uint8Array && actual.length === expected.length && actual.every((b, i) => b === expected[i]);
  if (Array.isArray(expected))
    return Array.isArray(actual) && actual.length === expected.length && actual.every((a, i) => equal(a, expected[i]));
  if (expected instanceof Map) {
    const entries =
      actual instanceof Map ? [...actual.entries()] : actual && typeof actual === 'object' ? Object.entries(actual) : undefined;
    if (!entries || entries.length !== expected.size) return false;
    return [...expected.entries()].every(([k, v]) => entries.some(([ak, av]) => (ak === k || String(ak) === String(k)) && equal(av, v)));
  }
  return actual === expected;
}

function runOne(test: Any): Omit<ConformanceOutcome, 'name' | 'expr'> {
  const original = test.original;
  try {
    if (original.disableMacros || original.container || original.checkOnly) throw new Skip('options');
    // Protobuf message literals and types (google.protobuf.Int32Value{…}, TestAllTypes) are not part of Kubernetes CEL.
    if (/\b[A-Z][A-Za-z0-9]*\s*\{|google\.protobuf\.|cel\.expr\./.test(original.expr)) throw new Skip('protobuf messages');
    const variables: Record<string, { type: string }> = {};
    for (const decl of original.typeEnv as Any[]) {
      if (decl.declKind?.case !== 'ident') throw new Skip('function declaration');
      variables[decl.name] = { type: celType(decl.declKind.value.type) };
    }
    const activation: Record<string, unknown> = {};
    for (const [name, exprValue] of Object.entries(original.bindings as Record<string, Any>)) {
      if (exprValue.kind?.case !== 'value') throw new Skip('binding kind');
      activation[name] = fromValue(exprValue.kind.value);
      variables[name] ??= { type: 'dyn' };
    }
    const matcher = original.resultMatcher;
    // The suite's variables have no size bounds; the cost limit is not what these tests check.
    const compiled = compileRule(original.expr, { variables, costLimit: Infinity });
    if (matcher.case === 'evalError' || matcher.case === 'anyEvalErrors') {
      if (!compiled.ok) return { status: 'pass' };
      const result = evaluate(compiled.program!, activation, { convert: false });
      return result.ok ? { status: 'fail', detail: `expected an error, got ${String(result.value)}` } : { status: 'pass' };
    }
    if (matcher.case !== 'value' && matcher.case !== undefined) throw new Skip(`matcher ${matcher.case}`);
    const expected = matcher.case === 'value' ? fromValue(matcher.value) : true;
    if (!compiled.ok) return { status: 'fail', detail: compiled.errors.map((e) => e.message).join('; ') };
    const result = evaluate(compiled.program!, activation, { convert: false });
    if (!result.ok) return { status: 'fail', detail: result.error };
    const actual = result.value instanceof Optional ? result.value : result.value;
    return equal(actual, expected) ? { status: 'pass' } : { status: 'fail', detail: `got ${String(actual)}` };
  } catch (error) {
    if (error instanceof Skip) return { status: 'skip', detail: error.message };
    return { status: 'fail', detail: (error as Error).message };
  }
}

export function runConformance(): ConformanceOutcome[] {
  const outcomes: ConformanceOutcome[] = [];
  const walk = (suite: IncrementalTestSuite, prefix: string): void => {
    for (const test of suite.tests) {
      const name = `${prefix}/${test.original.name || test.name}`;
      outcomes.push({ name, expr: test.original.expr, disableCheck: test.original.disableCheck, ...runOne(test) });
    }
    for (const child of suite.suites) walk(child, `${prefix}/${child.name}`);
  };
  for (const suite of getConformanceSuite().suites) {
    if (APPLICABLE_SUITES.includes(suite.name)) walk(suite, suite.name);
  }
  return outcomes;
}
