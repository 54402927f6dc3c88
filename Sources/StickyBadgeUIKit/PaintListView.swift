// Compiled where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS), and on Linux against
// the UIKit model the adapter's tests run it in (Tests/AppleModel, Docs/AppleAPI.md).
#if canImport(UIKit)
  @_spi(Hosting) import StickyBadge
  import StickyBadgeAppleSupport
  import UIKit

  /// Rasterizes a core ``PaintList`` with Core Animation layers and a label, deciding
  /// nothing: the badge at rest in its view, and the badge in motion in the window-level
  /// overlay (above every cell, bar and clipping ancestor). It takes no touches, and
  /// VoiceOver never reaches its label: the badge view speaks for the badge (a `UILabel` may
  /// be an accessibility element by default).
  final class PaintListView: UIView {
    private let outline = CAShapeLayer()
    private let burstImage = CALayer()
    private var circles: [CAShapeLayer] = []
    private let label = UILabel()

    /// A copy of an attached view's content that moves with the badge (its snapshot), set
    /// once, on top of the badge.
    var contentView: UIView? { didSet { contentView.map(addSubview) } }

    override init(frame: CGRect) {
      super.init(frame: frame)
      (backgroundColor, isUserInteractionEnabled) = (.clear, false)
      accessibilityElementsHidden = true
      [outline, burstImage].forEach(layer.addSublayer)
      addSubview(label)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("PaintListView is created in code") }

    /// Draws `list` in this view's coordinates: the label in `font` at the list's size, and
    /// the host's own burst pictures instead of the circles when it has one for the index.
    func render(_ list: PaintList, font: UIFont?, burstImages: [UIImage] = []) {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      let fill = list.fillColor.uiColor.cgColor
      (outline.path, outline.fillColor) = (CGPath.outline(list.outline), fill)
      outline.opacity = Float(list.outlineOpacity)
      let (picture, shown) = list.burst(hostPictureCount: burstImages.count)
      let image = picture.map { burstImages[$0] }
      (burstImage.contents, burstImage.isHidden) = (image?.cgImage, image == nil)
      burstImage.frame = CGRect(list.burstImage.bounds)
      burstImage.opacity = Float(list.burstImage.opacity)
      while circles.count < shown.count {
        circles.append(CAShapeLayer())
        circles.last.map(layer.addSublayer)
      }
      for (index, circle) in circles.enumerated() {
        circle.isHidden = index >= shown.count
        guard !circle.isHidden else { continue }
        let paint = shown[shown.startIndex + index]
        circle.path = CGPath(ellipseIn: CGRect(paint.bounds), transform: nil)
        (circle.fillColor, circle.opacity) = (fill, Float(paint.opacity))
      }
      CATransaction.commit()
      label.isHidden = !list.label.isVisible || font == nil
      guard let font, list.label.isVisible else { return }
      (label.text, label.textColor) = (list.label.text, list.labelColor.uiColor)
      label.font = font.withSize(list.label.fontSize)
      label.alpha = list.label.opacity
      label.sizeToFit()
      let (size, ascender) = (label.bounds.size, label.font.ascender)
      label.frame = CGRect(
        list.label.frame(width: size.width, height: size.height, ascender: ascender))
    }

    /// Whether a touch at a point in this view's coordinates is for it; none when `nil`.
    var acceptsTouch: ((CGPoint) -> Bool)?

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      acceptsTouch?(point) ?? false
    }

    /// Places the attached view's snapshot.
    func place(content placement: LabelPlacement) {
      contentView?.center = placement.center.cgPoint
      contentView?.transform = CGAffineTransform(scaleX: placement.scale, y: placement.scale)
      contentView?.alpha = placement.opacity
    }
  }
#endif
