// Compiled only where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS); not built on Linux.
#if canImport(UIKit)
  import StickyBadge
  import UIKit

  /// The window-level view that draws a badge in motion, above every cell, navigation bar
  /// and clipping ancestor. It takes no touches.
  @MainActor
  final class StickyBadgeOverlayView: UIView {
    private let outlineLayer = CAShapeLayer()
    private let burstImageLayer = CALayer()
    private var particleLayers: [CAShapeLayer] = []

    /// The copy of the badge's content that moves with it (label or snapshot).
    var contentView: UIView? {
      didSet {
        oldValue?.removeFromSuperview()
        if let contentView { addSubview(contentView) }
      }
    }

    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .clear
      layer.addSublayer(outlineLayer)
      layer.addSublayer(burstImageLayer)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("StickyBadgeOverlayView is created in code") }

    /// Draws `frame`, already converted into this view's coordinates.
    func render(_ frame: BadgeFrame, contentScale: Double, color: UIColor, burstImages: [UIImage]) {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      outlineLayer.path = frame.outline.cgPath
      outlineLayer.fillColor = color.cgColor
      outlineLayer.opacity = Float(frame.opacity)

      // Particles: one small layer each, so each keeps its own opacity.
      while particleLayers.count < frame.particles.count {
        let particle = CAShapeLayer()
        layer.addSublayer(particle)
        particleLayers.append(particle)
      }
      for (index, particleLayer) in particleLayers.enumerated() {
        guard index < frame.particles.count else {
          particleLayer.isHidden = true
          continue
        }
        let particle = frame.particles[index]
        let r = CGFloat(particle.radius)
        particleLayer.isHidden = false
        particleLayer.path = CGPath(
          ellipseIn: CGRect(
            x: CGFloat(particle.center.x) - r, y: CGFloat(particle.center.y) - r, width: 2 * r,
            height: 2 * r), transform: nil)
        particleLayer.fillColor = color.cgColor
        particleLayer.opacity = Float(particle.opacity)
      }

      if let index = frame.burstFrameIndex, index < burstImages.count {
        let image = burstImages[index]
        burstImageLayer.isHidden = false
        burstImageLayer.contents = image.cgImage
        let side = CGFloat(frame.badge.height) * 2
        burstImageLayer.frame = CGRect(
          x: CGFloat(frame.badge.center.x) - side / 2, y: CGFloat(frame.badge.center.y) - side / 2,
          width: side, height: side)
      } else {
        burstImageLayer.isHidden = true
      }
      CATransaction.commit()

      if let contentView {
        contentView.center = frame.label.center.cgPoint
        let scale = CGFloat(frame.label.scale * contentScale)
        contentView.transform = CGAffineTransform(scaleX: scale, y: scale)
        contentView.alpha = CGFloat(frame.label.opacity * frame.opacity)
      }
    }
  }
#endif
