/// A configuration described by one table: a row (`ConfigurationKnob`) per stored number,
/// from which validation, JSON, Swift source, the web package's knob buffer and tuning panel,
/// and the configuration reference all follow.
///
/// Adding a knob is its stored property (its default the initial value), its row, and
/// `swift run stickybadge-knobs --write` (`Docs/Configuration.md`, "Adding a knob"); the table
/// tests then check the row in every face. Nothing reads a row by its position: a row is found by walking the table.
///
/// A dotted path names a member of a nested value (`burst.particleCount`); JSON writes it as
/// a nested object, except for springs and colours (`KnobKind`), which are written whole.
///
/// An app sees only that both configurations have such a table: the table and everything
/// read through it are the faces' own API (`@_spi(Hosting)`), which the web package's
/// tuning panel and the command line's JSON use. The protocol itself is public because a
/// conformance may not be SPI in Embedded Swift, whose WebAssembly modules read the table.
public protocol KnobTable {
  /// The rows, in the order the properties are declared.
  @_spi(Hosting) static var knobs: [ConfigurationKnob<Self>] { get }
}

extension KnobTable {
  /// How many rows the table has.
  @_spi(Hosting) public static var knobCount: Int { knobs.count }

  /// The number row `index` holds (an integer, a Boolean as 0 or 1, a choice's index).
  @_spi(Hosting) public func knob(_ index: Int) -> Double { Self.knobs[index].get(self) }

  /// Sets row `index`; integers are rounded and clamped and choices rounded to a case, so
  /// that no value traps (validation then says what is wrong).
  @_spi(Hosting) public mutating func setKnob(_ index: Int, _ value: Double) {
    Self.knobs[index].set(&self, value)
  }

  /// Throws the first row whose value is not finite or outside its valid range, in table
  /// order, naming the row's path; nothing is clamped.
  @_spi(Hosting) public func validateKnobs() throws(ConfigurationError) {
    if let problem = knobProblem() { throw problem.error }
  }

  /// The first row whose value is not finite or outside its valid range, in table order
  /// (what ``validateKnobs()`` throws), or `nil`; as bytes (``ConfigurationProblem``).
  package func knobProblem() -> ConfigurationProblem? {
    for knob in Self.knobs {
      if let problem = knob.schema.problem(with: knob.get(self)) { return problem }
    }
    return nil
  }

  /// The first of `values` (one per row, in table order) that is not finite or outside its
  /// row's valid range, or `nil`: checked before the values are set, so that a value a row's
  /// property cannot hold (a negative seed, a Boolean of 5) is refused, not converted.
  package static func knobProblem(in values: UnsafePointer<Double>) -> ConfigurationProblem? {
    for (index, knob) in knobs.enumerated() {
      if let problem = knob.schema.problem(with: values[index]) { return problem }
    }
    return nil
  }

  /// Writes every row's value, in order, to `values`.
  @_spi(Hosting) public func writeKnobs(to values: UnsafeMutablePointer<Double>) {
    for (index, knob) in Self.knobs.enumerated() { values[index] = knob.get(self) }
  }

  /// Sets every row from `values`, in order.
  @_spi(Hosting) public mutating func readKnobs(from values: UnsafePointer<Double>) {
    for (index, knob) in Self.knobs.enumerated() { knob.set(&self, values[index]) }
  }

  /// Appends the module's line of every row to `text`, each after a newline except the very
  /// first line of `text`, paths after `prefix`: `path|minimum|maximum`.
  static func appendTableLines(prefix: StaticString, to text: inout [UInt8]) {
    for knob in knobs { knob.schema.appendTableLine(prefix: prefix, to: &text) }
  }
}
