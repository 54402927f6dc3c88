/// What a row of a configuration table holds, and so how JSON, Swift source, the tuning
/// panel and the reference write it.
@_spi(Hosting) public enum KnobKind: Hashable, Sendable, CaseIterable {
  /// A number.
  case number
  /// A whole number.
  case integer
  /// A Boolean, as 0 or 1.
  case boolean
  /// One of the row's ``ConfigurationKnob/choices``, as its index.
  case choice
  /// A spring's stiffness (its first row) or damping (its second): JSON and Swift source
  /// write the two rows as one `Spring`.
  case spring
  /// A colour's red, green, blue or alpha (four rows in that order): JSON and Swift source
  /// write them as one colour.
  case color

  /// How many rows one value of this kind takes.
  public var rowCount: Int {
    switch self {
    case .spring: 2
    case .color: 4
    case .number, .integer, .boolean, .choice: 1
    }
  }

  /// The kind's name in the web package's tuning fields: `number`, `integer`, `boolean`,
  /// `choice`, `spring` or `color`.
  public var name: StaticString {
    switch self {
    case .number: "number"
    case .integer: "integer"
    case .boolean: "boolean"
    case .choice: "choice"
    case .spring: "spring"
    case .color: "color"
    }
  }
}
