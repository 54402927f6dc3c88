// The benchmark's results as JSON, and the instruction counts callgrind measures.

import StickyBadgeScenario

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
