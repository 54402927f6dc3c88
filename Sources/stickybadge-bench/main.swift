// stickybadge-bench: what a frame of the sticky badge costs, measured for real.
//
// Full run (about half a minute; documented in the README):
//   scripts/build-web.sh   # optional: lets the bench report the wasm module size
//   swift build -c release --product stickybadge-bench
//   .build/release/stickybadge-bench > bench.json
// Short check used by scripts/check-bench.sh (asserts zero allocations per frame):
//   .build/release/stickybadge-bench --quick

import CAllocationCounter
import StickyBadge
import StickyBadgeScenario

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
                     or bursting frame, allocate
    --no-callgrind   skip the callgrind instruction counts
    --wasm PATH      a wasm module to report (default: .build/web/stickybadge.wasm, the
                     module the playground's badges run on, stickybadge-blob.wasm and
                     stickybadge-scenario.wasm, from scripts/build-web.sh)
    --frames N       units per timing trial (default 200000)
    --workload NAME  run one workload for --frames units and print its checksum (what
                     callgrind measures); names: \(allWorkloadNames.joined(separator: ", "))

  Exit status: 0 on success, 1 when --quick finds allocations, 2 for bad usage.
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

// MARK: - Results as JSON

/// A JSON object under construction, written with two-space indentation.
struct Report {
  var members: [JSONMember] = []
  mutating func set(_ key: String, _ value: JSONValue) {
    members.append(JSONMember(key: key, value: value))
  }
  var value: JSONValue { .object(members) }
}

func number(_ value: Double?) -> JSONValue {
  guard let value, value.isFinite else { return .null }
  return .number(value)
}

func number(_ value: Int?) -> JSONValue { number(value.map(Double.init)) }

func prettyJSON(_ value: JSONValue, indent: String = "") -> String {
  let inner = indent + "  "
  switch value {
  case .object(let members):
    if members.isEmpty { return "{}" }
    var text = "{\n"
    for (position, member) in members.enumerated() {
      var key = JSONWriter()
      key.string(member.key)
      text += inner + key.text + ": " + prettyJSON(member.value, indent: inner)
      text += position == members.count - 1 ? "\n" : ",\n"
    }
    return text + indent + "}"
  case .array(let elements):
    if elements.isEmpty { return "[]" }
    var text = "["
    for (position, element) in elements.enumerated() {
      text += prettyJSON(element, indent: inner) + (position == elements.count - 1 ? "" : ", ")
    }
    return text + "]"
  default:
    var writer = JSONWriter()
    writer.value(value)
    return writer.text
  }
}

func timingJSON(_ timing: Timing, unit: String) -> JSONValue {
  var report = Report()
  report.set("\(unit)Best", number(timing.bestNanoseconds))
  report.set("\(unit)Median", number(timing.medianNanoseconds))
  report.set("unitsPerTrial", number(timing.unitsPerTrial))
  report.set("trials", number(timing.trials))
  return report.value
}

func allocationJSON(_ count: AllocationCount) -> JSONValue {
  var report = Report()
  report.set("allocationsPerFrame", number(count.perFrame))
  report.set("allocations", number(Double(count.allocations)))
  report.set("frees", number(Double(count.frees)))
  report.set("frames", number(count.frames))
  return report.value
}

// MARK: - Callgrind

/// The path of this executable.
func executablePath() -> String? {
  #if os(Linux)
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { return nil }
    return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  #else
    return CommandLine.arguments.first
  #endif
}

/// Whether `valgrind` can be run.
func valgrindAvailable() -> Bool {
  system("valgrind --version >/dev/null 2>&1") == 0
}

/// The command prefix that makes a run repeatable to the instruction: address-space
/// randomisation off (`setarch -R`, where available) and Swift's per-process hashing seed
/// fixed; without them counts differ by a few dozen instructions from run to run.
func repeatablePrefix() -> String {
  let noRandomization = system("setarch -R true >/dev/null 2>&1") == 0 ? "setarch -R " : ""
  return "env SWIFT_DETERMINISTIC_HASHING=1 \(noRandomization)"
}

/// Instructions executed by `--workload name --frames frames` under callgrind, or nil.
func callgrindInstructions(executable: String, workload: String, frames: Int, folder: String)
  -> Double?
{
  let output = "\(folder)/callgrind.\(workload).\(frames).out"
  let command =
    repeatablePrefix()
    + "valgrind --tool=callgrind --callgrind-out-file='\(output)' '\(executable)' --workload \(workload) --frames \(frames) >/dev/null 2>&1"
  guard system(command) == 0, let text = readTextFile(output) else { return nil }
  unlink(output)
  for line in text.split(separator: "\n")
  where line.hasPrefix("summary:") || line.hasPrefix("totals:") {
    if let value = Double(line.split(separator: " ").last ?? "") { return value }
  }
  return nil
}

/// Instructions per unit: the difference between two run lengths, so start-up cancels out.
func instructionsPerFrame(executable: String, workload: String, folder: String) -> Double? {
  let short = 2000
  let long = 12000
  guard
    let few = callgrindInstructions(
      executable: executable, workload: workload, frames: short, folder: folder),
    let many = callgrindInstructions(
      executable: executable, workload: workload, frames: long, folder: folder)
  else { return nil }
  return (many - few) / Double(long - short)
}

// MARK: - Running

let options = parseOptions(CommandLine.arguments)
var checksum = Checksum()

if let workload = options.workload {
  print(runWorkload(named: workload, frames: options.frames) ?? 0)
  exit(0)
}

let countingAvailable = stickybadge_allocation_counting_available() == 1
var report = Report()
report.set("tool", .string("stickybadge-bench"))
report.set("mode", .string(options.quick ? "quick" : "full"))
report.set(
  "allocationCounting", .string(countingAvailable ? "malloc interposition" : "unavailable"))
report.set("clock", .string("thread CPU time, best and median of the trials"))

// Allocations per frame in every phase (a count, not a time).
let allocationFrames = options.quick ? 20_000 : 100_000
var allocations: [(String, AllocationCount)] = []
@MainActor func countAllocations<W: Workload>(_ type: W.Type) {
  var workload = W()
  allocations.append(
    (W.name, Measure.allocations(&workload, frames: allocationFrames, checksum: &checksum)))
}
countAllocations(StretchingWorkload.self)
countAllocations(DetachedWorkload.self)
countAllocations(ReturningWorkload.self)
countAllocations(BurstingWorkload.self)
countAllocations(PaintStretchingWorkload.self)
countAllocations(PaintBurstingWorkload.self)
if !options.quick {
  countAllocations(CircleOutlineWorkload.self)
  countAllocations(CapsuleOutlineWorkload.self)
  countAllocations(ConnectedOutlineWorkload.self)
  countAllocations(ConnectedCircleOutlineWorkload.self)
  countAllocations(SeedFrameWorkload.self)
  countAllocations(ClassicFreshWorkload.self)
}
var allocationReport = Report()
for (name, count) in allocations { allocationReport.set(name, allocationJSON(count)) }
report.set("allocations", allocationReport.value)

// Timings.
let units = options.quick ? 20_000 : options.frames
let trials = options.quick ? 3 : 7
var timings: [(String, Timing)] = []
@MainActor func timeWorkload<W: Workload>(_ type: W.Type, units: Int) {
  var workload = W()
  timings.append(
    (W.name, Measure.time(&workload, units: units, trials: trials, checksum: &checksum)))
}
timeWorkload(StretchingWorkload.self, units: units)
timeWorkload(DetachedWorkload.self, units: units)
timeWorkload(ReturningWorkload.self, units: units)
timeWorkload(BurstingWorkload.self, units: Swift.max(1, units / 4))
timeWorkload(SeedFrameWorkload.self, units: units)
timeWorkload(PaintStretchingWorkload.self, units: units)
timeWorkload(PaintBurstingWorkload.self, units: Swift.max(1, units / 4))
if !options.quick {
  timeWorkload(CircleOutlineWorkload.self, units: units)
  timeWorkload(CapsuleOutlineWorkload.self, units: units)
  timeWorkload(ConnectedOutlineWorkload.self, units: units)
  timeWorkload(ConnectedCircleOutlineWorkload.self, units: units)
  timeWorkload(ClassicFreshWorkload.self, units: units)
}
@MainActor func timing(_ name: String) -> Timing? { timings.first { $0.0 == name }?.1 }
var timingReport = Report()
for (name, timing) in timings {
  timingReport.set(
    name, timingJSON(timing, unit: name.hasPrefix("outline") ? "nsPerOutline" : "nsPerFrame"))
}
report.set("timings", timingReport.value)

// Memory over a million frames of a realistic mix (full mode only).
var memoryGrowth: Int?
var memoryLiveAllocations: Int?
if !options.quick {
  var mixed = MixedWorkload()
  checksum.add(mixed.run(frames: 10_000))
  var samples: [JSONValue] = []
  let start = residentBytes()
  let allocationsBefore = stickybadge_allocation_count()
  let freesBefore = stickybadge_free_count()
  var quarter = residentBytes()
  samples.append(.array([.number(0), number(start)]))
  for index in 1...4 {
    checksum.add(mixed.run(frames: 250_000))
    let rss = residentBytes()
    if index == 1 { quarter = rss }
    samples.append(.array([.number(Double(index * 250_000)), number(rss)]))
  }
  let end = residentBytes()
  let liveDelta =
    Int(stickybadge_allocation_count() - allocationsBefore)
    - Int(stickybadge_free_count() - freesBefore)
  var memory = Report()
  memory.set("workload", .string(MixedWorkload.name))
  memory.set("frames", .number(1_000_000))
  memory.set("residentBytesByFrame", .array(samples))
  if let start, let end { memory.set("growthBytes", .number(Double(end - start))) }
  if let quarter, let end {
    memoryGrowth = end - quarter
    memory.set("growthAfterFirstQuarterBytes", .number(Double(end - quarter)))
  }
  memory.set("allocations", .number(Double(stickybadge_allocation_count() - allocationsBefore)))
  memory.set("liveAllocationsDelta", .number(Double(liveDelta)))
  memoryLiveAllocations = liveDelta
  var usage = rusage()
  #if os(Linux)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  memory.set("peakResidentBytes", .number(Double(usage.ru_maxrss) * 1024))
  report.set("memory", memory.value)
}

// The wasm modules built by scripts/build-web.sh.
var wasmCoreSize: Int?
var wasmReport = Report()
let wasmPaths =
  options.wasmPaths.isEmpty
  ? [
    ".build/web/stickybadge.wasm", ".build/web/stickybadge-blob.wasm",
    ".build/web/stickybadge-scenario.wasm",
  ] : options.wasmPaths
for path in wasmPaths {
  let size = fileSize(path)
  if path.hasSuffix("/stickybadge.wasm") || (options.wasmPaths.count == 1) {
    wasmCoreSize = size
  }
  wasmReport.set(path, number(size))
}
if let html = fileSize("stickybadge-demo/playground.html") {
  wasmReport.set("stickybadge-demo/playground.html", .number(Double(html)))
}
report.set("wasmBytes", wasmReport.value)

// Instructions per frame under callgrind (full mode, when valgrind exists).
var instructions: [(String, Double)] = []
if !options.quick && options.callgrind {
  if valgrindAvailable(), let executable = executablePath() {
    let folder = String(cString: getenv("TMPDIR") ?? strdup("/tmp"))
    for name in allWorkloadNames where name != MixedWorkload.name {
      if let perFrame = instructionsPerFrame(executable: executable, workload: name, folder: folder)
      {
        instructions.append((name, perFrame))
      }
    }
    var instructionReport = Report()
    for (name, value) in instructions { instructionReport.set(name, .number(value)) }
    report.set("instructionsPerUnit", instructionReport.value)
  } else {
    report.set("instructionsPerUnit", .string("valgrind not available"))
  }
}

// Ratios against the original write-ups' construction.
var ratios = Report()
if let engine = timing(StretchingWorkload.name), let seed = timing(SeedFrameWorkload.name) {
  ratios.set("stretchingFrameVsSeedFrame", number(engine.bestNanoseconds / seed.bestNanoseconds))
}
if let connected = timing(ConnectedOutlineWorkload.name),
  let classic = timing(ClassicFreshWorkload.name)
{
  ratios.set(
    "connectedOutlineVsClassicFresh", number(connected.bestNanoseconds / classic.bestNanoseconds))
}
@MainActor func instructionCount(_ name: String) -> Double? {
  instructions.first { $0.0 == name }?.1
}
if let engine = instructionCount(StretchingWorkload.name),
  let seed = instructionCount(SeedFrameWorkload.name)
{
  ratios.set("stretchingFrameVsSeedFrameInstructions", number(engine / seed))
}
if let connected = instructionCount(ConnectedOutlineWorkload.name),
  let classic = instructionCount(ClassicFreshWorkload.name)
{
  ratios.set("connectedOutlineVsClassicFreshInstructions", number(connected / classic))
}
@MainActor func allocationsPerFrame(_ name: String) -> Double? {
  allocations.first { $0.0 == name }?.1.perFrame
}
if let seed = allocationsPerFrame(SeedFrameWorkload.name) {
  ratios.set("seedFrameAllocationsPerFrame", number(seed))
}
report.set("ratios", ratios.value)

// The targets of issues 6 and 11.
var targets = Report()
let steadyPhases = [
  StretchingWorkload.name, DetachedWorkload.name, ReturningWorkload.name,
  PaintStretchingWorkload.name, PaintBurstingWorkload.name,
]
let steadyAllocations = steadyPhases.map { allocationsPerFrame($0) ?? .infinity }
let zeroAllocations = countingAvailable && steadyAllocations.allSatisfy { $0 == 0 }
targets.set("zeroAllocationsPerFrameSteadyState", .bool(zeroAllocations))
targets.set(
  "zeroAllocationsPerFrameBursting",
  .bool(countingAvailable && allocationsPerFrame(BurstingWorkload.name) == 0))
let framePhases = [
  StretchingWorkload.name, DetachedWorkload.name, ReturningWorkload.name, BurstingWorkload.name,
]
var underMicrosecond = Report()
for name in framePhases {
  if let timing = timing(name) { underMicrosecond.set(name, .bool(timing.bestNanoseconds < 1000)) }
}
targets.set("frameStepUnder1Microsecond", underMicrosecond.value)
var underHalfMicrosecond = Report()
for name in [StretchingWorkload.name, ReturningWorkload.name] {
  if let timing = timing(name) {
    underHalfMicrosecond.set(name, .bool(timing.bestNanoseconds < 500))
  }
}
targets.set("frameStepUnderHalfMicrosecond", underHalfMicrosecond.value)
if !instructions.isEmpty {
  // Instruction budgets: a stretching or returning frame within twice the write-ups' naive frame, the
  // connected capsule outline within 3,000 and the connected circle outline within 900.
  var budgets = Report()
  let seedFrame = instructionCount(SeedFrameWorkload.name) ?? 0
  let limits: [(String, Double)] = [
    (StretchingWorkload.name, 2 * seedFrame), (ReturningWorkload.name, 2 * seedFrame),
    (ConnectedOutlineWorkload.name, 3000), (ConnectedCircleOutlineWorkload.name, 900),
  ]
  for (name, limit) in limits {
    if let count = instructionCount(name) { budgets.set(name, .bool(count <= limit)) }
  }
  targets.set("instructionBudgets", budgets.value)
}
if let memoryGrowth, let memoryLiveAllocations {
  targets.set(
    "flatMemoryOverMillionFrames",
    .bool(memoryGrowth <= 64 * 1024 && abs(memoryLiveAllocations) <= 64))
}
// The module the badges run on: under 100 KB (the first web build's target) and under
// 80,000 bytes (issues 11 and 12; scripts/build-web.sh gates it there).
for (name, limit) in [("wasmCoreUnder100KB", 100_000), ("wasmCoreUnder80KB", 80_000)] {
  if let wasmCoreSize {
    targets.set(name, .bool(wasmCoreSize < limit))
  } else {
    targets.set(name, .string("not built (run scripts/build-web.sh first)"))
  }
}
report.set("targets", targets.value)
report.set("checksum", .number(Double(checksum.value & 0xFFFF_FFFF)))

print(prettyJSON(report.value))

if options.quick {
  var failures = 0
  for (name, count) in allocations where steadyPhases.contains(name) {
    if !countingAvailable || count.allocations != 0 {
      writeStandardError(
        "FAIL: \(name): \(count.allocations) heap allocations over \(count.frames) frames (expected 0)\n"
      )
      failures += 1
    } else {
      writeStandardError("PASS: \(name): 0 heap allocations over \(count.frames) frames\n")
    }
  }
  if failures > 0 { exit(1) }
}
