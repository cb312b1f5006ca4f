/** The instruction counter of the synthetic benchmark (bench/lint/instructions.mjs): how it reads callgrind_annotate. */
import assert from 'node:assert/strict';
import { categoryOf, parseAnnotate } from '../../bench/lint/instructions.mjs';

/** callgrind_annotate's output for a small made-up profile, as valgrind 3.19 prints it (`--threshold=100 --auto=no`). */
const ANNOTATE = `--------------------------------------------------------------------------------
Profile data file 'callgrind.out' (creator: callgrind-3.19.0)
--------------------------------------------------------------------------------
Events recorded:  Ir
Events shown:     Ir
Thresholds:       100

--------------------------------------------------------------------------------
Ir                     
--------------------------------------------------------------------------------
1,000,000 (100.0%)  PROGRAM TOTALS

--------------------------------------------------------------------------------
Ir                    file:function
--------------------------------------------------------------------------------
400,000 (40.00%)  ???:0x000000000d118e80'2 [???]
250,000 (25.00%)  ???:v8::internal::compiler::GraphReducer::ReduceTop() [/usr/bin/node]
150,000 (15.00%)  ???:heap::base::SlotCallbackResult v8::internal::Scavenger::ScavengeObject<v8::internal::FullHeapObjectSlot>(v8::internal::FullHeapObjectSlot, v8::internal::HeapObject) [/usr/bin/node]
100,000 (10.00%)  ???:Builtins_LoadIC [/usr/bin/node]
 60,000 ( 6.00%)  ./string/../sysdeps/x86_64/multiarch/memmove-vec-unaligned-erms.S:__memcpy_avx_unaligned_erms [/usr/lib/x86_64-linux-gnu/libc.so.6]
 40,000 ( 4.00%)  ???:v8::internal::compiler::turboshaft::Assembler::Emit() [/usr/bin/node]

`;

describe('bench: instruction counts (instructions.mjs)', () => {
  it('splits the listed functions into the optimizing compiler, the garbage collector and the rest', () => {
    assert.deepEqual(parseAnnotate(ANNOTATE), {
      total: 1_000_000,
      byCategory: { 'optimizing compiler': 290_000, 'garbage collector': 150_000, 'the rest': 560_000 },
    });
  });

  it('refuses output whose functions do not add up to the total', () => {
    const missing = ANNOTATE.replace(/^400,000 .*\n/m, '');
    assert.throws(() => parseAnnotate(missing), /listed 600000 of 1000000 instructions/);
    assert.throws(() => parseAnnotate('nothing here\n'), /no PROGRAM TOTALS line/);
  });

  it('names the category of symbols valgrind prints for V8', () => {
    assert.equal(categoryOf('???:v8::internal::compiler::Pipeline::Run() [/usr/bin/node]'), 'optimizing compiler');
    assert.equal(categoryOf('???:v8::internal::maglev::MaglevGraphBuilder::Build() [/usr/bin/node]'), 'optimizing compiler');
    assert.equal(
      categoryOf(
        '???:void v8::internal::BodyDescriptorBase::IteratePointers<v8::internal::IterateAndScavengePromotedObjectsVisitor>() [/usr/bin/node]',
      ),
      'garbage collector',
    );
    assert.equal(categoryOf('???:v8::internal::MarkCompactCollector::CollectGarbage() [/usr/bin/node]'), 'garbage collector');
    // Allocation and objects' sizes serve the program as much as the collector: the rest.
    assert.equal(categoryOf('???:v8::internal::HeapObject::SizeFromMap(v8::internal::Map) const [/usr/bin/node]'), 'the rest');
    assert.equal(categoryOf('???:Builtins_StringIndexOf [/usr/bin/node]'), 'the rest');
  });
});
