// libFuzzer target: random arguments plus random standard input, run through the real
// entry point of the `stickybadge` tool (`CommandLineTool.run`, the function the
// executable's main calls) in-process, on real file descriptors.
//
// Input format (readable, so seeds can be written by hand): the arguments one per line,
// then an empty line, then the bytes of standard input:
//
//     simulate
//     -
//     --fps
//     10
//
//     {"badge": {"center": [40, 40]}, ...}
//
// Findings: any crash (trap, signal); an exit status other than 0, 1 or 2; a failure whose
// standard error is not exactly one `error:` line, or that wrote to standard output; a
// success of `shape` or `simulate` whose output is not valid JSON or SVG; an SVG written by
// `render` that is not well-formed XML text; a temporary file left behind.
//
// Safety and time: the tool runs in a scratch folder, emptied after every input. Arguments
// that could reach outside it (absolute paths other than a few harmless ones, `..`) are
// replaced; `demo` (seconds per run) is replaced by `help`; runs whose work is large by
// design (more than 2000 frames, or PNG/GIF pictures without a small fixed --size) are
// skipped rather than timed out, as they are not findings.

@_spi(Hosting) import StickyBadge
import StickyBadgeCommandLine
import StickyBadgeCommandLineIO
import StickyBadgeFuzzSupport
import StickyBadgeScenario

#if canImport(Glibc)
  import Glibc
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  CommandLineLeg.run(FuzzedInvocation(bytes))
  return 0
}

/// Arguments and standard input decoded from the fuzzer's bytes.
struct FuzzedInvocation {
  var arguments: [String]
  var input: [UInt8]

  /// Absolute paths the tool may be given: reading them is harmless and they reach
  /// interesting errors (a directory, an endless device, a missing folder).
  static let allowedAbsolutePaths: Set<String> = [
    "/", "/dev/zero", "/dev/null", "/nonexistent/x.json",
  ]

  init(_ bytes: [UInt8]) {
    var head = bytes[...]
    input = []
    for index in bytes.indices.dropLast() where bytes[index] == 10 && bytes[index + 1] == 10 {
      head = bytes[..<index]
      input = Array(bytes[(index + 2)...])
      break
    }
    arguments = head.split(separator: 10, omittingEmptySubsequences: false).prefix(24).map {
      line in
      // A C argument ends at its first NUL, as the kernel would cut it.
      String(decoding: line.prefix { $0 != 0 }, as: UTF8.self)
    }
    if arguments == [""] { arguments = [] }
    arguments = arguments.map(FuzzedInvocation.confined)
    if arguments.first == "demo" { arguments[0] = "help" }
  }

  /// `argument`, or a harmless stand-in when it could name a place outside the scratch folder.
  static func confined(_ argument: String) -> String {
    if allowedAbsolutePaths.contains(argument) { return argument }
    if argument.contains("..") || argument.hasPrefix("/") || argument.contains("=/")
      || argument.hasPrefix("~")
    {
      return "outside"
    }
    return argument
  }

  /// The value given to `flag` (`--flag value` or `--flag=value`), if any.
  func value(of flag: String) -> String? {
    for (index, argument) in arguments.enumerated() {
      if argument == flag, index + 1 < arguments.count { return arguments[index + 1] }
      if argument.hasPrefix(flag + "=") { return String(argument.dropFirst(flag.count + 1)) }
    }
    return nil
  }

  /// Whether running this would do a large amount of work by design (many frames, big
  /// pictures): such inputs are skipped, not run.
  var isExpensive: Bool {
    guard let command = arguments.first, command == "simulate" || command == "render" else {
      return false
    }
    guard let scenario = try? Scenario.decode(String(decoding: input, as: UTF8.self)) else {
      return false
    }
    let fps = Double(value(of: "--fps") ?? "60") ?? 60
    if scenario.duration * Swift.max(1, fps) > 2000 { return true }
    let pictures = arguments.contains { argument in
      let lower = argument.lowercased()
      return lower.hasSuffix(".png") || lower.hasSuffix(".gif")
    }
    guard pictures else { return false }
    if scenario.duration * Swift.max(1, fps) > 60 { return true }
    guard let size = value(of: "--size") else { return true }
    let sides = size.lowercased().split(separator: "x").compactMap { Double($0) }
    guard sides.count == 2, sides.allSatisfy({ $0 <= 300 }) else { return true }
    return (Double(value(of: "--scale") ?? "2") ?? 2) > 2
  }
}

enum CommandLineLeg {
  /// The scratch folder the tool runs in, and three files standing in for its streams.
  static let streams: StandardStreams = {
    var template = Array("/tmp/stickybadge-fuzz-cli-XXXXXX".utf8CString)
    guard let folder = mkdtemp(&template) else { breach("cannot create a scratch folder") }
    let root = String(cString: folder)
    guard mkdir(root + "/work", 0o700) == 0, chdir(root + "/work") == 0 else {
      breach("cannot enter the scratch folder")
    }
    func stream(_ name: String) -> Int32 {
      let descriptor = open(root + "/" + name, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else { breach("cannot create \(name)") }
      return descriptor
    }
    return StandardStreams(
      input: stream("stdin"), output: stream("stdout"), error: stream("stderr"))
  }()

  static func run(_ invocation: FuzzedInvocation) {
    let streams = self.streams
    guard !invocation.isExpensive else { return }
    for descriptor in [streams.input, streams.output, streams.error] {
      guard ftruncate(descriptor, 0) == 0, lseek(descriptor, 0, SEEK_SET) == 0 else {
        breach("cannot reset the stream files")
      }
    }
    guard write(streams.input, invocation.input, invocation.input.count) == invocation.input.count,
      lseek(streams.input, 0, SEEK_SET) == 0
    else { breach("cannot write standard input") }

    let status = CommandLineTool.run(invocation.arguments, streams: streams)

    let output = contents(of: streams.output)
    let errors = contents(of: streams.error)
    let context = "arguments \(invocation.arguments.map(\.debugDescription))"
    let files = scratchFiles()
    defer { for file in files { removeTree(file) } }
    for file in files where file.hasPrefix(".") && file.hasSuffix(".tmp") {
      breach("\(context): temporary file \(file) left behind")
    }
    switch status {
    case 0:
      guard errors.isEmpty else {
        breach(
          "\(context): success with standard error \(String(decoding: errors, as: UTF8.self).debugDescription)"
        )
      }
      checkSuccess(invocation, output: output, files: files, context: context)
    case 1, 2:
      guard output.isEmpty else {
        breach("\(context): failure \(status) wrote \(output.count) bytes to standard output")
      }
      let line = String(decoding: errors, as: UTF8.self)
      guard line.hasPrefix("error: "), line.hasSuffix("\n"), line.count > 8 else {
        breach("\(context): failure \(status) without one error: line: \(line.debugDescription)")
      }
      guard errors.filter({ $0 == 10 || $0 == 13 }).count == 1 else {
        breach("\(context): error message spans lines: \(line.debugDescription)")
      }
      guard errors.count <= 1100 else {
        breach("\(context): error line of \(errors.count) bytes")
      }
    default:
      breach("\(context): exit status \(status)")
    }
  }

  /// A success must have produced what its command promises.
  static func checkSuccess(
    _ invocation: FuzzedInvocation, output: [UInt8], files: [String], context: String
  ) {
    let command = invocation.arguments.first ?? ""
    let wantsHelp = invocation.arguments.contains("--help") || invocation.arguments.contains("-h")
    if (command == "shape" || command == "simulate") && !wantsHelp {
      let text = String(decoding: output, as: UTF8.self)
      if text.hasPrefix("<svg") {
        requireXMLText(output, "\(context): standard output")
        guard text.hasSuffix("</svg>\n") else { breach("\(context): SVG is not complete") }
      } else {
        do {
          _ = try JSONParser.parse(text)
        } catch {
          breach(
            "\(context): output is neither JSON nor SVG (\(error.message)): \(text.prefix(200))")
        }
      }
    } else if command == "render" && !wantsHelp {
      guard output.isEmpty else { breach("\(context): render wrote to standard output") }
      guard !files.isEmpty else { breach("\(context): render succeeded without writing a file") }
      for file in files where file.lowercased().hasSuffix(".svg") {
        let bytes = contents(ofFile: file)
        requireXMLText(bytes, "\(context): \(file)")
      }
    } else if output.isEmpty && command != "render" {
      breach("\(context): success without output")
    }
  }

  /// Requires `bytes` to be UTF-8 text that XML 1.0 can contain: no control characters but
  /// tab, newline and carriage return, no U+FFFE/U+FFFF.
  static func requireXMLText(_ bytes: [UInt8], _ context: @autoclosure () -> String) {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      breach("\(context()): not UTF-8")
    }
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if (value < 0x20 && value != 9 && value != 10 && value != 13) || value == 0xFFFE
        || value == 0xFFFF
      {
        breach("\(context()): character U+\(String(value, radix: 16)) is not allowed in XML")
      }
    }
  }

  static func contents(of descriptor: Int32) -> [UInt8] {
    let size = Int(lseek(descriptor, 0, SEEK_END))
    guard size > 0 else { return [] }
    var bytes = [UInt8](repeating: 0, count: size)
    let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, size, 0) }
    guard read == size else { breach("cannot read back a stream") }
    return bytes
  }

  static func contents(ofFile path: String) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return [] }
    defer { _ = close(descriptor) }
    return contents(of: descriptor)
  }

  /// The names in the scratch folder.
  static func scratchFiles() -> [String] {
    guard let directory = opendir(".") else { breach("cannot list the scratch folder") }
    defer { _ = closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// Removes `path` and, for a folder, everything in it.
  static func removeTree(_ path: String) {
    if unlink(path) == 0 { return }
    guard let directory = opendir(path) else { return }
    var children: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
      }
      if name != "." && name != ".." { children.append(path + "/" + name) }
    }
    _ = closedir(directory)
    for child in children { removeTree(child) }
    _ = rmdir(path)
  }
}
