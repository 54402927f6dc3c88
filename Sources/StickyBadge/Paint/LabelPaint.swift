/// The badge's label as a paint list draws it: text, size, position and opacity.
///
/// The font size is ``BadgeShape/labelFontScale`` times the resting dot radius, times the
/// badge's scale, made smaller when the text would not fit the capsule's width;
/// the position is the baseline, so a face draws the text centred horizontally on
/// ``centerX`` with its baseline at ``baselineY``, in the label font the painter was given
/// (``LabelFontMetrics``), in ``PaintList/labelColor`` at ``opacity``.
///
/// ```swift
/// let label = list.label
/// if label.isVisible {
///   let font = UIFont.boldSystemFont(ofSize: label.fontSize)
///   let size = (label.text as NSString).size(withAttributes: [.font: font])
///   let rect = label.frame(width: size.width, height: size.height, ascender: font.ascender)
///   draw(label.text, font: font, in: rect, color: list.labelColor, opacity: label.opacity)
/// }
/// ```
public struct LabelPaint: Hashable, Sendable {
  /// Whether the label is drawn this frame: it has text, is not hidden or faded out, and
  /// its font size is above 0.01 points.
  public var isVisible: Bool
  /// The text, the same in every frame ("7", "12", "99+"); empty for a dot.
  public var text: String
  /// The font size in points (the em square's height). Domain: [0, ∞).
  public var fontSize: Double
  /// The horizontal centre of the text's advance width, in points.
  public var centerX: Double
  /// The vertical centre of the digits' ink, in points: the badge's centre. A face that
  /// centres text by its own measurement centres it here instead of using ``baselineY``.
  public var centerY: Double
  /// The baseline's vertical position, in points (y down): half the cap height below the
  /// badge's centre.
  public var baselineY: Double
  /// The text's advance width at ``fontSize`` by the label font's metrics, in points; it
  /// starts at `centerX - width / 2`. Domain: [0, ∞).
  public var width: Double
  /// The text's opacity, everything included (label fade, badge fade, the label colour's
  /// alpha). Domain: [0, 1].
  public var opacity: Double

  /// Creates an invisible, empty label.
  public init() { self.init(text: "") }

  /// Creates an invisible label of `text`.
  init(text: String) {
    isVisible = false
    self.text = text
    fontSize = 0
    centerX = 0
    centerY = 0
    baselineY = 0
    width = 0
    opacity = 0
  }

  /// The space kept clear between the text and each rounded end of a capsule, as a
  /// multiple of the dot radius: wider text is scaled down to fit inside.
  public static let endPadding = 0.4

  /// The smallest font size drawn, in points; a smaller label is left out.
  public static let minimumFontSize = 0.01
}
