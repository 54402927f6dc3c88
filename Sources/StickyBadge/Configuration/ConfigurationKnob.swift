/// One row of a configuration table (``KnobTable``): a stored number of a configuration and
/// everything the faces need to know about it, written once.
///
/// Validation, JSON, Swift source, the web package's knob buffer and tuning panel, the
/// TypeScript declarations and the configuration reference (`Docs/Configuration.md`) are all
/// read from the rows. The default is not written here: it is the value of the row in the
/// default configuration, so it stays where the property is declared.
///
/// ```swift
/// ConfigurationKnob(
///   "touchMargin", unit: "pt", label: "Touch margin", valid: 0...200, slider: 0...40,
///   summary: "Extra touch target around the dot, on every side.",
///   get: { $0.touchMargin }, set: { $0.touchMargin = $1 })
/// ```
public struct ConfigurationKnob<Configuration>: Sendable {
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
  /// A spring's range as JSON writes it: its duration (and response) in seconds for the
  /// stiffness row, its bounce for the damping row (the damping ratio's range follows from
  /// the bounce's). Other rows: ``valid``.
  public let written: ClosedRange<Double>
  #if !hasFeature(Embedded)
    /// One sentence saying what the row does for the user (the configuration reference's;
    /// the WebAssembly modules never show it, so they do not carry it).
    public let summary: StaticString
  #endif
  /// The row's number in `configuration` (an integer, a Boolean as 0 or 1, a choice's index).
  public let get: @Sendable (Configuration) -> Double
  /// Sets the row: integers are rounded and clamped (``KnobNumber``), choices rounded to a
  /// case, so that no value traps; validation then says what is wrong.
  public let set: @Sendable (inout Configuration, Double) -> Void

  /// A row: `slider` defaults to the valid range, `written` to the valid range too.
  ///
  /// Always inlined: each table is then static data in the binary; otherwise it is built at
  /// first use by code about as large as the table (8 KB in the WebAssembly core).
  @inline(__always)
  public init(
    _ path: StaticString, kind: KnobKind = .number, unit: StaticString = "",
    label: StaticString, choices: StaticString = "", valid: ClosedRange<Double>,
    slider: ClosedRange<Double>? = nil, step: Double = 1, written: ClosedRange<Double>? = nil,
    summary: StaticString, get: @escaping @Sendable (Configuration) -> Double,
    set: @escaping @Sendable (inout Configuration, Double) -> Void
  ) {
    self.path = path
    self.kind = kind
    self.unit = unit
    self.label = label
    self.choices = choices
    self.valid = valid
    self.slider = slider ?? valid
    self.step = step
    self.written = written ?? valid
    #if !hasFeature(Embedded)
      self.summary = summary
    #endif
    self.get = get
    self.set = set
  }
}
