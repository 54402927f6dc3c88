/// The named configurations: QQ's own look and the original write-ups that have a badge
/// (`Docs/WriteUps.md`), each one a ``StickyBadgeConfiguration`` static member.
///
/// This is the one table of presets: its case names are the names every face takes
/// (`stickybadge simulate --preset explodingButton`, `<sticky-badge preset="explodingButton">`,
/// the playground's menu, a scenario file's `"preset"`), and ``configuration`` is the
/// configuration each one names. A preset is a starting point: the knobs a host sets are
/// set on top of it.
public enum StickyBadgePreset: String, Hashable, Sendable, CaseIterable {
  /// QQ's own look: the defaults (``StickyBadgeConfiguration/qq``).
  case qq
  /// The QQ-bubble write-up (000), its first pull mode: the big circle stays home
  /// (``StickyBadgeConfiguration/qqBubbleBigCircleStays``).
  case qqBubbleBigCircleStays
  /// The QQ-bubble write-up (000), its second pull mode: the big circle follows the finger
  /// (``StickyBadgeConfiguration/qqBubbleBigCircleMoves``).
  case qqBubbleBigCircleMoves
  /// The exploding-button write-up (001) with its image burst
  /// (``StickyBadgeConfiguration/explodingButton``).
  case explodingButton
  /// The Swift-badge write-up (003) with its shake (``StickyBadgeConfiguration/swiftBadge``).
  case swiftBadge
  /// The AZMetaBall write-up (004) (``StickyBadgeConfiguration/azMetaBall``).
  case azMetaBall

  /// The configuration the preset names.
  public var configuration: StickyBadgeConfiguration {
    switch self {
    case .qq: .qq
    case .qqBubbleBigCircleStays: .qqBubbleBigCircleStays
    case .qqBubbleBigCircleMoves: .qqBubbleBigCircleMoves
    case .explodingButton: .explodingButton
    case .swiftBadge: .swiftBadge
    case .azMetaBall: .azMetaBall
    }
  }

  #if !hasFeature(Embedded)
    /// Which look the preset is, for the documentation (`Docs/WriteUps.md`).
    public var summary: StaticString {
      switch self {
      case .qq: "QQ's own look (the defaults, QQ's unread red)"
      case .qqBubbleBigCircleStays: "the QQ-bubble write-up (000), the big circle staying home"
      case .qqBubbleBigCircleMoves:
        "the QQ-bubble write-up (000), the big circle following the finger"
      case .explodingButton: "the exploding-button write-up (001), its eight-image burst"
      case .swiftBadge: "the Swift-badge write-up (003), its narrowing waist and shake"
      case .azMetaBall: "the AZMetaBall write-up (004): the metaball connector and particle burst"
      }
    }
  #endif
}
