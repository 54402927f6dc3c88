// The browser benchmark's WebAssembly exports.
//
// This module is compiled together with Sources/StickyBadgeBenchmark/Workloads.swift, so the
// browser runs exactly the workloads that `stickybadge-bench` runs natively (same scene,
// same finger paths, same configuration). The page times `sb_bench_run` with
// `performance.now()`; the module only does the work.

import StickyBadge

// Workloads.swift takes `cos` and `sin` from the C library natively; here they come
// from the page's `Math`, as the core's do.
@_extern(wasm, module: "env", name: "cos") func cos(_ x: Double) -> Double
@_extern(wasm, module: "env", name: "sin") func sin(_ x: Double) -> Double

/// One workload, kept alive between calls so that consecutive runs continue its steady state.
final class WorkloadRunner {
  /// The workload's name (`Workload.name`, UTF-8).
  let name: [UInt8]
  /// Runs `frames` units and returns the checksum.
  let run: (Int) -> Int

  init<W: Workload>(_ type: W.Type) {
    name = Array(W.name.utf8)
    var workload = W()
    run = { frames in workload.run(frames: frames) }
  }
}

/// The workloads the browser runs: every workload of `stickybadge-bench`, from the same
/// list (`visitAllWorkloads`).
enum BrowserWorkloads {
  nonisolated(unsafe) static var runners: [WorkloadRunner] = []

  /// A runner per workload, in the benchmark's order.
  static func make() -> [WorkloadRunner] {
    struct RunnerMaker: WorkloadVisitor {
      var runners: [WorkloadRunner] = []
      mutating func visit<W: Workload>(_ type: W.Type) { runners.append(WorkloadRunner(type)) }
    }
    var maker = RunnerMaker()
    visitAllWorkloads(&maker)
    return maker.runners
  }
}

/// Output text for the page (a workload's name).
nonisolated(unsafe) let benchOutput = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)

/// Sets up every workload (allocations here are not timed); returns how many there are.
@_expose(wasm, "sb_bench_setup") @_cdecl("sb_bench_setup")
func benchSetup() -> Int32 {
  if BrowserWorkloads.runners.isEmpty { BrowserWorkloads.runners = BrowserWorkloads.make() }
  return Int32(BrowserWorkloads.runners.count)
}

/// Writes workload `index`'s name into the output buffer; returns its length, or -1.
@_expose(wasm, "sb_bench_name") @_cdecl("sb_bench_name")
func benchName(_ index: Int32) -> Int32 {
  guard index >= 0, Int(index) < BrowserWorkloads.runners.count else { return -1 }
  let name = BrowserWorkloads.runners[Int(index)].name
  let count = Swift.min(name.count, benchOutput.count)
  for offset in 0..<count { benchOutput[offset] = name[offset] }
  return Int32(count)
}

/// The address of the output buffer.
@_expose(wasm, "sb_bench_output") @_cdecl("sb_bench_output")
func benchOutputAddress() -> UnsafeMutablePointer<UInt8> {
  benchOutput.baseAddress!
}

/// Runs workload `index` for `frames` units; returns its checksum (or -1 for a bad index).
@_expose(wasm, "sb_bench_run") @_cdecl("sb_bench_run")
func benchRun(_ index: Int32, _ frames: Int32) -> Int32 {
  guard index >= 0, Int(index) < BrowserWorkloads.runners.count else { return -1 }
  return Int32(truncatingIfNeeded: BrowserWorkloads.runners[Int(index)].run(Int(frames)))
}
