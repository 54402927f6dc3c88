// Compiled only where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS); not built on Linux.
#if canImport(UIKit)
  import StickyBadge
  import UIKit

  /// Receives every event of a sticky badge.
  @MainActor
  public protocol StickyBadgeControllerDelegate: AnyObject {
    /// Something happened to the badge (began, snapped, reattached, released, restored,
    /// dismissed), each event exactly once, in order, with its exact time.
    func stickyBadgeController(_ controller: StickyBadgeController, didReceive event: DragEvent)
  }

  /// Makes a view draggable with the sticky effect: feeds its pan gesture to a
  /// ``StickyBadgeEngine`` and draws the engine's frames in a window-level overlay.
  ///
  /// The view itself never moves and is never re-parented, so its Auto Layout constraints
  /// are untouched: while the badge is in motion the view is made transparent and the
  /// overlay draws the outline and a copy of the view's content; afterwards the view's
  /// alpha is restored. ``StickyBadgeView`` uses a controller; any other view gets one
  /// with `UIView.attachStickyBadge(configuration:onDismiss:)`.
  ///
  /// Lifetime: the view's gesture recognizer owns the controller, the controller holds
  /// the view weakly, and the display link calls a weak proxy, so there is no retain
  /// cycle. Leaving the window, the app entering the background and ``reset()`` stop the
  /// display link and remove the overlay.
  @MainActor
  public final class StickyBadgeController: NSObject, UIGestureRecognizerDelegate {
    /// The configuration before the system's accessibility settings are applied.
    public var configuration: StickyBadgeConfiguration
    /// The object told about every event.
    public weak var delegate: (any StickyBadgeControllerDelegate)?
    /// Called for every event, after the delegate.
    public var onEvent: ((DragEvent) -> Void)?
    /// Called once when the badge has been dismissed (its burst finished), never twice
    /// until ``reset()``.
    public var onDismiss: (() -> Void)?
    /// Whether to play haptics at snap, re-attach and burst.
    public var playsHaptics = true
    /// The images of an image-frame burst (``BurstStyle/frames``), played in order.
    public var burstImages: [UIImage] = []
    /// The badge's fill colour (dynamic colours resolve for the view's traits).
    public var color: UIColor = .systemRed
    /// What VoiceOver announces when the badge has been dismissed; `nil` for nothing.
    public var dismissedAnnouncement: String? = BadgeAccessibilityText.english.dismissedAnnouncement

    /// The view that carries the badge.
    public private(set) weak var view: UIView?
    /// The badge's shape in the view's own coordinates, asked for when a drag starts.
    var shapeProvider: () -> BadgeShape?
    /// Makes the view that moves with the badge in the overlay (a copy of the content).
    var contentProvider: () -> UIView?
    /// Told when the badge is dismissed or reset, so that the owner can update itself.
    var stateObserver: ((DragPhase) -> Void)?
    /// Group observers (clear all), told about every event of this badge.
    var groupObservers: [(DragEvent) -> Void] = []

    private(set) var engine: StickyBadgeEngine?
    private var translator = PanGestureTranslator()
    private var displayLink: CADisplayLink?
    private var overlay: StickyBadgeOverlayView?
    private var savedAlpha: CGFloat?
    private var hasReportedDismissal = false
    private var increasesContrast = false
    private let impact = UIImpactFeedbackGenerator(style: .medium)
    private let softImpact = UIImpactFeedbackGenerator(style: .light)
    private let notification = UINotificationFeedbackGenerator()
    weak var panGestureRecognizer: StickyBadgePanGestureRecognizer?

    /// Creates a controller for `view` and installs its pan gesture recognizer.
    ///
    /// - Parameters:
    ///   - view: The view to make draggable.
    ///   - configuration: The feel of the effect.
    ///   - shape: The badge's shape in the view's coordinates; the default is a capsule
    ///     filling the view's bounds.
    ///   - content: The view drawn over the outline while dragging; the default is a
    ///     snapshot of `view`.
    public init(
      view: UIView, configuration: StickyBadgeConfiguration = StickyBadgeConfiguration(),
      shape: (() -> BadgeShape?)? = nil, content: (() -> UIView?)? = nil
    ) {
      self.view = view
      self.configuration = configuration
      self.shapeProvider = { nil }
      self.contentProvider = { nil }
      super.init()
      self.shapeProvider = shape ?? { [weak view] in view.map(Self.capsule(filling:)) }
      self.contentProvider =
        content ?? { [weak view] in view?.snapshotView(afterScreenUpdates: false) }
      let recognizer = StickyBadgePanGestureRecognizer(
        target: self, action: #selector(handlePan(_:)))
      recognizer.controller = self
      recognizer.delegate = self
      recognizer.maximumNumberOfTouches = 1
      view.addGestureRecognizer(recognizer)
      view.isUserInteractionEnabled = true
      panGestureRecognizer = recognizer
      NotificationCenter.default.addObserver(
        self, selector: #selector(applicationDidEnterBackground),
        name: UIApplication.didEnterBackgroundNotification, object: nil)
    }

    /// The badge's current phase (resting when nothing has happened yet).
    public var phase: DragPhase { engine?.phase ?? .resting }

    /// Whether the badge has been dismissed.
    public var isDismissed: Bool { phase == .dismissed || (engine == nil && hasReportedDismissal) }

    /// Dismisses the badge from code (VoiceOver's Dismiss action, "clear all"): it bursts
    /// where it is, or fades under Reduce Motion; without animation it disappears at once.
    public func dismiss(animated: Bool = true) {
      dismiss(at: CACurrentMediaTime(), animated: animated)
    }

    /// Dismisses the badge at `time` (a ``ClearAllSequence`` step's exact time).
    func dismiss(at time: Double, animated: Bool = true) {
      guard !hasReportedDismissal, prepareEngine() else { return }
      // Off screen (a cell scrolled away during "clear all") there is nothing to animate.
      if !animated || view?.window == nil {
        finishDismissal()
        return
      }
      engine?.dismiss(time: time)
      startAnimating()
      step(to: time)
    }

    /// Shows the badge at rest again, ready to be dragged: for a reused cell or a new count.
    public func reset() {
      stopAnimating()
      engine = nil
      translator = PanGestureTranslator()
      hasReportedDismissal = false
      restoreView()
      stateObserver?(.resting)
    }

    /// Removes the gesture recognizer and the overlay; the view is left as it was.
    public func detach() {
      reset()
      if let recognizer = panGestureRecognizer {
        recognizer.view?.removeGestureRecognizer(recognizer)
      }
      NotificationCenter.default.removeObserver(self)
    }

    // MARK: - Interruptions

    /// The view left its window (cell reused off screen, view controller popped): a drag
    /// or a return ends at home, a burst that started counts as a dismissal.
    func viewDidLeaveWindow() { interrupt() }

    @objc private func applicationDidEnterBackground() { interrupt() }

    private func interrupt() {
      guard let engine else { return }
      switch HostPolicy.interruptionOutcome(for: engine.phase) {
      case .none:
        stopAnimating()
      case .restore:
        stopAnimating()
        self.engine = nil
        translator = PanGestureTranslator()
        restoreView()
      case .dismiss:
        finishDismissal()
      }
    }

    // MARK: - Gesture

    /// Begins only for touches that landed on the badge, so a pan beside it scrolls.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let view,
        prepareEngine(), let engine
      else { return false }
      return PanGestureTranslator.shouldBegin(
        location: Point(pan.location(in: view)), translation: Point(pan.translation(in: view)),
        engine: engine)
    }

    /// Makes an enclosing scroll view's pan wait for the badge's pan to fail, so a drag
    /// that starts on the badge moves the badge, not the table.
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      otherGestureRecognizer.view is UIScrollView
    }

    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
      guard let view, engine != nil else { return }
      let phase: PanGesturePhase
      switch recognizer.state {
      case .began: phase = .began
      case .changed: phase = .changed
      case .ended: phase = .ended
      case .cancelled: phase = .cancelled
      case .failed: phase = .failed
      default: return
      }
      let now = CACurrentMediaTime()
      translator.apply(
        phase, location: Point(recognizer.location(in: view)),
        translation: Point(recognizer.translation(in: view)), time: now, to: &engine!)
      if phase == .began {
        impact.prepare()
        notification.prepare()
      }
      startAnimating()
      step(to: now)
    }

    // MARK: - Frames

    /// Creates the engine for the badge's current shape when it is at rest.
    @discardableResult
    private func prepareEngine() -> Bool {
      // A badge at rest is rebuilt each time, so it always has the current size and settings.
      if let engine, engine.phase != .resting { return true }
      guard !hasReportedDismissal, let view, let shape = shapeProvider() else { return false }
      increasesContrast =
        view.traitCollection.accessibilityContrast == .high
        || UIAccessibility.isDarkerSystemColorsEnabled
      let adapted = HostPolicy.configuration(
        configuration, reduceMotion: UIAccessibility.isReduceMotionEnabled,
        increaseContrast: increasesContrast)
      engine = try? StickyBadgeEngine(badge: shape, configuration: adapted)
      return engine != nil
    }

    private func startAnimating() {
      guard let view, let window = view.window else { return }
      if overlay == nil {
        let overlay = StickyBadgeOverlayView(frame: window.bounds)
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        overlay.isUserInteractionEnabled = false
        overlay.contentView = contentProvider()
        window.addSubview(overlay)
        self.overlay = overlay
        savedAlpha = view.alpha
        view.alpha = 0
      }
      if displayLink == nil {
        let proxy = DisplayLinkProxy(owner: self)
        let link = CADisplayLink(target: proxy, selector: #selector(DisplayLinkProxy.tick(_:)))
        if let range = HostPolicy.frameRateRange(in: phase) {
          link.preferredFrameRateRange = CAFrameRateRange(
            minimum: Float(range.minimum), maximum: Float(range.maximum),
            preferred: Float(range.preferred))
        }
        link.add(to: .main, forMode: .common)
        displayLink = link
      }
    }

    fileprivate func displayLinkFired(_ link: CADisplayLink) {
      step(
        to: HostPolicy.frameTime(
          timestamp: link.timestamp, targetTimestamp: link.targetTimestamp,
          fingerDown: translator.isTracking))
    }

    private func step(to time: Double) {
      guard var engine, let view else {
        stopAnimating()
        return
      }
      // Removed from its window mid-animation (an attached view that does not report it).
      if view.window == nil && overlay != nil {
        interrupt()
        return
      }
      engine.advance(to: time)
      self.engine = engine
      let frame = engine.frame
      for event in frame.events { deliver(event) }
      if playsHaptics {
        for cue in HostPolicy.hapticCues(for: frame) {
          switch cue {
          case .snap: impact.impactOccurred()
          case .reattach: softImpact.impactOccurred()
          case .burst: notification.notificationOccurred(.success)
          }
        }
      }
      if let overlay {
        let transform = OverlayTransform(
          originInOverlay: Point(view.convert(CGPoint.zero, to: overlay)),
          unitXInOverlay: Point(view.convert(CGPoint(x: 1, y: 0), to: overlay)))
        let fill = BadgeColor(color, traits: view.traitCollection)
        let adjusted =
          increasesContrast
          ? fill.adjustedForContrast(with: engine.configuration.labelColor, minimumRatio: 4.5)
          : fill
        overlay.render(
          transform.apply(frame), contentScale: transform.scale, color: adjusted.uiColor,
          burstImages: burstImages)
      }
      if frame.phase == .dismissed {
        finishDismissal()
      } else if frame.phase == .resting && !translator.isTracking {
        stopAnimating()
        restoreView()
      }
    }

    private func deliver(_ event: DragEvent) {
      if event.kind == .dismissed {
        guard !hasReportedDismissal else { return }
        hasReportedDismissal = true
      }
      delegate?.stickyBadgeController(self, didReceive: event)
      onEvent?(event)
      for observer in groupObservers { observer(event) }
      if event.kind == .dismissed {
        if UIAccessibility.isVoiceOverRunning, let dismissedAnnouncement {
          UIAccessibility.post(notification: .announcement, argument: dismissedAnnouncement)
        }
        onDismiss?()
        stateObserver?(.dismissed)
      }
    }

    /// Ends in the dismissed state, reporting the dismissal if it was not reported yet.
    private func finishDismissal() {
      stopAnimating()
      engine = nil
      translator = PanGestureTranslator()
      if !hasReportedDismissal { deliver(DragEvent(.dismissed, at: CACurrentMediaTime())) }
      // The view stays transparent: the badge is gone until reset().
      if let view, savedAlpha == nil {
        savedAlpha = view.alpha
        view.alpha = 0
      }
    }

    private func stopAnimating() {
      displayLink?.invalidate()
      displayLink = nil
      overlay?.removeFromSuperview()
      overlay = nil
    }

    private func restoreView() {
      if let view, let savedAlpha { view.alpha = savedAlpha }
      savedAlpha = nil
    }

    /// A capsule filling `view`'s bounds, the default badge shape of an attached view.
    static func capsule(filling view: UIView) -> BadgeShape {
      let bounds = view.bounds
      let radius = Double(min(bounds.width, bounds.height)) / 2
      return BadgeShape(
        center: Point(x: Double(bounds.midX), y: Double(bounds.midY)), radius: max(radius, 1),
        halfLength: max(0, Double(bounds.width) / 2 - radius))
    }
  }

  /// The pan gesture recognizer of a sticky badge; it owns the badge's controller.
  public final class StickyBadgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The controller this recognizer drives.
    public internal(set) var controller: StickyBadgeController?
  }

  /// Calls back into the controller without retaining it, so the display link (which
  /// retains its target) never keeps a controller alive.
  @MainActor
  private final class DisplayLinkProxy: NSObject {
    weak var owner: StickyBadgeController?

    init(owner: StickyBadgeController) { self.owner = owner }

    @objc func tick(_ link: CADisplayLink) {
      guard let owner else {
        link.invalidate()
        return
      }
      owner.displayLinkFired(link)
    }
  }
#endif
