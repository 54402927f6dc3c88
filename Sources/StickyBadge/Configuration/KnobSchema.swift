/// What a row of a configuration table (``ConfigurationKnob``) says about its number, apart
/// from how to read and write it: its path, kind, unit, label, choices, ranges and step.
///
/// Not generic, so that the code that reads a row (validation, the tuning panel's line) is
/// compiled once for every table, not once per configuration type.
public struct KnobSchema: Sendable {
  /// The property's path as JSON and the web package name it: `snapDistance`,
  /// `burst.particleCount`, `color.red`.
  public let path: StaticString
  /// What the row holds.
  public let kind: KnobKind
  /// The unit (`pt`, `s`, ...), or nothing.
  public let unit: StaticString
  /// A short label for a control (a spring's: its duration or bounce slider).
  public let label: StaticString
  /// A choice's cases, comma-separated, in the order of the enumeration's cases.
  public let choices: StaticString
  /// The values ``StickyBadgeConfiguration/validate()`` accepts; ends included.
  public let valid: ClosedRange<Double>
  /// The tuning slider's range (a spring's: its duration's or bounce's).
  public let slider: ClosedRange<Double>
  /// The tuning slider's step.
  public let step: Double
  #if !hasFeature(Embedded)
    /// One sentence saying what the row does for the user (the configuration reference's;
    /// the WebAssembly modules never show it, so they do not carry it).
    public let summary: StaticString
  #endif

  /// A row's schema (``ConfigurationKnob/init(_:kind:unit:label:choices:valid:slider:step:summary:get:set:)``).
  @inline(__always)
  init(
    path: StaticString, kind: KnobKind, unit: StaticString, label: StaticString,
    choices: StaticString, valid: ClosedRange<Double>, slider: ClosedRange<Double>,
    step: Double, summary: StaticString
  ) {
    self.path = path
    self.kind = kind
    self.unit = unit
    self.label = label
    self.choices = choices
    self.valid = valid
    self.slider = slider
    self.step = step
    #if !hasFeature(Embedded)
      self.summary = summary
    #endif
  }

  /// Why `value` is not valid for this row (not finite, or outside ``valid``), or `nil`.
  @inline(never)
  func problem(with value: Double) -> ConfigurationProblem? {
    // NaN is in no range.
    valid.contains(value) ? nil : ConfigurationProblem.outOfRange(value, valid, path: path)
  }

  /// Appends the tuning panel's line of this row to `text`, after a newline unless `text` is
  /// empty, its path after `prefix`:
  /// `path|kind|unit|label|choices|minimum|maximum|sliderMinimum|sliderMaximum|step`.
  @inline(never)
  func appendPanelLine(prefix: StaticString, to text: inout [UInt8]) {
    func append(_ field: StaticString) { field.withUTF8Buffer { text.append(contentsOf: $0) } }
    func append(_ number: Double) {
      text.append(UInt8(ascii: "|"))
      NumberFormatting.append(number, to: &text)
    }
    if !text.isEmpty { text.append(UInt8(ascii: "\n")) }
    append(prefix)
    append(path)
    append("|")
    append(kind.name)
    append("|")
    append(unit)
    append("|")
    append(label)
    append("|")
    append(choices)
    append(valid.lowerBound)
    append(valid.upperBound)
    append(slider.lowerBound)
    append(slider.upperBound)
    append(step)
  }
}
