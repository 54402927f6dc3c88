#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The start of an executable of the tool (`stickybadge`, `stickybadge-knobs`): the process's
/// signals set up, then one run and its exit status.
public enum CommandLineProcess {
  /// Runs `tool` with the process's arguments (without the program name) and its standard
  /// streams, then exits with the status it returns.
  ///
  /// A write to a closed pipe or past the file-size limit (`ulimit -f`) comes back as an
  /// error (EPIPE, EFBIG) that the tool reports, not as a signal that kills it; Ctrl-C while
  /// an output file is being written removes its temporary file first.
  public static func run(_ tool: ([String], StandardStreams) -> Int32) -> Never {
    _ = signal(SIGPIPE, SIG_IGN)
    _ = signal(SIGXFSZ, SIG_IGN)
    InterruptCleanup.install()
    exit(tool(Array(CommandLine.arguments.dropFirst()), .process()))
  }
}
