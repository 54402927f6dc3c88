/// What a row of a configuration table (``ConfigurationKnob``) says about its number, apart
/// from how to read and write it: its path, kind, choices and valid range, and for people
/// its unit, label, tuning slider and summary.
///
/// Not generic, so that the code that reads a row (validation, the module's table line) is
/// compiled once for every table, not once per configuration type.
///
/// The WebAssembly modules (Embedded Swift) keep only what the core enforces: the path, the
/// kind, the choices and the valid range. The unit, label, slider range, step, summary and effect
/// are for people (the configuration reference, the TypeScript declaration and the web
/// package's tuning fields, `Web/package/src/tuning-fields.js`, all written by
/// `stickybadge knobs --write`), so the modules do not carry them.
@_spi(Hosting) public struct KnobSchema: Sendable {
  // Stored in this order (the widest first) so that a row packs without padding.
  /// The values ``StickyBadgeConfiguration/validate()`` accepts; ends included.
  public let valid: ClosedRange<Double>
  /// The property's path as JSON and the web package name it: `snapDistance`,
  /// `burst.particleCount`, `color.red`.
  public let path: StaticString
  /// A choice's cases, comma-separated, in the order of the enumeration's cases.
  public let choices: StaticString
  /// What the row holds.
  public let kind: KnobKind
  #if !hasFeature(Embedded)
    /// The unit (`pt`, `s`, ...), or nothing.
    public let unit: StaticString
    /// A short label for a control (a spring's: its duration or bounce slider).
    public let label: StaticString
    /// The tuning slider's range (a spring's: its duration's or bounce's).
    public let slider: ClosedRange<Double>
    /// The tuning slider's step.
    public let step: Double
    /// One sentence saying what the row does for the user.
    public let summary: StaticString
    /// Where the row's effect shows (a test checks that a value other than the default
    /// changes it).
    public let effect: KnobEffect
  #endif

  /// A row's schema (``ConfigurationKnob/init(_:kind:unit:label:choices:valid:slider:step:summary:shows:value:)``).
  @inline(__always)  // Measured: Docs/Performance/Geometry.md, "The remaining attributes".
  init(
    path: StaticString, kind: KnobKind, unit: StaticString, label: StaticString,
    choices: StaticString, valid: ClosedRange<Double>, slider: ClosedRange<Double>,
    step: Double, summary: StaticString, effect: KnobEffect
  ) {
    self.valid = valid
    self.path = path
    self.choices = choices
    self.kind = kind
    #if !hasFeature(Embedded)
      self.unit = unit
      self.label = label
      self.slider = slider
      self.step = step
      self.summary = summary
      self.effect = effect
    #endif
  }

  /// Why `value` is not valid for this row (not finite, or outside ``valid``), or `nil`.
  func problem(with value: Double) -> ConfigurationProblem? {
    // NaN is in no range.
    valid.contains(value) ? nil : ConfigurationProblem.outOfRange(value, valid, path: path)
  }

  /// Appends the module's line of this row to `text`, after a newline unless `text` is
  /// empty, its path after `prefix`: `path|minimum|maximum`.
  @inline(never)  // Measured: Docs/Performance/Geometry.md, "The remaining attributes".
  func appendTableLine(prefix: StaticString, to text: inout [UInt8]) {
    func append(_ field: StaticString) { field.withUTF8Buffer { text.append(contentsOf: $0) } }
    func append(_ number: Double) {
      text.append(UInt8(ascii: "|"))
      NumberFormatting.append(number, to: &text)
    }
    if !text.isEmpty { text.append(UInt8(ascii: "\n")) }
    append(prefix)
    append(path)
    append(valid.lowerBound)
    append(valid.upperBound)
  }
}
