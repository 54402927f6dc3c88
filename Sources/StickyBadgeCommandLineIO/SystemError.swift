#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Plain-language text for an `errno` value, for `error:` lines.
package enum SystemError {
  /// The C library's description of `code` in lower case: `is a directory`,
  /// `no such file or directory`, `no space left on device`, `file too large`.
  package static func describe(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "system error \(code)" }
    var description = String(cString: text)
    if let first = description.first, first.isUppercase,
      description.dropFirst().first?.isUppercase != true
    {
      description = first.lowercased() + description.dropFirst()
    }
    return description
  }
}
