import CAllocationCounter
@_spi(Hosting) import StickyBadge

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// CPU time of the calling thread in nanoseconds: unlike wall-clock time, it does not
/// count the time other processes hold the core, which matters on a shared 2-core machine.
func threadCPUNanoseconds() -> UInt64 {
  var now = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
  return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// Timing of one workload.
struct Timing {
  /// The fastest trial, in nanoseconds per unit (the least disturbed by other processes).
  var bestNanoseconds: Double
  /// The median trial, in nanoseconds per unit.
  var medianNanoseconds: Double
  /// Units per trial.
  var unitsPerTrial: Int
  /// Trials run.
  var trials: Int
}

/// Heap allocations counted over a run of a workload.
struct AllocationCount {
  var frames: Int
  var allocations: UInt64
  var frees: UInt64
  var perFrame: Double { Double(allocations) / Double(Swift.max(1, frames)) }
}

/// Keeps workload checksums so the optimiser cannot drop the work.
struct Checksum {
  private(set) var value = 0
  mutating func add(_ sum: Int) { value = value &* 31 &+ sum }
}

enum Measure {
  /// Warms `workload` up, then times `trials` runs of `units` units each.
  static func time<W: Workload>(
    _ workload: inout W, units: Int, trials: Int, checksum: inout Checksum
  ) -> Timing {
    checksum.add(workload.run(frames: Swift.max(1, units / 10)))
    var samples: [Double] = []
    samples.reserveCapacity(trials)
    for _ in 0..<trials {
      let start = threadCPUNanoseconds()
      let sum = workload.run(frames: units)
      let elapsed = threadCPUNanoseconds() - start
      checksum.add(sum)
      samples.append(Double(elapsed) / Double(units))
    }
    samples.sort()
    return Timing(
      bestNanoseconds: samples[0], medianNanoseconds: samples[samples.count / 2],
      unitsPerTrial: units, trials: trials)
  }

  /// Warms `workload` up, then counts the allocations of `frames` further frames.
  static func allocations<W: Workload>(
    _ workload: inout W, frames: Int, checksum: inout Checksum
  ) -> AllocationCount {
    checksum.add(workload.run(frames: 1000))
    let allocationsBefore = stickybadge_allocation_count()
    let freesBefore = stickybadge_free_count()
    let sum = workload.run(frames: frames)
    let allocations = stickybadge_allocation_count() - allocationsBefore
    let frees = stickybadge_free_count() - freesBefore
    checksum.add(sum)
    return AllocationCount(frames: frames, allocations: allocations, frees: frees)
  }
}

/// The resident set size of this process in bytes, from /proc/self/statm (Linux), or nil.
func residentBytes() -> Int? {
  #if os(Linux)
    let descriptor = open("/proc/self/statm", O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = (
      UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0),
      UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0)
    )
    let count = withUnsafeMutableBytes(of: &buffer) { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    // "size resident shared text lib data dt": the second field, in pages.
    return withUnsafeBytes(of: &buffer) { bytes -> Int? in
      var field = 0
      var value = 0
      for index in 0..<count {
        let byte = bytes[index]
        if byte == UInt8(ascii: " ") {
          if field == 1 { break }
          field += 1
          value = 0
        } else if field == 1, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
          value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
      }
      return value * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
  #else
    return nil
  #endif
}

/// The size of the file at `path` in bytes, or nil when it does not exist.
func fileSize(_ path: String) -> Int? {
  var status = stat()
  guard stat(path, &status) == 0 else { return nil }
  return Int(status.st_size)
}

/// The text of a small file, or nil.
func readTextFile(_ path: String) -> String? {
  guard let file = fopen(path, "r") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = fread(&chunk, 1, chunk.count, file)
    if count <= 0 { break }
    bytes.append(contentsOf: chunk[0..<count])
  }
  return String(decoding: bytes, as: UTF8.self)
}
