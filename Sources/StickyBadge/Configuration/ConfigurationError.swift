/// A problem with a configuration, naming the property.
///
/// ```swift
/// do {
///   try StickyBadgeConfiguration(snapDistance: -1).validate()
/// } catch {
///   print(error.property)  // "snapDistance"; `error.description` says what is wrong
/// }
/// ```
public enum ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The property's value is not allowed, for the reason given.
  case invalid(property: String, reason: String)

  /// The property at fault.
  public var property: String {
    switch self {
    case .invalid(let property, _): property
    }
  }

  /// A one-line description: `snapDistance must be ...`.
  public var description: String { message.string }

  /// ``description`` as UTF-8 bytes, for the WebAssembly exports: they write it out without
  /// making a `String` of bytes (``ConfigurationProblem``).
  package var message: MessageText {
    switch self {
    case .invalid(let property, let reason):
      var text = MessageText()
      text.append(string: property)
      text.append(" ")
      text.append(string: reason)
      return text
    }
  }
}
