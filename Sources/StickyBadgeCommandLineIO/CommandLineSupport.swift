/// A failure that ends the command: one `error:` line on stderr and an exit status.
package struct CommandFailure: Error, Sendable {
  /// The message, without the `error: ` prefix; it names the problem and where.
  package var message: String
  /// 2 for usage and invalid input, 1 when a file cannot be read or written.
  package var exitStatus: Int32

  /// Usage or invalid input (exit status 2).
  package static func usage(_ message: String) -> CommandFailure {
    CommandFailure(message: message, exitStatus: 2)
  }

  /// A file or stream that cannot be read or written (exit status 1).
  package static func io(_ message: String) -> CommandFailure {
    CommandFailure(message: message, exitStatus: 1)
  }
}

/// Command-line arguments split into flags with values, boolean flags and positionals.
///
/// Flags are `--name value` or `--name=value`; each command says which flags it
/// knows, and anything else is a usage error naming the flag.
package struct ParsedArguments {
  package var values: [String: String] = [:]
  package var switches: Set<String> = []
  package var positionals: [String] = []

  /// Parses `arguments` given the flags that take a value and the flags that do not.
  package init(
    _ arguments: [String], command: String, valueFlags: Set<String>, switchFlags: Set<String> = []
  ) throws(CommandFailure) {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        positionals.append(contentsOf: arguments[index...])
        break
      }
      guard argument.hasPrefix("--") else {
        positionals.append(argument)
        continue
      }
      var name = String(argument.dropFirst(2))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if switchFlags.contains(name) {
        guard inlineValue == nil else {
          throw .usage("\(command): --\(Echo.plain(name)) takes no value")
        }
        switches.insert(name)
      } else if valueFlags.contains(name) {
        let value: String
        if let inlineValue {
          value = inlineValue
        } else {
          guard index < arguments.count else {
            throw .usage("\(command): --\(name) needs a value")
          }
          value = arguments[index]
          index += 1
        }
        guard values[name] == nil else {
          throw .usage("\(command): --\(name) given more than once")
        }
        values[name] = value
      } else {
        throw .usage(
          "\(command): unknown flag --\(Echo.plain(name)) (see 'stickybadge help \(command)')")
      }
    }
  }

  /// A finite number flag within `range`, or nil when absent.
  package func number(_ name: String, command: String, in range: ClosedRange<Double>)
    throws(CommandFailure)
    -> Double?
  {
    guard let text = values[name] else { return nil }
    guard let value = Double(text), value.isFinite else {
      throw .usage("\(command): --\(name) must be a finite number, got \(Echo.quoted(text))")
    }
    guard range.contains(value) else {
      throw .usage(
        "\(command): --\(name) must be between \(range.lowerBound) and \(range.upperBound), got \(Echo.plain(text))"
      )
    }
    return value
  }

  /// A whole-number flag within `range`, or nil when absent.
  package func integer(_ name: String, command: String, in range: ClosedRange<Int>)
    throws(CommandFailure)
    -> Int?
  {
    guard let text = values[name] else { return nil }
    guard let value = Int(text) else {
      throw .usage("\(command): --\(name) must be a whole number, got \(Echo.quoted(text))")
    }
    guard range.contains(value) else {
      throw .usage(
        "\(command): --\(name) must be between \(range.lowerBound) and \(range.upperBound), got \(Echo.plain(text))"
      )
    }
    return value
  }
}
