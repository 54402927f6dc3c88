/// A ``ConfigurationError`` still as UTF-8 bytes: what validation finds, before any
/// `String` is made of it.
///
/// The throwing `validate()` functions turn it into their error; the WebAssembly exports
/// write its ``message`` out as bytes, so a web module never turns bytes into a `String`
/// (which brings the standard library's UTF-8 validation into it, about 3 KB).
package struct ConfigurationProblem {
  /// The property at fault (``ConfigurationError/property``).
  package var property: MessageText
  /// Why its value is not allowed.
  package var reason: MessageText

  /// The problem of `property` for `reason`.
  package init(property: MessageText, reason: MessageText) {
    self.property = property
    self.reason = reason
  }

  /// The error the throwing validation reports.
  ///
  /// Its text is ASCII: table paths (a test checks them), literals and numbers
  /// (``NumberFormatting``), so it is decoded without UTF-8's validation
  /// (``UTF8Bytes/string(ascii:)``).
  package var error: ConfigurationError {
    .invalid(property: property.asciiString, reason: reason.asciiString)
  }

  /// ``ConfigurationError/description``'s text: `property reason`.
  package var message: MessageText {
    var text = property
    text.append(" ")
    text.append(reason)
    return text
  }

  /// The message for the problem in a `"configuration"` object, as a scenario file's reader
  /// (the CLI) and the web package report it: `configuration.snapDistance: must be in [0.01,
  /// 10000], got -5`.
  package var configurationMessage: MessageText {
    var text = MessageText("configuration.")
    text.append(property)
    text.append(": ")
    text.append(reason)
    return text
  }
}

extension ConfigurationProblem {
  /// The problem of the row at `path` holding `value`, outside `valid` or not finite.
  static func outOfRange(_ value: Double, _ valid: ClosedRange<Double>, path: StaticString)
    -> ConfigurationProblem
  {
    ConfigurationProblem(property: MessageText(path), reason: outOfRangeReason(value, valid))
  }

  /// Why `value` is not in `valid`: `must be a finite number`, or `must be in [0, 512], got
  /// 1025` (what validation and a scenario's reader say of a configuration's value).
  package static func outOfRangeReason(_ value: Double, _ valid: ClosedRange<Double>)
    -> MessageText
  {
    guard value.isFinite else { return MessageText("must be a finite number") }
    var reason = MessageText("must be in [")
    reason.append(valid.lowerBound)
    reason.append(", ")
    reason.append(valid.upperBound)
    reason.append("], got ")
    reason.append(value)
    return reason
  }
}
