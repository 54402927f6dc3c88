#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removes the temporary file of an output being written when the tool is interrupted
/// (Ctrl-C, `kill`, a closed terminal), so that no half-written file is ever left behind.
///
/// Writing a large GIF and flushing it to disk takes long enough for a Ctrl-C to land in
/// the middle. The handler only calls `unlink` (async-signal-safe) on a path prepared
/// before the write starts, then dies of the same signal with the default action, so the
/// exit status stays the conventional 128 + signal number (130 for Ctrl-C).
public enum InterruptCleanup {
  /// The temporary file now being written, as a C string, or `nil`.
  nonisolated(unsafe) private static var pendingPath: UnsafeMutablePointer<CChar>?

  /// The signals after which the temporary file is removed.
  private static let signals = [SIGINT, SIGTERM, SIGHUP]

  /// Installs the handlers; the executable calls this once at start (the in-process fuzzer
  /// does not, so that its own handlers stay in place).
  public static func install() {
    for number in signals {
      _ = signal(number) { number in
        if let path = InterruptCleanup.pendingPath { _ = unlink(path) }
        _ = signal(number, SIG_DFL)
        _ = raise(number)
      }
    }
  }

  /// Marks `path` as the temporary file to remove if a signal arrives before ``end()``.
  package static func begin(_ path: String) {
    end()
    pendingPath = strdup(path)
  }

  /// The temporary file is gone (renamed into place or removed): nothing to clean up.
  package static func end() {
    let path = pendingPath
    pendingPath = nil
    free(path)
  }
}
