#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading input and writing output files for the tool, through the C library so that
/// every failure has its `errno` text: bounded reads, atomic writes, folders created.
package enum FileAccess {
  /// The largest scenario or configuration input accepted, in bytes (4 MiB). Scenario
  /// files are a few kilobytes; this allows about 80,000 touches.
  package static let inputSizeLimit = 4 * 1024 * 1024

  /// Reads the UTF-8 text of the file at `path`, or of standard input for `-`, refusing
  /// more than ``inputSizeLimit`` bytes.
  ///
  /// - Throws: an I/O failure (status 1) when the input cannot be read, naming the reason
  ///   (`is a directory`, `no such file or directory`, `standard input is closed`); invalid
  ///   input (status 2) when it is too large or not UTF-8.
  package static func readText(at path: String, streams: StandardStreams) throws(CommandFailure)
    -> String
  {
    let name = path == "-" ? "<stdin>" : Echo.quoted(path)
    let descriptor: Int32
    if path == "-" {
      if streams.inputIsClosed { throw .io("cannot read <stdin>: standard input is closed") }
      descriptor = streams.input
    } else {
      descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
      if descriptor < 0 { throw .io("cannot read \(name): \(SystemError.describe(errno))") }
    }
    defer {
      // A read-only descriptor has nothing to lose on close; its result does not matter.
      if path != "-" { _ = close(descriptor) }
    }
    var status = stat()
    var expected = 0
    if fstat(descriptor, &status) == 0 {
      if status.st_mode & S_IFMT == S_IFDIR {
        throw .io("cannot read \(name): is a directory")
      }
      if status.st_mode & S_IFMT == S_IFREG { expected = Int(status.st_size) }
    } else if errno == EBADF {
      throw .io("cannot read \(name): \(path == "-" ? "standard input is closed" : "bad file")")
    }
    let bytes = try readBounded(descriptor, expected: expected, name: name)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .usage("\(Echo.source(path)): not UTF-8 text")
    }
    return text
  }

  /// Reads `descriptor` to its end, at most ``inputSizeLimit`` bytes.
  private static func readBounded(_ descriptor: Int32, expected: Int, name: String)
    throws(CommandFailure) -> [UInt8]
  {
    // One allocation of the right size for a regular file; doubling for pipes.
    var buffer = [UInt8](repeating: 0, count: max(65_536, min(expected, inputSizeLimit) + 1))
    var count = 0
    while true {
      if count == buffer.count {
        if count > inputSizeLimit { break }
        buffer.append(contentsOf: repeatElement(0, count: min(count, inputSizeLimit + 1 - count)))
      }
      let received = buffer.withUnsafeMutableBytes { memory in
        read(descriptor, memory.baseAddress! + count, memory.count - count)
      }
      if received > 0 {
        count += received
        continue
      }
      if received == 0 { break }
      let code = errno
      if code == EINTR { continue }
      if code == EAGAIN || code == EWOULDBLOCK {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&request, 1, -1)
        continue
      }
      throw .io(
        "cannot read \(name): \(code == EBADF && name == "<stdin>" ? "standard input is not open for reading" : SystemError.describe(code))"
      )
    }
    if count > inputSizeLimit {
      throw .usage(
        "\(name): input larger than \(inputSizeLimit) bytes (the limit for scenario and configuration files)"
      )
    }
    buffer.removeSubrange(count...)
    return buffer
  }

  /// Writes `bytes` to `path` atomically: to a temporary file beside it, flushed to disk,
  /// then renamed over `path`. After any failure the temporary file is removed and `path`
  /// is untouched (a file already there keeps its old contents). `path` must be a new or
  /// regular file: a device such as `/dev/null` or a pipe is refused, not replaced.
  package static func writeAtomically(_ bytes: [UInt8], to path: String) throws(CommandFailure) {
    let name = Echo.quoted(path)
    if path.isEmpty || path.hasSuffix("/") {
      throw .io("cannot write \(name): the name ends in '/', which names a folder, not a file")
    }
    var existing = stat()
    if lstat(path, &existing) == 0 {
      let kind = existing.st_mode & S_IFMT
      if kind == S_IFDIR { throw .io("cannot write \(name): is a directory") }
      // Renaming over /dev/null or a pipe would replace it with a regular file.
      if kind != S_IFREG && kind != S_IFLNK {
        throw .io("cannot write \(name): not a regular file (a device, pipe or socket)")
      }
    }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let file = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let temporary = "\(folder).\(file).\(getpid()).tmp"
    InterruptCleanup.begin(temporary)
    defer { InterruptCleanup.end() }
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    if descriptor < 0 {
      let code = errno
      throw .io(
        "cannot write \(name): \(code == ENOENT ? "no such directory" : SystemError.describe(code))"
      )
    }
    var code = StandardStreams.writeAll(bytes, to: descriptor)
    if code == 0 && fsync(descriptor) != 0 && errno != EINVAL { code = errno }
    if close(descriptor) != 0 && code == 0 { code = errno }
    if code == 0 && rename(temporary, path) != 0 { code = errno }
    if code != 0 {
      removeFile(temporary)
      throw .io("cannot write \(name): \(SystemError.describe(code))")
    }
  }

  /// Creates the folder `path` and any missing parents (`mkdir -p`).
  package static func makeFolder(_ path: String) throws(CommandFailure) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      if mkdir(prefix, 0o777) != 0 {
        let code = errno
        var status = stat()
        let isFolder = stat(prefix, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
        if !(code == EEXIST && isFolder) {
          let reason = code == EEXIST ? "is a file, not a folder" : SystemError.describe(code)
          let place = prefix == path ? "" : "\(Echo.quoted(prefix)) "
          throw .io("cannot create \(Echo.quoted(path)): \(place)\(reason)")
        }
      }
      prefix += "/"
    }
  }

  /// Removes the file at `path`, when cleaning up after a failure (a failure to remove it
  /// cannot be reported in place of the error that caused the clean-up).
  package static func removeFile(_ path: String) {
    _ = unlink(path)
  }
}
