#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The tool's standard input, output and error, with every write checked.
///
/// All output goes through here: results through ``writeOutput(_:)``, the one `error:`
/// line through ``report(_:)``. A write that fails (closed descriptor, full disk, file-size
/// limit, broken pipe) is an error, never silently lost output.
public struct StandardStreams: Sendable {
  /// The descriptor read for `-`.
  public var input: Int32
  /// The descriptor results are written to.
  public var output: Int32
  /// The descriptor the `error:` line is written to.
  public var error: Int32
  /// Which of the three were closed when the tool started (their numbers now hold
  /// `/dev/null`, so that files the tool opens never take a standard number).
  package var closedAtStart: Set<Int32> = []

  /// Streams on the given descriptors (for running the tool in-process, as the fuzzer does).
  public init(input: Int32, output: Int32, error: Int32) {
    self.input = input
    self.output = output
    self.error = error
  }

  /// The process's descriptors 0, 1 and 2.
  ///
  /// A descriptor that is closed is remembered as closed and its number is filled with
  /// `/dev/null`: otherwise the first file the tool opened would become "standard
  /// output", and results (or the error line) would land in it.
  public static func process() -> StandardStreams {
    var streams = StandardStreams(input: 0, output: 1, error: 2)
    for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      streams.closedAtStart.insert(descriptor)
      let flags = descriptor == 0 ? O_RDONLY : O_WRONLY
      let placeholder = open("/dev/null", flags | O_CLOEXEC)
      if placeholder >= 0 && placeholder != descriptor {
        // Descriptors are allocated lowest first, so this only happens if a lower one
        // was taken meanwhile; give the number back rather than keep a stray descriptor.
        _ = close(placeholder)
      }
    }
    return streams
  }

  /// Whether standard input was closed when the tool started.
  package var inputIsClosed: Bool { closedAtStart.contains(input) }

  /// Writes a result to standard output.
  ///
  /// - Throws: an I/O failure (exit status 1) naming the reason, e.g. `no space left on
  ///   device` or `broken pipe`; part of the text may have been written.
  package func writeOutput(_ text: String) throws(CommandFailure) {
    if closedAtStart.contains(output) {
      throw .io("cannot write standard output: it is closed")
    }
    let code = StandardStreams.writeAll(Array(text.utf8), to: output)
    if code != 0 {
      throw .io("cannot write standard output: \(SystemError.describe(code))")
    }
  }

  /// Writes text to standard error for the progress line; returns false when it failed.
  package func writeProgress(_ text: String) -> Bool {
    !closedAtStart.contains(error) && StandardStreams.writeAll(Array(text.utf8), to: error) == 0
  }

  /// Writes `failure` as the one `error:` line and returns its exit status.
  ///
  /// When standard error cannot be written (closed, full), nothing else can report the
  /// problem: the status is returned all the same and the tool ends silently.
  package func report(_ failure: CommandFailure) -> Int32 {
    if !closedAtStart.contains(error) {
      _ = StandardStreams.writeAll(Array("error: \(Echo.line(failure.message))\n".utf8), to: error)
    }
    return failure.exitStatus
  }

  /// Writes every byte of `bytes` to `descriptor`, retrying after signals and waiting when
  /// the descriptor is non-blocking; returns 0 or the `errno` of the failure.
  package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written > 0 {
        offset += written
        continue
      }
      let code = written < 0 ? errno : EIO
      if code == EINTR { continue }
      if code == EAGAIN || code == EWOULDBLOCK {
        var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&request, 1, -1)
        continue
      }
      return code
    }
    return 0
  }
}
