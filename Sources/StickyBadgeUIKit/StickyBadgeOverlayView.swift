// Compiled only where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS); not built on Linux.
#if canImport(UIKit)
  import StickyBadge
  import UIKit

  /// The window-level view that draws a badge in motion, above every cell, navigation bar
  /// and clipping ancestor. It takes no touches and follows the window's size.
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
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
      isUserInteractionEnabled = false
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
        particleLayer.isHidden = index >= frame.particles.count
        guard !particleLayer.isHidden else { continue }
        let particle = frame.particles[index]
        particleLayer.path = CGPath(
          ellipseIn: square(around: particle.center, side: 2 * particle.radius), transform: nil)
        particleLayer.fillColor = color.cgColor
        particleLayer.opacity = Float(particle.opacity)
      }
      let image = frame.burstFrameIndex.flatMap {
        burstImages.indices.contains($0) ? burstImages[$0] : nil
      }
      burstImageLayer.isHidden = image == nil
      burstImageLayer.contents = image?.cgImage
      burstImageLayer.frame = square(
        around: frame.badge.center, side: BadgeMetrics.burstImageSide(for: frame.badge))
      CATransaction.commit()

      contentView?.center = frame.label.center.cgPoint
      let scale = CGFloat(frame.label.scale * contentScale)
      contentView?.transform = CGAffineTransform(scaleX: scale, y: scale)
      contentView?.alpha = CGFloat(frame.label.opacity * frame.opacity)
    }

    private func square(around center: Point, side: Double) -> CGRect {
      CGRect(
        x: CGFloat(center.x - side / 2), y: CGFloat(center.y - side / 2), width: CGFloat(side),
        height: CGFloat(side))
    }
  }
#endif
