// Compiled only where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS); not built on Linux.
#if canImport(UIKit)
  import StickyBadge
  import UIKit

  /// An unread badge that can be dragged away to dismiss it, QQ style.
  ///
  /// Shows a dot, a number (`"99+"` past ``format``'s maximum) or a short text in a capsule
  /// sized by `intrinsicContentSize`, so it sits in Auto Layout like a label; its font
  /// follows Dynamic Type and its colours are dynamic (dark mode, Increase Contrast).
  ///
  /// ```swift
  /// let badge = StickyBadgeView()
  /// badge.count = 12
  /// badge.onDismiss = { [weak self] in self?.markConversationRead() }
  /// cell.contentView.addSubview(badge)   // constrain its centre; no size constraints needed
  /// ```
  ///
  /// Dragging starts only on the badge (its touch target is at least 44 × 44 points) and
  /// wins over an enclosing table or collection view. While dragged it is drawn in a
  /// window-level overlay, so no cell or navigation bar clips it. VoiceOver reads the count
  /// ("12 unread messages") and offers a Dismiss action.
  @MainActor
  open class StickyBadgeView: UIView {
    /// The unread count; `nil` shows a dot, 0 hides the badge (see ``format``).
    public var count: Int? {
      didSet { contentDidChange() }
    }
    /// A free text shown instead of the count (`"NEW"`); `nil` to show the count.
    public var text: String? {
      didSet { contentDidChange() }
    }
    /// How counts turn into text.
    public var format = BadgeCountFormat() {
      didSet { contentDidChange() }
    }
    /// The words VoiceOver speaks; replace it to localise.
    public var accessibilityText = BadgeAccessibilityText.english {
      didSet {
        controller.dismissedAnnouncement = accessibilityText.dismissedAnnouncement
        updateAccessibility()
      }
    }
    /// The badge colour; the default is the system red, which adapts to dark mode.
    public var badgeColor: UIColor = .systemRed {
      didSet {
        controller.color = badgeColor
        setNeedsLayout()
      }
    }
    /// The label colour.
    public var labelColor: UIColor = .white {
      didSet { label.textColor = labelColor }
    }
    /// The label font before Dynamic Type scaling (``BadgeMetrics/defaultLabelFontSize``
    /// semibold, scaled like `.footnote`).
    public var baseFont = UIFont.systemFont(
      ofSize: CGFloat(BadgeMetrics.defaultLabelFontSize), weight: .semibold)
    {
      didSet { fontDidChange() }
    }
    /// The feel of the drag.
    public var configuration: StickyBadgeConfiguration {
      get { controller.configuration }
      set { controller.configuration = newValue }
    }
    /// Called once when the badge has been dismissed by the user (or from code).
    public var onDismiss: (() -> Void)? {
      get { controller.onDismiss }
      set { controller.onDismiss = newValue }
    }
    /// Called for every event of the drag.
    public var onEvent: ((DragEvent) -> Void)? {
      get { controller.onEvent }
      set { controller.onEvent = newValue }
    }
    /// The object told about every event (held weakly by the controller).
    public var delegate: (any StickyBadgeControllerDelegate)? {
      get { controller.delegate }
      set { controller.delegate = newValue }
    }

    /// The controller that runs the drag.
    public private(set) var controller: StickyBadgeController!

    private let label = UILabel()
    private let capsuleLayer = CAShapeLayer()

    /// Creates a badge showing a dot.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      setUp()
    }

    /// Creates a badge from a storyboard or nib.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUp()
    }

    private func setUp() {
      backgroundColor = .clear
      layer.addSublayer(capsuleLayer)
      label.textAlignment = .center
      label.textColor = labelColor
      label.adjustsFontForContentSizeCategory = true
      addSubview(label)
      controller = StickyBadgeController(
        view: self,
        shape: { [weak self] in self?.badgeShape(center: nil) },
        content: { [weak self] in self?.makeLabelCopy() })
      controller.color = badgeColor
      controller.stateObserver = { [weak self] _ in self?.updateAccessibility() }
      accessibilityTraits = .badge
      setContentHuggingPriority(.required, for: .horizontal)
      setContentHuggingPriority(.required, for: .vertical)
      setContentCompressionResistancePriority(.required, for: .horizontal)
      fontDidChange()
      contentDidChange()
    }

    // MARK: - Content and size

    /// What the badge shows now.
    public var content: BadgeContent {
      if let text { return text.isEmpty ? .dot : .text(text) }
      return format.content(for: count)
    }

    private var radius: Double {
      BadgeMetrics.radius(forLabelFontSize: Double(label.font.pointSize))
    }

    private func badgeShape(center: Point?) -> BadgeShape? {
      let middle = center ?? Point(x: Double(bounds.midX), y: Double(bounds.midY))
      return content.shape(
        center: middle, radius: radius, labelWidth: Double(label.intrinsicContentSize.width))
    }

    /// The capsule around the label (a dot without a label; nothing when hidden).
    open override var intrinsicContentSize: CGSize {
      let size = BadgeMetrics.size(
        of: content, radius: radius, labelWidth: Double(label.intrinsicContentSize.width))
      return CGSize(width: CGFloat(size.width), height: CGFloat(size.height))
    }

    private func fontDidChange() {
      label.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: baseFont)
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }

    private func contentDidChange() {
      label.text = content.label
      controller?.contentChanged(isVisible: content.isVisible)
      isHidden = !content.isVisible
      invalidateIntrinsicContentSize()
      setNeedsLayout()
      updateAccessibility()
    }

    open override func layoutSubviews() {
      super.layoutSubviews()
      label.frame = bounds
      if let shape = badgeShape(center: nil) {
        var outline: [PathElement] = []
        OutlineBuilder.appendBadge(shape, into: &outline)
        capsuleLayer.path = outline.cgPath
      } else {
        capsuleLayer.path = nil
      }
      capsuleLayer.fillColor =
        controller.environment.fill(
          BadgeColor(badgeColor, traits: traitCollection),
          label: BadgeColor(labelColor, traits: traitCollection)
        ).uiColor.cgColor
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      // Dark mode and Increase Contrast change the colour; the text size changes the font.
      if previousTraitCollection?.preferredContentSizeCategory
        != traitCollection.preferredContentSizeCategory
      {
        fontDidChange()
      }
      setNeedsLayout()
    }

    private func makeLabelCopy() -> UIView {
      let copy = UILabel()
      copy.text = label.text
      copy.font = label.font
      copy.textColor = labelColor
      copy.textAlignment = .center
      copy.sizeToFit()
      return copy
    }

    // MARK: - Touches

    /// Accepts touches in the enlarged target: at least 44 × 44 points and the
    /// configuration's touch margin around the badge.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      let target = HitTarget(
        width: Double(bounds.width), height: Double(bounds.height),
        margin: configuration.touchMargin)
      return target.contains(Point(point))
    }

    open override func didMoveToWindow() {
      super.didMoveToWindow()
      if window == nil { controller.viewDidLeaveWindow() }
    }

    // MARK: - Accessibility

    private func updateAccessibility() {
      guard controller != nil else { return }
      // A dismissed or hidden badge is not an accessibility element at all.
      let label = controller.isDismissed ? nil : accessibilityText.label(for: content, count: count)
      accessibilityLabel = label
      accessibilityHint = accessibilityText.hint
      isAccessibilityElement = label != nil
      accessibilityCustomActions = [
        UIAccessibilityCustomAction(name: accessibilityText.dismissActionName) { [weak self] _ in
          self?.controller.dismiss(at: CACurrentMediaTime()) ?? false
        }
      ]
    }
  }
#endif
