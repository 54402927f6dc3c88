/// The one paint decision a host may still make: the proportions of the label's font.
///
/// The painter never measures text. It sizes and places the label from these ratios,
/// all in ems (multiples of the font size), so every face that draws with the font they
/// describe puts the same ink in the same place. The default,
/// ``dejaVuSansBold``, describes DejaVu Sans Bold, the font the cairo renderer uses (and
/// the first choice of the SVG writer and the web page); a host that draws with another
/// font gives its session that font's ratios (``BadgeSession/labelFont``).
///
/// ```swift
/// // UIKit: the proportions of the font the label is drawn in, measured once.
/// let em = font.pointSize
/// session.labelFont = LabelFontMetrics(capHeight: Double(font.capHeight / em)) { text in
///   Double((text as NSString).size(withAttributes: [.font: font]).width / em)
/// }
/// ```
public struct LabelFontMetrics: Hashable, Sendable {
  /// The height of a capital letter (and of the digits) above the baseline, in ems; the
  /// painter puts the baseline half of it below the label's centre, so digits sit
  /// vertically centred. Domain: (0, 2].
  public var capHeight: Double
  /// The advance width of each digit `0`–`9`, in ems (tabular digits share one width).
  /// Domain: [0, 4].
  public var digitAdvance: Double
  /// The advance width of `+` (as in `"99+"`), in ems. Domain: [0, 4].
  public var plusAdvance: Double
  /// The advance width of a space, in ems. Domain: [0, 4].
  public var spaceAdvance: Double
  /// The advance width of the narrow characters `i l j ! . , : '`, in ems. Domain: [0, 4].
  public var narrowAdvance: Double
  /// The advance width assumed for every other character, in ems. Domain: [0, 4].
  public var otherAdvance: Double

  /// Creates font metrics from ratios in ems.
  public init(
    capHeight: Double, digitAdvance: Double, plusAdvance: Double, spaceAdvance: Double,
    narrowAdvance: Double, otherAdvance: Double
  ) {
    self.capHeight = capHeight
    self.digitAdvance = digitAdvance
    self.plusAdvance = plusAdvance
    self.spaceAdvance = spaceAdvance
    self.narrowAdvance = narrowAdvance
    self.otherAdvance = otherAdvance
  }

  /// Font metrics measured by the host: `capHeight` in ems, and `advance`, which returns the
  /// advance width in ems of a short string in the host's font. It is asked for one
  /// sample of each character class (``advanceSamples``), so the classes are chosen here.
  ///
  /// UIKit: `LabelFontMetrics(capHeight: font.capHeight / font.pointSize) { text in
  /// (text as NSString).size(withAttributes: [.font: font]).width / font.pointSize }`.
  public init(capHeight: Double, measuringInEms advance: (String) -> Double) {
    let samples = LabelFontMetrics.advanceSamples
    self.init(
      capHeight: capHeight, digitAdvance: advance(samples.digit),
      plusAdvance: advance(samples.plus),
      spaceAdvance: advance(samples.space), narrowAdvance: advance(samples.narrow),
      otherAdvance: advance(samples.other))
  }

  /// The character a host measures for each class of ``init(capHeight:measuringInEms:)``:
  /// `0` for digits, `+`, a space, `i` for the narrow letters and `n` for every other one.
  public static let advanceSamples = (digit: "0", plus: "+", space: " ", narrow: "i", other: "n")

  /// DejaVu Sans Bold: cap height 0.729 em, digits 0.696 em, `+` 0.838 em, space
  /// 0.348 em (from the font's tables); 0.4 and 0.75 em estimate narrow and other letters.
  public static let dejaVuSansBold = LabelFontMetrics(
    capHeight: 0.729, digitAdvance: 0.696, plusAdvance: 0.838, spaceAdvance: 0.348,
    narrowAdvance: 0.4, otherAdvance: 0.75)

  /// The advance width of `text` in ems: the sum of its characters' advances (counted by
  /// Unicode scalar, so a combining mark counts as a character of its own).
  ///
  /// Read as UTF-8 bytes, one scalar per byte that does not continue a scalar: every class
  /// but the last is ASCII, and the bytes need none of the standard library's scalar
  /// decoding (which the WebAssembly build would carry).
  public func advanceWidth(of text: String) -> Double {
    var width = 0.0
    UTF8Bytes.withBytes(of: text) { width = advanceWidth(of: $0) }
    return width
  }

  /// ``advanceWidth(of:)-(String)`` of the UTF-8 bytes `text`.
  package func advanceWidth(of text: UnsafeBufferPointer<UInt8>) -> Double {
    var width = 0.0
    for byte in text where byte & 0xC0 != 0x80 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): width += digitAdvance
      case UInt8(ascii: "+"): width += plusAdvance
      case UInt8(ascii: " "): width += spaceAdvance
      case UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "j"), UInt8(ascii: "!"),
        UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "'"):
        width += narrowAdvance
      default: width += otherAdvance
      }
    }
    return width
  }
}
