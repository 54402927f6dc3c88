/// A configuration described by one knob table: a row per stored number, from which
/// validation, JSON, Swift source, the web playground's knob buffer and its tuning panel,
/// and the README's tables all follow.
///
/// A row is a line of ``knobText``,
/// `path|kind|unit|label|choices|minimum|maximum|tuningMinimum|tuningMaximum|step`, a line
/// of ``knobSummaries``, and a case of ``knob(_:)`` and ``setKnob(_:_:)``. The default is
/// never written in the table: it is ``knob(_:)`` of the default configuration.
///
/// Kinds: `number`, `integer` (a whole number), `boolean` (0 or 1), `choice` (the index
/// into the comma-separated choices, which are the enumeration's cases in order), `spring`
/// (two rows, stiffness then damping, of one ``Spring``: stored exactly as they are, so the
/// buffer and JSON round-trip bit for bit, while their labels and tuning ranges are the
/// playground's duration and bounce sliders, converted through ``Spring/duration``,
/// ``Spring/bounce`` and ``Spring/init(duration:bounce:)``) and `color` (four rows, red,
/// green, blue and alpha, of one ``BadgeColor``). A dotted path names a member of a nested value
/// (`burst.particleSpeed`); JSON writes it as a nested object, except for springs and
/// colours, which are written whole. `minimum` and `maximum` are the valid range (decimals,
/// read exactly: the same `Double` as the literal); the tuning range and step are the
/// playground slider's.
///
/// The table is one literal, so the WebAssembly modules carry it as data (about 1.9 KB for
/// both tables), not as code that builds it, and hand it to the page as it is.
public protocol KnobTable {
  /// One line per row: `path|kind|unit|label|choices|minimum|maximum|tuningMinimum|tuningMaximum|step`.
  static var knobText: StaticString { get }
  /// One sentence per row saying what it does (documentation only: the README's tables).
  static var knobSummaries: StaticString { get }
  /// The number row `index` holds (an integer, a Boolean as 0 or 1, a choice's index).
  func knob(_ index: Int) -> Double
  /// Sets row `index`; integers are rounded and clamped and choices rounded to a case, so
  /// that no value traps (validation then says what is wrong).
  mutating func setKnob(_ index: Int, _ value: Double)
}
