// stickybadge-bench: what a frame of the sticky badge costs, measured for real.
//
// Full run (about half a minute; documented in Docs/Benchmarks.md):
//   scripts/build-web.sh   # optional: lets the bench report the wasm module size
//   swift build -c release --product stickybadge-bench
//   .build/release/stickybadge-bench > bench.json
// Short check used by scripts/check-bench.sh (asserts zero allocations per frame):
//   .build/release/stickybadge-bench --quick

import CAllocationCounter
@_spi(Hosting) import StickyBadge
import StickyBadgeScenario

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Running

let options = parseOptions(CommandLine.arguments)
var checksum = Checksum()

if let workload = options.workload {
  print(runWorkload(named: workload, frames: options.frames) ?? 0)
  exit(0)
}

guard let budgets = Budgets.read(options.budgetsPath) else {
  usageError("cannot read the budgets, \(options.budgetsPath) (run from the repository root)")
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

// The budgets a frame, an outline and the modules must meet (scripts/budgets.txt).
var targets = Report()
let steadyPhases = [
  StretchingWorkload.name, DetachedWorkload.name, ReturningWorkload.name,
  PaintStretchingWorkload.name, PaintBurstingWorkload.name,
]
let allocationBudget = budgets.limit("allocations-per-steady-frame")
let steadyAllocations = steadyPhases.map { allocationsPerFrame($0) ?? .infinity }
let allocationsWithinBudget =
  countingAvailable && steadyAllocations.allSatisfy { $0 <= allocationBudget }
targets.set("allocationsPerFrameSteadyStateWithinBudget", .bool(allocationsWithinBudget))
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
  // Instruction budgets: a stretching or returning frame within a multiple of the write-ups'
  // naive frame, and the connected capsule outline.
  var budgetReport = Report()
  let seedFrame = instructionCount(SeedFrameWorkload.name) ?? 0
  let frameLimit = budgets.limit("frame-vs-seed-frame") * seedFrame
  let limits: [(String, Double)] = [
    (StretchingWorkload.name, frameLimit), (ReturningWorkload.name, frameLimit),
    (ConnectedOutlineWorkload.name, budgets.limit("outline-connected")),
  ]
  for (name, limit) in limits {
    if let count = instructionCount(name) {
      var row = Report()
      row.set("instructions", number(count))
      row.set("limit", number(limit))
      row.set("withinBudget", .bool(count <= limit))
      budgetReport.set(name, row.value)
    }
  }
  targets.set("instructionBudgets", budgetReport.value)
}
if let memoryGrowth, let memoryLiveAllocations {
  targets.set(
    "flatMemoryOverMillionFrames",
    .bool(
      Double(memoryGrowth) <= budgets.limit("memory-growth-bytes")
        && abs(memoryLiveAllocations) <= 64))
}
// The module the badges run on, against the budget scripts/build-web.sh gates it at.
if let wasmCoreSize {
  var row = Report()
  row.set("bytes", number(wasmCoreSize))
  row.set("limit", number(budgets.limit("package-wasm-raw")))
  row.set("withinBudget", .bool(Double(wasmCoreSize) < budgets.limit("package-wasm-raw")))
  targets.set("packageWasmModule", row.value)
} else {
  targets.set("packageWasmModule", .string("not built (run scripts/build-web.sh first)"))
}
report.set("targets", targets.value)
report.set("checksum", .number(Double(checksum.value & 0xFFFF_FFFF)))

print(prettyJSON(report.value))

if options.quick {
  var failures = 0
  for (name, count) in allocations where steadyPhases.contains(name) {
    if !countingAvailable || count.perFrame > allocationBudget {
      writeStandardError(
        "FAIL: \(name): \(count.allocations) heap allocations over \(count.frames) frames (budget: \(Int(allocationBudget)) per frame)\n"
      )
      failures += 1
    } else {
      writeStandardError(
        "PASS: \(name): \(count.allocations) heap allocations over \(count.frames) frames\n")
    }
  }
  if failures > 0 { exit(1) }
}
