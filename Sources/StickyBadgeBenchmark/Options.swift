// The benchmark's command line: its workloads' names, its help and its options.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The workloads' names, in the benchmark's order.
let allWorkloadNames: [String] = {
  struct NameCollector: WorkloadVisitor {
    var names: [String] = []
    mutating func visit<W: Workload>(_ type: W.Type) { names.append(W.name) }
  }
  var collector = NameCollector()
  visitAllWorkloads(&collector)
  return collector.names
}()

let help = """
  usage: stickybadge-bench [--quick] [--no-callgrind] [--wasm PATH]... [--frames N]
                           [--budgets PATH]
         stickybadge-bench --workload NAME --frames N

  Prints one JSON object with the cost of the sticky badge's per-frame work:
  nanoseconds per outline (circle, capsule, connected capsule, connected circle) and per
  full frame step (stretching, detached, returning, bursting with 64 particles) and per
  frame step plus the core's paint list (stretching with the debug overlay, bursting),
  heap allocations per
  frame in each phase (malloc and friends counted by interposition), resident memory
  over a million frames, the wasm module size, and instructions per frame under
  valgrind's callgrind (repeatable on a busy machine). A naive baseline built the way
  the original blog posts build it (fresh arrays every frame) runs alongside, and
  "ratios" divides the package's figures by the baseline's.

    --quick          only the steady-state allocation counts and short timings; exits 1
                     if stretching, detached or returning frames, or painting a stretching
                     or bursting frame, allocate more than the budget (none)
    --no-callgrind   skip the callgrind instruction counts
    --wasm PATH      a wasm module to report (default: .build/web/stickybadge.wasm, the
                     module the playground's badges run on, stickybadge-blob.wasm and
                     stickybadge-scenario.wasm, from scripts/build-web.sh)
    --frames N       units per timing trial (default 200000)
    --budgets PATH   the budgets the figures are reported against ("targets"; default
                     scripts/budgets.txt, so run it from the repository root)
    --workload NAME  run one workload for --frames units and print its checksum (what
                     callgrind measures); names: \(allWorkloadNames.joined(separator: ", "))

  Exit status: 0 on success, 1 when --quick finds allocations, 2 for bad usage (or no
  budgets file).
  """

/// Runs the named workload for `frames` units from a fresh start; nil for an unknown name.
func runWorkload(named name: String, frames: Int) -> Int? {
  struct NamedRun: WorkloadVisitor {
    let name: String
    let frames: Int
    var checksum: Int?
    mutating func visit<W: Workload>(_ type: W.Type) {
      guard checksum == nil, W.name == name else { return }
      var workload = W()
      checksum = workload.run(frames: frames)
    }
  }
  var run = NamedRun(name: name, frames: frames)
  visitAllWorkloads(&run)
  return run.checksum
}

// MARK: - Options

struct Options {
  var quick = false
  var callgrind = true
  var wasmPaths: [String] = []
  var frames = 200_000
  var workload: String?
  var budgetsPath = Budgets.defaultPath
}

/// Writes `text` to standard error.
func writeStandardError(_ text: String) {
  var text = text
  text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

func usageError(_ message: String) -> Never {
  writeStandardError("error: \(message)\n")
  exit(2)
}

func parseOptions(_ arguments: [String]) -> Options {
  var options = Options()
  var index = 1
  func value(_ flag: String) -> String {
    index += 1
    guard index < arguments.count else { usageError("\(flag) needs a value") }
    return arguments[index]
  }
  while index < arguments.count {
    let argument = arguments[index]
    switch argument {
    case "--quick": options.quick = true
    case "--no-callgrind": options.callgrind = false
    case "--wasm": options.wasmPaths.append(value(argument))
    case "--budgets": options.budgetsPath = value(argument)
    case "--frames":
      guard let frames = Int(value(argument)), frames > 0, frames <= 100_000_000 else {
        usageError("--frames needs a whole number from 1 to 100000000")
      }
      options.frames = frames
    case "--workload":
      let name = value(argument)
      guard allWorkloadNames.contains(name) else {
        usageError(
          "unknown workload \"\(name)\" (expected one of: \(allWorkloadNames.joined(separator: ", ")))"
        )
      }
      options.workload = name
    case "--help", "-h":
      print(help)
      exit(0)
    default:
      usageError("unknown argument \"\(argument)\" (see --help)")
    }
    index += 1
  }
  return options
}
